import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import { timerErrorTexts } from './timer-service.logic';

/** `Timer.countdown` options: a duration. */
export interface TimerCountdownOptions {
  /** Milliseconds to count down; at least 1, else 'Timer countdown needs time >= 1'. */
  time: number;
  /** The timer's id, told back with its events; a running one is restarted. @default `timer-<n>` */
  id?: string;
}

/** `Timer.alarm` options: a moment. */
export interface TimerAlarmOptions {
  /** When to ring, as an epoch-millisecond timestamp; else 'An alarm needs a millisecond timestamp'. */
  time: number;
  /** The alarm's id, told back with its event; a running one is restarted. @default `timer-<n>` */
  id?: string;
}

/** What `Timer.countdown` and `Timer.alarm` resolve with. */
export interface TimerStarted {
  /** The timer's id, as its events carry it. */
  id: string;
}

/** What `Timer.tick` carries. */
export interface TimerTick {
  /** The time of the tick, in epoch milliseconds. */
  time: number;
}

/** What `Timer.countdownTick` carries. */
export interface TimerCountdownTick {
  /** The countdown's id. */
  id: string;
  /** Milliseconds left. */
  remaining: number;
}

/** What `Timer.countdownDone` carries. */
export interface TimerCountdownDone {
  /** The countdown's id. */
  id: string;
}

/** What `Timer.alarm` (the event) carries. */
export interface TimerAlarm {
  /** The alarm's id. */
  id: string;
  /** The timestamp it was set for. */
  time: number;
}

/**
 * The `Timer` plugin's table (spec 3, sections 5, 7 and 9): the page's clock and idle service. It
 * ticks every 1 s, tells when the visitor turns idle (5 s without activity), active or hidden, and
 * runs countdowns and alarms. Its only commands are the two the spec validates.
 */
export const timerManifest = declarePlugin({
  name: 'Timer',
  commands: {
    countdown: command<TimerCountdownOptions, TimerStarted>(),
    alarm: command<TimerAlarmOptions, TimerStarted>(),
  },
  events: {
    tick: event<TimerTick>(),
    idle: event(),
    active: event(),
    hidden: event(),
    countdownTick: event<TimerCountdownTick>(),
    countdownDone: event<TimerCountdownDone>(),
    alarm: event<TimerAlarm>(),
  },
  rejections: {
    invalidTime: timerErrorTexts.invalidTime,
    invalidAlarm: timerErrorTexts.invalidDeadline,
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof timerManifest> {}
    interface Events extends EventsOf<typeof timerManifest> {}
  }
}
