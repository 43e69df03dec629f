declare const timerHandleBrand: unique symbol;

/** Opaque handle returned by `Clock.setTimeout`, only meaningful to the clock that issued it. */
export type TimerHandle = { readonly [timerHandleBrand]: true };

/** A source of time and timers, injected so that code under test never waits on the real clock. */
export interface Clock {
  /** Current time in epoch milliseconds. */
  now(): number;
  /** Schedules `callback` to run once after `ms` milliseconds (negative or NaN counts as 0). */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer scheduled by this clock; unknown or already fired handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

/** A clock whose time only moves when told to, for tests and the simulator. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing every timer that falls due, in due-time then scheduling order. */
  advance(ms: number): void;
  /** Number of timers scheduled and not yet fired or cleared. */
  pending(): number;
}

/** The real clock: `Date.now()` and the global timer functions, looked up on every call. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as TimerHandle,
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as unknown as ReturnType<typeof globalThis.setTimeout>);
  },
};

interface ScheduledTimer {
  readonly id: number;
  readonly due: number;
  readonly callback: () => void;
}

function toDelay(ms: number): number {
  return Number.isNaN(ms) || ms < 0 ? 0 : ms;
}

/** Creates a manual clock starting at `start` epoch milliseconds (default 0). */
export function createManualClock(start = 0): ManualClock {
  let current = start;
  let nextId = 1;
  const timers = new Map<number, ScheduledTimer>();

  function nextDue(until: number): ScheduledTimer | undefined {
    let earliest: ScheduledTimer | undefined;
    for (const timer of timers.values()) {
      if (timer.due > until) continue;
      if (
        !earliest ||
        timer.due < earliest.due ||
        (timer.due === earliest.due && timer.id < earliest.id)
      ) {
        earliest = timer;
      }
    }
    return earliest;
  }

  return {
    now: () => current,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { id, due: current + toDelay(ms), callback });
      return id as unknown as TimerHandle;
    },
    clearTimeout(handle) {
      timers.delete(handle as unknown as number);
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new RangeError(
          `ManualClock.advance: ms must be a finite, non-negative number (received ${ms})`,
        );
      }
      const target = current + ms;
      for (let timer = nextDue(target); timer; timer = nextDue(target)) {
        timers.delete(timer.id);
        current = timer.due;
        timer.callback();
      }
      current = target;
    },
    pending: () => timers.size,
  };
}
