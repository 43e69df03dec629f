import type { PushClient, PushClientStatus, PushMessage } from './gms-push.types';

/**
 * A scripted stand-in for the `cometd` client, for unit tests with fake timers: handshakes succeed
 * or fail as scripted (failed ones are retried after 1000 ms per failure, as CometD's back-off does,
 * unless `autoRetry` is off), calls are answered by `answer`.
 */
export class FakePushClient implements PushClient {
  /** The client's status. */
  status: PushClientStatus = 'disconnected';
  /** Whether the next handshakes succeed. */
  handshakeSucceeds = true;
  /** Whether the next subscriptions are acknowledged as successful. */
  subscribeSucceeds = true;
  /** Whether a failed handshake is retried by the client itself. */
  autoRetry = true;
  /** Handshakes attempted. */
  handshakes = 0;
  /** Times `disconnect` was called. */
  disconnects = 0;
  /** Published contents, in order. */
  published: unknown[] = [];
  /** Answers a published content (default: an ok envelope without messages). */
  answer: (content: unknown) => PushMessage = () => ({
    channel: '/service/chatV2/customer-support',
    successful: true,
    data: { statusCode: 0, chatEnded: false, nextPosition: 2, messages: [] },
  });
  /** The configuration given. */
  configuration: Record<string, unknown> = {};
  /** Turns the WebSocket transport off. */
  websocketEnabled?: boolean;
  private readonly listeners = new Map<string, ((message: PushMessage) => void)[]>();
  private subscriber?: (message: PushMessage) => void;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private failures = 0;

  /** Records the configuration. */
  configure(configuration: Record<string, unknown>): void {
    this.configuration = configuration;
  }

  /** Starts a handshake, answered on the next tick; like CometD, throws unless disconnected. */
  handshake(): void {
    if (this.status !== 'disconnected') throw new Error(`Illegal state: ${this.status}`);
    this.beginHandshake();
  }

  private beginHandshake(): void {
    this.status = 'handshaking';
    this.failures = 0;
    this.later(0, () => this.attempt());
  }

  /** Stops the client and its timers. */
  disconnect(): void {
    this.disconnects += 1;
    this.status = 'disconnected';
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Adds a meta channel listener. */
  addListener(channel: string, callback: (message: PushMessage) => void): unknown {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), callback]);
    return callback;
  }

  /** Subscribes, acknowledged on the next tick. */
  subscribe(
    _channel: string,
    callback: (message: PushMessage) => void,
    acknowledged: (message: PushMessage) => void,
  ): unknown {
    this.subscriber = callback;
    const successful = this.subscribeSucceeds;
    this.later(0, () => acknowledged({ channel: '/meta/subscribe', successful }));
    return callback;
  }

  /** Milliseconds the server takes to answer a published content (default: the next tick). */
  replyDelay: (content: unknown) => number = () => 0;

  /** Publishes and answers after `replyDelay`; like CometD, a call unanswered within its timeout fails, and its answer is dropped. */
  remoteCall(
    _target: string,
    content: unknown,
    timeout: number,
    callback: (message: PushMessage) => void,
  ): void {
    this.published.push(content);
    const delay = this.replyDelay(content);
    if (delay > timeout) {
      this.later(timeout, () =>
        callback({
          channel: '/service/chatV2/customer-support',
          successful: false,
          error: 'timeout',
        }),
      );
    } else this.later(delay, () => callback(this.answer(content)));
  }

  /** The status. */
  getStatus(): PushClientStatus {
    return this.status;
  }

  /** Delivers a message on the subscribed channel. */
  push(data: unknown): void {
    this.subscriber?.({ channel: '/service/chatV2/customer-support', data });
  }

  /** Reports a `/meta/connect` reply; an unknown client (402) handshakes again, as CometD's advice says. */
  connectReply(message: Omit<PushMessage, 'channel'>): void {
    this.emit('/meta/connect', { channel: '/meta/connect', ...message });
    if (/^40[12]:/.test(message.error ?? '')) this.beginHandshake();
  }

  private attempt(): void {
    this.handshakes += 1;
    if (this.handshakeSucceeds) {
      this.status = 'connected';
      this.emit('/meta/handshake', { channel: '/meta/handshake', successful: true });
      this.later(0, () => this.connectReply({ successful: true }));
      return;
    }
    this.failures += 1;
    if (!this.autoRetry) this.status = 'disconnected';
    this.emit('/meta/handshake', {
      channel: '/meta/handshake',
      successful: false,
      failure: { reason: 'connection refused' },
    });
    if (this.autoRetry && this.status !== 'disconnected') {
      this.later(1000 * this.failures, () => this.attempt());
    }
  }

  private emit(channel: string, message: PushMessage): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(message);
  }

  private later(delay: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, delay);
    this.timers.add(timer);
  }
}
