import { and, assign, emit, not, raise, setup, stateIn, type AnyActorRef } from 'xstate';
import { coBrowseScript } from './cobrowse.actors';
import { resolveCoBrowseOptions } from './cobrowse.options';
import type {
  CoBrowseContext,
  CoBrowseEmitted,
  CoBrowseEvent,
  CoBrowseInput,
} from './cobrowse.types';

/** The running script actor of the bridge, if any. */
function scriptOf(self: AnyActorRef): AnyActorRef | undefined {
  const children = (self.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> })
    .children;
  return children?.['script'];
}

const onlineState = '#cobrowse.script.configured.online';
const activeState = '#cobrowse.session.active';
const pendingState = '#cobrowse.start.pending';

/**
 * The co-browse bridge (spec 1, sections 2, 4, 7 and 9): the external script loaded from `src`
 * (and `url`) once configured, then online or offline (the script failed to load, did not call
 * `onReady` within `readyTimeout`, or its server stopped answering); the session started by the
 * script (idle, active, ended); a start kept pending for `pendingTime` (3000 ms), during which
 * another start is refused; and the warning dialog (Cancel closes it, Start Co-browse starts).
 */
export const coBrowseMachine = setup({
  types: {
    context: {} as CoBrowseContext,
    events: {} as CoBrowseEvent,
    input: {} as CoBrowseInput,
    emitted: {} as CoBrowseEmitted,
  },
  actors: { coBrowseScript },
  delays: {
    pendingTime: ({ context }) => context.options.pendingTime,
    readyTimeout: ({ context }) => context.options.readyTimeout,
  },
  guards: {
    hasSource: ({ context }) => context.options.src !== undefined,
    hasNewSource: ({ event }) =>
      event.type === 'bridge.configure' && event.options.src !== undefined,
    isLoadFailed: ({ context }) => context.loadFailed,
    isReady: ({ context }) => context.ready,
    canStart: and([stateIn(onlineState), not(stateIn(pendingState))]),
    isIdle: not(stateIn(activeState)),
  },
  actions: {
    assignOptions: assign(({ event }) =>
      event.type === 'bridge.configure' ? { options: event.options } : {},
    ),
    markReady: assign({ ready: true, loadFailed: false }),
    markFailed: assign({ loadFailed: true }),
    resetLoad: assign({ ready: false, loadFailed: false }),
    assignToken: assign({
      token: ({ event }) => (event.type === 'script.sessionStarted' ? event.token : undefined),
      endReason: undefined,
      starting: false,
    }),
    markStarting: assign({ starting: true }),
    clearStarting: assign({ starting: false }),
    assignEnd: assign({
      token: undefined,
      endReason: ({ event }) => (event.type === 'script.sessionEnded' ? event.reason : undefined),
    }),
    // To the script actor when there is one: a session the bridge learnt of survives a script gone.
    askStart: ({ self }) => scriptOf(self)?.send({ type: 'script.start' }),
    askExit: ({ self }) => scriptOf(self)?.send({ type: 'script.exit' }),
    raiseStart: raise({ type: 'session.start' }),
    notifyOpened: emit({ type: 'opened' }),
    notifyClosed: emit({ type: 'closed' }),
    notifySessionStarted: emit(({ context }) => ({
      type: 'sessionStarted' as const,
      sessionId: context.token,
    })),
    notifySessionEnded: emit(({ context }) => ({
      type: 'sessionEnded' as const,
      reason: context.endReason,
    })),
  },
}).createMachine({
  id: 'cobrowse',
  type: 'parallel',
  context: ({ input }) => ({
    id: input.id ?? 'cx-cobrowse',
    options: resolveCoBrowseOptions(input.options),
    load: input.load,
    ready: false,
    loadFailed: false,
    starting: false,
    token: undefined,
    endReason: undefined,
  }),
  states: {
    script: {
      initial: 'unconfigured',
      states: {
        unconfigured: {
          always: { guard: 'hasSource', target: 'configured' },
          on: { 'bridge.configure': { actions: 'assignOptions' } },
        },
        configured: {
          entry: 'resetLoad',
          invoke: {
            id: 'script',
            src: 'coBrowseScript',
            input: ({ context }) => ({ options: context.options, load: context.load }),
          },
          initial: 'loading',
          states: {
            loading: {
              after: { readyTimeout: 'offline' },
              on: {
                'script.ready': { target: 'online', actions: 'markReady' },
                'script.failed': { target: 'offline', actions: 'markFailed' },
              },
            },
            online: {
              on: { 'script.unavailable': 'offline' },
            },
            offline: {
              on: {
                'script.ready': { target: 'online', actions: 'markReady' },
                'script.failed': { actions: 'markFailed' },
                'script.available': { guard: 'isReady', target: 'online' },
              },
            },
          },
          on: {
            // Only a script that failed to load is loaded again: one that ran cannot be taken back.
            'bridge.configure': [
              {
                guard: and(['isLoadFailed', 'hasNewSource']),
                target: 'configured',
                reenter: true,
                actions: 'assignOptions',
              },
              { actions: 'assignOptions' },
            ],
          },
        },
      },
    },
    session: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'script.sessionStarted': {
              target: 'active',
              actions: ['assignToken', 'notifySessionStarted'],
            },
          },
        },
        active: {
          on: {
            'session.stop': { actions: 'askExit' },
            'script.sessionEnded': {
              target: 'ended',
              actions: ['assignEnd', 'notifySessionEnded'],
            },
          },
        },
        ended: {
          on: {
            'script.sessionStarted': {
              target: 'active',
              actions: ['assignToken', 'notifySessionStarted'],
            },
          },
        },
      },
    },
    start: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'session.start': {
              guard: and(['canStart', 'isIdle']),
              target: 'pending',
              actions: ['markStarting', 'askStart'],
            },
          },
        },
        pending: {
          after: { pendingTime: { target: 'ready', actions: 'clearStarting' } },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'dialog.open': { target: 'open', actions: 'notifyOpened' } },
        },
        open: {
          on: {
            'dialog.close': { target: 'closed', actions: 'notifyClosed' },
            'dialog.confirm': {
              guard: and(['canStart', 'isIdle']),
              target: 'closed',
              actions: ['notifyClosed', 'raiseStart'],
            },
          },
        },
      },
    },
  },
});

/** The co-browse bridge machine. */
export type CoBrowseMachine = typeof coBrowseMachine;
