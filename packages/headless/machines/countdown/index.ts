export { countdownAnatomy } from './countdown.anatomy';
export {
  connect as connectCountdown,
  type CountdownApi,
  type CountdownConnectOptions,
  type CountdownLiveRegionProps,
  type CountdownRootProps,
} from './countdown.connect';
export { countdownMachine, type CountdownMachine } from './countdown.machine';
export { countdownErrorTexts, defaultTickInterval, defaultWarnAt } from './countdown.time';
export type {
  CountdownContext,
  CountdownEmitted,
  CountdownEvent,
  CountdownInput,
  CountdownStatus,
  CountdownTarget,
} from './countdown.types';
