export {
  connect as connectTimerService,
  selectTimerServiceView,
  type TimerInfo,
  type TimerServiceApi,
  type TimerServiceView,
} from './timer-service.connect';
export { registerLazyTimer } from './timer-service.lazy';
export {
  defaultIdleThreshold,
  defaultTimerTick,
  minimumAlarmTimestamp,
  timerErrorTexts,
  timerTimeError,
} from './timer-service.logic';
export { timerServiceMachine, type TimerServiceMachine } from './timer-service.machine';
export {
  timerManifest,
  type TimerAlarm,
  type TimerAlarmOptions,
  type TimerCountdownDone,
  type TimerCountdownOptions,
  type TimerCountdownTick,
  type TimerStarted,
  type TimerTick,
} from './timer-service.manifest';
export { timerPlugin, type TimerServiceTarget } from './timer-service.plugin';
export {
  startTimerService,
  timerServiceWidget,
  type TimerRuntimeInput,
} from './timer-service.widget';
export type {
  IdleStatus,
  TimerKind,
  TimerRecord,
  TimerServiceContext,
  TimerServiceEmitted,
  TimerServiceEvent,
  TimerServiceInput,
  TimerStartEvent,
} from './timer-service.types';
