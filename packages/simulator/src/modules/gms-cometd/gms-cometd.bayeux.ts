import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import faye, { type BayeuxMessage, type FayeExtension, type NodeAdapter } from 'faye';

/** Where the CometD server answers, relative to the server root. */
export const COMETD_PATH = '/genesys/cometd';

/** The chat service channels clients publish operations on (`/service/chatV2/{serviceName}`). */
export const serviceChannelPattern = /^\/service\/chatV2\/([A-Za-z0-9_.~-]+)$/;

// Server-side channels that carry one client's pushes; the outgoing extension renames them to the
// service channel the client subscribed to, so on the wire the client only ever sees that channel.
const privatePrefix = '/cxkit/gms-cometd/';
const privateChannel = (clientId: string) => `${privatePrefix}${clientId}`;

/** Answers one operation a client published on a service channel. */
export type OperationHandler = (input: {
  /** The publishing client. */
  clientId: string;
  /** The service name of the channel. */
  serviceName: string;
  /** The published data. */
  data: unknown;
}) => Promise<object>;

/** The Bayeux server of the CometD mode. */
export interface BayeuxServer {
  /** Whether a request path belongs to the Bayeux endpoint. */
  handles(url: string | undefined): boolean;
  /** Answers an HTTP request (long-polling). */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Diverts WebSocket upgrades of the Bayeux path from the server's other upgrade listeners. */
  attachUpgrades(server: Server): void;
  /** Delivers data to one client on the service channel it subscribed to; false if it has none. */
  deliver(clientId: string, data: object): boolean;
  /** Whether a client is subscribed to a service channel (so {@link BayeuxServer.deliver} reaches it). */
  bound(clientId: string): boolean;
  /**
   * Forgets a client as a server whose session expired does: its pending long poll is answered,
   * its socket closed, and its next message is answered 402 so that it handshakes again.
   */
  dropClient(clientId: string): void;
  /** Calls `listener` when a client disconnects or expires. */
  onClientGone(listener: (clientId: string) => void): void;
  /** Flushes long polls, closes sockets and stops the in-process client. */
  close(): void;
}

// faye has no public call to end a client's session; its engine's destroyClient is what a timeout runs.
const engineOf = (adapter: NodeAdapter) =>
  (adapter as unknown as { _server: { _engine: { destroyClient(clientId: string): void } } })
    ._server._engine;

const subscriptionsOf = (message: BayeuxMessage): string[] =>
  message.subscription === undefined ? [] : ([] as string[]).concat(message.subscription);

/**
 * A faye server at {@link COMETD_PATH}. Bayeux never broadcasts `/service/**`, so replies and pushes
 * reach one client only: an operation's answer rides on the publish reply (same id, with `data`,
 * which CometD clients match to their call), and later pushes go to a private channel the
 * client's subscription to the service channel is bound to.
 */
