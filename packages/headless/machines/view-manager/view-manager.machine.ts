import { assign, emit, sendTo, setup } from 'xstate';
import { watchArbiter } from './view-manager.actors';
import type {
  ViewCloseReason,
  ViewManagerContext,
  ViewManagerEmitted,
  ViewManagerEvent,
  ViewManagerInput,
  ViewShowing,
} from './view-manager.types';

/** The entering and leaving animations of spec 3, section 9, in ms. */
export const viewAnimations = { open: 250, close: 500 } as const;

/** How many replaced showings `Overlay.back` can return through. */
const historyLimit = 10;

function showingOf(event: ViewManagerEvent): ViewShowing | undefined {
  return event.type === 'view.show' ? event.showing : undefined;
}

/**
 * The overlay's or the toaster's manager (spec 3): what the view shows, for which plugin, and its
 * animation phases (entering 250 ms, leaving 500 ms). Who holds the view is the app's arbiter's
 * business: the manager opens and closes the view through it and hears it, so a widget that takes
 * the view itself (Call Us) closes the manager's content.
 */
export const viewManagerMachine = setup({
  types: {
    context: {} as ViewManagerContext,
    events: {} as ViewManagerEvent,
    input: {} as ViewManagerInput,
    emitted: {} as ViewManagerEmitted,
  },
  actors: { watchArbiter },
  delays: {
    openAnimation: ({ context }) => context.openAnimation,
    closeAnimation: ({ context }) => context.closeAnimation,
  },
  guards: {
    // A toaster's own buttons close it even when reserved: they are its commander's content.
    canDismiss: ({ context, event }) =>
      (event.type === 'view.dismiss' &&
        event.reason !== undefined &&
        event.reason !== 'dismissed') ||
      context.showing?.immutable === false,
    hasHistory: ({ context }) => context.history.length > 0,
    isOwnOpen: ({ context, event }) =>
      event.type === 'arbiter.opened' && event.commander === context.showing?.commander,
  },
  actions: {
    assignShowing: assign({
      showing: ({ event, context }) => showingOf(event) ?? context.showing,
      closeReason: undefined,
    }),
    pushHistory: assign({
      history: ({ context }) =>
        context.showing
          ? [...context.history, context.showing].slice(-historyLimit)
          : context.history,
    }),
    restorePrevious: assign({
      showing: ({ context }) => context.history[context.history.length - 1],
      history: ({ context }) => context.history.slice(0, -1),
      closeReason: undefined,
    }),
    clearHistory: assign({ history: [] }),
    clearShowing: assign({ showing: undefined, history: [], closeReason: undefined }),
    assignCloseReason: assign({
      closeReason: (_, params: { reason: ViewCloseReason }) => params.reason,
    }),
    assignDismissReason: assign({
      closeReason: ({ event }) =>
        event.type === 'view.dismiss' ? (event.reason ?? 'dismissed') : 'dismissed',
    }),
    assignImmutable: assign({
      showing: ({ context, event }) =>
        context.showing && (event.type === 'arbiter.reservation' || event.type === 'arbiter.opened')
          ? { ...context.showing, immutable: event.immutable }
          : context.showing,
    }),
    // A reserved view is released first, so that its owner may hand it back to the one it replaced.
    releaseReservation: sendTo(
      ({ context }) => context.arbiter,
      ({ context }) => ({
        type: 'view.mutable' as const,
        commander: context.showing?.commander ?? '',
      }),
    ),
    reserveView: sendTo(
      ({ context }) => context.arbiter,
      ({ context }) => ({
        type: 'view.open' as const,
        commander: context.showing?.commander ?? '',
        ...(context.showing?.immutable ? { immutable: true } : {}),
      }),
    ),
    releaseView: sendTo(
      ({ context }) => context.arbiter,
      ({ context }) => ({
        type: 'view.close' as const,
        commander: context.showing?.commander ?? '',
      }),
    ),
    notifyOpened: emit(({ context }) => ({
      type: 'opened' as const,
      commander: context.showing?.commander ?? '',
      immutable: context.showing?.immutable ?? false,
    })),
    notifyClosed: emit(({ context }) => ({
      type: 'closed' as const,
      commander: context.showing?.commander ?? '',
      reason: context.closeReason ?? 'command',
    })),
  },
}).createMachine({
  id: 'viewManager',
  context: ({ input }) => ({
    kind: input.kind,
    arbiter: input.arbiter,
    openAnimation: input.openAnimation ?? viewAnimations.open,
    closeAnimation: input.closeAnimation ?? viewAnimations.close,
    showing: undefined,
    history: [],
    closeReason: undefined,
  }),
  invoke: { src: 'watchArbiter', input: ({ context }) => ({ arbiter: context.arbiter }) },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'view.show': {
          target: 'shown',
          actions: ['assignShowing', 'reserveView', 'notifyOpened'],
        },
      },
    },
    shown: {
      initial: 'opening',
      on: {
        'view.show': {
          target: '.opening',
          reenter: true,
          actions: ['pushHistory', 'assignShowing', 'reserveView', 'notifyOpened'],
        },
        'view.back': [
          {
            guard: 'hasHistory',
            target: '.opening',
            reenter: true,
            actions: ['releaseReservation', 'restorePrevious', 'reserveView', 'notifyOpened'],
          },
          {
            target: 'closing',
            actions: [
              { type: 'assignCloseReason', params: { reason: 'command' } },
              'releaseView',
              'notifyClosed',
            ],
          },
        ],
        'view.dismiss': {
          guard: 'canDismiss',
          target: 'closing',
          actions: ['assignDismissReason', 'releaseView', 'notifyClosed'],
        },
        'arbiter.opened': [
          { guard: 'isOwnOpen', actions: 'assignImmutable' },
          {
            target: 'closing',
            actions: [{ type: 'assignCloseReason', params: { reason: 'taken' } }, 'notifyClosed'],
          },
        ],
        'arbiter.closed': {
          target: 'closing',
          actions: [{ type: 'assignCloseReason', params: { reason: 'command' } }, 'notifyClosed'],
        },
        'arbiter.reservation': { actions: 'assignImmutable' },
      },
      states: {
        opening: { after: { openAnimation: 'open' } },
        open: {},
      },
    },
    closing: {
      after: { closeAnimation: { target: 'closed', actions: 'clearShowing' } },
      on: {
        'view.show': {
          target: 'shown',
          actions: ['clearHistory', 'assignShowing', 'reserveView', 'notifyOpened'],
        },
      },
    },
  },
});

/** The view manager's type, for typing actors and snapshots. */
export type ViewManagerMachine = typeof viewManagerMachine;
