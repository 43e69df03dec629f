import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GmsConfigError } from '../gms-v2/gms-v2.options';
import type { ChatBatch, ChatTransport } from '../transport.types';
import { createPushChannel } from './gms-push.channel';
import { FakePushClient } from './gms-push.fake-client';
import { gmsPushPollPolicy, gmsPushTypingPolicy, resolveGmsPushOptions } from './gms-push.options';
import { buildGmsPushTransport, createGmsPushTransport } from './gms-push.transport';
import type { GmsPushTransportOptions } from './gms-push.types';

const base: GmsPushTransportOptions = {
  cometURL: 'http://gms.test/genesys/cometd',
  channel: '/service/chatV2/customer-support',
  apiURL: 'http://gms.test/genesys/2/chat-ntf',
};
const session = Object.freeze({ chatId: 'chat1', secureKey: 'sk1', alias: '117', userId: 'u1' });

function setup(overrides: Partial<GmsPushTransportOptions> = {}) {
  const client = new FakePushClient();
  const config = resolveGmsPushOptions({ ...base, ...overrides });
  const transport: ChatTransport = buildGmsPushTransport(
    config,
    createPushChannel(config, () => client),
  );
  return { client, transport };
}

function handlers() {
  const batches: ChatBatch[] = [];
  const events: string[] = [];
  return {
    batches,
    events,
    handlers: {
      batch: (batch: ChatBatch) => batches.push(batch),
      lost: (message: string) => events.push(`lost: ${message}`),
      restored: () => events.push('restored'),
    },
  };
}

const envelope = (fields: Record<string, unknown> = {}) => ({
  statusCode: 0,
  chatId: 'chat1',
  secureKey: 'sk1',
  alias: '117',
  userId: 'u1',
  chatEnded: false,
  nextPosition: 2,
  messages: [],
  ...fields,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the GMS push transport options', () => {
  it('rejects bad configuration with the spec text', () => {
    for (const bad of [
      { ...base, cometURL: 'not a url' },
      { ...base, channel: '/chatV2/customer-support' },
      { ...base, backoffIncrement: 0 },
      { ...base, pollPolicy: { minInterval: 2000, maxInterval: 1000 } },
      { ...base, enabled: false },
      { ...base, window: {} },
    ]) {
      expect(() => createGmsPushTransport(bad as GmsPushTransportOptions)).toThrow(
        /^Invalid transport configuration$/,
      );
    }
    try {
      createGmsPushTransport({ ...base, maxNetworkDelay: -1 });
    } catch (error) {
      expect(error).toBeInstanceOf(GmsConfigError);
      expect((error as GmsConfigError).issues).toMatchObject([{ field: 'maxNetworkDelay' }]);
    }
  });

  it('applies the message-bus defaults and a slow poll policy', () => {
    const config = resolveGmsPushOptions(base);
    expect(config.bus).toEqual({
      maxConnections: 2,
      backoffIncrement: 1000,
      maxBackoff: 60000,
      maxNetworkDelay: 10000,
      adviceTimeout: 60000,
      maxURILength: 2000,
      autoBatch: false,
      connectTimeout: 0,
    });
    expect(config.retryWatch).toEqual({ interval: 3000, tries: 30 });
    expect(config.handshakeAttempts).toBe(5);
    // File requests wait 3 s, an upload a minute (it may be megabytes on a slow line).
    expect([config.timeoutMs, config.uploadTimeoutMs]).toEqual([3000, 60000]);
    expect(resolveGmsPushOptions({ ...base, uploadTimeoutMs: 5000 }).uploadTimeoutMs).toBe(5000);
    expect(config.pollPolicy).toEqual(gmsPushPollPolicy);
    expect(gmsPushPollPolicy.minInterval).toBe(15000);
    expect(gmsPushTypingPolicy).toEqual({ checkInterval: 5000, idleChecks: 2 });
    const { transport } = setup();
    expect(transport.capabilities).toEqual({
      async: false,
      asyncClose: 'endChat',
      pagination: false,
      fileUpload: true,
    });
    // Typing is checked every 5 s and stops after two checks without input.
    expect(transport.typingPolicy).toEqual({ tick: 5000, stop: 10000 });
    // A published send may land within the channel's network delay.
    expect(transport.requestTimeout).toBe(10000);
  });

  it('needs no window to be created; without one a call fails instead of throwing', async () => {
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
    const transport = createGmsPushTransport(base);
    const started = transport.start({ nickname: 'Ada', userData: {} });
    expect(await started).toMatchObject({
      ok: false,
      error: { kind: 'network', message: expect.stringContaining('window') },
    });
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
  });

  it('configures the CometD client with them', async () => {
    const { client, transport } = setup({ websocketEnabled: false });
    const started = transport.start({ nickname: 'Ada', userData: {} });
    await vi.runAllTimersAsync();
    await started;
    expect(client.configuration).toMatchObject({
      url: base.cometURL,
      maxConnections: 2,
      backoffIncrement: 1000,
      maxBackoff: 60000,
      maxNetworkDelay: 10000,
      maxURILength: 2000,
      autoBatch: false,
      connectTimeout: 0,
      advice: { timeout: 60000 },
    });
    expect(client.websocketEnabled).toBe(false);
  });
});

