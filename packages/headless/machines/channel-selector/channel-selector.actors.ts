import { fromCallback, fromPromise } from 'xstate';
import type {
  ChannelSelectorEvent,
  ChannelStatsSource,
  CoBrowseSource,
} from './channel-selector.types';

/** Follows the service's `updated` for the actor's life, so the tiles show every wait it tells. */
export const statsFeed = fromCallback<
  { type: 'none' },
  { stats: ChannelStatsSource; servicePlugin: string }
>(({ input, sendBack }) =>
  input.stats.subscribe(input.servicePlugin, (ewt) =>
    sendBack({ type: 'stats.updated', ewt } satisfies ChannelSelectorEvent),
  ),
);

/** Asks the waits of the queues once; the answer comes through the feed. */
export const requestStats = fromPromise<
  unknown,
  { stats: ChannelStatsSource; queues: readonly string[]; servicePlugin: string }
>(({ input }) => input.stats.request(input.queues, input.servicePlugin));

/** Reads the co-browse state, then follows its changes, while the selector shows. */
export const coBrowseFeed = fromCallback<{ type: 'none' }, { source: CoBrowseSource }>(
  ({ input, sendBack }) => {
    let live = true;
    input.source.getState().then(
      (state) => {
        if (live) sendBack({ type: 'coBrowse.changed', state } satisfies ChannelSelectorEvent);
      },
      () => undefined,
    );
    const unsubscribe = input.source.subscribe((state) =>
      sendBack({ type: 'coBrowse.changed', state } satisfies ChannelSelectorEvent),
    );
    return () => {
      live = false;
      unsubscribe();
    };
  },
);
