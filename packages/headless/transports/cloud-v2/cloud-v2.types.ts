import type { FetchFunction } from '../../services/http';
import type { PollPolicy } from '../transport.types';

/** A guest chat API call, named in protocol failures. */
export type CloudV2Operation =
  'start' | 'members' | 'member' | 'messages' | 'history' | 'send' | 'typing' | 'disconnect';

/** The events a {@link CloudV2Socket} reports; `data` is the text of a `message` event. */
export interface CloudV2SocketEvent {
  /** Frame data of a `message` event (a string, or bytes for binary frames). */
  data?: unknown;
}

/** The part of a WebSocket the transport uses (the browser's, Node's or the `ws` package's). */
export interface CloudV2Socket {
  /** Adds a listener for `open`, `message`, `error` or `close`. */
  addEventListener(
    type: 'open' | 'message' | 'error' | 'close',
    listener: (event: CloudV2SocketEvent) => void,
  ): void;
  /** Closes the socket. */
  close(): void;
}

/** A WebSocket constructor. */
export type CloudV2WebSocketConstructor = new (url: string) => CloudV2Socket;

/** Routing of new chats (`interactionData.routing` of the widget's transport configuration). */
export interface CloudV2Routing {
  /** Routing target type. @default 'QUEUE' */
  targetType?: string;
  /** Queue name. */
  targetAddress: string;
  /** Skills the agent needs. */
  skills?: string[];
  /** Routing priority. */
  priority?: number;
  /** Language skill. */
  language?: string;
}

/** Journey context sent on create (protocols 2.1). */
export interface CloudV2JourneyContext {
  /** The customer, e.g. `{ id, idType: 'cookie' }`. */
  customer?: { id: string; idType: string };
  /** The customer's web session. */
  customerSession?: { id: string; type: string };
  /** The action that offered the chat. */
  triggeringAction?: { id: string; actionMap?: { id: string; version: number } };
}

/** Options of `createCloudV2Transport` (the widget's `transport` configuration of type `purecloud-v2-sockets`). */
export interface CloudV2TransportOptions {
  /** API base, e.g. `https://api.mypurecloud.com`. */
  dataURL: string;
  /** Widget deployment id (`deploymentKey` in the widget's configuration). */
  deploymentKey?: string;
  /** Widget deployment id; used when `deploymentKey` is not set. */
  deploymentId?: string;
  /** Organisation id (`orgGuid` in the widget's configuration). */
  orgGuid?: string;
  /** Organisation id; used when `orgGuid` is not set. */
  organizationId?: string;
  /** Routing of new chats. */
  interactionData: { routing: CloudV2Routing };
  /** Journey context sent on create. */
  journeyContext?: CloudV2JourneyContext;
  /** Messages per transcript page. @default 100 */
  maxMessagePageSize?: number;
  /** Milliseconds between a lost event stream and the next connection attempt. @default 5000 */
  socketReconnectInterval?: number;
  /** Milliseconds without a frame or heartbeat after which the event stream counts as lost. @default 12000 */
  heartbeatTimeout?: number;
  /** Milliseconds the leave request (`DELETE` of the own member) may take. @default 3000 */
  endCallTimeout?: number;
  /** The WebSocket constructor. @default globalThis.WebSocket, else the `isomorphic-ws` package when installed */
  WebSocket?: CloudV2WebSocketConstructor;
  /** The `fetch` to use. @default globalThis.fetch, looked up per request */
  fetch?: FetchFunction;
  /** Milliseconds before a request, its answer's body included, counts as lost. @default 3000 */
  timeoutMs?: number;
  /** Overrides of the poll policy (the socket delivers, so polls are slow catch-up reads by default). */
  pollPolicy?: Partial<PollPolicy>;
}
