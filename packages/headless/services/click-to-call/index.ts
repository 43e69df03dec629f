export {
  ClickToCallRefusal,
  createClickToCallService,
  type ClickToCallService,
  type ClickToCallServiceInput,
} from './click-to-call.client';
export {
  ClickToCallConfigError,
  clickToCallServiceOptions,
  clickToCallServiceTexts,
  resolveClickToCallServiceOptions,
  type ClickToCallServiceOptions,
} from './click-to-call.options';
export {
  clearClickToCallState,
  clickToCallStateCookiePrefix,
  clickToCallStateCookies,
  restoreClickToCallState,
  saveClickToCallState,
} from './click-to-call.state';
export {
  clickToCallContentType,
  numberRequestFields,
  readFailedAnswer,
  readNumberAnswer,
} from './click-to-call.wire';
export {
  clickToCallServiceManifest,
  type ClickToCallNumberReceived,
  type ClickToCallNumberRequest,
  type ClickToCallRestored,
  type ClickToCallServiceConfigureOptions,
} from './click-to-call-service.manifest';
export { clickToCallServicePlugin, startClickToCallService } from './click-to-call-service.plugin';
export { registerLazyClickToCallService } from './click-to-call-service.lazy';
