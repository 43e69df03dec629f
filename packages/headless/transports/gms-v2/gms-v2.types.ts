import type { FetchFunction } from '../../services/http';
import type { PollPolicy } from '../transport.types';

/** A GMS chat v2 operation: the path segment after `{chatId}/`, or `start` for the request-chat call. */
export type GmsOperation =
  | 'start'
  | 'refresh'
  | 'send'
  | 'startTyping'
  | 'stopTyping'
  | 'disconnect'
  | 'customNotice'
  | 'updateData'
  | 'file'
  | 'file/limits';

/**
 * A part of an otherwise valid answer that was left out instead of failing the whole answer.
 * A message whose own fields are wrong (index, type, utcTime, text, html, from) is dropped;
 * a bad attachment of a kept message (userData, eventAttributes, bubble, rich media, file details)
 * is ignored; an `idleTimerExpire` that is not a number is ignored.
 */
export interface GmsIssue {
  /** The operation whose answer held it. */
  operation: GmsOperation;
  /** Transcript index of the message concerned, when it had a readable one. */
  index?: number;
  /** What was wrong, naming the field. */
  reason: string;
  /** Whether the whole message was dropped (otherwise only the named field was ignored). */
  dropped: boolean;
}

/** Options of `createGmsTransport`. */
export interface GmsTransportOptions {
  /** Base URL of the chat service, e.g. `http://host/genesys/2/chat/customer-support`. */
  dataURL: string;
  /** API key sent as the `apikey` header (API gateways). */
  apikey?: string;
  /** Extra headers such as `Authorization`, read again for every request; they win over `apikey`. */
  headers?: () => Record<string, string>;
  /** The `fetch` to use. @default globalThis.fetch, looked up per request */
  fetch?: FetchFunction;
  /** Milliseconds before a request, its answer's body included, counts as lost. @default 3000 */
  timeoutMs?: number;
  /** The same for a file upload, which takes longer on a slow line (`webchat.fileUploadTimeout`). @default 60000 */
  uploadTimeoutMs?: number;
  /** Whether the start request goes to the base URL with exactly one trailing slash (without one when false). @default true */
  trailingSlash?: boolean;
  /** Overrides of the poll policy; the rest keeps its defaults. */
  pollPolicy?: Partial<PollPolicy>;
  /** Event attribute that carries the client's message id on `send` and its transcript echo. @default 'cxkit-client-id' */
  clientIdAttribute?: string;
  /** Whether the service runs asynchronous (resumable) chat; sets the `async` and `pagination` capabilities. @default false */
  async?: boolean;
  /** Messages per history page when the caller names no count (`webchat.async` `maxMessagePageSize`). @default 20 */
  maxMessagePageSize?: number;
  /** Called for each message dropped or field ignored while reading an answer; errors it throws are swallowed. */
  onIssue?: (issue: GmsIssue) => void;
}
