import type { Clock } from './clock';

/** One entry of the run's event log. */
export interface SimulatorEvent<T = unknown> {
  /** Position in the run, starting at 1 and never reused, even across resets. */
  seq: number;
  /** When it was appended, as an ISO 8601 string from the simulator's clock. */
  at: string;
  /** Name of the module that appended it (`simulator` for the engine itself). */
  module: string;
  /** What happened, as `domain.verb` (e.g. `glue.called`). */
  type: string;
  /** The event's payload. */
  data: T;
}

/** Receives each event as it is appended. */
export type SimulatorEventListener = (event: SimulatorEvent) => void;

/** The append-only log of what happened in a run, with live subscriptions. */
export interface EventLog {
  /** Appends an entry, notifies the subscribers and returns the entry. */
  append<T>(module: string, type: string, data: T): SimulatorEvent<T>;
  /** The kept entries in order, optionally only those with `seq` greater than `since`. */
  entries(since?: number): readonly SimulatorEvent[];
  /** Calls `listener` for every later entry; returns the unsubscribe function. */
  subscribe(listener: SimulatorEventListener): () => void;
  /** Drops the kept entries (sequence numbers keep counting). */
  clear(): void;
}

/** Options of {@link createEventLog}. */
export interface EventLogOptions {
  /** Source of the `at` timestamps. */
  clock: Clock;
  /** Most entries kept; the oldest are dropped beyond it so long demo runs stay bounded. @default 10000 */
  limit?: number;
}

/** Creates an empty event log. */
export function createEventLog({ clock, limit = 10_000 }: EventLogOptions): EventLog {
  let kept: SimulatorEvent[] = [];
  let lastSeq = 0;
  const listeners = new Set<SimulatorEventListener>();

  return {
    append(module, type, data) {
      lastSeq += 1;
      const event = { seq: lastSeq, at: new Date(clock.now()).toISOString(), module, type, data };
      kept.push(event);
      if (kept.length > limit) kept.splice(0, kept.length - limit);
      // Copy so a listener that unsubscribes while being notified does not skip another one.
      for (const listener of [...listeners]) listener(event);
      return event;
    },
    entries(since = 0) {
      return kept.filter((event) => event.seq > since);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      kept = [];
    },
  };
}
