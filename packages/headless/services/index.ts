export { chatSessionCookieName, hasChatToResume, shareParam } from './chat-files/chat-resume';
export * from './clock';
export * from './cookies';
export * from './countdown';
export * from './file-size';
export * from './form-validation';
export * from './http';
export * from './i18n';
export * from './signals';
