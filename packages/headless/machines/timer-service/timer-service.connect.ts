import type { SnapshotFrom } from 'xstate';
import type { TimerServiceMachine } from './timer-service.machine';
import type { IdleStatus, TimerKind, TimerRecord, TimerServiceEvent } from './timer-service.types';

/** What views read of the timer service (hooks re-render only when it changes). */
export interface TimerServiceView {
  /** Where the visitor's attention is. */
  status: IdleStatus;
  /** The running timers, by id. */
  timers: Record<string, TimerRecord>;
  /** The spec's text for the last countdown or alarm refused, until a valid one starts. */
  error: string | undefined;
}

/** A running timer as views see it. */
export interface TimerInfo {
  /** The timer's id. */
  id: string;
  /** Countdown or alarm. */
  kind: TimerKind;
  /** When it ends, in epoch milliseconds. */
  deadline: number;
  /** Milliseconds left at its last tick. */
  remaining: number;
}

/** What views use of the timer service. */
export interface TimerServiceApi {
  /** Where the visitor's attention is: `active`, `idle` (5 s without activity) or `hidden`. */
  status: IdleStatus;
  /** Whether the visitor is using the page. */
  isActive: boolean;
  /** Whether the visitor has not used the page for the idle threshold. */
  isIdle: boolean;
  /** Whether the window has lost focus. */
  isHidden: boolean;
  /** The running timers, in the order they started. */
  timers: TimerInfo[];
  /** The spec's text for the last countdown or alarm refused, if any. */
  error: string | undefined;
  /** Starts (or restarts, by id) a countdown of `time` milliseconds (at least 1). */
  countdown(time: number, id?: string): void;
  /** Starts (or restarts, by id) an alarm at the epoch-millisecond timestamp `time`. */
  alarm(time: number, id?: string): void;
  /** Stops a running timer without its end being told. */
  cancel(id: string): void;
  /** Reports activity the activity signal cannot see. */
  reportActivity(): void;
}

/** Picks the {@link TimerServiceView} of a snapshot. */
export function selectTimerServiceView(
  snapshot: SnapshotFrom<TimerServiceMachine>,
): TimerServiceView {
  const { status, timers, error } = snapshot.context;
  return { status, timers, error };
}

/** Turns the timer service's view and `send` into the {@link TimerServiceApi}. */
export function connect(
  view: TimerServiceView,
  send: (event: TimerServiceEvent) => void,
): TimerServiceApi {
  const withId = (id: string | undefined) => (id === undefined ? {} : { id });
  return {
    status: view.status,
    isActive: view.status === 'active',
    isIdle: view.status === 'idle',
    isHidden: view.status === 'hidden',
    timers: Object.values(view.timers).map(({ id, kind, deadline, remaining }) => ({
      id,
      kind,
      deadline,
      remaining,
    })),
    error: view.error,
    countdown: (time, id) => send({ type: 'timer.countdown', time, ...withId(id) }),
    alarm: (time, id) => send({ type: 'timer.alarm', time, ...withId(id) }),
    cancel: (id) => send({ type: 'timer.cancel', id }),
    reportActivity: () => send({ type: 'activity.detected' }),
  };
}
