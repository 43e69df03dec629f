// The subset of faye 1.4 the CometD simulator uses (the package ships no types).
declare module 'faye' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { Duplex } from 'node:stream';

  /** A Bayeux message as faye passes it through extensions. */
  export interface BayeuxMessage {
    /** Channel name. */
    channel: string;
    /** Bayeux client id. */
    clientId?: string;
    /** Message id. */
    id?: string;
    /** Published data. */
    data?: unknown;
    /** Subscription(s) of a subscribe or unsubscribe message. */
    subscription?: string | string[];
    /** Bayeux error text (`code:args:message`). */
    error?: string;
    /** Whether a reply reports success. */
    successful?: boolean;
    /** Extension data. */
    ext?: Record<string, unknown>;
    /** Other Bayeux fields. */
    [field: string]: unknown;
  }

  /** What an extension stage calls to pass the message on (or `null` to drop it). */
  export type ExtensionCallback = (message: BayeuxMessage) => void;

  /** A server extension; stages declared with three parameters also receive the HTTP request (null for local clients). */
  export interface FayeExtension {
    /** Sees every message the server receives. */
    incoming?(
      message: BayeuxMessage,
      request: IncomingMessage | null,
      callback: ExtensionCallback,
    ): void;
    /** Sees every message the server sends. */
    outgoing?(
      message: BayeuxMessage,
      request: IncomingMessage | null,
      callback: ExtensionCallback,
    ): void;
  }

  /** faye's in-process client. */
  export interface FayeClient {
    /** Publishes data on a channel. */
    publish(channel: string, data: unknown): PromiseLike<unknown>;
    /** Disconnects the client. */
    disconnect(): void;
  }

  /** Options of the Node adapter. */
  export interface NodeAdapterOptions {
    /** Path the server answers on. */
    mount: string;
    /** Long-poll timeout in seconds. */
    timeout?: number;
    /** WebSocket ping interval in seconds. */
    ping?: number;
  }

  /** faye's Bayeux server for Node. */
  export class NodeAdapter {
    /** Creates the server. */
    constructor(options: NodeAdapterOptions);
    /** Adds a server extension. */
    addExtension(extension: FayeExtension): void;
    /** The in-process client. */
    getClient(): FayeClient;
    /** Answers one HTTP request (long-polling, callback-polling). */
    handle(request: IncomingMessage, response: ServerResponse): void;
    /** Takes over a WebSocket upgrade. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
    /** Server events (`handshake`, `disconnect`, ...) with the client id. */
    on(event: string, listener: (clientId: string) => void): void;
    /** Flushes and closes every connection. */
    close(): void;
  }

  const faye: { NodeAdapter: typeof NodeAdapter };
  export default faye;
}
