import { and, assign, emit, enqueueActions, not, raise, setup, stateIn } from 'xstate';
import { chatWidgetOptions } from '../../services/chat-options/chat-options';
import {
  dockRegistration,
  groupMembership,
  viewportWatch,
} from '../widget-window/widget-window.actors';
import {
  mobileOf,
  windowActionsOf,
  windowInvokes,
  windowTransitions,
} from '../widget-window/widget-window.config';
import {
  createMemoryStore,
  isForcedClose,
  isFormAtRisk,
  windowGuards,
  windowPartsOf,
} from '../widget-window/widget-window.logic';
import type {
  ChatWidgetContext,
  ChatWidgetEmitted,
  ChatWidgetEvent,
  ChatWidgetInput,
  ChatWidgetOptions,
  ChatWindowState,
  SavedWindow,
  WindowStore,
} from './chat-widget.types';

/** The chat widget's defaults (spec 2, section 9; protocols 8.2): the options' declared defaults. */
export const defaultChatWidgetOptions: ChatWidgetOptions = chatWidgetOptions.defaults;

/** How the invitation region answers a request for an invitation while none shows. */
const invitationRequests = {
  'invitation.show': [
    {
      guard: and(['isProactiveInvitation', 'isWindowClosed', 'isChatIdle']),
      target: 'proactive',
    },
    { guard: and(['isReinvitation', 'isWindowClosed']), target: 'reinvite' },
  ],
  'chat.restoreTimeout': { guard: 'invitesOnRestoreTimeout', target: 'reinvite' },
} as const;

/** A window store that keeps the state in memory (tests, servers). */
export function createMemoryWindowStore(initial?: SavedWindow): WindowStore {
  return createMemoryStore(initial);
}

/** The window's name: the `WebChat` plugin's, as its dock view and in the app's window group. */
const windowName = 'WebChat';

const closedState = '#chatWidget.window.closed';
const dialogStates = '#chatWidget.window.open';

/** The close button's outcome, from wherever the window shows: chat's questions, else the window closes. */
const closeTransitions = windowTransitions.close(
  [
    { guard: 'isAsyncChatActive', target: `${dialogStates}.choosingClose` },
    { guard: 'isChatActive', target: `${dialogStates}.confirmingClose` },
    { guard: 'isFilledFormAtRisk', target: `${dialogStates}.confirmingClose` },
  ],
  closedState,
);

/**
 * The chat widget around the session (spec 2, section 4 "Widget", "End and close flows", "Async",
 * dialogs of section 2): the window closed, open or minimized (maximized kept as a flag), with the
 * widget window's lifecycle (`windowTransitions`, `windowGuards`) and chat's own saved state; the end
 * and close confirmations, the asynchronous close choice and the survey offer over the open window;
 * the proactive invitation and the re-invite after a failed restore while it is closed. It knows the
 * chat only through `chat.*` events and asks things of it through `chat.*` notifications, which
 * `linkChatWidget` wires to a chat session actor.
 */
