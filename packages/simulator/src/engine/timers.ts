/** Cancels one scheduled callback; calling it again, or after the callback ran, does nothing. */
export type CancelTimer = () => void;

/** The run's timers, tracked so that a reset or a close can cancel every pending one. */
export interface Timers {
  /** Runs `callback` once after `ms` milliseconds; returns the function that cancels it. */
  set(callback: () => void, ms: number): CancelTimer;
  /** Cancels every pending timer. */
  clearAll(): void;
  /** How many timers are pending. */
  pending(): number;
}

/** Creates an empty set of tracked timers over the host's `setTimeout`. */
export function createTimers(): Timers {
  const active = new Set<ReturnType<typeof setTimeout>>();
  return {
    set(callback, ms) {
      const handle = setTimeout(() => {
        active.delete(handle);
        callback();
      }, ms);
      active.add(handle);
      return () => {
        clearTimeout(handle);
        active.delete(handle);
      };
    },
    clearAll() {
      for (const handle of active) clearTimeout(handle);
      active.clear();
    },
    pending: () => active.size,
  };
}