export function createBayeuxServer(handleOperation: OperationHandler): BayeuxServer {
  const adapter = new faye.NodeAdapter({ mount: COMETD_PATH, timeout: 25 });
  const serviceOf = new Map<string, string>();
  const answers = new Map<string, object>();
  const sockets = new Set<Duplex>();
  const goneListeners: ((clientId: string) => void)[] = [];
  const deliveries = new Map<string, Promise<unknown>>();
  const answerKey = (clientId: string | undefined, id: string | undefined) =>
    `${clientId ?? ''}\u0000${id ?? ''}`;

  const privateSide: FayeExtension = {
    incoming(message, request, callback) {
      // Local (in-process) messages are the server's own pushes.
      if (request === null) return callback(message);
      const { channel, clientId = '' } = message;
      if (channel === '/meta/subscribe' || channel === '/meta/unsubscribe') {
        const subscriptions = subscriptionsOf(message);
        if (subscriptions.some((name) => name.startsWith(privatePrefix))) {
          message.error = `403:${subscriptions.join(',')}:Forbidden channel`;
          return callback(message);
        }
        const service = subscriptions.find((name) => serviceChannelPattern.test(name));
        if (service !== undefined) {
          if (channel === '/meta/subscribe') serviceOf.set(clientId, service);
          message.subscription = subscriptions.map((name) =>
            name === service ? privateChannel(clientId) : name,
          );
        }
        return callback(message);
      }
      if (channel.startsWith(privatePrefix)) {
        message.error = `403:${channel}:Forbidden channel`;
        return callback(message);
      }
      const match = serviceChannelPattern.exec(channel);
      if (match === null || message.data === undefined) return callback(message);
      handleOperation({ clientId, serviceName: match[1]!, data: message.data })
        .then((answer) => answers.set(answerKey(message.clientId, message.id), answer))
        .catch((error: unknown) => {
          message.error = `500::${error instanceof Error ? error.message : String(error)}`;
        })
        .finally(() => callback(message));
    },
    outgoing(message, _request, callback) {
      const { channel } = message;
      if (channel === '/meta/subscribe' || channel === '/meta/unsubscribe') {
        const clientId = message.clientId ?? '';
        const service = serviceOf.get(clientId);
        if (service !== undefined && message.subscription !== undefined) {
          const own = privateChannel(clientId);
          const names = subscriptionsOf(message).map((name) => (name === own ? service : name));
          message.subscription = names.length === 1 ? names[0] : names;
        }
      } else if (channel.startsWith(privatePrefix) && message.data !== undefined) {
        const service = serviceOf.get(channel.slice(privatePrefix.length));
        if (service !== undefined) {
          return callback({ channel: service, data: message.data });
        }
      } else if (serviceChannelPattern.test(channel) && message.successful !== undefined) {
        const key = answerKey(message.clientId, message.id);
        const answer = answers.get(key);
        if (answer !== undefined) {
          answers.delete(key);
          message.data = answer;
        }
      }
      // CometD servers name an unknown client 402; faye says 401.
      if (channel.startsWith('/meta/') && message.error?.startsWith('401:')) {
        message.error = `402::Unknown client`;
      }
      return callback(message);
    },
  };
  adapter.addExtension(privateSide);
  adapter.on('disconnect', (clientId) => {
    serviceOf.delete(clientId);
    deliveries.delete(clientId);
    for (const listener of goneListeners) listener(clientId);
  });

  let client: ReturnType<typeof adapter.getClient> | undefined;
  const pathOf = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';
  const handles = (url: string | undefined) => {
    const path = pathOf(url);
    return path === COMETD_PATH || path.startsWith(`${COMETD_PATH}/`);
  };

  return {
    handles,
    handle(request, response) {
      adapter.handle(request, response);
    },
    attachUpgrades(server) {
      const others = server.listeners('upgrade') as ((...args: unknown[]) => void)[];
      server.removeAllListeners('upgrade');
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!handles(request.url)) {
          for (const listener of others) listener.call(server, request, socket, head);
          return;
        }
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
        adapter.handleUpgrade(request, socket, head);
      });
    },
    deliver(clientId, data) {
      if (!serviceOf.has(clientId)) return false;
      const local = (client ??= adapter.getClient());
      // Each push waits for the previous one's acknowledgement so that a client gets them in order.
      const previous = deliveries.get(clientId) ?? Promise.resolve();
      const next = previous
        .then(() => local.publish(privateChannel(clientId), data))
        .catch(() => undefined);
      deliveries.set(clientId, next);
      return true;
    },
    bound(clientId) {
      return serviceOf.has(clientId);
    },
    dropClient(clientId) {
      engineOf(adapter).destroyClient(clientId);
    },
    onClientGone(listener) {
      goneListeners.push(listener);
    },
    close() {
      client?.disconnect();
      adapter.close();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      serviceOf.clear();
      answers.clear();
      deliveries.clear();
    },
  };
}
