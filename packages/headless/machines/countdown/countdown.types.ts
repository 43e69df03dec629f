import type { Clock } from '../../services/clock/clock';

/** Where a countdown stands: counting, held, at zero, or refused for a bad time. */
export type CountdownStatus = 'running' | 'paused' | 'expired' | 'invalid';

/** What to count down to: a deadline, or a duration from the moment the countdown starts. */
export interface CountdownTarget {
  /** The end, in epoch milliseconds; one in the past counts as expired at once. */
  deadline?: number;
  /** Milliseconds to count from the start (or from a reset); must be at least 1. */
  duration?: number;
}

/** Input of the countdown: its target (a `deadline` wins over a `duration`), settings and clock. */
export interface CountdownInput extends CountdownTarget {
  /** Milliseconds left at which `warning` is emitted once; 0 (or below) turns the warning off. @default 10000 */
  warnAt?: number;
  /** Milliseconds between ticks (below 1, or not a number, counts as the default). @default 1000 */
  tickInterval?: number;
  /** Where the time comes from. @default the system clock */
  clock?: Pick<Clock, 'now'>;
}

/** Context of the countdown. */
export interface CountdownContext {
  /** The end, in epoch milliseconds, while running. */
  deadline: number;
  /** Milliseconds left at the last tick, pause or start (never below 0). */
  remaining: number;
  /** The target a reset without one goes back to. */
  target: CountdownTarget;
  /** Milliseconds left at which the warning is emitted; 0 for none. */
  warnAt: number;
  /** Milliseconds between ticks. */
  tickInterval: number;
  /** Whether the warning was emitted since the start or the last reset. */
  warned: boolean;
  /** Where the time comes from. */
  clock: Pick<Clock, 'now'>;
  /** The spec's text for a target that cannot be counted down, while `invalid`. */
  error: string | undefined;
}

/** Events the countdown accepts. */
export type CountdownEvent =
  | { type: 'countdown.pause' }
  | { type: 'countdown.resume' }
  | ({ type: 'countdown.reset' } & CountdownTarget);

/** Notifications the countdown emits. */
export type CountdownEmitted =
  | { type: 'tick'; remaining: number }
  | { type: 'warning'; remaining: number }
  | { type: 'expired' };
