import type { FormFieldDefinition } from '../form/form.types';
import type { ChatStatus } from '../chat-session/chat-session.connect';
import type { InjectedChatMessage, StartOrigin } from '../chat-session/chat-session.types';
import type {
  SavedWidgetWindow,
  StateStore,
  WidgetWindowState,
  WindowPartsContext,
  WindowPartsInput,
} from '../widget-window/widget-window.types';

/** Where the chat window is (as every widget window). */
export type ChatWindowState = WidgetWindowState;

/** The dialog shown over the chat window. */
export type ChatWidgetDialog = 'none' | 'confirmEnd' | 'confirmClose' | 'asyncClose' | 'survey';

/** The invitation shown while the window is closed: a proactive one, or a new chat after a failed restore. */
export type ChatInvitationKind = 'proactive' | 'reinvite';

/** How a closed window comes back when a message arrives in asynchronous chat (spec: newMessageRestoreState). */
export type NewMessageRestoreState = 'full' | 'minimized';

/** Settings of the chat widget (spec 2, sections 4 and 9; protocols 8.2 `webchat` keys). */
export interface ChatWidgetOptions {
  /** Ask before closing a filled form of a chat not started (`confirmFormCloseEnabled`). @default true */
  confirmFormClose: boolean;
  /** How a closed window reopens when a message arrives in asynchronous chat. @default 'full' */
  newMessageRestoreState: NewMessageRestoreState;
  /** Offer a new chat when a previous session could not be restored (`inviteOnRestoreTimeout`). @default true */
  inviteOnRestoreTimeout: boolean;
  /** Show the proactive invitation by itself after `inviteDelay` (`autoInvite.enabled`). @default false */
  autoInvite: boolean;
  /** Time before the automatic invitation, in ms (proactive idle timer). @default 5000 */
  inviteDelay: number;
  /** Time an invitation shows before it withdraws, in ms (proactive cancel timer). @default 30000 */
  inviteTimeout: number;
  /** Whether the chat button shows while the window is closed (`chatButton.enabled`). @default true */
  chatButton: boolean;
  /** Hide the chat button while an invitation shows (`chatButton.hideDuringInvite`). @default true */
  hideChatButtonDuringInvite: boolean;
  /** When closing ends the chat: how long to wait for the end (and a survey offer) before closing anyway, in ms. @default 3000 */
  endTimeout: number;
  /** In mobile mode, a restored chat's window comes back minimized rather than over the page (`minimizeOnMobileRestore`). @default false */
  minimizeOnMobileRestore: boolean;
  /** A minimized window opens when an idle alert comes, so the visitor sees that the chat will close (`unminimizeOnAlert`). @default false */
  unminimizeOnAlert: boolean;
}

/** The window state kept across page loads, so a restored chat reopens as it was: a widget window's, with chat's own. */
export interface SavedWindow extends SavedWidgetWindow {
  /** Whether it was maximized. */
  maximized: boolean;
  /** Messages from others not yet seen (they came while it was minimized). @default 0 */
  unread?: number;
}

/** Keeps the window state (the suite's cookies in a browser). */
export type WindowStore = StateStore<SavedWindow>;

/** Input of the chat widget machine: the widget window's parts (its name is `WebChat`), and chat's own. */
export interface ChatWidgetInput extends Omit<WindowPartsInput, 'name'> {
  /** Where the window state is kept. @default in memory */
  store?: WindowStore;
  /** Settings (each has a default). */
  options?: Partial<ChatWidgetOptions>;
}

/** What `WebChat.open` brings for the pre-chat form of the chat it opens (protocols 8.3). */
export interface ChatOpenPrefill {
  /** Prefilled values by input name (`firstname`, `lastname`, `email`, `subject`, ...). */
  form?: Record<string, string>;
  /** Start at once when the prefilled form is valid (`form.autoSubmit`). */
  autoSubmit?: boolean;
  /** User data sent with the start, beside the site's. */
  userData?: Record<string, string>;
  /** The form for this open (`formJSON`, read with `parseFormJSON`), in place of the configured one. */
  fields?: readonly FormFieldDefinition[];
}

/** Content a site shows over the chat window's body (`WebChat.showOverlay`). */
export interface ChatOverlay {
  /** The site's HTML; the reference UI renders it sanitised (markup yes, script never). */
  html: string;
  /** Hide the window's footer while the overlay shows. @default false */
  hideFooter: boolean;
}

