import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { connect, type WaitTimeApi } from '../machines/wait-time/wait-time.connect';
import { waitTimeMachine, type WaitTimeMachine } from '../machines/wait-time/wait-time.machine';
import { busWaitTimeSource } from '../machines/wait-time/wait-time.source';
import type { WaitTimeInput, WaitTimeSource } from '../machines/wait-time/wait-time.types';
import { CxContext } from './cx-context';

type WaitTimeSnapshot = SnapshotFrom<WaitTimeMachine>;

/** Details of an answer: the first queue's seconds and every estimate. */
export interface WaitTimeUpdatedDetails {
  /** The first queue's wait in seconds; `undefined` when unavailable. */
  seconds: number | undefined;
  /** Seconds by queue. */
  estimates: Readonly<Record<string, number>>;
}

/** Options of {@link useWaitTime}. */
export interface UseWaitTimeOptions extends Omit<WaitTimeInput, 'source'> {
  /** Where the wait time comes from. @default `StatsService.getStats` on the `<CxProvider>`'s bus */
  source?: WaitTimeSource;
  /** Called after each answer. */
  onUpdated?: (details: WaitTimeUpdatedDetails) => void;
  /** Called with `{ error }` after each failed fetch. */
  onFailed?: (details: { error: string }) => void;
}

/** What {@link useWaitTime} returns: the api plus escape hatches. */
export interface UseWaitTimeReturn extends WaitTimeApi {
  /** The poller snapshot the api was built from. */
  snapshot: WaitTimeSnapshot;
  /** Sends an event to the poller. */
  send: ActorRefFrom<WaitTimeMachine>['send'];
  /** The poller actor. */
  actorRef: ActorRefFrom<WaitTimeMachine>;
}

/**
 * The estimated wait time of a virtual queue, fetched now and every `refreshInterval` while
 * `active` (a change of `active` starts or stops it; a change of `queue` or `mode` fetches again).
 */
export function useWaitTime(options: UseWaitTimeOptions): UseWaitTimeReturn {
  const cx = useContext(CxContext);
  const [input] = useState<WaitTimeInput>(() => {
    const source = options.source ?? (cx ? busWaitTimeSource(cx.bus) : undefined);
    if (!source) throw new Error('useWaitTime needs a source or a <CxProvider>');
    return {
      source,
      queue: options.queue,
      mode: options.mode,
      refreshInterval: options.refreshInterval,
      active: options.active,
    };
  });
  const actorRef = useActorRef(waitTimeMachine, { input });
  const snapshot = useSelector(actorRef, (current: WaitTimeSnapshot) => current);

  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useLayoutEffect(() => {
    const subscriptions = [
      actorRef.on('updated', ({ seconds, estimates }) =>
        latest.current.onUpdated?.({ seconds, estimates }),
      ),
      actorRef.on('failed', ({ error }) => latest.current.onFailed?.({ error })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  const { active = true, mode } = options;
  const queueKey = JSON.stringify(options.queue ?? null);
  const asked = useRef({ active: input.active ?? true, queueKey, mode: input.mode });
  useEffect(() => {
    const previous = asked.current;
    if (previous.active === active && previous.queueKey === queueKey && previous.mode === mode)
      return;
    asked.current = { active, queueKey, mode };
    if (!active) {
      actorRef.send({ type: 'waitTime.stop' });
      return;
    }
    const queue = JSON.parse(queueKey) as string | string[] | null;
    actorRef.send({ type: 'waitTime.start', queue: queue ?? [], mode });
  }, [actorRef, active, queueKey, mode]);

  const api = useMemo(() => connect(snapshot, actorRef.send), [snapshot, actorRef]);
  return { ...api, snapshot, send: actorRef.send, actorRef };
}
