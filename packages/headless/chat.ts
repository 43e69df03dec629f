export * from './machines/chat-session';
export * from './machines/agent-typing';
export * from './machines/visitor-typing';
export * from './machines/chat-widget';
export * from './transports';
