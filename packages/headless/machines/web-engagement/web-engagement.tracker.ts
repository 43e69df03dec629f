import * as z from 'zod/mini';
import { createScriptElementLoader } from '../../bus/script-loader';
import type { GweIds, GweNotification, GweTracker, GweTrackerLoader } from './web-engagement.types';

/** The tracker's queue as a page holds it: an array before the script loads, its object after. */
interface TrackerQueue {
  push(...values: unknown[]): unknown;
}

/** The page's `window._gt`, as the GWE tracker reads it. */
interface GweTrackerGlobal {
  _gt?: TrackerQueue;
}

const idsSchema = z.object({
  visitID: z.string(),
  pageID: z.string(),
  globalVisitID: z.optional(z.string()),
});

const notificationSchema = z.object({ channel: z.string(), data: z.unknown() });

/** How long `getIDs` waits for the tracker's answer, in ms. */
export const gweIdsTimeout = 5000;

/** The tracker's api over its `_gt` queue (`getIDs`, `notify` / `unnotify`, any other push as is). */
export function trackerOf(queue: TrackerQueue): GweTracker {
  return {
    getIDs: () =>
      new Promise<GweIds>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('GWE gave no ids')), gweIdsTimeout);
        queue.push([
          'getIDs',
          (ids: unknown) => {
            clearTimeout(timer);
            const parsed = idsSchema.safeParse(ids);
            if (parsed.success) resolve(parsed.data as GweIds);
            else reject(new Error('GWE gave ids that do not read'));
          },
        ]);
      }),
    push: (values) => void queue.push(values),
    subscribe(listener) {
      const handler = (value: unknown) => {
        const parsed = notificationSchema.safeParse(value);
        if (parsed.success) listener(parsed.data as GweNotification);
      };
      queue.push(['notify', handler]);
      return () => void queue.push(['unnotify', handler]);
    },
  };
}

/** One load per page and script: a second bridge (a remount) shares the first one's tracker. */
const loads = new WeakMap<object, Map<string, Promise<GweTracker>>>();

/**
 * The default loader of the GWE tracker, as GWE documents its deployment: `window._gt` as a queue
 * with the `config` entry first, then a `<script src>`; once the script has loaded, `_gt` is the
 * tracker's own object (a queue still an array means the script did not start: it rejects). Reads
 * `window` when called, never at import.
 */
export function createGweTrackerLoader(
  win: (Window & GweTrackerGlobal) | undefined = typeof window === 'undefined' ? undefined : window,
): GweTrackerLoader {
  return ({ src, endpoint, options }) => {
    if (!win) return Promise.reject(new Error(`No page to load ${src} into`));
    let bySrc = loads.get(win);
    if (!bySrc) {
      bySrc = new Map();
      loads.set(win, bySrc);
    }
    const known = bySrc.get(src);
    if (known) return known;
    win._gt ??= [] as unknown[];
    win._gt.push([
      'config',
      {
        name: 'gwe',
        httpEndpoint: options.httpEndpoint ?? endpoint,
        httpsEndpoint: options.httpsEndpoint ?? endpoint,
        ...(options.trackedEvents ? { trackedEvents: options.trackedEvents } : {}),
        ...(options.smartInvites === undefined ? {} : { smartInvites: options.smartInvites }),
      },
    ]);
    const loading = createScriptElementLoader(win.document)(src).then(() => {
      const queue = win._gt;
      if (!queue || Array.isArray(queue))
        throw new Error(`The GWE tracker at ${src} did not start`);
      return trackerOf(queue);
    });
    bySrc.set(src, loading);
    loading.catch(() => bySrc.delete(src));
    return loading;
  };
}
