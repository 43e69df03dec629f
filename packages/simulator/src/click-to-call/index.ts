export {
  CLICK_TO_CALL_LOG_MODULE,
  createClickToCallBackEnd,
  invalidArgumentException,
  type ClickToCallAnswer,
  type ClickToCallBackEnd,
  type ClickToCallOutcome,
  type ClickToCallRequest,
  type ClickToCallSettings,
  type ClickToCallSettingsChanges,
  type ForcedClickToCallFailure,
  type NumberRequestInput,
} from './click-to-call-engine';
export { clickToCallDomain } from './click-to-call.domain';
export {
  accessNumberSchema,
  clickToCallOptionsSchema,
  expirationSecondsSchema,
  resolveClickToCallOptions,
  type ClickToCallOptions,
  type ResolvedClickToCallOptions,
} from './click-to-call.options';
