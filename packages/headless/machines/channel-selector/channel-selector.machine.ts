import { and, assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import {
  dockRegistration,
  groupMembership,
  viewportWatch,
} from '../widget-window/widget-window.actors';
import { mobileOf, windowActionsOf, windowInvokes } from '../widget-window/widget-window.config';
import { windowPartsOf } from '../widget-window/widget-window.logic';
import { coBrowseFeed, requestStats, statsFeed } from './channel-selector.actors';
import { resolveChannelSelectorOptions } from './channel-selector.options';
import { isCoBrowseChannel, offlineCoBrowse, queuesOf, tilesOf } from './channel-selector.status';
import type {
  ChannelSelectorContext,
  ChannelSelectorEmitted,
  ChannelSelectorEvent,
  ChannelSelectorInput,
  ChannelStatsSource,
  CoBrowseSource,
} from './channel-selector.types';

const closedState = '#channelSelector.window.closed';

const noStats: ChannelStatsSource = {
  request: () => Promise.resolve(undefined),
  subscribe: () => () => undefined,
};

const noCoBrowse: CoBrowseSource = {
  getState: () => Promise.resolve(offlineCoBrowse),
  subscribe: () => () => undefined,
};

/** The waits as the service tells them: finite numbers by queue name. */
function estimatesOf(ewt: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(ewt).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}

/**
 * The channel selector, 'Live Assistance' (spec 1, sections 2 to 5 and 9; service-protocols 5): a
 * window of the app's group (not an exclusive channel: `App.closeAll` closes it) docked or full
 * screen as every window; while it shows, the waits of its channels' queues read on open and every
 * `ewtRefreshInterval` (unless `stats.disable`), and the co-browse state followed; a tile's choice
 * closes it, then tells the channel chosen (`selected`), whose command the widget runs.
 */
export const channelSelectorMachine = setup({
  types: {
    context: {} as ChannelSelectorContext,
    events: {} as ChannelSelectorEvent,
    input: {} as ChannelSelectorInput,
    emitted: {} as ChannelSelectorEmitted,
  },
  actors: {
    statsFeed,
    requestStats,
    coBrowseFeed,
    dockRegistration,
    groupMembership,
    viewportWatch,
  },
  delays: {
    ewtRefreshInterval: ({ context }) => context.options.ewtRefreshInterval * 1000,
  },
  guards: {
    isWindowClosed: stateIn(closedState),
    isWindowShown: not(stateIn(closedState)),
    readsWaits: ({ context }) => queuesOf(context.options.channels).length > 0,
    // Read before the root's `assignOptions` runs: the new settings are the event's.
    configuresWaits: ({ event }) =>
      event.type === 'widget.configure' && queuesOf(event.options.channels).length > 0,
    hasCoBrowseChannel: ({ context }) =>
      context.options.channels.some((channel) => channel.enable && isCoBrowseChannel(channel)),
    isSelectable: ({ context, event }) => {
      if (event.type !== 'channel.select') return false;
      const tile = tilesOf(context.options.channels, context.estimates, context.coBrowse).find(
        (candidate) => candidate.name === event.name,
      );
      return tile !== undefined && !tile.disabled && !tile.hidden;
    },
  },
  actions: {
    ...windowActionsOf<ChannelSelectorContext, ChannelSelectorEvent>(),
    readMobile: assign({ mobile: mobileOf }),
    notifyOpened: emit({ type: 'opened' as const }),
    closeWindow: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'closed' });
      enqueue.sendTo('dock', { type: 'dock.leave' });
    }),
    notifySelected: emit(({ context, event }) => {
      const name = event.type === 'channel.select' ? event.name : '';
      return {
        type: 'selected' as const,
        channel: context.options.channels.find((channel) => channel.name === name)!,
      };
    }),
    assignOptions: assign({
      options: ({ context, event }) =>
        event.type === 'widget.configure' ? event.options : context.options,
    }),
    assignEstimates: assign({
      estimates: ({ context, event }) =>
        event.type === 'stats.updated'
          ? { ...context.estimates, ...estimatesOf(event.ewt) }
          : context.estimates,
    }),
    assignCoBrowse: assign({
      coBrowse: ({ context, event }) =>
        event.type === 'coBrowse.changed' ? event.state : context.coBrowse,
    }),
  },
}).createMachine({
  id: 'channelSelector',
  type: 'parallel',
  context: ({ input }) => ({
    ...windowPartsOf({ ...input, name: 'ChannelSelector' }),
    id: input.id ?? 'cx-channel-selector',
    options: resolveChannelSelectorOptions(input.options),
    stats: input.stats ?? noStats,
    coBrowseSource: input.coBrowse ?? noCoBrowse,
    estimates: {},
    coBrowse: offlineCoBrowse,
  }),
  invoke: [
    ...windowInvokes,
    {
      id: 'statsFeed',
      src: 'statsFeed',
      input: ({ context }) => ({
        stats: context.stats,
        servicePlugin: context.options.servicePlugin,
      }),
    },
  ],
  on: {
    'window.resize': { actions: ['assignWidth', 'resizeDock'] },
    'viewport.change': { actions: 'readMobile' },
    'widget.configure': { actions: 'assignOptions' },
    'stats.updated': { actions: 'assignEstimates' },
    'coBrowse.changed': { actions: 'assignCoBrowse' },
  },
  states: {
    window: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'window.open': {
              target: 'open',
              actions: ['readMobile', 'claimGroup', 'notifyOpened'],
            },
          },
        },
        open: {
          entry: 'joinDock',
          on: {
            'window.close': { target: 'closed', actions: 'closeWindow' },
            'channel.select': {
              guard: 'isSelectable',
              target: 'closed',
              actions: ['closeWindow', 'notifySelected'],
            },
          },
        },
      },
    },
    stats: {
      initial: 'off',
      states: {
        off: {
          on: {
            'window.open': { guard: 'readsWaits', target: 'polling' },
            'widget.configure': {
              guard: and(['isWindowShown', 'configuresWaits']),
              target: 'polling',
            },
          },
        },
        polling: {
          always: { guard: 'isWindowClosed', target: 'off' },
          initial: 'reading',
          on: {
            'stats.disable': 'paused',
            'stats.display': '.reading',
          },
          states: {
            reading: {
              invoke: {
                src: 'requestStats',
                input: ({ context }) => ({
                  stats: context.stats,
                  queues: queuesOf(context.options.channels),
                  servicePlugin: context.options.servicePlugin,
                }),
                onDone: 'waiting',
                onError: 'waiting',
              },
            },
            waiting: {
              after: { ewtRefreshInterval: 'reading' },
            },
          },
        },
        paused: {
          always: { guard: 'isWindowClosed', target: 'off' },
          initial: 'idle',
          on: { 'stats.enable': 'polling' },
          states: {
            idle: { on: { 'stats.display': 'reading' } },
            reading: {
              invoke: {
                src: 'requestStats',
                input: ({ context }) => ({
                  stats: context.stats,
                  queues: queuesOf(context.options.channels),
                  servicePlugin: context.options.servicePlugin,
                }),
                onDone: 'idle',
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    coBrowse: {
      initial: 'off',
      states: {
        off: {
          on: {
            'window.open': { guard: 'hasCoBrowseChannel', target: 'following' },
          },
        },
        following: {
          always: { guard: 'isWindowClosed', target: 'off' },
          invoke: {
            src: 'coBrowseFeed',
            input: ({ context }) => ({ source: context.coBrowseSource }),
          },
        },
      },
    },
  },
});

/** The channel selector machine's type. */
export type ChannelSelectorMachine = typeof channelSelectorMachine;
