export { createManualClock, systemClock } from './clock';
export type { Clock, ManualClock, TimerHandle } from './clock';
