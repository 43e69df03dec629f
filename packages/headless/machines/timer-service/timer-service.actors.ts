import { createActor, fromCallback } from 'xstate';
import type { Clock } from '../../services/clock/clock';
import type { ActivitySignal } from '../../services/signals/signals.types';
import { countdownMachine } from '../countdown/countdown.machine';
import { idleDetectorMachine } from '../idle-detector/idle-detector.machine';
import type { TimerServiceEvent } from './timer-service.types';

/** Input of {@link watchAttention}. */
export interface WatchAttentionInput {
  /** Visitor activity and window focus. */
  activity: ActivitySignal;
  /** Milliseconds without activity before the visitor counts as idle. */
  idleAfter: number;
}

/**
 * Runs the idle detector and reports its status: once at the start, then at each change. Activity
 * the signal cannot see (`activity.detected` sent to this actor) is passed on to the detector.
 */
export const watchAttention = fromCallback<{ type: 'activity.detected' }, WatchAttentionInput>(
  ({ input, sendBack, receive }) => {
    const detector = createActor(idleDetectorMachine, { input });
    const subscription = detector.on('*', (notification) =>
      sendBack({ type: 'attention.changed', status: notification.type } as TimerServiceEvent),
    );
    detector.start();
    const initial = detector.getSnapshot().value;
    sendBack({
      type: 'attention.changed',
      status: initial === 'hidden' ? 'hidden' : 'active',
    } as TimerServiceEvent);
    receive((event) => detector.send(event));
    return () => {
      subscription.unsubscribe();
      detector.stop();
    };
  },
);

/** Input of {@link runTimer}. */
export interface RunTimerInput {
  /** The timer's id, told back with each tick and at the end. */
  id: string;
  /** When it ends, in epoch milliseconds. */
  deadline: number;
  /** Milliseconds between ticks. */
  tickInterval: number;
  /** Where the time comes from. */
  clock: Pick<Clock, 'now'>;
}

/** Counts one timer down on the countdown primitive and tells its ticks and its end. */
export const runTimer = fromCallback<{ type: 'none' }, RunTimerInput>(({ input, sendBack }) => {
  const countdown = createActor(countdownMachine, {
    input: {
      deadline: input.deadline,
      warnAt: 0,
      tickInterval: input.tickInterval,
      clock: input.clock,
    },
  });
  const subscription = countdown.on('*', (notification) => {
    if (notification.type === 'tick') {
      sendBack({ type: 'timer.ticked', id: input.id, remaining: notification.remaining });
    } else if (notification.type === 'expired') {
      sendBack({ type: 'timer.expired', id: input.id });
    }
  });
  countdown.start();
  return () => {
    subscription.unsubscribe();
    countdown.stop();
  };
});
