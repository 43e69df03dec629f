import type {
  ChatMessage,
  FileLimits,
  ParticipantType,
  StartChatRequest,
} from '../../transports/chat.types';
import type {
  IdleNotice,
  SurveyNotice as SurveyOffer,
} from '../../services/chat-files/chat-notices';
import type { VisibilitySignal } from '../../services/signals/signals.types';
import type { TabPresence } from '../../services/tab-presence/tab-presence';
import type {
  ChatBatch,
  ChatTransport,
  ServerErrorItem,
  SessionKeys,
} from '../../transports/transport.types';

/** An agent, bot or supervisor of the chat (spec 2, section 3 "Agent record"). */
export interface ChatParticipant {
  /** Back-end participant id. */
  id: string;
  /** Display name. */
  name: string;
  /** Role. */
  type: Exclude<ParticipantType, 'Client' | 'System'>;
  /** Whether they are in the chat now. */
  connected: boolean;
  /** Whether they are a supervisor. */
  supervisor: boolean;
  /** When they joined (ms since epoch). */
  connectedTime: number;
  /** When they left (ms since epoch), if they did. */
  disconnectedTime?: number;
}

/** Where a visitor message is on its way to the server. */
export type OutboxStatus = 'queued' | 'sending' | 'uncertain' | 'failed';

/** A visitor message not yet confirmed by the server's transcript. */
export interface OutboxEntry {
  /** The client's id for the message, echoed back by the server. */
  clientMessageId: string;
  /** The text, after pre-processors. */
  text: string;
  /** Where it is: waiting, on the wire, sent but unconfirmed (the answer was lost), or refused. */
  status: OutboxStatus;
  /** When the visitor sent it (ms since epoch). */
  createdAt: number;
  /**
   * When its last send went out, while that send has no answer (ms since epoch): on its way, or lost
   * on the network, where it may still land. Saved, so that a page taking the message over knows.
   */
  sentAt?: number;
  /**
   * Taken over from a page that went (a reload, a closed tab) while its send had no answer: that send
   * may still land, so the delivery check waits until the send's time has run out.
   */
  takenOver?: true;
  /**
   * A send of it before a retry may have reached a chat (it was called not confirmed): a later verdict
   * about another send never calls it not sent.
   */
  mayHaveArrived?: true;
  /** Why the server refused it (status `failed`). */
  error?: ChatErrorDetails;
}

/** Where a visitor's file is on its way to the server. */
export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

/** A file the visitor sends. */
export interface UploadEntry {
  /** Local id, for retrying or dismissing it. */
  id: string;
  /** The file's name. */
  fileName: string;
  /** Its size in bytes. */
  size: number;
  /** The file itself (kept until it is sent). */
  file: Blob;
  /** Where it is. */
  status: UploadStatus;
  /** Why it failed (status `failed`). */
  error?: ChatErrorDetails;
  /** Whether sending it again may help (a lost connection, not a refusal). */
  retryable: boolean;
  /** The server's id once uploaded. */
  fileId?: string;
}

/** A chat error as the UI shows it: an i18n key of the `webchat` texts and its placeholder values. */
export interface ChatErrorDetails {
  /** The i18n key, e.g. `webchat.errors.MessageFailed`. */
  key: string;
  /** Placeholder values. */
  values?: Record<string, string | number>;
  /** The server's error items, when the server refused. */
  serverErrors?: ServerErrorItem[];
}

/** A chat error kept for the UI until dismissed. */
/**
 * What an error is about, so a UI shows each where it belongs: `start` (the form), `message` (a
 * pending message, also marked failed), `file` (an upload), `connection` (the connection line),
 * `restore` (a session that could not be restored: the re-invite), `chat` (anything else).
 */
export type ChatErrorScope = 'start' | 'message' | 'file' | 'connection' | 'restore' | 'chat';

/** A raised error as the chat keeps it until dismissed. */
export interface ChatErrorEntry extends ChatErrorDetails {
  /** Unique id, for dismissing it. */
  id: number;
  /** What it is about. */
  scope: ChatErrorScope;
  /** When it happened (ms since epoch). */
  time: number;
  /** The outbox entry it is about (scope `message`); it goes when that message is retried or discarded. */
  clientMessageId?: string;
}

/** The connection as the visitor experiences it. */
export type ConnectionStatus = 'online' | 'slow' | 'disconnected';

