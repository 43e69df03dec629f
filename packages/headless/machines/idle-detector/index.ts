export { connect as connectIdleDetector, type IdleDetectorApi } from './idle-detector.connect';
export {
  defaultIdleAfter,
  idleDetectorMachine,
  type IdleDetectorMachine,
} from './idle-detector.machine';
export type {
  IdleDetectorContext,
  IdleDetectorEmitted,
  IdleDetectorEvent,
  IdleDetectorInput,
  IdleStatus,
} from './idle-detector.types';
