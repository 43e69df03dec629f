export { callbackAnatomy } from './callback.anatomy';
export {
  callbackIds,
  connect as connectCallback,
  selectCallbackView,
  type CallbackApi,
  type CallbackChangeEvent,
  type CallbackInputProps,
  type CallbackKeyEvent,
  type CallbackScreen,
  type CallbackView,
} from './callback.connect';
export {
  callbackErrorOf,
  callbackErrorTexts,
  localTimeText,
  type CallbackError,
  type CallbackErrorCode,
} from './callback.errors';
export { registerLazyCallback } from './callback.lazy';
export {
  callbackPhoneMaxLength,
  callbackTextMaxLength,
  defaultCallbackFields,
  offersAsap,
  showsWaitTime,
  submissionOf,
  waitMinutes,
} from './callback.logic';
export { callbackMachine, type CallbackMachine } from './callback.machine';
export {
  callbackManifest,
  type CallbackOpenOptions,
  type CallbackOverlayOptions,
  type CallbackSubmission,
} from './callback.manifest';
export {
  CallbackWindowConfigError,
  callbackWindowOptions,
  defaultWaitTimeOptions,
  resolveCallbackWindowOptions,
  type CallbackWaitTimeOptions,
  type CallbackWindowOptions,
  type CallbackWindowOptionsInput,
  type ImmediateCallbackThresholds,
} from './callback.options';
export { callbackPlugin, prefillOf, type CallbackTarget } from './callback.plugin';
export {
  busScheduler,
  busWaitTime,
  callbackWidget,
  type CallbackRuntimeInput,
} from './callback.widget';
export type * from './callback.types';
