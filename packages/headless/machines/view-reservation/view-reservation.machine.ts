import { assign, emit, setup } from 'xstate';
import { checkViewCommand, defaultAppName } from './view-reservation.rules';
import type {
  ViewReservationContext,
  ViewReservationEmitted,
  ViewReservationEvent,
  ViewReservationInput,
} from './view-reservation.types';

/**
 * One arbiter per view kind (the overlay, the toaster): open or closed, mutable or immutable
 * (reserved by the commander that opened it), refusing what spec 3 refuses with its texts.
 */
export const viewReservationMachine = setup({
  types: {
    context: {} as ViewReservationContext,
    events: {} as ViewReservationEvent,
    input: {} as ViewReservationInput,
    emitted: {} as ViewReservationEmitted,
  },
  guards: {
    isRejected: ({ context, event }) => checkViewCommand(context, event) !== undefined,
    wantsImmutable: ({ event }) => event.type === 'view.open' && event.immutable === true,
  },
  actions: {
    assignOpened: assign(({ event }) => ({
      owner: event.commander,
      reservedBy: event.type === 'view.open' && event.immutable ? event.commander : undefined,
    })),
    assignClosed: assign({ owner: undefined, reservedBy: undefined }),
    assignReserved: assign({ reservedBy: ({ context }) => context.owner }),
    assignReleased: assign({ reservedBy: undefined }),
    notifyOpened: emit(({ event }, params: { replaced: boolean }) => ({
      type: 'opened' as const,
      commander: event.commander,
      immutable: event.type === 'view.open' && event.immutable === true,
      replaced: params.replaced,
    })),
    notifyClosed: emit(({ event }) => ({ type: 'closed' as const, commander: event.commander })),
    notifyReserved: emit(({ context }) => ({
      type: 'reserved' as const,
      reservedBy: context.reservedBy ?? '',
    })),
    notifyReleased: emit(({ event }) => ({
      type: 'released' as const,
      commander: event.commander,
    })),
    // Only ever taken for a command the rules refuse, so there is always an error.
    notifyRejected: emit(({ context, event }) => ({
      type: 'rejected' as const,
      command: event,
      error: checkViewCommand(context, event)!,
    })),
  },
}).createMachine({
  id: 'viewReservation',
  context: ({ input }) => ({
    kind: input.kind,
    appName: input.appName ?? defaultAppName,
    owner: undefined,
    reservedBy: undefined,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'view.open': [
          {
            guard: 'wantsImmutable',
            target: 'open.immutable',
            actions: ['assignOpened', { type: 'notifyOpened', params: { replaced: false } }],
          },
          {
            target: 'open.mutable',
            actions: ['assignOpened', { type: 'notifyOpened', params: { replaced: false } }],
          },
        ],
        'view.close': { actions: 'notifyRejected' },
        'view.mutable': { actions: 'notifyRejected' },
        'view.immutable': { actions: 'notifyRejected' },
      },
    },
    open: {
      initial: 'mutable',
      on: {
        'view.open': [
          { guard: 'isRejected', actions: 'notifyRejected' },
          {
            guard: 'wantsImmutable',
            target: '.immutable',
            actions: ['assignOpened', { type: 'notifyOpened', params: { replaced: true } }],
          },
          {
            target: '.mutable',
            actions: ['assignOpened', { type: 'notifyOpened', params: { replaced: true } }],
          },
        ],
        'view.close': [
          { guard: 'isRejected', actions: 'notifyRejected' },
          { target: 'closed', actions: ['assignClosed', 'notifyClosed'] },
        ],
      },
      states: {
        mutable: {
          on: {
            'view.immutable': {
              target: 'immutable',
              actions: ['assignReserved', 'notifyReserved'],
            },
          },
        },
        immutable: {
          on: {
            'view.mutable': [
              { guard: 'isRejected', actions: 'notifyRejected' },
              { target: 'mutable', actions: ['assignReleased', 'notifyReleased'] },
            ],
            'view.immutable': { guard: 'isRejected', actions: 'notifyRejected' },
          },
        },
      },
    },
  },
});

/** The view arbiter's type, for typing actors and snapshots. */
export type ViewReservationMachine = typeof viewReservationMachine;
