export { ChatOptionsError, checkChatOptions } from './chat-options';
export type { ChatOptionsIssue, ChatOptionsToCheck } from './chat-options';
