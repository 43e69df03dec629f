import { systemClock, type Clock } from './clock';
import { createEventLog, type EventLog } from './event-log';
import { createFaultInjector, type FaultInjector } from './faults';
import type { RandomSource } from './random';
import { createStateStore, type StateStore } from './state-store';
import { createTimers, type Timers } from './timers';

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
  /** Pending timers (scripted agents, typing stops), cancelled on reset and on close. */
  readonly timers: Timers;
  /** Source of randomness for probabilistic behaviour (e.g. fault probability). */
  readonly random: RandomSource;
  /** When the engine was created, in epoch milliseconds of `clock`. */
  readonly startedAt: number;
  /** Forgets all state, faults, timers and log entries, then logs a `simulator.reset` event. */
  reset(): void;
}

/** Options of {@link createEngine}. */
export interface EngineOptions {
  /** Time source. @default systemClock */
  clock?: Clock;
  /** Most event-log entries kept. @default 10000 */
  eventLimit?: number;
  /** Source of randomness. @default Math.random */
  random?: RandomSource;
}

/** Creates a fresh engine. */
export function createEngine({
  clock = systemClock,
  eventLimit,
  random = Math.random,
}: EngineOptions = {}): SimulatorEngine {
  const store = createStateStore();
  const events = createEventLog({ clock, limit: eventLimit });
  const timers = createTimers();
  return {
    clock,
    store,
    events,
    faults: createFaultInjector(store),
    timers,
    random,
    startedAt: clock.now(),
    reset() {
      timers.clearAll();
      store.reset();
      events.clear();
      events.append('simulator', 'simulator.reset', {});
    },
  };
}
