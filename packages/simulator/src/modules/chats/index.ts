export { chatsModule } from './chats.module';
export {
  agentFileSchema,
  agentIdleSchema,
  agentJoinSchema,
  agentLeaveSchema,
  agentMessageSchema,
  agentSurveySchema,
  agentTypingSchema,
  serviceSchema,
  transcriptQuerySchema,
  unavailableSchema,
} from './chats.schemas';
export {
  surveyCancellations,
  toControlEvent,
  toSummary,
  type ChatSummary,
  type ControlEvent,
  type ControlFile,
  type SurveyCancellation,
} from './chats.views';
