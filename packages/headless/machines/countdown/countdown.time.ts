import type { CountdownTarget } from './countdown.types';

/** The timer service's texts for a time it cannot count down (spec 3, section 5). */
export const countdownErrorTexts = {
  /** A duration below 1 ms. */
  invalidTime: 'Timer countdown needs time >= 1',
  /** A deadline that is not a millisecond timestamp. */
  invalidDeadline: 'An alarm needs a millisecond timestamp',
} as const;

/** Milliseconds before the end at which the countdown warns (spec 1, section 9: click-to-call). */
export const defaultWarnAt = 10_000;

/** Milliseconds between ticks (spec 3, section 9: the timer ticks every 1 s). */
export const defaultTickInterval = 1_000;

/** Where a target ends, counted from `now`, or the spec's text saying why it cannot be counted down. */
export function resolveTarget(
  target: CountdownTarget,
  now: number,
): { deadline: number; error?: undefined } | { deadline: number; error: string } {
  if (target.deadline !== undefined) {
    return Number.isFinite(target.deadline)
      ? { deadline: target.deadline }
      : { deadline: now, error: countdownErrorTexts.invalidDeadline };
  }
  const duration = target.duration ?? Number.NaN;
  return Number.isFinite(duration) && duration >= 1
    ? { deadline: now + duration }
    : { deadline: now, error: countdownErrorTexts.invalidTime };
}

/**
 * Milliseconds to the next tick: to the next whole multiple of `interval` left (so the shown
 * seconds change on time after a start or a resume mid-second), or to the warning if it comes first.
 */
export function nextTickDelay(remaining: number, interval: number, warnAt: number): number {
  const toBoundary = remaining % interval || interval;
  const toWarning = remaining - warnAt;
  return toWarning > 0 && toWarning < toBoundary ? toWarning : Math.min(toBoundary, remaining);
}

/** Milliseconds left rounded up to whole seconds: a countdown shows 00:01 until it reaches zero. */
export function shownRemaining(remaining: number): number {
  return Math.ceil(Math.max(0, remaining) / 1_000) * 1_000;
}
