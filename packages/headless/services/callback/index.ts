export {
  createCallbackService,
  type CallbackRequestHeaders,
  type CallbackService,
  type CallbackServiceInput,
} from './callback.client';
export {
  CallbackServiceError,
  callbackServiceTexts,
  knownCallbackErrorCodes,
  type CallbackFailure,
  type CallbackFailureKind,
  type KnownCallbackErrorCode,
} from './callback.errors';
export {
  CallbackConfigError,
  callbackServiceOptions,
  type CallbackApiVersion,
  type CallbackServiceOptions,
  type CallbackServiceOptionsInput,
} from './callback.options';
export {
  encodeParams,
  type CallbackAvailability,
  type CallbackAvailabilityOptions,
  type CallbackFieldValue,
  type CallbackScheduled,
  type CallbackScheduleOptions,
  type CallbackSlot,
} from './callback.wire';
export { callbackServiceManifest } from './callback-service.manifest';
export { callbackServicePlugin, startCallbackService } from './callback-service.plugin';
export { registerLazyCallbackService } from './callback-service.lazy';
