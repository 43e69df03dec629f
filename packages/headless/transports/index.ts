export { messageTypes } from './chat.types';
export type {
  ChatMessage,
  FileDetails,
  FileLimits,
  MessageSender,
  MessageType,
  ParticipantType,
  StartChatRequest,
} from './chat.types';
export type {
  ChatBatch,
  ChatTransport,
  DownloadRequest,
  PollPolicy,
  PushHandlers,
  TypingPolicy,
  ServerErrorItem,
  SessionKeys,
  TransportCapabilities,
  TransportError,
  TransportResult,
} from './transport.types';
export * from './gms-v2';
