import type { SnapshotFrom } from 'xstate';
import type { IdleDetectorMachine } from './idle-detector.machine';
import type { IdleDetectorEvent, IdleStatus } from './idle-detector.types';

/** What views use of the idle detector. */
export interface IdleDetectorApi {
  /** Current status. */
  status: IdleStatus;
  /** Whether the visitor is using the page. */
  isActive: boolean;
  /** Whether the visitor has not used the page for `idleAfter`. */
  isIdle: boolean;
  /** Whether the window has lost focus. */
  isHidden: boolean;
  /** Reports activity the signal cannot see (e.g. a message sent from another widget). */
  reportActivity(): void;
}

/** Turns an idle detector snapshot and the actor's `send` into the {@link IdleDetectorApi}. */
export function connect(
  snapshot: SnapshotFrom<IdleDetectorMachine>,
  send: (event: IdleDetectorEvent) => void,
): IdleDetectorApi {
  const status: IdleStatus = snapshot.matches('idle')
    ? 'idle'
    : snapshot.matches('hidden')
      ? 'hidden'
      : 'active';
  return {
    status,
    isActive: status === 'active',
    isIdle: status === 'idle',
    isHidden: status === 'hidden',
    reportActivity: () => send({ type: 'activity.detected' }),
  };
}