describe('the GMS push transport over a fake CometD client', () => {
  it('publishes requestChat and resolves with the session keys of the answer', async () => {
    const { client, transport } = setup();
    client.answer = () => ({
      channel: base.channel,
      data: envelope({
        messages: [
          {
            index: 1,
            type: 'ParticipantJoined',
            utcTime: 1,
            from: { nickname: 'Ada', participantId: 1, type: 'Client' },
          },
        ],
      }),
    });
    const started = transport.start({ nickname: 'Ada', subject: 'Billing', userData: { a: '1' } });
    await vi.runAllTimersAsync();
    expect(await started).toMatchObject({
      ok: true,
      value: { session, batch: { nextPosition: 2, messages: [{ type: 'ParticipantJoined' }] } },
    });
    expect(client.published).toEqual([
      {
        operation: 'requestChat',
        alias: '',
        secureKey: '',
        userId: '',
        nickname: 'Ada',
        subject: 'Billing',
        text: '',
        userData: { a: '1' },
      },
    ]);
  });

  it('reports a start answered after twice maxNetworkDelay as no answer, and ends the chat that answer opened', async () => {
    const { client, transport } = setup({ maxNetworkDelay: 1000 });
    client.answer = () => ({ channel: base.channel, data: envelope() });
    // The server opens the chat, and answers after the visitor was told the start failed.
    client.replyDelay = (content) =>
      (content as { operation: string }).operation === 'requestChat' ? 2500 : 0;
    const started = transport.start({ nickname: 'Ada', userData: {} });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(started).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'No answer within 2000 ms' },
    });
    expect(client.published).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(client.published.at(-1)).toEqual({ operation: 'disconnect', ...session });
  });

  it('publishes each operation with the chat id and the REST fields', async () => {
    const { client, transport } = setup();
    const calls = [
      transport.send(session, { text: 'Hi', clientMessageId: 'c1' }, 3),
      transport.typing(session, true, 'Hi', 3),
      transport.typing(session, false, '', 3),
      transport.poll(session, 4, 'typed'),
      transport.customNotice(session, 'wake', { purpose: 'cancel-idle-timer' }),
      transport.updateData(session, { plan: 'gold' }),
      transport.disconnect(session),
    ];
    await vi.runAllTimersAsync();
    for (const call of calls) expect(await call).toMatchObject({ ok: true });
    const keys = { chatId: 'chat1', alias: '117', secureKey: 'sk1', userId: 'u1' };
    expect(client.published).toEqual([
      {
        operation: 'sendMessage',
        ...keys,
        message: 'Hi',
        messageType: 'text',
        transcriptPosition: 3,
        eventAttributes: '{"cxkit-client-id":"c1"}',
      },
      { operation: 'startTyping', ...keys, message: 'Hi', transcriptPosition: 3 },
      { operation: 'stopTyping', ...keys, message: '', transcriptPosition: 3 },
      { operation: 'requestNotifications', ...keys, transcriptPosition: 4, message: 'typed' },
      {
        operation: 'customNotice',
        ...keys,
        message: 'wake',
        eventAttributes: '{"purpose":"cancel-idle-timer"}',
      },
      { operation: 'updateData', ...keys, userData: { plan: 'gold' } },
      { operation: 'disconnect', ...keys },
    ]);
    expect(transport.downloadRequest(session, 'f1')).toEqual({
      url: base.apiURL,
      fields: { operation: 'fileDownload', fileId: 'f1', ...keys },
    });
  });

  it('maps status 1 and 2 answers and a malformed answer', async () => {
    const { client, transport } = setup();
    const answers = [
      envelope({ statusCode: 1 }),
      envelope({ statusCode: 2, chatEnded: true, errors: [{ code: 404, advice: 'gone' }] }),
      { hello: 'world' },
    ];
    client.answer = () => ({ channel: base.channel, data: answers.shift() });
    const results = [
      transport.poll(session, 1, ''),
      transport.poll(session, 1, ''),
      transport.poll(session, 1, ''),
    ];
    await vi.runAllTimersAsync();
    expect(await results[0]).toEqual({ ok: false, error: { kind: 'unavailable', status: 1 } });
    expect(await results[1]).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 2, errors: [{ code: 404, advice: 'gone' }], ended: true },
    });
    expect(await results[2]).toMatchObject({ ok: false, error: { kind: 'protocol' } });
  });

  it('answers a start with status 1 after five failed handshakes in a row', async () => {
    const { client, transport } = setup();
    client.handshakeSucceeds = false;
    const started = transport.start({ nickname: 'Ada', userData: {} });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(client.handshakes).toBe(4);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await started).toEqual({ ok: false, error: { kind: 'unavailable', status: 1 } });
    expect(client.handshakes).toBe(5);
    expect(client.getStatus()).toBe('disconnected');
    expect(client.published).toEqual([]);

    client.handshakeSucceeds = true;
    const again = transport.start({ nickname: 'Ada', userData: {} });
    await vi.runAllTimersAsync();
    expect(await again).toMatchObject({ ok: false, error: { kind: 'protocol' } });
    expect(client.published).toHaveLength(1);
  });

  it('does not count an unknown client (402) as a loss; a new session re-syncs the listener', async () => {
    const { client, transport } = setup();
    const { handlers: listener, events } = handlers();
    const stop = transport.listen!(session, 2, listener);
    await vi.advanceTimersByTimeAsync(10);
    const handshakes = client.handshakes;
    client.connectReply({ successful: false, error: '402::Unknown client' });
    await vi.advanceTimersByTimeAsync(10);
    expect(events).toEqual([]);
    expect(client.handshakes).toBe(handshakes + 1);
    // The new session is bound to no chat until an operation names it: the listener re-syncs.
    expect(client.published.slice(-1)).toMatchObject([
      { operation: 'requestNotifications', transcriptPosition: 2 },
    ]);
    stop();
  });

  it('retries a call refused with 402 once CometD has handshaken again by itself', async () => {
    const { client, transport } = setup();
    const stop = transport.listen!(session, 2, handlers().handlers);
    await vi.advanceTimersByTimeAsync(10);
    let refused = false;
    client.answer = () => {
      if (!refused) {
        refused = true;
        return { channel: base.channel, successful: false, error: '402::Unknown client' };
      }
      return { channel: base.channel, successful: true, data: envelope() };
    };
    const polled = transport.poll(session, 2, '');
    await vi.advanceTimersByTimeAsync(10);
    // The server forgot the client: its connect is refused too, and CometD handshakes again.
    client.connectReply({ successful: false, error: '402::Unknown client' });
    await vi.advanceTimersByTimeAsync(10);
    expect(await polled).toMatchObject({ ok: true });
    const sent = client.published.filter(
      (content) => (content as { operation?: string }).operation === 'requestNotifications',
    );
    expect(sent.length).toBeGreaterThanOrEqual(3);
    stop();
  });

  it('subscribes again for a call when the handshake succeeded but the subscription failed', async () => {
    const { client, transport } = setup();
    client.subscribeSucceeds = false;
    const first = transport.poll(session, 2, '');
    await vi.advanceTimersByTimeAsync(10);
    expect(await first).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(client.status).toBe('connected');
    client.subscribeSucceeds = true;
    const second = transport.poll(session, 2, '');
    await vi.advanceTimersByTimeAsync(10);
    expect(await second).toMatchObject({ ok: true });
    expect(client.handshakes).toBe(1);
  });

  it('fails a call refused with 402 when no new session comes in time, and stays usable', async () => {
    const { client, transport } = setup();
    const stop = transport.listen!(session, 2, handlers().handlers);
    await vi.advanceTimersByTimeAsync(10);
    let refusals = 1;
    client.answer = () =>
      refusals-- > 0
        ? { channel: base.channel, successful: false, error: '402::Unknown client' }
        : { channel: base.channel, successful: true, data: envelope() };
    const polled = transport.poll(session, 2, '');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await polled).toMatchObject({ ok: false, error: { kind: 'network' } });
    const again = transport.poll(session, 2, '');
    await vi.advanceTimersByTimeAsync(10);
    expect(await again).toMatchObject({ ok: true });
    stop();
  });

  it('reports a loss once, watches every 3000 ms for 30 tries, and restores with a catch-up', async () => {
    const { client, transport } = setup();
    const { handlers: listener, events, batches } = handlers();
    const stop = transport.listen!(session, 2, listener);
    await vi.advanceTimersByTimeAsync(10);
    expect(client.published).toMatchObject([
      { operation: 'requestNotifications', transcriptPosition: 2 },
    ]);

    client.connectReply({ successful: false, failure: { reason: 'network down' } });
    client.connectReply({ successful: false, failure: { reason: 'network down' } });
    expect(events).toEqual(['lost: network down']);

    // CometD gave up: the watch handshakes again on each check.
    client.autoRetry = false;
    client.handshakeSucceeds = false;
    client.status = 'disconnected';
    const before = client.handshakes;
    await vi.advanceTimersByTimeAsync(2_990);
    expect(client.handshakes).toBe(before);
    await vi.advanceTimersByTimeAsync(20);
    expect(client.handshakes).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(3_000 * 29);
    expect(client.handshakes).toBe(before + 30);
    await vi.advanceTimersByTimeAsync(3_000 * 5);
    expect(client.handshakes).toBe(before + 30);
    expect(events).toEqual(['lost: network down']);

    client.handshakeSucceeds = true;
    client.answer = () => ({
      channel: base.channel,
      data: envelope({
        nextPosition: 3,
        messages: [
          {
            index: 2,
            type: 'Message',
            text: 'While away',
            utcTime: 2,
            from: { nickname: 'Anna', participantId: 2, type: 'Agent' },
          },
        ],
      }),
    });
    client.handshake();
    await vi.advanceTimersByTimeAsync(10);
    expect(events).toEqual(['lost: network down', 'restored']);
    expect(client.published.at(-1)).toMatchObject({
      operation: 'requestNotifications',
      transcriptPosition: 2,
    });
    expect(batches.at(-1)).toMatchObject({ nextPosition: 3, messages: [{ text: 'While away' }] });
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns pushes into batches, ignores other chats and malformed pushes, and closes without timers', async () => {
    const { client, transport } = setup();
    const { handlers: listener, batches } = handlers();
    const stop = transport.listen!(session, 2, listener);
    await vi.advanceTimersByTimeAsync(10);
    batches.length = 0;
    client.push(
      envelope({
        nextPosition: 4,
        messages: [
          {
            index: 2,
            type: 'ParticipantJoined',
            utcTime: 2,
            from: { nickname: 'Anna', participantId: 2, type: 'Agent' },
          },
          {
            index: 3,
            type: 'TypingStarted',
            utcTime: 3,
            from: { nickname: 'Anna', participantId: 2, type: 'Agent' },
          },
        ],
      }),
    );
    client.push(envelope({ chatId: 'other', messages: [] }));
    client.push({ statusCode: 'nope' });
    client.push(envelope({ chatEnded: true }));
    expect(batches).toMatchObject([
      {
        nextPosition: 4,
        messages: [{ type: 'ParticipantJoined' }, { type: 'TypingStarted', isTyping: true }],
      },
      { ended: true },
    ]);
    stop();
    expect(client.disconnects).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    client.push(envelope({ messages: [] }));
    expect(batches).toHaveLength(2);
  });

  it('closes an idle channel after the linger time when nothing listens', async () => {
    const { client, transport } = setup({ lingerMs: 1000 });
    const polled = transport.poll(session, 1, '');
    await vi.advanceTimersByTimeAsync(10);
    expect(await polled).toMatchObject({ ok: true });
    expect(client.disconnects).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.disconnects).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
