import type { GweIds, GweNotification, GweTracker, GweTrackerLoader } from './web-engagement.types';

/** A GWE tracker the test drives: what was pushed to it, and the server's pushes it delivers. */
export function fakeTracker(ids: GweIds = { visitID: 'v-1', pageID: 'p-1' }) {
  const pushed: unknown[][] = [];
  const listeners = new Set<(notification: GweNotification) => void>();
  const tracker: GweTracker = {
    getIDs: () => Promise.resolve(ids),
    push: (values) => void pushed.push(values),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const loads: Parameters<GweTrackerLoader>[0][] = [];
  return {
    tracker,
    pushed,
    listeners,
    loads,
    /** A loader that resolves with the tracker, or rejects with `failure`. */
    loader(failure?: Error): GweTrackerLoader {
      return (request) => {
        loads.push(request);
        return failure ? Promise.reject(failure) : Promise.resolve(tracker);
      };
    },
    /** The server pushes `notification`. */
    deliver(notification: GweNotification) {
      for (const listener of listeners) listener(notification);
    },
  };
}
