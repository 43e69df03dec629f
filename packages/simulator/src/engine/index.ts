export { createManualClock, systemClock, type Clock, type ManualClock } from './clock';
export { createEngine, type EngineOptions, type SimulatorEngine } from './engine';
export {
  createEventLog,
  type EventLog,
  type EventLogOptions,
  type SimulatorEvent,
  type SimulatorEventListener,
} from './event-log';
export {
  createFaultInjector,
  type ArmedFault,
  type FaultInjector,
  type FaultResponse,
  type FaultSpec,
} from './faults';
export { createSeededRandom, type RandomSource } from './random';
export { createTimers, type CancelTimer, type Timers } from './timers';
export { createStateStore, defineSlice, type StateSlice, type StateStore } from './state-store';
