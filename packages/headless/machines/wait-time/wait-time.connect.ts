import type { SnapshotFrom } from 'xstate';
import { waitTimeAnatomy } from './wait-time.anatomy';
import type { WaitTimeMachine } from './wait-time.machine';
import type { WaitTimeEvent } from './wait-time.types';

/** Where the poller is: not polling, fetching, showing an answer, or failed. */
export type WaitTimeStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What {@link connect} gives the wait time's UI. */
export interface WaitTimeApi {
  /** Where the poller is. */
  status: WaitTimeStatus;
  /** Whether it is polling (fetching, or waiting for the next fetch). */
  isActive: boolean;
  /** Whether a fetch is under way. */
  isLoading: boolean;
  /** Whether the first queue has an estimate. */
  isAvailable: boolean;
  /** The first queue's wait in seconds; `undefined` when unavailable. */
  seconds: number | undefined;
  /** The first queue's wait in whole minutes (seconds / 60, rounded), as the widgets show it. */
  minutes: number | undefined;
  /** Seconds by queue from the last answer. */
  estimates: Readonly<Record<string, number>>;
  /** The text of the last failure (e.g. 'EWT request failed due to unknown reason'). */
  error: string | undefined;
  /** Starts polling now, optionally for other queues. */
  start(queue?: string | readonly string[]): void;
  /** Stops polling. */
  stop(): void;
  /** Fetches now, then goes on refreshing. */
  refresh(): void;
  /** Props of the element that shows the wait: its part, state and busy flag. */
  getRootProps(): {
    'data-scope': 'wait-time';
    'data-part': 'root';
    'data-state': WaitTimeStatus;
    'aria-busy': boolean;
  };
}

function statusOf(snapshot: SnapshotFrom<WaitTimeMachine>): WaitTimeStatus {
  if (snapshot.matches('fetching')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('waiting')) return snapshot.context.error ? 'failed' : 'ready';
  return 'idle';
}

/** Builds the wait time's api from a poller snapshot. */
export function connect(
  snapshot: SnapshotFrom<WaitTimeMachine>,
  send: (event: WaitTimeEvent) => void,
): WaitTimeApi {
  const { seconds, estimates, error } = snapshot.context;
  const status = statusOf(snapshot);
  const isLoading = status === 'loading';
  return {
    status,
    isActive: snapshot.matches('fetching') || snapshot.matches('waiting'),
    isLoading,
    isAvailable: seconds !== undefined,
    seconds,
    minutes: seconds === undefined ? undefined : Math.round(seconds / 60),
    estimates,
    error,
    start: (queue) => send({ type: 'waitTime.start', queue }),
    stop: () => send({ type: 'waitTime.stop' }),
    refresh: () => send({ type: 'waitTime.refresh' }),
    getRootProps: () => ({
      ...waitTimeAnatomy.root.attrs,
      'data-state': status,
      'aria-busy': isLoading,
    }),
  };
}
