import { failure } from '../transport-results';
import type { TransportResult } from '../transport.types';
import type { ResolvedGmsPushOptions } from './gms-push.options';
import type { PushClient, PushMessage } from './gms-push.types';

/** What a listener of the push channel hears. */
export interface ChannelListener {
  /** Data the server pushed on the service channel. */
  push(data: unknown): void;
  /** The channel was lost (a transport failure, not an unknown-client answer). */
  lost(message: string): void;
  /** The channel is back (handshaken again and connected); the client may be new to the server. */
  restored(): void;
  /** The client has a new session (it handshook again): the server knows it anew, bound to no chat. */
  renewed(): void;
}

/** The CometD connection of one transport: connects on demand, answers calls, reports pushes. */
export interface PushChannel {
  /** Publishes an operation and resolves with the data of the server's answer, within `timeoutMs` (default `maxNetworkDelay`) once connected. */
  call(content: Record<string, unknown>, timeoutMs?: number): Promise<TransportResult<unknown>>;
  /** Adds a listener (connecting when needed); returns the function that removes it. */
  listen(listener: ChannelListener): () => void;
  /** Disconnects now unless someone listens. */
  release(): void;
}

// CometD servers answer 402 for a client they do not know (faye says 401): re-handshake, not a loss.
const isUnknownClient = (message: PushMessage) => /^40[12]:/.test(message.error ?? '');

const reasonOf = (message: PushMessage) =>
  message.error ?? message.failure?.reason ?? 'no answer from the server';

/**
 * Creates the channel. Each handshake (the first and every re-handshake) subscribes to the
 * service channel again; `handshakeAttempts` failures in a row stop the client and fail whoever
 * waits with status 1; a lost channel is watched (`retryWatch`) and handshaken again when the
 * client has stopped retrying by itself.
 */
