export { sendMessageAnatomy } from './send-message.anatomy';
export {
  connect as connectSendMessage,
  selectSendMessageView,
  sendMessageIds,
  type SendMessageApi,
  type SendMessageFilesEvent,
  type SendMessageInputProps,
  type SendMessageStep,
  type SendMessageView,
} from './send-message.connect';
export { registerLazySendMessage } from './send-message.lazy';
export {
  defaultSendMessageFields,
  errorLinesOf,
  errorLineText,
  formatAdviceBytes,
  isFormFilled,
  requestOf,
  sendMessageErrorTexts,
  sendMessageFieldNames,
  sendMessageTexts,
  totalSizeOf,
  withValidation,
  type SendMessageErrorKey,
  type SendMessageErrorLine,
} from './send-message.logic';
export { sendMessageMachine, type SendMessageMachine } from './send-message.machine';
export {
  sendMessageManifest,
  type SendMessageCompleted,
  type SendMessageOpenOptions,
} from './send-message.manifest';
export {
  defaultSendMessageButton,
  resolveSendMessageOptions,
  SendMessageConfigError,
  sendMessageOptions,
  sendMessageServiceOnlyKeys,
  sendMessageWindowKeysOf,
  type SendMessageButtonEffect,
  type SendMessageButtonOptions,
  type SendMessageOptions,
  type SendMessageOptionsInput,
} from './send-message.options';
export {
  sendMessagePlugin,
  sendMessagePrefillOf,
  type SendMessageTarget,
} from './send-message.plugin';
export {
  busSender,
  readSendFailure,
  sendMessageWidget,
  type SendMessageRuntimeInput,
} from './send-message.widget';
export type * from './send-message.types';