export const chatWidgetMachine = setup({
  types: {
    context: {} as ChatWidgetContext,
    events: {} as ChatWidgetEvent,
    input: {} as ChatWidgetInput,
    emitted: {} as ChatWidgetEmitted,
  },
  actors: { dockRegistration, groupMembership, viewportWatch },
  delays: {
    inviteDelay: ({ context }) => context.options.inviteDelay,
    inviteTimeout: ({ context }) => context.options.inviteTimeout,
    endTimeout: ({ context }) => context.options.endTimeout,
  },
  guards: {
    ...windowGuards,
    isChatActive: ({ context }) => context.chatStatus === 'active',
    isAsyncChatActive: ({ context }) => context.async && context.chatStatus === 'active',
    // A chat started from the form settles it; one ended leaves a form filled in again at risk.
    // The group's close (another channel opened, `App.closeAll`) does not ask about the form.
    isFilledFormAtRisk: ({ context, event }) =>
      isFormAtRisk(
        context.options.confirmFormClose,
        context.formFilled,
        context.chatStatus !== 'inactive' && context.chatStatus !== 'ended',
      ) && !isForcedClose(event),
    wasClosed: ({ context }) => context.store.load()?.window === 'closed',
    wasMinimized: ({ context }) => context.store.load()?.window === 'minimized',
    restoresMinimized: ({ context }) => context.options.newMessageRestoreState === 'minimized',
    unminimizesOnAlert: ({ context }) => context.options.unminimizeOnAlert,
    minimizesOnMobileRestore: ({ context }) =>
      context.options.minimizeOnMobileRestore && context.isMobile(),
    hasUnread: ({ event }) => event.type === 'chat.message' && event.unread > 0,
    autoInvites: ({ context }) => context.options.autoInvite,
    invitesOnRestoreTimeout: ({ context }) => context.options.inviteOnRestoreTimeout,
    isChatIdle: ({ context }) =>
      context.chatStatus === 'inactive' || context.chatStatus === 'ended',
    isWindowClosed: stateIn(closedState),
    isWindowShown: not(stateIn(closedState)),
    isProactiveInvitation: ({ event }) =>
      event.type === 'invitation.show' && event.kind === 'proactive',
    isHolding: ({ event }) => event.type === 'invitation.hold' && event.held,
    isReinvitation: ({ event }) => event.type === 'invitation.show' && event.kind === 'reinvite',
  },
  actions: {
    notifyOpened: emit({ type: 'opened' }),
    notifyMinimized: emit({ type: 'minimized' }),
    notifyUnminimized: emit({ type: 'unminimized' }),
    notifySubmitted: emit(({ event }) => ({
      type: 'submitted' as const,
      form: event.type === 'chat.started' ? (event.form ?? {}) : {},
    })),
    notifyCompleted: emit({ type: 'completed' }),
    requestEnd: emit({ type: 'chat.end' }),
    requestRead: emit({ type: 'chat.read' }),
    acceptSurvey: emit({ type: 'chat.acceptSurvey' }),
    declineSurvey: emit({ type: 'chat.declineSurvey' }),
    declineReinvite: emit({ type: 'chat.declineReinvite' }),
    ...windowActionsOf<ChatWidgetContext, ChatWidgetEvent>(),
    readMobile: assign({ mobile: mobileOf }),
    saveWindow: ({ context }: { context: ChatWidgetContext }, window: ChatWindowState) =>
      context.store.save({ window, maximized: context.maximized, unread: context.unread }),
    closeWindow: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'closed' });
      if (context.chatStatus === 'inactive') enqueue.emit({ type: 'cancelled' });
      enqueue.assign({
        formFilled: false,
        origin: undefined,
        prefill: undefined,
        showsEndedChat: false,
        unread: 0,
        hidden: false,
        overlay: undefined,
      });
      enqueue.sendTo('dock', { type: 'dock.leave' });
      context.store.save({ window: 'closed', maximized: context.maximized, unread: 0 });
    }),
    countUnread: assign({
      unread: ({ context, event }) =>
        event.type === 'chat.message' ? context.unread + event.unread : context.unread,
    }),
    clearUnread: assign({ unread: 0 }),
    restoreUnread: assign({ unread: ({ context }) => context.store.load()?.unread ?? 0 }),
    assignOrigin: assign({
      origin: ({ context, event }) =>
        event.type === 'window.open' ? event.origin : context.origin,
      prefill: ({ context, event }) =>
        event.type === 'window.open' ? event.prefill : context.prefill,
    }),
    assignMaximized: assign({
      maximized: ({ context, event }) =>
        event.type === 'window.maximize'
          ? (event.maximized ?? !context.maximized)
          : context.maximized,
    }),
    assignFormFilled: assign({
      formFilled: ({ context, event }) =>
        event.type === 'form.change' ? event.filled : context.formFilled,
    }),
    assignChatStatus: assign(({ context, event }) => {
      if (event.type !== 'chat.status') return {};
      // A chat that ends while the visitor watches stays on screen until the window closes.
      const endsInView = event.status === 'ended' && context.chatStatus !== 'ended';
      return {
        chatStatus: event.status,
        async: event.async,
        ...(endsInView ? { showsEndedChat: true } : {}),
        // The form became the chat: only a form filled in again afterwards is at risk on close.
        ...(event.status === 'active' ? { showsEndedChat: false, formFilled: false } : {}),
      };
    }),
    assignOptions: assign({
      options: ({ context, event }) =>
        event.type === 'widget.configure'
          ? { ...context.options, ...event.options }
          : context.options,
    }),
    hideWindow: assign({ hidden: true }),
    showWindow: assign({ hidden: false }),
    assignOverlay: assign({
      overlay: ({ context, event }) =>
        event.type === 'overlay.show' ? event.overlay : context.overlay,
    }),
    clearOverlay: assign({ overlay: undefined }),
    requestInject: emit(({ event }) => {
      if (event.type !== 'message.inject') throw new Error(`Unexpected ${event.type}`);
      return { type: 'chat.inject' as const, message: event.message };
    }),
    showChatButton: assign({ chatButtonShown: true }),
    hideChatButton: assign({ chatButtonShown: false }),
    openFromInvitation: raise(({ event }) => ({
      type: 'window.open' as const,
      ...(event.type === 'invitation.accept' ? { origin: { proactive: true } } : {}),
    })),
    openForNewChat: raise({ type: 'window.open' }),
  },
}).createMachine({
  id: 'chatWidget',
  type: 'parallel',
  context: ({ input }) => {
    const store = input.store ?? createMemoryWindowStore();
    return {
      ...windowPartsOf({ ...input, name: windowName }),
      store,
      options: { ...defaultChatWidgetOptions, ...input.options },
      maximized: store.load()?.maximized ?? false,
      formFilled: false,
      origin: undefined,
      prefill: undefined,
      chatButtonShown: true,
      chatStatus: 'inactive',
      async: false,
      showsEndedChat: false,
      unread: 0,
      hidden: false,
      overlay: undefined,
    };
  },
  invoke: windowInvokes,
  on: {
    'window.resize': { actions: ['assignWidth', 'resizeDock'] },
    'viewport.change': { actions: 'readMobile' },
    'chat.status': { actions: 'assignChatStatus' },
    'chat.started': { actions: 'notifySubmitted' },
    'chat.ended': { actions: 'notifyCompleted' },
    'form.change': { actions: 'assignFormFilled' },
    'chatButton.show': { actions: 'showChatButton' },
    'chatButton.hide': { actions: 'hideChatButton' },
    'widget.configure': { actions: 'assignOptions' },
    'window.hide': { guard: 'isWindowShown', actions: 'hideWindow' },
    'window.show': { actions: 'showWindow' },
    'overlay.show': { guard: 'isWindowShown', actions: 'assignOverlay' },
    'overlay.hide': { actions: 'clearOverlay' },
    'message.inject': { actions: 'requestInject' },
  },
  states: {
    window: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'window.open': windowTransitions.open(['assignOrigin', 'readMobile', 'claimGroup']),
            'chat.restored': [
              { guard: 'wasClosed' },
              {
                guard: 'wasMinimized',
                target: 'minimized',
                actions: ['restoreUnread', 'claimGroup', 'notifyOpened', 'notifyMinimized'],
              },
              // Full screen, an open window would cover the page the visitor just went to.
              {
                guard: 'minimizesOnMobileRestore',
                target: 'minimized',
                actions: ['restoreUnread', 'claimGroup', 'notifyOpened', 'notifyMinimized'],
              },
              { target: 'open', actions: ['claimGroup', 'notifyOpened'] },
            ],
            'chat.message': [
              {
                guard: and(['isChatActive', 'restoresMinimized']),
                target: 'minimized',
                actions: ['countUnread', 'claimGroup', 'notifyOpened', 'notifyMinimized'],
              },
              { guard: 'isChatActive', target: 'open', actions: ['claimGroup', 'notifyOpened'] },
            ],
          },
        },
        open: {
          entry: ['requestRead', 'clearUnread', 'joinDock', { type: 'saveWindow', params: 'open' }],
          initial: 'idle',
          on: {
            'window.minimize': windowTransitions.minimize,
            'window.maximize': {
              actions: ['assignMaximized', { type: 'saveWindow', params: 'open' }],
            },
            'window.close': closeTransitions,
            'end.request': { guard: 'isChatActive', target: '.confirmingEnd' },
            'chat.message': { actions: 'requestRead' },
            'chat.surveyOffered': '.offeringSurvey',
            'chat.restoreTimeout': { target: closedState, actions: 'closeWindow' },
          },
          states: {
            idle: {},
            // A chat that ends meanwhile (the agent, the server) leaves nothing to ask: the question
            // goes, and the visitor sees the ended chat. Handled here, so the completion is reported here.
            confirmingEnd: {
              on: {
                'dialog.confirm': { target: 'idle', actions: 'requestEnd' },
                'dialog.cancel': 'idle',
                'chat.ended': { target: 'idle', actions: 'notifyCompleted' },
              },
            },
            confirmingClose: {
              on: {
                'dialog.confirm': [
                  { guard: 'isChatActive', target: 'ending', actions: 'requestEnd' },
                  { target: closedState, actions: 'closeWindow' },
                ],
                'dialog.cancel': 'idle',
                'chat.ended': { target: 'idle', actions: 'notifyCompleted' },
              },
            },
            choosingClose: {
              on: {
                'asyncClose.end': { target: 'ending', actions: 'requestEnd' },
                'asyncClose.hide': { target: closedState, actions: 'closeWindow' },
                'dialog.cancel': 'idle',
                'chat.ended': { target: 'idle', actions: 'notifyCompleted' },
              },
            },
            ending: {
              after: { endTimeout: { target: closedState, actions: 'closeWindow' } },
              on: {
                'chat.surveyOffered': 'offeringSurveyBeforeClose',
                // Handled here, the root's `chat.ended` does not run (XState takes a parallel node's own
                // transitions only when no region takes the event), so this one reports the completion too.
                'chat.ended': { target: closedState, actions: ['notifyCompleted', 'closeWindow'] },
              },
            },
            offeringSurvey: {
              on: {
                'survey.accept': { target: 'idle', actions: 'acceptSurvey' },
                'survey.decline': { target: 'idle', actions: 'declineSurvey' },
                'dialog.cancel': { target: 'idle', actions: 'declineSurvey' },
              },
            },
            offeringSurveyBeforeClose: {
              on: {
                'survey.accept': { target: closedState, actions: ['acceptSurvey', 'closeWindow'] },
                'survey.decline': {
                  target: closedState,
                  actions: ['declineSurvey', 'closeWindow'],
                },
                'dialog.cancel': {
                  target: closedState,
                  actions: ['declineSurvey', 'closeWindow'],
                },
              },
            },
          },
        },
        minimized: {
          entry: ['joinDock', { type: 'saveWindow', params: 'minimized' }],
          on: {
            'window.minimize': windowTransitions.restore,
            'window.open': windowTransitions.reopen,
            'window.maximize': {
              target: 'open',
              actions: ['assignMaximized', 'notifyUnminimized'],
            },
            'window.close': closeTransitions,
            'end.request': {
              guard: 'isChatActive',
              target: `${dialogStates}.confirmingEnd`,
              actions: 'notifyUnminimized',
            },
            'chat.surveyOffered': {
              target: `${dialogStates}.offeringSurvey`,
              actions: 'notifyUnminimized',
            },
            'chat.restoreTimeout': { target: closedState, actions: 'closeWindow' },
            'chat.message': {
              guard: 'hasUnread',
              actions: ['countUnread', { type: 'saveWindow', params: 'minimized' }],
            },
            'chat.idleAlert': {
              guard: 'unminimizesOnAlert',
              target: 'open',
              actions: 'notifyUnminimized',
            },
          },
        },
      },
    },
    invitation: {
      initial: 'scheduled',
      states: {
        scheduled: {
          always: { guard: not('autoInvites'), target: 'none' },
          after: {
            inviteDelay: [
              { guard: and(['isWindowClosed', 'isChatIdle']), target: 'proactive' },
              { target: 'none' },
            ],
          },
          // An invitation asked for before the delay is over shows now, instead of the scheduled one.
          on: invitationRequests,
        },
        none: { on: invitationRequests },
        proactive: {
          always: { guard: 'isWindowShown', target: 'none' },
          initial: 'showing',
          states: {
            // A visitor reading or about to answer it keeps it (WCAG 2.2.1, timing adjustable).
            showing: {
              after: { inviteTimeout: '#chatWidget.invitation.none' },
              on: { 'invitation.hold': { guard: 'isHolding', target: 'held' } },
            },
            held: {
              on: { 'invitation.hold': { guard: not('isHolding'), target: 'showing' } },
            },
          },
          on: {
            'invitation.accept': { target: 'none', actions: 'openFromInvitation' },
            'invitation.decline': 'none',
          },
        },
        reinvite: {
          always: { guard: 'isWindowShown', target: 'none' },
          on: {
            'invitation.accept': { target: 'none', actions: 'openForNewChat' },
            'invitation.decline': { target: 'none', actions: 'declineReinvite' },
          },
        },
      },
    },
  },
});

/** The chat widget machine's type. */
export type ChatWidgetMachine = typeof chatWidgetMachine;
