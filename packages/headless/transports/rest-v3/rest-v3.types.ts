import type { FetchFunction } from '../../services/http';

/** A REST v3 operation, named in issues and protocol failures. */
export type RestV3Operation =
  'start' | 'poll' | 'history' | 'send' | 'typing' | 'userdata' | 'images' | 'disconnect';

/** A message dropped, or a field of it ignored, while reading an otherwise valid answer. */
export interface RestV3Issue {
  /** The operation whose answer held it. */
  operation: RestV3Operation;
  /** Transcript index of the message concerned, when it had a readable one. */
  index?: number;
  /** What was wrong, naming the field. */
  reason: string;
  /** Whether the whole message was dropped (otherwise only the named field was ignored). */
  dropped: boolean;
}

/** Options of `createRestV3Transport` (the widget's `transport` configuration of type `pureengage-v3-rest`). */
export interface RestV3TransportOptions {
  /** URL of the sessions resource, e.g. `https://api-usw2.digital.genesyscloud.com/nexus/v3/chat/sessions`. */
  dataURL: string;
  /** Chat endpoint name sent on start when the start request names none. */
  endpoint?: string;
  /** Headers sent on every request (e.g. `x-api-key`), or a function read again for every request. */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Stream sent on start, e.g. `live` or `dev`. */
  stream?: string;
  /** Client type sent on start. */
  clientType?: string;
  /** Poll interval (ms); 100 at least. @default 1000 */
  pollTimeout?: number;
  /** Messages per history page; 16 at least. @default 20 */
  maxMessagePageSize?: number;
  /** Whether the service runs asynchronous (resumable) chat; sets the `async` and `pagination` capabilities. @default false */
  async?: boolean;
  /** The `fetch` to use. @default globalThis.fetch, looked up per request */
  fetch?: FetchFunction;
  /** Milliseconds before a request, its answer's body included, counts as lost. @default 3000 */
  timeoutMs?: number;
  /** The same for an image upload, which takes longer on a slow line. @default 60000 */
  uploadTimeoutMs?: number;
  /** Called for each message dropped or field ignored while reading an answer; errors it throws are swallowed. */
  onIssue?: (issue: RestV3Issue) => void;
}
