export {
  createSendMessageBackEnd,
  SEND_MESSAGE_LOG_MODULE,
  type EmailAnswer,
  type EmailErrorEntry,
  type EmailFieldValue,
  type EmailInput,
  type ForcedSendMessageFailure,
  type ReceivedFile,
  type ReceivedMessage,
  type SendMessageBackEnd,
  type SendMessageOutcome,
  type SendMessageSettings,
  type SendMessageSettingsChanges,
} from './send-message-engine';
export { sendMessageDomain } from './send-message.domain';
export {
  allowedTypesSchema,
  defaultSendMessageLimits,
  maxFilesSchema,
  maxTotalSizeSchema,
  resolveSendMessageOptions,
  sendMessageOptionsSchema,
  type ResolvedSendMessageOptions,
  type SendMessageOptions,
} from './send-message.options';
