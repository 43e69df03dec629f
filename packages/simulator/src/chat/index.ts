export { CHAT_LOG_MODULE, SURVEY_NICKNAME, createChatEngine } from './chat-engine';
export type {
  AgentJoinInput,
  AgentMessageInput,
  AgentSelector,
  AgentTypingInput,
  ChatEngine,
  CreateConversationInput,
  FileInput,
  IdleInput,
  SubscribeFilter,
  SurveyInput,
  VisitorMessageInput,
  VisitorNoticeInput,
} from './chat-engine.types';
export { chatDomain } from './chat.domain';
export { ChatError, chatErrorCodes, type ChatErrorCode } from './chat.errors';
export { extensionOf, guessMimeType } from './chat-files';
export {
  chatOptionsSchema,
  defaultFileLimits,
  resolveChatOptions,
  scenarioNames,
  type ChatOptions,
  type ResolvedChatOptions,
  type ScenarioName,
} from './chat.options';
export {
  chatTransports,
  participantTypes,
  transcriptEventTypes,
  type ChatListener,
  type ChatNotice,
  type ChatTransportKind,
  type Conversation,
  type ConversationState,
  type EventSender,
  type FileLimits,
  type FileLimitsStatus,
  type FileRecord,
  type Participant,
  type ParticipantType,
  type PendingIdleClose,
  type StoredFile,
  type TranscriptEvent,
  type TranscriptEventType,
  type Visitor,
} from './chat.types';
export {
  DEMO_FILE_NAME,
  DEMO_PUSH_URL,
  scenarios,
  startScriptedAgent,
  type Scenario,
  type ScenarioContext,
} from './scripted-agent';
export { simulatorSurveyLinks } from './survey-links';
export { richMediaSamples, type RichMediaSample } from './rich-media-samples';