/** An idle warning from the server (IdleAlert / IdleClose). */
export type { IdleNotice } from '../../services/chat-files/chat-notices';

/** A post-chat survey offered by the server. */
export type { SurveyNotice as SurveyOffer } from '../../services/chat-files/chat-notices';

/** The chat metadata record (spec 2, section 3). */
export interface ChatMetadata {
  /** Whether the chat was started from a proactive invitation. */
  proactive: boolean;
  /** Whether the form was prefilled. */
  prefilled: boolean;
  /** Whether the form was submitted automatically. */
  autoSubmitted: boolean;
  /** Whether co-browse was started from the chat. */
  coBrowseInitiated: boolean;
  /** Files the visitor uploaded. */
  filesUploaded: number;
  /** Agents that have connected. */
  numAgents: number;
  /** Messages the visitor sent. */
  userMessages: number;
  /** Messages agents, bots and supervisors sent. */
  agentMessages: number;
  /** System messages received. */
  systemMessages: number;
  /** Errors raised. */
  errors: number;
  /** When the widget opened (ms since epoch). */
  opened?: number;
  /** When the chat started. */
  started?: number;
  /** When the visitor cancelled before starting. */
  cancelled?: number;
  /** When the chat completed (ended). */
  completed?: number;
  /** When the widget closed. */
  closed?: number;
  /** Milliseconds from start to completion (or to now while active). */
  elapsed: number;
  /** Whether the visitor is waiting for a first agent. */
  waitingForAgent: boolean;
  /** Whether an agent was reached. */
  agentReached: boolean;
  /** Whether a supervisor was reached. */
  supervisorReached: boolean;
  /** The submitted form values. */
  form?: Record<string, string>;
}

/** What is kept to restore a session after a page load (through the injected store). */
export interface SavedSession {
  /** The back end's session keys. */
  session: SessionKeys;
  /** Next transcript position. */
  position: number;
  /** Last successful poll (ms since epoch). */
  lastPing: number;
  /**
   * Visitor messages not yet confirmed, each with the tab that sends it (its presence id), if known;
   * one the server refused keeps its error (`failed`), so that it comes back refused, not sent again.
   */
  outbox: (Pick<
    OutboxEntry,
    'clientMessageId' | 'text' | 'createdAt' | 'sentAt' | 'mayHaveArrived'
  > & {
    owner?: string;
    /** The i18n key of the error of a message the server refused. */
    failed?: string;
  })[];
  /** The transcript index up to which the visitor dismissed idle notices. */
  idleDismissed?: number;
  /**
   * In a saved session without keys (refused messages kept between chats): the visitor declined the
   * re-invite that offered them, so later pages keep them for the next chat without inviting again.
   */
  declined?: true;
}

/** Where the session is kept between page loads (cookies in a browser). */
export interface SessionStore {
  /** Reads the saved session, if any (invalid data counts as none). */
  load(): SavedSession | undefined;
  /** Saves the session. */
  save(saved: SavedSession): void;
  /** Forgets it. */
  clear(): void;
}

/** Settings of the chat session. */
export interface ChatSessionOptions {
  /** Longest message in characters. @default 500 */
  maxMessageLength: number;
  /** A saved session whose last poll is older than this is not restored (ms). @default 60000 */
  restoreTimeout: number;
  /** How long the reconnected notice stays (ms). @default 2000 */
  reconnectNotice: number;
  /** Pause before checking again whether an unconfirmed message arrived, or (without a delivery check) sending it again (ms). @default 1000 */
  verifyRetry: number;
  /** Language code sent as `GCTI_LanguageCode`. @default 'en' */
  language: string;
  /** Whether the chat is asynchronous (adds the async flag to user data; allows history reads). @default false */
  async: boolean;
  /** Messages per history page in asynchronous chat (spec 2, section 9: 20). @default 20 */
  historyPageSize: number;
  /** The routing endpoint sent with each start that names none (`webchat.endpoint`). @default none */
  endpoint?: string;
  /**
   * Longest wait for a transport call (other than a file upload) before it counts as unanswered,
   * like a dropped connection (ms). The built-in transports give up after their own request timeout
   * (3000 ms); this frees a chat whose own transport never answers. Keep it above that timeout. @default 30000
   */
  callTimeout: number;
  /**
   * Longest wait for a file upload before it counts as failed on the network (FileSendFailed, with
   * retry), so that one a transport never answers does not hold back the files after it (ms). The
   * built-in transports give up after their own upload timeout (60000 ms); keep it above that. @default 120000
   */
  uploadTimeout: number;
  /**
   * Whether a page without a chat of its own joins the chat another tab of the browser is on when its
   * window opens or the tab comes back into view, as a page load would restore it, rather than offer
   * a second chat. @default true
   */
  joinOtherTabs: boolean;
}

