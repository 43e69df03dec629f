export {
  CALLBACK_LOG_MODULE,
  callbackCodeMessages,
  createCallbackBackEnd,
  type AvailabilityRequest,
  type AvailabilitySlot,
  type CallbackApi,
  type CallbackBackEnd,
  type CallbackOperation,
  type CallbackOutcome,
  type CallbackRefusal,
  type CallbackSettings,
  type CallbackSettingsChanges,
  type CallbackState,
  type ForcedCallbackError,
  type ScheduledCallback,
  type ScheduleRequest,
} from './callback-engine';
export { callbackDomain } from './callback.domain';
export {
  callbackOptionsSchema,
  defaultOfficeHours,
  officeHoursSchema,
  resolveCallbackOptions,
  type CallbackOptions,
  type OfficeHours,
  type ResolvedCallbackOptions,
} from './callback.options';
