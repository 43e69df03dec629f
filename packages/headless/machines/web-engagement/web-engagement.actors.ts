import { fromCallback, fromPromise } from 'xstate';
import { createGweTrackerLoader } from './web-engagement.tracker';
import { gweTrackerPath, type GweOptions } from './web-engagement.options';
import type { GweTracker, GweTrackerLoader, WebEngagementEvent } from './web-engagement.types';

/** Loads the tracker from `{endpoint}/server/resources/js/build/GTCJ.min.js`. */
export const loadTracker = fromPromise<
  GweTracker,
  { endpoint: string; options: GweOptions; load: GweTrackerLoader | undefined }
>(({ input }) =>
  (input.load ?? createGweTrackerLoader())({
    src: `${input.endpoint}${gweTrackerPath}`,
    endpoint: input.endpoint,
    options: input.options,
  }),
);

/** Follows the server's pushes through the tracker while the bridge is ready. */
export const trackerWatch = fromCallback<{ type: 'tracker.none' }, { tracker: GweTracker }>(
  ({ input, sendBack }) =>
    input.tracker.subscribe((notification) =>
      sendBack({ type: 'tracker.notification', notification } satisfies WebEngagementEvent),
    ),
);
