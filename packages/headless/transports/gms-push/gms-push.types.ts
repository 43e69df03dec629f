import type { FetchFunction } from '../../services/http';
import type { GmsIssue } from '../gms-v2/gms-v2.types';
import type { PollPolicy } from '../transport.types';

/**
 * The browser globals the `cometd` package reads from `window`: timers always, `XMLHttpRequest` for
 * long-polling, `WebSocket` for the WebSocket transport. In a browser it is `window` itself; in Node
 * give one (e.g. timers plus a happy-dom Window's `XMLHttpRequest`), which the transport installs as the
 * global `window` when there is none, because the package reads that global when it runs.
 */
export interface CometWindow {
  /** Schedules a callback. */
  setTimeout(callback: () => void, delay: number): unknown;
  /** Cancels a scheduled callback. */
  clearTimeout(id: unknown): void;
  /** The `XMLHttpRequest` class for long-polling. */
  XMLHttpRequest?: unknown;
  /** The `WebSocket` class for the WebSocket transport. */
  WebSocket?: unknown;
  /** Where CometD logs (`console` when absent). */
  console?: Console;
}

/** The message-bus (CometD client) settings; each default is the spec's (spec 1, message-bus transport defaults). */
export interface MessageBusSettings {
  /** Connections the client may open at once. @default 2 */
  maxConnections?: number;
  /** Step by which the retry back-off grows (ms). @default 1000 */
  backoffIncrement?: number;
  /** Largest retry back-off (ms). @default 60000 */
  maxBackoff?: number;
  /** How long past the long-poll timeout an answer may take before it counts as lost (ms); also the operation timeout. @default 10000 */
  maxNetworkDelay?: number;
  /** Long-poll timeout asked of the server until it advises its own (ms). @default 60000 */
  adviceTimeout?: number;
  /** Longest URL of a GET request. @default 2000 */
  maxURILength?: number;
  /** Whether messages sent while a request is out are batched. @default false */
  autoBatch?: boolean;
  /** How long opening a connection may take (ms; 0 = no limit). @default 0 */
  connectTimeout?: number;
}

/** Options of `createGmsPushTransport`: the widget's `cometD` block plus the transport's own settings. */
export interface GmsPushTransportOptions extends MessageBusSettings {
  /** Whether CometD mode is on (the widget's `cometD.enabled`); accepted for the widget's shape. @default true */
  enabled?: boolean;
  /** The Bayeux endpoint, e.g. `http://host/genesys/cometd`. */
  cometURL: string;
  /** The chat service channel, `/service/chatV2/{serviceName}`. */
  channel: string;
  /** The file operations URL, e.g. `http://host/genesys/2/chat-ntf`. */
  apiURL: string;
  /** Whether the WebSocket transport may be used (falls back to long-polling). @default true */
  websocketEnabled?: boolean;
  /** CometD's log level. @default 'warn' */
  logLevel?: 'warn' | 'info' | 'debug';
  /** Consecutive failed handshakes after which a start answers status 1. @default 5 */
  handshakeAttempts?: number;
  /** The push retry watch: how often to check a lost channel (ms) and how many times. @default { interval: 3000, tries: 30 } */
  retryWatch?: { interval?: number; tries?: number };
  /** How long the channel stays open after the last call when nothing listens (ms). @default 30000 */
  lingerMs?: number;
  /** API key sent as the `apikey` header of file requests. */
  apikey?: string;
  /** Extra headers of file requests, read again for every request. */
  headers?: () => Record<string, string>;
  /** The `fetch` of file requests. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** Milliseconds before a file request counts as lost. @default 3000 */
  timeoutMs?: number;
  /** The same for a file upload, which takes longer on a slow line (`webchat.fileUploadTimeout`). @default 60000 */
  uploadTimeoutMs?: number;
  /** Overrides of the poll policy (catch-up reads); the push channel delivers, so polls are slow. */
  pollPolicy?: Partial<PollPolicy>;
  /** Event attribute that carries the client's message id. @default 'cxkit-client-id' */
  clientIdAttribute?: string;
  /** The globals the CometD client needs; defaults to the global `window`. */
  window?: CometWindow;
  /** Called for each message dropped or field ignored while reading an answer or a push. */
  onIssue?: (issue: GmsIssue) => void;
}

/** Status of a CometD client. */
export type PushClientStatus =
  'disconnected' | 'handshaking' | 'connecting' | 'connected' | 'disconnecting';

/** A Bayeux message as the push client sees it. */
export interface PushMessage {
  /** Channel. */
  channel: string;
  /** Whether a reply reports success. */
  successful?: boolean;
  /** Bayeux error text, e.g. `402::Unknown client`. */
  error?: string;
  /** Data of a delivered message. */
  data?: unknown;
  /** Why a message failed on the client side. */
  failure?: { reason?: string };
  /** Whether a handshake re-establishes an earlier session. */
  reestablish?: boolean;
}

/** The part of the `cometd` package's client the transport uses (a fake replaces it in unit tests). */
export interface PushClient {
  /** Sets the client's configuration. */
  configure(configuration: Record<string, unknown>): void;
  /** Starts a handshake (retried by the client until it succeeds or is stopped). */
  handshake(): void;
  /** Disconnects. */
  disconnect(): void;
  /** Listens to a meta channel; returns the handle. */
  addListener(channel: string, callback: (message: PushMessage) => void): unknown;
  /** Subscribes to a channel; `acknowledged` receives the server's reply. */
  subscribe(
    channel: string,
    callback: (message: PushMessage) => void,
    acknowledged: (message: PushMessage) => void,
  ): unknown;
  /** Publishes to a service channel and calls back with the server's answer (or a failure). */
  remoteCall(
    target: string,
    content: unknown,
    timeout: number,
    callback: (message: PushMessage) => void,
  ): void;
  /** The client's status. */
  getStatus(): PushClientStatus;
  /** Turns the WebSocket transport off. */
  websocketEnabled?: boolean;
}
