export { clickToCallAnatomy } from './click-to-call.anatomy';
export {
  clickToCallIds,
  connect as connectClickToCall,
  selectClickToCallView,
  type ClickToCallApi,
  type ClickToCallChangeEvent,
  type ClickToCallDialog,
  type ClickToCallInputProps,
  type ClickToCallStep,
  type ClickToCallView,
} from './click-to-call.connect';
export { registerLazyClickToCall } from './click-to-call.lazy';
export {
  clickToCallNameMaxLength,
  clickToCallTexts,
  defaultClickToCallFields,
  filterPhone,
  numberWarningAt,
  requestOf,
  showsWaitTime,
  waitMinutesOf,
} from './click-to-call.logic';
export { clickToCallMachine, type ClickToCallMachine } from './click-to-call.machine';
export {
  clickToCallManifest,
  type ClickToCallOpenOptions,
  type ClickToCallSubmission,
} from './click-to-call.manifest';
export {
  ClickToCallConfigError,
  clickToCallOptions,
  clickToCallWindowKeysOf,
  defaultAriaNumberExpirationIntervals,
  defaultClickToCallWaitTime,
  resolveClickToCallOptions,
  type ClickToCallOptions,
  type ClickToCallOptionsInput,
  type ClickToCallWaitTimeOptions,
} from './click-to-call.options';
export {
  clickToCallPlugin,
  clickToCallPrefillOf,
  type ClickToCallTarget,
} from './click-to-call.plugin';
export { clickToCallOpenCookie, createClickToCallOpenFlag } from './click-to-call.store';
export {
  busClickToCallWaitTime,
  busRequester,
  busRestorer,
  clickToCallWidget,
  readNumberReceived,
  readRestored,
  type ClickToCallRuntimeInput,
} from './click-to-call.widget';
export type * from './click-to-call.types';
