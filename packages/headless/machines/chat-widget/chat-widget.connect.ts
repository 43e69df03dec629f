import type { SnapshotFrom } from 'xstate';
import type { StartOrigin } from '../chat-session/chat-session.types';
import { chatWidgetAnatomy } from './chat-widget.anatomy';
import type { ChatWidgetMachine } from './chat-widget.machine';
import type {
  ChatInvitationKind,
  ChatOpenPrefill,
  ChatOverlay,
  ChatWidgetDialog,
  ChatWidgetEvent,
  ChatWindowState,
} from './chat-widget.types';

/** What the window shows: the pre-chat form (also while it starts the chat), or the chat (running, or just ended). */
export type ChatWidgetScreen = 'form' | 'chat';

/** The slice of the widget snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface ChatWidgetView {
  /** The window's name (`WebChat`): its dock view's plugin. */
  name: string;
  /** Where the window is. */
  window: ChatWindowState;
  /** The dialog over the window. */
  dialog: ChatWidgetDialog;
  /** Whether the window is closing once the chat has ended. */
  ending: boolean;
  /** The invitation showing, if any. */
  invitation: ChatInvitationKind | undefined;
  /** Whether the window is maximized. */
  maximized: boolean;
  /** Whether mobile mode applies (the window then covers the page). */
  mobile: boolean;
  /** What the window shows. */
  screen: ChatWidgetScreen;
  /** Whether the chat button shows. */
  launcherShown: boolean;
  /** How the next chat is being started. */
  origin: StartOrigin | undefined;
  /** What the open that showed the form brought for it (`WebChat.open({ form, formJSON, userData })`). */
  prefill: ChatOpenPrefill | undefined;
  /** Messages from others that came while the window was minimized (kept across page loads). */
  unread: number;
  /** Whether the site hid the shown window (`WebChat.hide`): it stays open underneath, out of sight. */
  hidden: boolean;
  /** The site's content over the window's body (`WebChat.showOverlay`), if any. */
  overlay: ChatOverlay | undefined;
}

const dialogOf: Record<string, ChatWidgetDialog> = {
  confirmingEnd: 'confirmEnd',
  confirmingClose: 'confirmClose',
  choosingClose: 'asyncClose',
  offeringSurvey: 'survey',
  offeringSurveyBeforeClose: 'survey',
};

/** Picks the widget view out of a snapshot. */
export function selectChatWidgetView(snapshot: SnapshotFrom<ChatWidgetMachine>): ChatWidgetView {
  const { context } = snapshot;
  const value = snapshot.value as {
    window: string | { open: string };
    invitation: string | { proactive: string };
  };
  const window: ChatWindowState =
    typeof value.window === 'string' ? (value.window as ChatWindowState) : 'open';
  const openState = typeof value.window === 'string' ? undefined : value.window.open;
  const invitation: ChatInvitationKind | undefined =
    typeof value.invitation === 'object'
      ? 'proactive'
      : value.invitation === 'reinvite'
        ? 'reinvite'
        : undefined;
  const { chatStatus } = context;
  // The form stays while the chat starts: a refused start then finds it as the visitor filled it.
  const showsChat =
    chatStatus === 'ended'
      ? context.showsEndedChat
      : chatStatus !== 'inactive' && chatStatus !== 'starting';
  return {
    name: context.name,
    window,
    dialog: (openState ? dialogOf[openState] : undefined) ?? 'none',
    ending: openState === 'ending',
    invitation,
    maximized: context.maximized,
    mobile: context.mobile,
    screen: showsChat ? 'chat' : 'form',
    launcherShown:
      window === 'closed' &&
      context.options.chatButton &&
      context.chatButtonShown &&
      !(invitation && context.options.hideChatButtonDuringInvite),
    origin: context.origin,
    prefill: context.prefill,
    unread: context.unread,
    hidden: context.hidden,
    overlay: context.overlay,
  };
}

