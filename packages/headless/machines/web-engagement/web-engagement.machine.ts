import { assign, emit, setup } from 'xstate';
import { loadTracker, trackerWatch } from './web-engagement.actors';
import { gweEndpointOf, gweOptions, resolveGweOptions } from './web-engagement.options';
import type {
  WebEngagementContext,
  WebEngagementEmitted,
  WebEngagementEvent,
  WebEngagementInput,
} from './web-engagement.types';

const pageProtocol = () => (typeof location === 'undefined' ? 'https:' : location.protocol);

/**
 * The web-engagement (GWE) bridge (spec 3, section 7; service-protocols 12): unconfigured until
 * its settings give an endpoint, then loading the GWE tracker from it, then ready (the server's
 * pushes come through) or unavailable when the tracker does not load. A new configuration loads
 * the tracker of its endpoint.
 */
export const webEngagementMachine = setup({
  types: {
    context: {} as WebEngagementContext,
    events: {} as WebEngagementEvent,
    input: {} as WebEngagementInput,
    emitted: {} as WebEngagementEmitted,
  },
  actors: { loadTracker, trackerWatch },
  guards: {
    hasEndpoint: ({ context }) => context.endpoint !== undefined,
  },
  actions: {
    assignOptions: assign(({ context, event }) => {
      if (event.type !== 'gwe.configure') return {};
      return {
        options: event.options,
        endpoint: gweEndpointOf(event.options, context.protocol),
      };
    }),
    assignTracker: assign({
      tracker: ({ event }) =>
        (event as unknown as { output: WebEngagementContext['tracker'] }).output,
      failure: undefined,
    }),
    assignFailure: assign({
      tracker: undefined,
      failure: ({ event }) => {
        const { error } = event as unknown as { error: unknown };
        return error instanceof Error ? error.message : String(error);
      },
    }),
    clearTracker: assign({ tracker: undefined }),
    notifyReady: emit({ type: 'ready' as const }),
    notifyUnavailable: emit(({ context }) => ({
      type: 'unavailable' as const,
      reason: context.failure ?? '',
    })),
    notifyNotification: emit(({ event }) =>
      event.type === 'tracker.notification'
        ? { type: 'notification' as const, notification: event.notification }
        : { type: 'notification' as const, notification: { channel: '', data: undefined } },
    ),
  },
}).createMachine({
  id: 'webEngagement',
  context: ({ input }) => {
    const options = resolveGweOptions(input.options, gweOptions.defaults);
    const protocol = input.protocol ?? pageProtocol();
    return {
      options,
      load: input.load,
      protocol,
      endpoint: gweEndpointOf(options, protocol),
      tracker: undefined,
      failure: undefined,
    };
  },
  initial: 'starting',
  on: {
    'gwe.configure': { target: '.starting', actions: ['clearTracker', 'assignOptions'] },
  },
  states: {
    starting: {
      always: [{ guard: 'hasEndpoint', target: 'loading' }, { target: 'unconfigured' }],
    },
    unconfigured: {},
    loading: {
      invoke: {
        id: 'trackerLoad',
        src: 'loadTracker',
        input: ({ context }) => ({
          endpoint: context.endpoint!,
          options: context.options,
          load: context.load,
        }),
        onDone: { target: 'ready', actions: ['assignTracker', 'notifyReady'] },
        onError: { target: 'unavailable', actions: ['assignFailure', 'notifyUnavailable'] },
      },
    },
    ready: {
      invoke: {
        id: 'trackerWatch',
        src: 'trackerWatch',
        input: ({ context }) => ({ tracker: context.tracker! }),
      },
      on: {
        'tracker.notification': { actions: 'notifyNotification' },
      },
    },
    unavailable: {},
  },
});

/** The web-engagement bridge machine's type. */
export type WebEngagementMachine = typeof webEngagementMachine;