/** What the chat session machine is given. */
export interface ChatSessionInput {
  /** The back end. */
  transport: ChatTransport;
  /** Where the session is kept for restore. */
  store: SessionStore;
  /** Settings (each has a default). */
  options?: Partial<ChatSessionOptions>;
  /** Clock. @default Date.now */
  now?: () => number;
  /** Id source for client message ids. @default randomId (a version 4 UUID) */
  createId?: () => string;
  /** Facts about the page for the automatic user data. @default read from the browser, empty on a server */
  page?: () => PageFacts;
  /** Page visibility, to poll at once when a hidden tab comes back. */
  visibility?: VisibilitySignal;
  /**
   * Which tabs are open (`createWebLocksPresence()` in a browser): with it, a tab sends only its own
   * unsent messages and those of closed tabs. Without it, a restore takes every unsent message saved.
   */
  presence?: TabPresence;
  /** The `fetch` used to report a declined survey. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Facts about the page and browser, for the automatic user data keys. */
export interface PageFacts {
  /** Whether the visitor is on a mobile device. */
  mobile: boolean;
  /** document.referrer. */
  referrer: string;
  /** location.href. */
  url: string;
  /** document.title. */
  title: string;
  /** Browser name and version. */
  browser: string;
  /** Operating system. */
  os: string;
}

/** The start form as the visitor fills it, before the automatic keys are added. */
export interface StartChatForm extends Omit<StartChatRequest, 'userData'> {
  /** User data: an object, or a JSON string of one. */
  userData?: Record<string, string> | string;
}

/** How a chat was started, for the metadata record. */
export interface StartOrigin {
  /** From a proactive invitation. */
  proactive?: boolean;
  /** With a prefilled form. */
  prefilled?: boolean;
  /** Submitted automatically (no visitor click). */
  autoSubmitted?: boolean;
}

/** Context of the chat session machine. */
export interface ChatSessionContext {
  /** The back end. */
  transport: ChatTransport;
  /** Where the session is kept for restore. */
  store: SessionStore;
  /** Settings. */
  options: ChatSessionOptions;
  /** Clock. */
  now: () => number;
  /** Id source. */
  createId: () => string;
  /** Page facts source. */
  page: () => PageFacts;
  /** Page visibility, to poll at once when a hidden tab comes back. */
  visibility?: VisibilitySignal;
  /** Which tabs are open, to tell a closed tab's unsent messages from an open one's. */
  presence?: TabPresence;
  /** The start request being made. */
  request?: StartChatRequest;
  /** Session keys while a chat exists. */
  session?: SessionKeys;
  /** Next transcript position to ask for. */
  position: number;
  /** Indexes already received (visible or hidden). */
  seen: ReadonlySet<number>;
  /** Client message ids settled: confirmed by the transcript, or discarded by the visitor. */
  confirmed: ReadonlySet<string>;
  /** Client message ids of the visitor messages shown: a second echo of one of them is not shown again. */
  echoed: ReadonlySet<string>;
  /** The visible transcript, ordered by index. */
  messages: ChatMessage[];
  /** Agents, bots and supervisors by id (a map: ids come from the network). */
  participants: ReadonlyMap<string, ChatParticipant>;
  /** Visitor messages not yet confirmed, in send order. */
  outbox: OutboxEntry[];
  /** Current poll interval (ms). */
  pollInterval: number;
  /** Consecutive status-1 poll answers. */
  unavailableCount: number;
  /** The connection as the visitor experiences it. */
  connection: ConnectionStatus;
  /** Errors kept until dismissed. */
  errors: ChatErrorEntry[];
  /** Next error id. */
  nextErrorId: number;
  /** Field errors of the start form, by field name. */
  formErrors: Record<string, ChatErrorDetails>;
  /** The current idle warning, if any. */
  idle?: IdleNotice;
  /** Idle alerts so far. */
  idleAlerts: number;
  /** The transcript index up to which the visitor dismissed idle notices: a restore shows none of those again. */
  idleDismissed?: number;
  /** A survey the server offered. */
  survey?: SurveyOffer;
  /** Hidden-message filters (the start token and registered ones). */
  prefilters: RegExp[];
  /** Pre-processors run on outgoing text, in order. */
  preProcessors: ((text: string) => string)[];
  /** The session's file limits, once read. */
  fileLimits?: FileLimits;
  /** Files the visitor sends, in order. */
  uploads: UploadEntry[];
  /** The `fetch` used to report a declined survey. */
  fetch: typeof fetch;
  /** Whether the current read is a restore (messages get `restoring: true`). */
  restoring: boolean;
  /** The delivery check under way for a message whose send had no answer. */
  probe: DeliveryProbe | undefined;
  /** Bubbles and files from agents, bots and supervisors received since the visitor last read the chat. */
  unread: number;
  /** The last link made to continue or share this chat elsewhere. */
  shareLink: ShareLink | undefined;
  /** Which kind of link the chat is being joined from, while it is. */
  joining: ShareKind | undefined;
  /** Polls that failed in a row (unavailable or unanswered); each adds the policy's error backoff. */
  failedPolls: number;
  /** Whether a history read found nothing older (asynchronous chat). */
  historyExhausted: boolean;
  /** The metadata record. */
  metadata: ChatMetadata;
  /** Whether the chat's polls run now (not stopped, not asleep), so that its end reports them stopped once. */
  polling: boolean;
  /** Whether the visitor's typing was last reported as started, so that only changes are announced. */
  visitorTyping: boolean;
}

/** The options `WebChatService.configure` may change between chats (each takes effect where it is next read). */
export type ConfigurableOptions = Partial<
  Pick<
    ChatSessionOptions,
    | 'maxMessageLength'
    | 'language'
    | 'endpoint'
    | 'restoreTimeout'
    | 'historyPageSize'
    | 'joinOtherTabs'
  >
>;

/** An input whose text is sent as the typing preview (a text input or textarea, or anything like one). */
export interface TypingPreviewInput {
  /** The text typed so far. */
  readonly value: string;
  /** Adds the `input` listener. */
  addEventListener(type: 'input', listener: () => void): void;
  /** Removes the `input` listener. */
  removeEventListener(type: 'input', listener: () => void): void;
}

/** Events the chat session machine accepts. */
export type ChatSessionEvent =
  | { type: 'session.start'; form: StartChatForm; origin?: StartOrigin }
  | { type: 'messages.read' }
  | { type: 'session.restore' }
  | { type: 'session.end' }
  | { type: 'message.send'; text: string }
  | { type: 'message.retry'; clientMessageId: string }
  | { type: 'message.discard'; clientMessageId: string }
  | { type: 'poll.now' }
  /** Stops the polls until `poll.start` (`WebChatService.stopPoll`). */
  | { type: 'poll.stop' }
  /** Resumes stopped polls, reading at once (`WebChatService.startPoll`). */
  | { type: 'poll.start' }
  /** Stops the polls until `session.wake` (`WebChatService.sleep`). */
  | { type: 'session.sleep' }
  /** Ends a sleep, reading at once (`WebChatService.wake`). */
  | { type: 'session.wake' }
  /** Changes options that may change between chats (`WebChatService.configure`). */
  | { type: 'session.configure'; options: ConfigurableOptions }
  | { type: 'page.visible' }
  | { type: 'error.dismiss'; id: number }
  | { type: 'prefilter.add'; filters: RegExp | RegExp[] }
  | { type: 'preProcessor.add'; process: (text: string) => string }
  | { type: 'notice.send'; text: string; attributes?: Record<string, unknown> }
  | { type: 'userData.update'; userData: Record<string, string> }
  | { type: 'visitor.typing'; typing: boolean; preview: string }
  | { type: 'file.upload'; file: Blob; fileName: string }
  | { type: 'file.retry'; id: string }
  | { type: 'file.dismiss'; id: string }
  | { type: 'survey.accept' }
  | { type: 'survey.decline' }
  /** The chat is over: `read` when a read of the transcript found it so, which holds every message that arrived. */
  | { type: 'chat.ended'; read?: boolean }
  | { type: 'idle.dismiss' }
  /** The visitor declined the re-invite after a failed restore. */
  | { type: 'reinvite.declined' }
  | { type: 'widget.opened' }
  | { type: 'widget.closed' }
  | { type: 'language.set'; language: string }
  | { type: 'form.cancelled' }
  | { type: 'coBrowse.started' }
  | { type: 'share.create'; kind: ShareKind; baseUrl: string }
  | { type: 'share.join'; token: string }
  | { type: 'connection.restored' }
  | { type: 'history.fetch' }
  /** A message of the site's own into the transcript (`WebChat.injectMessage`); never sent. */
  | { type: 'message.inject'; message: InjectedChatMessage }
  | { type: 'transport.pushed'; batch: ChatBatch }
  | { type: 'transport.lost'; message: string }
  | { type: 'transport.restored' }
  | { type: 'tab.gone'; owner: string };

/** A message a site puts into the transcript itself (`WebChat.injectMessage`); it is never sent to the agent. */
export interface InjectedChatMessage {
  /** Its id, as the command's result gives it. */
  id: string;
  /** `html` renders `text` as sanitised markup. @default 'text' */
  type: 'text' | 'html';
  /** The name shown as its sender; none shows it as a system line. */
  name?: string;
  /** What it says. */
  text: string;
  /** Marks it as the site's own (`data-custom` on its row), for the site's styles. @default false */
  custom: boolean;
  /** Bubble styling hints (`fill`, `radius`, `time`, `name`, `direction`, ...), passed to the message as given. */
  bubble?: Record<string, unknown>;
}

/** Notifications the chat session machine emits (the WebChatService plugin republishes them). */
export type ChatSessionEmitted =
  | { type: 'started'; session: SessionKeys }
  | { type: 'restored'; session: SessionKeys }
  | { type: 'restoreTimeout' }
  | { type: 'messageReceived'; messages: ChatMessage[]; restoring: boolean }
  | { type: 'messageFailed'; text: string; error: ChatErrorDetails }
  | { type: 'error'; error: ChatErrorDetails }
  | { type: 'rejected'; command: string; error: ChatErrorDetails }
  | { type: 'participantConnected'; participant: ChatParticipant }
  | { type: 'participantDisconnected'; participant: ChatParticipant }
  | { type: 'agentTypingStarted'; participant: ChatParticipant }
  | { type: 'agentTypingStopped'; participant: ChatParticipant }
  | { type: 'idle'; notice: IdleNotice }
  | { type: 'surveyOffered'; survey: SurveyOffer }
  | { type: 'fileUploaded'; upload: UploadEntry }
  | { type: 'fileFailed'; upload: UploadEntry }
  | { type: 'chatServerWentOffline' }
  | { type: 'chatServerBackOnline' }
  | { type: 'disconnected' }
  | { type: 'reconnected' }
  | { type: 'ended' }
  | { type: 'shareLinkCreated'; link: ShareLink }
  | { type: 'historyLoaded'; count: number; exhausted: boolean }
  | { type: 'pollingStarted' }
  | { type: 'pollingStopped' }
  | { type: 'sleeping' }
  | { type: 'waking' }
  | { type: 'clientTypingStarted' }
  | { type: 'clientTypingStopped' }
  /** A poll was refused with the chat over: the server no longer knows the session (`status` is the answer's). */
  | { type: 'sessionLost'; status: number };

/**
 * A delivery check: a custom notice carrying `id` is sent after a send without an answer. Any read
 * that holds the notice was made after the server had handled that send, so it shows the message if
 * the server has it; reads without it may be replays of older answers and decide nothing.
 */
export interface DeliveryProbe {
  /** The notice's unique id (in the `cxkit-delivery-probe` event attribute). */
  id: string;
  /** Reads since the server acknowledged it that did not hold it (a lost notice is sent again after a few). */
  staleReads: number;
}

/** A batch as the machine received it, with where it came from. */
export interface ReceivedBatch {
  /** The batch. */
  batch: ChatBatch;
  /** Whether it answers a restore read. */
  restoring: boolean;
  /** Whether the push channel brought it, rather than a read of the transcript. */
  pushed?: boolean;
}

/** Why a chat link is made: to continue the chat on another device, or to let another person in. */
export type ShareKind = 'transfer' | 'invite';

/** A link that opens this chat elsewhere; it carries the session keys, so treat it as a secret. */
export interface ShareLink {
  /** What the link is for. */
  kind: ShareKind;
  /** The page URL with the chat token added. */
  url: string;
  /** The chat token alone (for a QR code or a copy button). */
  token: string;
}
