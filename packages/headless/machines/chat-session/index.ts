export { chatSessionMachine, type ChatSessionMachine } from './chat-session.machine';
export {
  applyBatch,
  buildStartRequest,
  chatErrorKeys,
  defaultChatSessionOptions,
  formErrorFields,
  startTokenFilter,
} from './chat-session.logic';
export { shareParam, shareTokenFromUrl } from './chat-session.share';
export { chatSessionCookieName, createCookieSessionStore } from './chat-session.store';
export type { TabPresence } from '../../services/tab-presence/tab-presence';
export type * from './chat-session.types';
export type {
  ChatApi,
  ChatStatus,
  ChatView,
  FileInputProps,
  TranscriptProps,
} from './chat-session.connect';
export { chatServiceManifest, type AgentsReport, type UploadReport } from './chat-service.manifest';
export {
  attachChatPlugin,
  chatServicePlugin,
  chatServicePluginName,
  ChatCommandError,
  type ChatServiceTarget,
} from './chat-session.plugin';
