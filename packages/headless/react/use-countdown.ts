import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  type CountdownApi,
  type CountdownConnectOptions,
} from '../machines/countdown/countdown.connect';
import { countdownMachine, type CountdownMachine } from '../machines/countdown/countdown.machine';
import type { CountdownInput } from '../machines/countdown/countdown.types';

type CountdownSnapshot = SnapshotFrom<CountdownMachine>;

/** Details of a tick or of the warning: the milliseconds left. */
export interface CountdownRemainingDetails {
  /** Milliseconds left. */
  remaining: number;
}

/**
 * Options of {@link useCountdown}: the machine's input (read on mount; a new `deadline` or
 * `duration` later starts it again on that target), the texts' options and the notifications.
 */
export interface UseCountdownOptions extends CountdownInput, CountdownConnectOptions {
  /** Called with `{ remaining }` on every tick. */
  onTick?: (details: CountdownRemainingDetails) => void;
  /** Called with `{ remaining }` once, on entering the last `warnAt` milliseconds. */
  onWarning?: (details: CountdownRemainingDetails) => void;
  /** Called when the countdown reaches zero. */
  onExpired?: () => void;
}

/** What {@link useCountdown} returns: the api plus escape hatches. */
export interface UseCountdownReturn extends CountdownApi {
  /** The countdown snapshot the api was built from. */
  snapshot: CountdownSnapshot;
  /** Sends an event to the countdown actor. */
  send: ActorRefFrom<CountdownMachine>['send'];
  /** The countdown actor. */
  actorRef: ActorRefFrom<CountdownMachine>;
}

/** A countdown to a deadline or for a duration (click-to-call's 'Number Expires in'), ticking every second. */
export function useCountdown(options: UseCountdownOptions): UseCountdownReturn {
  const [input] = useState<CountdownInput>(() => ({
    deadline: options.deadline,
    duration: options.duration,
    warnAt: options.warnAt,
    tickInterval: options.tickInterval,
    clock: options.clock,
  }));
  const actorRef = useActorRef(countdownMachine, { input });
  const snapshot = useSelector(actorRef, (current: CountdownSnapshot) => current);

  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useLayoutEffect(() => {
    const subscriptions = [
      actorRef.on('tick', ({ remaining }) => latest.current.onTick?.({ remaining })),
      actorRef.on('warning', ({ remaining }) => latest.current.onWarning?.({ remaining })),
      actorRef.on('expired', () => latest.current.onExpired?.()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  const { deadline, duration } = options;
  const started = useRef({ deadline: input.deadline, duration: input.duration });
  useEffect(() => {
    if (deadline === started.current.deadline && duration === started.current.duration) return;
    started.current = { deadline, duration };
    actorRef.send({ type: 'countdown.reset', deadline, duration });
  }, [actorRef, deadline, duration]);

  const { locale, translate } = options;
  const api = useMemo(
    () => connect(snapshot, actorRef.send, { locale, translate }),
    [snapshot, actorRef, locale, translate],
  );
  return { ...api, snapshot, send: actorRef.send, actorRef };
}
