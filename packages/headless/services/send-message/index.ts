export {
  createSendMessageService,
  SendMessageRefusal,
  type SendMessageRefusalCode,
  type SendMessageService,
  type SendMessageServiceInput,
} from './send-message.client';
export {
  resolveSendMessageServiceOptions,
  SendMessageServiceConfigError,
  sendMessageServiceKeysOf,
  sendMessageServiceOptions,
  sendMessageServiceTexts,
  type SendMessageServiceOptions,
} from './send-message.options';
export {
  messageFieldsOf,
  multipartMessageBody,
  readFailedAnswer,
  readSentAnswer,
  sendMessageFormContentType,
  urlEncodedMessageBody,
  userDataPairsOf,
  type SendMessageFields,
  type SendMessageOutcome,
} from './send-message.wire';
export {
  sendMessageServiceManifest,
  type SendMessageFailure,
  type SendMessageFile,
  type SendMessageFormData,
  type SendMessageRequest,
  type SendMessageSent,
  type SendMessageServiceConfigureOptions,
} from './send-message-service.manifest';
export { sendMessageServicePlugin, startSendMessageService } from './send-message-service.plugin';
export { registerLazySendMessageService } from './send-message-service.lazy';
