import { systemClock, type Clock } from './clock';
import { createEventLog, type EventLog } from './event-log';
import { createFaultInjector, type FaultInjector } from './faults';
import { createStateStore, type StateStore } from './state-store';

/** The shared in-memory engine of one simulator run, which every module builds on. */
export interface SimulatorEngine {
  /** The run's time source. */
  readonly clock: Clock;
  /** Typed per-module state. */
  readonly store: StateStore;
  /** What happened so far, with live subscriptions. */
  readonly events: EventLog;
  /** The failure knob shared by all modules. */
  readonly faults: FaultInjector;
  /** When the engine was created, in epoch milliseconds of `clock`. */
  readonly startedAt: number;
  /** Forgets all state, faults and log entries, then logs a `simulator.reset` event. */
  reset(): void;
}

/** Options of {@link createEngine}. */
export interface EngineOptions {
  /** Time source. @default systemClock */
  clock?: Clock;
  /** Most event-log entries kept. @default 10000 */
  eventLimit?: number;
}

/** Creates a fresh engine. */
export function createEngine({
  clock = systemClock,
  eventLimit,
}: EngineOptions = {}): SimulatorEngine {
  const store = createStateStore();
  const events = createEventLog({ clock, limit: eventLimit });
  return {
    clock,
    store,
    events,
    faults: createFaultInjector(store),
    startedAt: clock.now(),
    reset() {
      store.reset();
      events.clear();
      events.append('simulator', 'simulator.reset', {});
    },
  };
}