/** Context of the chat widget machine: the widget window's parts, and chat's own. */
export interface ChatWidgetContext extends WindowPartsContext {
  /** Where the window state is kept. */
  store: WindowStore;
  /** Settings. */
  options: ChatWidgetOptions;
  /** Whether the window is maximized (kept while minimized or closed). */
  maximized: boolean;
  /** Whether the pre-chat form holds typed values. */
  formFilled: boolean;
  /** How the chat about to start was offered (a proactive invitation), for its metadata. */
  origin: StartOrigin | undefined;
  /** What the open that showed the form brought for it. */
  prefill: ChatOpenPrefill | undefined;
  /** Whether the site shows the chat button (`showChatButton` / `hideChatButton`). */
  chatButtonShown: boolean;
  /** The chat session's status, as last reported. */
  chatStatus: ChatStatus;
  /** Whether the chat is asynchronous (closing may only hide it). */
  async: boolean;
  /** Whether an ended chat stays on screen (it ended since the window last closed) rather than a new form. */
  showsEndedChat: boolean;
  /** Messages from others that came while the window was not open; saved with the window state. */
  unread: number;
  /** Whether the site hid the shown window (`WebChat.hide`); it stays open or minimized underneath. */
  hidden: boolean;
  /** What the site shows over the window's body (`WebChat.showOverlay`), until `hideOverlay` or the close. */
  overlay: ChatOverlay | undefined;
}

/** Events of the chat widget machine: the visitor's and the site's requests, and news from the chat. */
export type ChatWidgetEvent =
  | { type: 'window.open'; minimized?: boolean; origin?: StartOrigin; prefill?: ChatOpenPrefill }
  /** `force`: the group's close (another channel opened, `App.closeAll`), which asks only about a running chat. */
  | { type: 'window.close'; force?: boolean }
  /** The window's measured width, for the dock. */
  | { type: 'window.resize'; width: number }
  /** The viewport changed (the watcher sends it), or the app's mobile mode switched (`mobile`). */
  | { type: 'viewport.change'; mobile?: boolean }
  | { type: 'window.minimize'; minimized?: boolean }
  | { type: 'window.maximize'; maximized?: boolean }
  | { type: 'end.request' }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'asyncClose.end' }
  | { type: 'asyncClose.hide' }
  | { type: 'survey.accept' }
  | { type: 'survey.decline' }
  | { type: 'form.change'; filled: boolean }
  | { type: 'invitation.show'; kind: ChatInvitationKind }
  | { type: 'invitation.accept' }
  | { type: 'invitation.decline' }
  /** The visitor is on the invitation (focus or pointer inside): it waits; released, it gets its full time again. */
  | { type: 'invitation.hold'; held: boolean }
  | { type: 'chatButton.show' }
  | { type: 'chatButton.hide' }
  /** New settings (`WebChat.configure`), checked by the plugin; the ones not given stay. */
  | { type: 'widget.configure'; options: Partial<ChatWidgetOptions> }
  | { type: 'window.hide' }
  | { type: 'window.show' }
  | { type: 'overlay.show'; overlay: ChatOverlay }
  | { type: 'overlay.hide' }
  | { type: 'message.inject'; message: InjectedChatMessage }
  | { type: 'chat.status'; status: ChatStatus; async: boolean }
  /** The chat started, from the form with these values (when the chat session knows them). */
  | { type: 'chat.started'; form?: Record<string, string> }
  | { type: 'chat.ended' }
  | { type: 'chat.restored' }
  | { type: 'chat.restoreTimeout' }
  | {
      type: 'chat.message';
      /** How many of the messages count as unread (bubbles and files of agents, bots, supervisors). */
      unread: number;
    }
  | { type: 'chat.surveyOffered' }
  | { type: 'chat.idleAlert' };

/**
 * What the widget machine emits: the `WebChat` events of the suite (opened ... submitted), and the
 * requests it makes of the chat session (`chat.*`), which `linkChatWidget` forwards.
 */
export type ChatWidgetEmitted =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'minimized' }
  | { type: 'unminimized' }
  | { type: 'cancelled' }
  | { type: 'completed' }
  /** The chat started from the form: its submitted values. */
  | { type: 'submitted'; form: Record<string, string> }
  | { type: 'chat.end' }
  | { type: 'chat.read' }
  | { type: 'chat.acceptSurvey' }
  | { type: 'chat.declineSurvey' }
  /** The visitor declined the re-invite: the chat keeps the messages it offered without inviting again. */
  | { type: 'chat.declineReinvite' }
  /** Asks the chat session to put a site's message into its transcript. */
  | { type: 'chat.inject'; message: InjectedChatMessage };