/** What views use of the widget: its state, commands and prop getters. */
export interface ChatWidgetApi extends ChatWidgetView {
  /** Whether the window shows (open or minimized). */
  isOpen: boolean;
  /** Whether only the title bar shows. */
  isMinimized: boolean;
  /** Opens the window (minimized on request), with how the chat is offered. */
  open(options?: { minimized?: boolean; origin?: StartOrigin; prefill?: ChatOpenPrefill }): void;
  /** The close button: closes, or first asks (filled form, running chat, asynchronous chat). */
  close(): void;
  /** Minimizes the window, or restores it with `false`; toggles without an argument. */
  minimize(minimized?: boolean): void;
  /** Maximizes the window, or restores its size with `false`; toggles without an argument. */
  maximize(maximized?: boolean): void;
  /** The End Chat control: asks before ending the running chat. */
  requestEnd(): void;
  /** Confirms the end or close question. */
  confirm(): void;
  /** Cancels the dialog (Escape, Cancel); a survey offer counts as declined. */
  cancel(): void;
  /** Asynchronous close choice: end the chat. */
  closeAndEnd(): void;
  /** Asynchronous close choice: only hide the window; the chat goes on. */
  closeAndKeep(): void;
  /** Answers the survey offer with Yes (the UI opens its URL). */
  acceptSurvey(): void;
  /** Answers the survey offer with No. */
  declineSurvey(): void;
  /** Accepts the invitation: opens the window on the form. */
  acceptInvitation(): void;
  /** Declines the invitation; a declined re-invite stops the next pages asking again for the same messages. */
  declineInvitation(): void;
  /** Holds the invitation while the visitor is on it (focus or pointer inside); `false` lets it withdraw after its full time. */
  holdInvitation(held: boolean): void;
  /** Reports the window's measured width, for the dock. */
  resize(width: number): void;
  /** Tells the widget whether the form holds typed values (closing it then asks first). */
  setFormFilled(filled: boolean): void;
  /** Takes the site's overlay away (its close control). */
  hideOverlay(): void;
  /** Props for the chat button. */
  getLauncherProps(): Record<string, unknown>;
}

/** Turns the widget view and the actor's `send` into the {@link ChatWidgetApi}. */
export function connect(
  view: ChatWidgetView,
  send: (event: ChatWidgetEvent) => void,
): ChatWidgetApi {
  return {
    ...view,
    isOpen: view.window !== 'closed',
    isMinimized: view.window === 'minimized',
    open: (options = {}) => send({ type: 'window.open', ...options }),
    close: () => send({ type: 'window.close' }),
    minimize: (minimized) => send({ type: 'window.minimize', minimized }),
    maximize: (maximized) => send({ type: 'window.maximize', maximized }),
    requestEnd: () => send({ type: 'end.request' }),
    confirm: () => send({ type: 'dialog.confirm' }),
    cancel: () => send({ type: 'dialog.cancel' }),
    closeAndEnd: () => send({ type: 'asyncClose.end' }),
    closeAndKeep: () => send({ type: 'asyncClose.hide' }),
    acceptSurvey: () => send({ type: 'survey.accept' }),
    declineSurvey: () => send({ type: 'survey.decline' }),
    acceptInvitation: () => send({ type: 'invitation.accept' }),
    declineInvitation: () => send({ type: 'invitation.decline' }),
    holdInvitation: (held) => send({ type: 'invitation.hold', held }),
    resize: (width) => send({ type: 'window.resize', width }),
    setFormFilled: (filled) => send({ type: 'form.change', filled }),
    hideOverlay: () => send({ type: 'overlay.hide' }),
    getLauncherProps: () => ({
      ...chatWidgetAnatomy.launcher.attrs,
      type: 'button',
      'aria-expanded': view.window !== 'closed',
      'data-state': view.launcherShown ? 'visible' : 'hidden',
      hidden: !view.launcherShown || undefined,
      onClick: () => send({ type: 'window.open' }),
    }),
  };
}