export function createPushChannel(
  config: ResolvedGmsPushOptions,
  makeClient: () => PushClient,
): PushChannel {
  const target = config.channel.slice('/service'.length);
  const listeners = new Set<ChannelListener>();
  let client: PushClient | undefined;
  let ready = false;
  let lost = false;
  let failedHandshakes = 0;
  // Sessions subscribed so far, so that a call refused with 402 knows whether a new one began meanwhile.
  let sessions = 0;
  let subscribing = false;
  let inFlight = 0;
  let waiters: ((result: TransportResult<void>) => void)[] = [];
  let watch: ReturnType<typeof setInterval> | undefined;
  let linger: ReturnType<typeof setTimeout> | undefined;

  function settle(result: TransportResult<void>): void {
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve(result);
  }

  function each(notify: (listener: ChannelListener) => void): void {
    for (const listener of [...listeners]) {
      try {
        notify(listener);
      } catch {
        // One failing listener must not keep the others from hearing it.
      }
    }
  }

  function stopWatch(): void {
    if (watch !== undefined) clearInterval(watch);
    watch = undefined;
  }

  function markLost(reason: string): void {
    if (lost || listeners.size === 0) return;
    lost = true;
    each((listener) => listener.lost(reason));
    startWatch();
  }

  function startWatch(): void {
    stopWatch();
    let tries = 0;
    watch = setInterval(() => {
      tries += 1;
      if (!lost || listeners.size === 0) return stopWatch();
      if (client?.getStatus() === 'disconnected') {
        failedHandshakes = 0;
        client.handshake();
      }
      if (tries >= config.retryWatch.tries) stopWatch();
    }, config.retryWatch.interval);
  }

  function onPush(message: PushMessage): void {
    if (message.data !== undefined) each((listener) => listener.push(message.data));
  }

  function onHandshake(message: PushMessage): void {
    if (!message.successful) {
      ready = false;
      failedHandshakes += 1;
      if (failedHandshakes >= config.handshakeAttempts) {
        failedHandshakes = 0;
        client?.disconnect();
        settle(failure({ kind: 'unavailable', status: 1 }));
      }
      if (!isUnknownClient(message)) markLost(reasonOf(message));
      return;
    }
    failedHandshakes = 0;
    subscribe();
  }

  function subscribe(): void {
    const subscriber = client;
    if (!subscriber) return;
    subscribing = true;
    subscriber.subscribe(config.channel, onPush, (ack) => {
      if (subscriber !== client) return;
      subscribing = false;
      ready = ack.successful === true;
      if (ready) {
        sessions += 1;
        if (sessions > 1) each((listener) => listener.renewed());
      }
      settle(
        ready
          ? { ok: true, value: undefined }
          : failure({ kind: 'network', message: `Subscribe failed: ${reasonOf(ack)}` }),
      );
    });
  }

  /** Waits for the next subscribed session, at most `maxNetworkDelay` (a handshake may be backing off). */
  function nextSession(): Promise<TransportResult<void>> {
    return new Promise((resolve) => {
      const done = (result: TransportResult<void>) => {
        clearTimeout(timer);
        resolve(result);
      };
      const timer = setTimeout(() => {
        waiters = waiters.filter((waiter) => waiter !== done);
        resolve(failure({ kind: 'network', message: 'The push channel did not open in time' }));
      }, config.bus.maxNetworkDelay);
      waiters.push(done);
    });
  }

  function onConnect(message: PushMessage): void {
    if (message.successful) {
      if (lost) {
        lost = false;
        stopWatch();
        each((listener) => listener.restored());
      }
      return;
    }
    if (!isUnknownClient(message)) markLost(reasonOf(message));
  }

  function create(): PushClient {
    const made = makeClient();
    made.configure({
      url: config.cometURL,
      logLevel: config.logLevel,
      useWorkerScheduler: false,
      maxConnections: config.bus.maxConnections,
      backoffIncrement: config.bus.backoffIncrement,
      maxBackoff: config.bus.maxBackoff,
      maxNetworkDelay: config.bus.maxNetworkDelay,
      maxURILength: config.bus.maxURILength,
      autoBatch: config.bus.autoBatch,
      connectTimeout: config.bus.connectTimeout,
      advice: { timeout: config.bus.adviceTimeout, interval: 0, maxInterval: 0 },
      requestHeaders: config.apikey ? { apikey: config.apikey } : {},
    });
    made.websocketEnabled = config.websocketEnabled;
    // A released client may still report its last messages; only the current one counts.
    made.addListener('/meta/handshake', (message) => made === client && onHandshake(message));
    made.addListener('/meta/connect', (message) => made === client && onConnect(message));
    return made;
  }

  function connect(): Promise<TransportResult<void>> {
    if (linger !== undefined) clearTimeout(linger);
    linger = undefined;
    let current: PushClient;
    try {
      current = client ??= create();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return Promise.resolve(failure({ kind: 'network', message: `No CometD client: ${reason}` }));
    }
    if (ready && current.getStatus() !== 'disconnected')
      return Promise.resolve({ ok: true, value: undefined });
    const status = current.getStatus();
    if ((status === 'connecting' || status === 'connected') && !subscribing) {
      // Handshaken, but the subscription failed: nothing else would subscribe again.
      const settled = nextSession();
      subscribe();
      return settled;
    }
    // Handshakes end by themselves: `handshakeAttempts` failures settle every waiter.
    const settled = new Promise<TransportResult<void>>((resolve) => waiters.push(resolve));
    if (status === 'disconnected') {
      ready = false;
      failedHandshakes = 0;
      current.handshake();
    }
    return settled;
  }

  /**
   * Waits for the session after the one that was refused (402). CometD handshakes again by itself
   * once the server refuses its connect as well (its `handshake()` throws unless disconnected), so
   * only a stopped client is handshaken here; a session begun while the call was out needs no wait.
   */
  function renewSession(refused: number): Promise<TransportResult<void>> {
    if (sessions !== refused) return Promise.resolve({ ok: true, value: undefined });
    const settled = nextSession();
    if (client?.getStatus() === 'disconnected') {
      ready = false;
      client.handshake();
    }
    return settled;
  }

  function remoteCall(content: Record<string, unknown>, timeoutMs: number): Promise<PushMessage> {
    return new Promise((resolve) => {
      // CometD times the call out itself; this guard covers a client stopped while the call was out.
      const guard = setTimeout(
        () => resolve({ channel: config.channel, successful: false, error: 'no answer in time' }),
        timeoutMs + config.bus.maxNetworkDelay,
      );
      client!.remoteCall(target, content, timeoutMs, (answer) => {
        clearTimeout(guard);
        resolve(answer);
      });
    });
  }

  function scheduleLinger(): void {
    if (listeners.size > 0 || inFlight > 0 || !client) return;
    if (linger !== undefined) clearTimeout(linger);
    linger = setTimeout(release, config.lingerMs);
  }

  function release(): void {
    if (linger !== undefined) clearTimeout(linger);
    linger = undefined;
    if (listeners.size > 0 || inFlight > 0 || !client) return;
    stopWatch();
    ready = false;
    subscribing = false;
    lost = false;
    const released = client;
    client = undefined;
    if (released.getStatus() !== 'disconnected') released.disconnect();
    settle(failure({ kind: 'network', message: 'The push channel was closed' }));
  }

  async function call(
    content: Record<string, unknown>,
    timeoutMs = config.bus.maxNetworkDelay,
  ): Promise<TransportResult<unknown>> {
    inFlight += 1;
    try {
      const opened = await connect();
      if (!opened.ok) return opened;
      const session = sessions;
      let answer = await remoteCall(content, timeoutMs);
      if (answer.successful === false && isUnknownClient(answer)) {
        const again = await renewSession(session);
        if (!again.ok) return again;
        answer = await remoteCall(content, timeoutMs);
      }
      if (answer.successful === false || answer.data === undefined) {
        return failure({ kind: 'network', message: `No answer: ${reasonOf(answer)}` });
      }
      return { ok: true, value: answer.data };
    } finally {
      inFlight -= 1;
      scheduleLinger();
    }
  }

  return {
    call,
    listen(listener) {
      listeners.add(listener);
      void connect().then((result) => {
        if (!result.ok && listeners.has(listener) && !lost) {
          lost = true;
          listener.lost(
            result.error.kind === 'network' ? result.error.message : 'Push channel unavailable',
          );
          startWatch();
        }
      });
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) {
          stopWatch();
          lost = false;
          release();
        }
      };
    },
    release,
  };
}
