import { systemClock, type Clock, type TimerHandle } from '@cxkit/headless/services';
import { useEffect, useRef, useState } from 'react';

/** Options of {@link useCountdown}. */
export interface CountdownOptions {
  /** How long the countdown runs, in milliseconds, from the first render (or less, with a `deadline`). */
  durationMs: number;
  /**
   * When it ends, in ms since epoch on the clock (e.g. an alert's send time plus its timeout), so a
   * countdown mounted late shows the time really left; it never runs longer than `durationMs`.
   * @default durationMs after the first render
   */
  deadline?: number;
  /** The clock that reads the time and schedules the ticks. @default systemClock */
  clock?: Clock;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
}

/** What {@link useCountdown} returns. */
export interface Countdown {
  /** Milliseconds left, never below 0. */
  remainingMs: number;
  /** Whole seconds left, rounded up, so a fresh one-minute countdown reads 60. */
  remainingSeconds: number;
  /** Whether the countdown has reached zero. */
  isExpired: boolean;
}

/**
 * A countdown to a deadline fixed at the first render (the given one, else `durationMs` from then)
 * that re-renders on each whole second left; give the component a new `key` to start it again.
 * Time and timers come from the injected clock.
 */
export function useCountdown({
  durationMs,
  deadline: end,
  clock = systemClock,
  onExpire,
}: CountdownOptions): Countdown {
  // Capped by the duration: a deadline ahead of it (a server clock that runs fast) would add time.
  const [deadline] = useState(() => {
    const latest = clock.now() + Math.max(0, durationMs);
    return end === undefined ? latest : Math.min(end, latest);
  });
  const [now, setNow] = useState(() => clock.now());
  const remainingMs = Math.max(0, deadline - now);
  const onExpireRef = useRef(onExpire);
  const expiredRef = useRef(false);

  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    let handle: TimerHandle | undefined;
    // Each tick reads the clock and schedules the next one itself, so late timers (a throttled
    // background tab) still show the right time and no tick waits for a render.
    const tick = () => {
      const current = clock.now();
      setNow(current);
      const left = deadline - current;
      if (left > 0) {
        handle = clock.setTimeout(tick, left % 1000 || 1000);
      } else if (!expiredRef.current) {
        // A ref, not state: Strict Mode runs this effect twice and the callback must fire once.
        expiredRef.current = true;
        onExpireRef.current?.();
      }
    };
    tick();
    return () => {
      if (handle !== undefined) clock.clearTimeout(handle);
    };
  }, [clock, deadline]);

  return {
    remainingMs,
    remainingSeconds: Math.ceil(remainingMs / 1000),
    isExpired: remainingMs === 0,
  };
}
