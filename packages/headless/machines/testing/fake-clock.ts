import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test clock on Vitest's fake timers, for the describe or file that calls it: `now` to give the
 * machines as their clock, `advance(ms)` to move that clock and the timers together, `jump(ms)` to move the clock alone.
 */
export function useFakeClock(start = 1_000_000) {
  let time = start;
  beforeEach(() => {
    vi.useFakeTimers();
    time = start;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    now: () => time,
    advance: async (ms: number) => {
      time += ms;
      await vi.advanceTimersByTimeAsync(ms);
    },
    /** Moves the clock alone, as a computer that slept: the timers then fire late, at their turn. */
    jump: (ms: number) => {
      time += ms;
    },
  };
}
