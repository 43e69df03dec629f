export * from './machines/chat-session';
export * from './machines/agent-typing';
export * from './machines/visitor-typing';
export * from './transports';
