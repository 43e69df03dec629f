import { countdownErrorTexts } from '../countdown/countdown.time';
import type { TimerKind } from './timer-service.types';

/** Milliseconds without activity before the visitor counts as idle (spec 3, section 9). */
export const defaultIdleThreshold = 5_000;

/** Milliseconds between the timer's ticks (spec 3, section 9). */
export const defaultTimerTick = 1_000;

/**
 * The smallest time an alarm takes as a millisecond timestamp (March 1973). A smaller number is a
 * timestamp in seconds (or no timestamp at all), the usual mistake, refused rather than rung at once.
 */
export const minimumAlarmTimestamp = 100_000_000_000;

/** The timer's texts for a time it cannot take (spec 3, section 5), shared with the countdown primitive. */
export const timerErrorTexts = countdownErrorTexts;

/**
 * Why a countdown or an alarm cannot start with `time`, as the spec words it, or `undefined` when it
 * can: a countdown needs a number of milliseconds of at least 1, an alarm a whole-millisecond
 * timestamp (see {@link minimumAlarmTimestamp}).
 */
export function timerTimeError(kind: TimerKind, time: unknown): string | undefined {
  if (kind === 'countdown') {
    return typeof time === 'number' && Number.isFinite(time) && time >= 1
      ? undefined
      : timerErrorTexts.invalidTime;
  }
  return typeof time === 'number' && Number.isSafeInteger(time) && time >= minimumAlarmTimestamp
    ? undefined
    : timerErrorTexts.invalidDeadline;
}
