import { assign, emit, sendTo, setup } from 'xstate';
import { toasterWatch } from './engage-invite.actors';
import { defaultInviteTimeout, outcomeOf } from './engage-invite.options';
import type {
  EngageInviteContext,
  EngageInviteEmitted,
  EngageInviteEvent,
  EngageInviteInput,
  InviteResult,
} from './engage-invite.types';

/** The code an invite reports when a contact channel is already open (spec 3, section 4). */
export const mediaBusyCode = 'mediaBusy';

/** The code an invite reports when another plugin holds the toaster reserved. */
export const toasterReservedCode = 'toasterReserved';

const never = () => false;

/**
 * The engage invite toast (spec 1 'Engage invite toast', spec 3 'Invite toast' and section 4):
 * idle, then showing in the page's toaster until the visitor accepts, declines or closes it, it
 * times out (30 s by default) or the page is left. Each outcome, and an invite refused because a
 * contact channel is open (error / mediaBusy), is reported as a disposition.
 */
export const engageInviteMachine = setup({
  types: {
    context: {} as EngageInviteContext,
    events: {} as EngageInviteEvent,
    input: {} as EngageInviteInput,
    emitted: {} as EngageInviteEmitted,
  },
  actors: { toasterWatch },
  guards: {
    isMediaBusy: ({ context }) => context.mediaBusy(),
    isToasterReserved: ({ context }) =>
      context.toaster?.refuses({ type: 'view.open', commander: context.name }) ?? false,
  },
  delays: {
    inviteTimeout: ({ context }) => context.invite?.timeout ?? defaultInviteTimeout,
  },
  actions: {
    assignInvite: assign({
      invite: ({ event }) => (event.type === 'invite.show' ? event.invite : undefined),
      outcome: undefined,
    }),
    assignOutcome: assign({
      outcome: ({ context }, params: { result: InviteResult; code?: string }) =>
        context.invite ? outcomeOf(context.invite, params.result, params.code) : undefined,
    }),
    claimToaster: sendTo('toaster', { type: 'toaster.claim' }),
    releaseToaster: sendTo('toaster', { type: 'toaster.release' }),
    notifyOpened: emit(({ context }) => ({ type: 'opened' as const, invite: context.invite! })),
    notifyDisposition: emit(({ context }) => ({
      type: 'disposition' as const,
      outcome: context.outcome!,
    })),
    notifyClosed: emit(({ context }) => ({ type: 'closed' as const, outcome: context.outcome! })),
  },
}).createMachine({
  id: 'engageInvite',
  context: ({ input }) => ({
    toaster: input.toaster,
    mediaBusy: input.mediaBusy ?? never,
    name: input.name ?? 'Engage',
    id: input.id ?? 'cx-engage',
    invite: undefined,
    outcome: undefined,
  }),
  invoke: {
    id: 'toaster',
    src: 'toasterWatch',
    input: ({ context }) => ({ toaster: context.toaster, name: context.name }),
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'invite.show': [
          {
            guard: 'isMediaBusy',
            actions: [
              'assignInvite',
              { type: 'assignOutcome', params: { result: 'error', code: mediaBusyCode } },
              'notifyDisposition',
            ],
          },
          {
            guard: 'isToasterReserved',
            actions: [
              'assignInvite',
              { type: 'assignOutcome', params: { result: 'error', code: toasterReservedCode } },
              'notifyDisposition',
            ],
          },
          { target: 'showing', actions: ['assignInvite', 'claimToaster', 'notifyOpened'] },
        ],
      },
    },
    showing: {
      after: {
        inviteTimeout: {
          target: 'idle',
          actions: [
            { type: 'assignOutcome', params: { result: 'timeout' } },
            'releaseToaster',
            'notifyDisposition',
            'notifyClosed',
          ],
        },
      },
      on: {
        'invite.accept': {
          target: 'idle',
          actions: [
            { type: 'assignOutcome', params: { result: 'accept' } },
            'releaseToaster',
            'notifyDisposition',
            'notifyClosed',
          ],
        },
        'invite.decline': {
          target: 'idle',
          actions: [
            { type: 'assignOutcome', params: { result: 'cancel' } },
            'releaseToaster',
            'notifyDisposition',
            'notifyClosed',
          ],
        },
        'invite.close': {
          target: 'idle',
          actions: [
            { type: 'assignOutcome', params: { result: 'close' } },
            'releaseToaster',
            'notifyDisposition',
            'notifyClosed',
          ],
        },
        'page.exit': {
          target: 'idle',
          actions: [
            { type: 'assignOutcome', params: { result: 'pageExit' } },
            'releaseToaster',
            'notifyDisposition',
            'notifyClosed',
          ],
        },
        // Another plugin's toast covers the invite: it is gone, as if closed.
        'toaster.taken': {
          target: 'idle',
          actions: [
            { type: 'assignOutcome', params: { result: 'close' } },
            'notifyDisposition',
            'notifyClosed',
          ],
        },
      },
    },
  },
});

/** The engage invite machine's type. */
export type EngageInviteMachine = typeof engageInviteMachine;
