/** The time source of a simulator run; injected so tests can pin timestamps and uptime. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** A clock that only moves when told to, for deterministic tests. */
export interface ManualClock extends Clock {
  /** Jumps to an absolute time in epoch milliseconds. */
  set(epochMs: number): void;
  /** Moves forward by the given number of milliseconds. */
  advance(ms: number): void;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** Creates a clock that starts at `startMs` (epoch milliseconds) and moves only on `set`/`advance`. */
export function createManualClock(startMs = 0): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    set(epochMs) {
      current = epochMs;
    },
    advance(ms) {
      if (ms < 0) throw new RangeError('A manual clock cannot move backwards with advance().');
      current += ms;
    },
  };
}
