import type { ChatMessage, FileLimits, StartChatRequest } from './chat.types';

/** What a back end's session needs on later calls (e.g. chatId, secureKey, alias, userId); stored for restore. */
export type SessionKeys = Readonly<Record<string, string>>;

/** A server-side error item (`{ code, advice }`). */
export interface ServerErrorItem {
  /** Error code, e.g. 102, 201, 240. */
  code: number;
  /** Advice text or value (e.g. the byte limit for 202). */
  advice?: string;
  /** The i18n key of the text to show, when the transport knows one the code alone does not give. */
  key?: string;
}

/**
 * Why a transport call failed; never thrown, always returned.
 * - `unavailable`: the server answered status 1 (cannot do it now; transient).
 * - `rejected`: a definite refusal with its error items; `status` is the HTTP status, or 2 for a `statusCode` 2 answer;
 *   `ended` when the answer also says the chat has ended.
 * - `network`: no usable answer (timeout, connection dropped, 5xx without errors); the call may or may not have taken effect.
 * - `protocol`: an answer that does not match the protocol (malformed body); the message says what was wrong.
 */
export type TransportError =
  | { kind: 'unavailable'; status: number }
  | { kind: 'rejected'; status: number; errors: ServerErrorItem[]; ended?: boolean }
  | { kind: 'network'; message: string }
  | { kind: 'protocol'; message: string };

/** A transport call's outcome. */
export type TransportResult<T> = { ok: true; value: T } | { ok: false; error: TransportError };

/** Messages received in one answer, and what the answer says of the conversation. */
export interface ChatBatch {
  /** New messages, normalised, in the order received (the machine de-duplicates and orders by index). */
  messages: ChatMessage[];
  /** Whether the server says the chat has ended (`undefined` when the answer does not say). */
  ended: boolean | undefined;
  /** The next transcript position to ask for. */
  nextPosition: number;
  /** Idle-close countdown from the server, if any (seconds). */
  idleTimerExpire?: number;
  /** Session keys the answer renewed, when it did; they replace the stored ones. */
  session?: SessionKeys;
}

/** What a transport can do (spec 2, section 3 "Capabilities"). */
export interface TransportCapabilities {
  /** Resumable (asynchronous) chat. */
  async: boolean;
  /** What closing an async chat does. */
  asyncClose: 'hideChat' | 'endChat';
  /** Paged history. */
  pagination: boolean;
  /** File upload. */
  fileUpload: boolean;
  /**
   * Whether a send whose answer was lost can be checked: a custom notice fences a transcript read
   * that echoes the client's message ids. Without it such a message goes again (at least once). @default true
   */
  deliveryCheck?: boolean;
  /** Custom notices (`sendCustomNotice`). @default true */
  customNotice?: boolean;
  /** User data changes after the start (`updateUserData`). @default true */
  updateData?: boolean;
}

/** How a polling transport wants to be polled (named delays of the chat session machine). */
export interface PollPolicy {
  /** Scheduler tick (ms). @default 250 */
  tick: number;
  /** First and reset interval (ms). @default 500 */
  minInterval: number;
  /** Largest interval (ms). @default 3000 */
  maxInterval: number;
  /** Growth factor per quiet poll. @default 1.2 */
  multiplier: number;
  /** Consecutive status-1 answers tolerated before the server counts as offline. @default 5 */
  exceptionLimit: number;
  /** Added to the interval for each consecutive failed poll (ms; REST v3 waits 1000 ms more per error). @default 0 */
  errorBackoff?: number;
}

/** How the visitor's typing is reported to a back end (the visitor typing machine's delays). */
export interface TypingPolicy {
  /** Milliseconds between checks for the stop. @default 100 */
  tick: number;
  /** Milliseconds without an input change after which typing stops. @default 2000 */
  stop: number;
}

/** A form POST the browser submits to download a file (the back end answers with the file). */
export interface DownloadRequest {
  /** Where to POST. */
  url: string;
  /** Form fields. */
  fields: Record<string, string>;
}

/** What a transport with a push channel reports through {@link ChatTransport.listen}. */
export interface PushHandlers {
  /** A batch the server pushed (new messages, the ended flag, renewed keys). */
  batch(batch: ChatBatch): void;
  /** The push channel was lost; the transport reconnects by itself and calls `restored` when back. */
  lost(message: string): void;
  /** The push channel is back; the session then reads from its position to catch up. */
  restored(): void;
}

/** One chat back end. The chat session machine talks only to this interface. */
export interface ChatTransport {
  /** Transport name, e.g. `gms-v2`. */
  readonly name: string;
  /** What it can do. */
  readonly capabilities: TransportCapabilities;
  /** How it is polled. */
  readonly pollPolicy: PollPolicy;
  /** How visitor typing is reported, when it differs from the defaults (tick 100, stop 2000). */
  readonly typingPolicy?: TypingPolicy;
  /**
   * How long one of its requests may take (ms). A send a page left unanswered as it went may still
   * land within it, so the next page waits that long before checking whether it arrived. @default 3000
   */
  readonly requestTimeout?: number;
  /** Starts a chat; on success the session keys to use from now on. */
  start(
    request: StartChatRequest,
  ): Promise<TransportResult<{ session: SessionKeys; batch: ChatBatch }>>;
  /** Asks for messages from `position` on; `typingPreview` is the text the visitor is typing. */
  poll(
    session: SessionKeys,
    position: number,
    typingPreview: string,
  ): Promise<TransportResult<ChatBatch>>;
  /** Sends a visitor message; `clientMessageId` travels in the event attributes and comes back on the transcript echo. */
  send(
    session: SessionKeys,
    message: { text: string; clientMessageId: string; messageType?: string },
    position: number,
  ): Promise<TransportResult<ChatBatch>>;
  /** Reports that the visitor started or stopped typing. */
  typing(
    session: SessionKeys,
    typing: boolean,
    preview: string,
    position: number,
  ): Promise<TransportResult<ChatBatch>>;
  /** Ends the chat from the visitor's side. */
  disconnect(session: SessionKeys): Promise<TransportResult<ChatBatch>>;
  /** Sends a custom notice (e.g. cancel-idle-timer), with optional event attributes. */
  customNotice(
    session: SessionKeys,
    text: string,
    attributes?: Record<string, unknown>,
  ): Promise<TransportResult<ChatBatch>>;
  /** Adds or changes user data of the chat. */
  updateData(
    session: SessionKeys,
    userData: Record<string, string>,
  ): Promise<TransportResult<ChatBatch>>;
  /** Reads the session's file limits. */
  fileLimits(session: SessionKeys): Promise<TransportResult<FileLimits>>;
  /** Uploads a file; resolves with its id. */
  upload(
    session: SessionKeys,
    file: Blob,
    fileName: string,
  ): Promise<TransportResult<{ fileId: string }>>;
  /** The form POST that downloads a file. */
  downloadRequest(session: SessionKeys, fileId: string): DownloadRequest;
  /**
   * Opens the push channel of a transport that has one (CometD, a web socket) and returns the function
   * that closes it. Polls still run, at the transport's own `pollPolicy`, to catch up after a loss.
   */
  listen?(session: SessionKeys, position: number, handlers: PushHandlers): () => void;
  /**
   * Reads up to `count` messages before the message at index `before`, oldest first; an empty page
   * means there is nothing older. Present when `capabilities.pagination` is true.
   */
  history?(
    session: SessionKeys,
    before: number,
    count?: number,
  ): Promise<TransportResult<ChatBatch>>;
}
