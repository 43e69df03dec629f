import type { Clock } from '../../services/clock/clock';
import type { ActivitySignal } from '../../services/signals/signals.types';
import type { IdleStatus } from '../idle-detector/idle-detector.types';

export type { IdleStatus };

/** What a timer of the service counts to: a duration (`countdown`) or a moment (`alarm`). */
export type TimerKind = 'countdown' | 'alarm';

/** One running timer of the service. */
export interface TimerRecord {
  /** The timer's id: the caller's, or `timer-<n>`. */
  id: string;
  /** Whether it was started as a countdown or as an alarm. */
  kind: TimerKind;
  /** When it ends, in epoch milliseconds. */
  deadline: number;
  /** Milliseconds left at its last tick (or at its start). */
  remaining: number;
  /** Who started it (the bus commander, or `host`). */
  commander: string;
  /** The name of the child actor that counts it (internal: replaced when the id is started again). */
  child: string;
}

/** Input of the timer service. */
export interface TimerServiceInput {
  /** Milliseconds without activity before the visitor counts as idle. @default 5000 */
  idleAfter?: number;
  /** Milliseconds between the service's ticks, and its timers' ticks. @default 1000 */
  tickInterval?: number;
  /** Visitor activity and window focus. @default the browser signal */
  activity?: ActivitySignal;
  /** Where the time comes from. @default the system clock */
  clock?: Pick<Clock, 'now'>;
}

/** Context of the timer service. */
export interface TimerServiceContext {
  /** Milliseconds without activity before the visitor counts as idle. */
  idleAfter: number;
  /** Milliseconds between ticks. */
  tickInterval: number;
  /** Visitor activity and window focus. */
  activity: ActivitySignal;
  /** Where the time comes from. */
  clock: Pick<Clock, 'now'>;
  /** Where the visitor's attention is, as the idle detector last said. */
  status: IdleStatus;
  /** The running timers, by id. */
  timers: Record<string, TimerRecord>;
  /** How many timers were started (numbers the ids and the child actors). */
  started: number;
  /** The spec's text for the last countdown or alarm refused, until a valid one starts. */
  error: string | undefined;
}

/** Starts a countdown or an alarm. */
export interface TimerStartEvent {
  /** `timer.countdown` counts `time` milliseconds; `timer.alarm` rings at the timestamp `time`. */
  type: 'timer.countdown' | 'timer.alarm';
  /** Milliseconds (countdown, at least 1) or an epoch-millisecond timestamp (alarm). */
  time: number;
  /** The timer's id; one already running is restarted. @default `timer-<n>` */
  id?: string;
  /** Who starts it. @default 'host' */
  commander?: string;
}

/** Events the timer service accepts. */
export type TimerServiceEvent =
  | TimerStartEvent
  | { type: 'timer.cancel'; id: string }
  | { type: 'timer.ticked'; id: string; remaining: number }
  | { type: 'timer.expired'; id: string }
  | { type: 'attention.changed'; status: IdleStatus }
  | { type: 'activity.detected' };

/** Notifications the timer service emits (the `Timer` plugin publishes each as its event). */
export type TimerServiceEmitted =
  | { type: 'tick'; time: number }
  | { type: 'idle' }
  | { type: 'active' }
  | { type: 'hidden' }
  | { type: 'countdownTick'; id: string; remaining: number }
  | { type: 'countdownDone'; id: string }
  | { type: 'alarm'; id: string; time: number };
