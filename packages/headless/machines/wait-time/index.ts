export { waitTimeAnatomy } from './wait-time.anatomy';
export {
  connect as connectWaitTime,
  type WaitTimeApi,
  type WaitTimeStatus,
} from './wait-time.connect';
export { defaultRefreshInterval } from './wait-time.logic';
export { waitTimeMachine, type WaitTimeMachine } from './wait-time.machine';
export type {
  WaitTimeAnswer,
  WaitTimeContext,
  WaitTimeEmitted,
  WaitTimeEvent,
  WaitTimeFetchInput,
  WaitTimeInput,
  WaitTimeRequest,
  WaitTimeSource,
} from './wait-time.types';
export { busWaitTimeSource, serviceWaitTimeSource } from './wait-time.source';
