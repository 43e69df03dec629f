import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import { timerTimeError } from './timer-service.logic';
import type { TimerServiceMachine } from './timer-service.machine';
import { timerManifest } from './timer-service.manifest';
import type { TimerKind } from './timer-service.types';

/** What the `Timer` plugin drives: the timer service actor. */
export type TimerServiceTarget = Actor<TimerServiceMachine> | ActorRefFrom<TimerServiceMachine>;

/** The id a caller gave, when it is a usable one. */
function givenId(options: { id?: unknown } | undefined): string | undefined {
  return typeof options?.id === 'string' && options.id !== '' ? options.id : undefined;
}

/** Starts a timer of `kind` on the service; returns its id (the given one, or the service's). */
function startTimer(
  target: TimerServiceTarget,
  kind: TimerKind,
  time: number,
  id: string | undefined,
  commander: string,
): { id: string } {
  target.send({
    type: kind === 'countdown' ? 'timer.countdown' : 'timer.alarm',
    time,
    commander,
    ...(id === undefined ? {} : { id }),
  });
  return { id: id ?? `timer-${target.getSnapshot().context.started}` };
}

/**
 * The `Timer` plugin (spec 3): `countdown {time, id?}` counts `time` ms (refused with 'Timer
 * countdown needs time >= 1'), `alarm {time, id?}` rings at a millisecond timestamp (refused with
 * 'An alarm needs a millisecond timestamp'); both resolve with the timer's id. It publishes `tick`
 * every 1 s, `idle` / `active` / `hidden`, `countdownTick`, `countdownDone` and `alarm`.
 */
export const timerPlugin = definePlugin<TimerServiceTarget, typeof timerManifest>(timerManifest, {
  commands: {
    countdown: (options, { target, reject, commander }) => {
      if (timerTimeError('countdown', options?.time) !== undefined) reject('invalidTime');
      return startTimer(target, 'countdown', options.time, givenId(options), commander);
    },
    alarm: (options, { target, reject, commander }) => {
      if (timerTimeError('alarm', options?.time) !== undefined) reject('invalidAlarm');
      return startTimer(target, 'alarm', options.time, givenId(options), commander);
    },
  },
  publish: (target, plugin) => {
    const subscription = target.on('*', (notification) => {
      switch (notification.type) {
        case 'tick':
          plugin.publish('tick', { time: notification.time });
          break;
        case 'countdownTick':
          plugin.publish('countdownTick', {
            id: notification.id,
            remaining: notification.remaining,
          });
          break;
        case 'countdownDone':
          plugin.publish('countdownDone', { id: notification.id });
          break;
        case 'alarm':
          plugin.publish('alarm', { id: notification.id, time: notification.time });
          break;
        default:
          plugin.publish(notification.type, undefined);
      }
    });
    return () => subscription.unsubscribe();
  },
});
