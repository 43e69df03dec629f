import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  createDocumentCookieBackend,
  type CookieDocument,
} from '../../services/cookies/cookie-backend';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createStaticVisibilitySignal } from '../../services/signals/static-signals';
import { createMemoryTabRegistry } from '../../services/tab-presence/tab-presence';
import { createMemoryWebStorage } from '../../services/web-storage/web-storage';
import type { ChatTransport, SessionKeys } from '../../transports/transport.types';
import {
  createCuttableLink,
  createFakeChatTransport,
  type FakeChatTransport,
  type FakeFailure,
} from '../testing/fake-chat-transport';
import { chatErrorKeys } from './chat-session.logic';
import { chatSessionMachine } from './chat-session.machine';
import { createCookieSessionStore } from './chat-session.store';
import type { ChatSessionEmitted, ChatSessionInput } from './chat-session.types';

const agent = { id: '2', type: 'Agent' as const, name: 'Anna' };
const page = () => ({
  mobile: false,
  referrer: 'https://ref.test/',
  url: 'https://site.test/help',
  title: 'Help',
  browser: 'Chrome/140',
  os: 'Linux',
});

let time = 1_000_000;
beforeEach(() => {
  vi.useFakeTimers();
  time = 1_000_000;
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(
  overrides: Partial<ChatSessionInput> = {},
  transport: FakeChatTransport = createFakeChatTransport(() => time),
) {
  const cookies = createCookieStore();
  const storage = createMemoryWebStorage();
  const store = createCookieSessionStore(cookies, storage);
  let ids = 0;
  const input: ChatSessionInput = {
    transport,
    store,
    now: () => time,
    createId: () => `m${(ids += 1)}`,
    page,
    ...overrides,
  };
  const actor = createActor(chatSessionMachine, { input });
  const emitted: ChatSessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const types = () => emitted.map((event) => event.type);
  const state = () => actor.getSnapshot();
  return { actor, transport, store, cookies, storage, emitted, types, state, input };
}

async function started(overrides: Partial<ChatSessionInput> = {}, transport?: FakeChatTransport) {
  const chat = setup(overrides, transport);
  chat.actor.send({
    type: 'session.start',
    form: { firstName: 'Ada', lastName: 'Lovelace', userData: { plan: 'gold' } },
  });
  await vi.advanceTimersByTimeAsync(0);
  return chat;
}

const advance = async (ms: number) => {
  time += ms;
  await vi.advanceTimersByTimeAsync(ms);
};

/** A started chat whose first send reaches the server but loses its answer, and whose delivery checks fail. */
async function startedWithLostAnswer(...texts: string[]) {
  const chat = await started();
  const down = { kind: 'network', message: 'down' } as const;
  chat.transport.fail('send', 'dropAfter');
  chat.transport.fail('customNotice', ...Array<typeof down>(20).fill(down));
  for (const text of texts) chat.actor.send({ type: 'message.send', text });
  return chat;
}

/** A started chat whose message `text` got no answer, with every check of it failing until the chat ends. */
async function startedWithUnanswered(text: string) {
  const chat = await started();
  const down = { kind: 'network', message: 'down' } as const;
  chat.transport.fail('send', down);
  chat.transport.fail('customNotice', ...Array<typeof down>(20).fill(down));
  chat.actor.send({ type: 'message.send', text });
  await advance(100);
  return chat;
}

describe('start', () => {
  it('becomes active on a successful start, saves the session and emits started', async () => {
    const chat = await started();
    expect(chat.state().matches('active')).toBe(true);
    expect(chat.types()).toContain('started');
    expect(chat.store.load()).toMatchObject({
      session: { chatId: 'chat-1' },
      position: 2,
      outbox: [],
    });
    expect(chat.state().context.metadata).toMatchObject({ started: time, waitingForAgent: true });
  });

  it('adds the automatic user data keys', async () => {
    const chat = await started({ options: { language: 'fr', async: true } });
    expect(chat.state().context.request?.userData).toEqual({
      plan: 'gold',
      _genesys_source: 'web',
      _genesys_referrer: 'https://ref.test/',
      _genesys_url: 'https://site.test/help',
      _genesys_pageTitle: 'Help',
      _genesys_browser: 'Chrome/140',
      _genesys_OS: 'Linux',
      GCTI_LanguageCode: 'fr',
      GCTI_Chat_AsyncMode: 'true',
    });
  });

  it('sends the configured routing endpoint unless the start names its own', async () => {
    const configured = await started({ options: { endpoint: 'sales' } });
    expect(configured.state().context.request?.endpoint).toBe('sales');
    const own = setup({ options: { endpoint: 'sales' } });
    own.actor.send({ type: 'session.start', form: { nickname: 'A', endpoint: 'vip' } });
    expect(own.state().context.request?.endpoint).toBe('vip');
    const none = await started();
    expect(none.state().context.request).not.toHaveProperty('endpoint');
  });

  it('parses user data given as JSON and refuses malformed JSON', async () => {
    const chat = setup();
    chat.actor.send({
      type: 'session.start',
      form: { nickname: 'A', userData: '{"a": 1, "__proto__": {"x": 1}}' },
    });
    expect(chat.state().context.request?.userData).toMatchObject({ a: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    const other = setup();
    other.actor.send({ type: 'session.start', form: { nickname: 'A', userData: '{broken' } });
    expect(other.state().value).toBe('inactive');
    expect(other.emitted).toEqual([
      { type: 'rejected', command: 'startChat', error: { key: chatErrorKeys.malformedUserData } },
    ]);
  });

  it('refuses a start while a chat is active', async () => {
    const chat = await started();
    chat.actor.send({ type: 'session.start', form: { nickname: 'B' } });
    expect(chat.emitted.at(-1)).toEqual({
      type: 'rejected',
      command: 'session.start',
      error: { key: chatErrorKeys.alreadyActive },
    });
  });

  it.each([
    [{ kind: 'unavailable', status: 1 } as const, chatErrorKeys.chatUnavailable, {}],
    [{ kind: 'network', message: 'down' } as const, chatErrorKeys.startFailed, {}],
    [{ kind: 'protocol', message: 'junk' } as const, chatErrorKeys.startFailed, {}],
    [
      { kind: 'rejected', status: 400, errors: [{ code: 161 }] } as const,
      'webchat.codes.161',
      { firstName: { key: 'webchat.codes.161' }, lastName: { key: 'webchat.codes.161' } },
    ],
    [
      { kind: 'rejected', status: 400, errors: [{ code: 240 }] } as const,
      chatErrorKeys.chatUnavailable,
      {},
    ],
  ])('reports a failed start (%j) as %s', async (failure, key, formErrors) => {
    const transport = createFakeChatTransport();
    transport.fail('start', failure as FakeFailure);
    const chat = setup({}, transport);
    chat.actor.send({ type: 'session.start', form: { nickname: 'A' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().value).toBe('inactive');
    expect(chat.state().context.errors.map((error) => error.key)).toEqual([key]);
    expect(chat.state().context.formErrors).toEqual(formErrors);
  });

  it('gives up on a start that never answers after the call timeout, and a new start works', async () => {
    const server = createFakeChatTransport(() => time);
    let silent = true;
    const transport = {
      ...server,
      start: (...args) => (silent ? new Promise(() => undefined) : server.start(...args)),
    } as FakeChatTransport;
    const chat = setup({ options: { callTimeout: 5000 } }, transport);
    chat.actor.send({ type: 'session.start', form: { nickname: 'A' } });
    await advance(4999);
    expect(chat.state().value).toBe('starting');
    await advance(1);
    expect(chat.state().value).toBe('inactive');
    expect(chat.state().context.errors.map((error) => error.key)).toEqual([
      chatErrorKeys.startFailed,
    ]);
    silent = false;
    chat.actor.send({ type: 'session.start', form: { nickname: 'A' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('active')).toBe(true);
  });

  /** A back end whose start answers only when the test says so. */
  function lateStarting() {
    const server = createFakeChatTransport(() => time);
    let answer!: () => void;
    const transport = {
      ...server,
      start: (...args) =>
        new Promise((resolve) => {
          answer = () => resolve(server.start(...args));
        }),
    } as FakeChatTransport;
    return { server, transport, answer: () => answer() };
  }

  it('ends the chat of a start answered after the call timeout: the visitor was told it failed', async () => {
    const { server, transport, answer } = lateStarting();
    const chat = setup({ options: { callTimeout: 5000 } }, transport);
    chat.actor.send({ type: 'session.start', form: { nickname: 'A' } });
    await advance(5000);
    expect(chat.state().value).toBe('inactive');
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.map((item) => item.call)).toEqual(['start', 'disconnect']);
    expect(chat.state().value).toBe('inactive');
    expect(chat.state().context.errors.map((error) => error.key)).toEqual([
      chatErrorKeys.startFailed,
    ]);
  });

  it('ends the chat of a start answered after the session stopped (its page went on without it)', async () => {
    const { server, transport, answer } = lateStarting();
    const chat = setup({}, transport);
    chat.actor.send({ type: 'session.start', form: { nickname: 'A' } });
    await vi.advanceTimersByTimeAsync(0);
    chat.actor.stop();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.map((item) => item.call)).toEqual(['start', 'disconnect']);
  });
});

/** The times of the first `howMany` polls counted by `polls`, advancing the clock `step` ms at a time (at most 120 steps). */
async function recordPollTimes(polls: () => number, step: number, howMany: number) {
  const pollTimes: number[] = [];
  let seen = 0;
  for (let steps = 0; steps < 120 && pollTimes.length < howMany; steps += 1) {
    await advance(step);
    if (polls() > seen) {
      seen = polls();
      pollTimes.push(time);
    }
  }
  return pollTimes;
}

describe('polling', () => {
  it('polls after 500 ms, grows the interval 1.2x to 3000 ms on quiet polls, and resets on activity', async () => {
    const chat = await started();
    const count = () => chat.transport.calls.filter((call) => call.call === 'poll').length;
    const pollTimes = await recordPollTimes(count, 250, 16);
    const gaps = pollTimes.slice(1).map((at, index) => at - pollTimes[index]!);
    expect(pollTimes[0]! - 1_000_000).toBe(500);
    // 500 ms, then 600, 720, 864, 1037, 1244, 1493 ms, each rounded up to whole 250 ms ticks.
    expect(gaps.slice(0, 6)).toEqual([750, 750, 1000, 1250, 1250, 1500]);
    expect(Math.max(...gaps)).toBe(3000);
    chat.transport.add('Message', agent, 'hello');
    const polled = count();
    while (count() === polled) await advance(250);
    expect(chat.state().context.pollInterval).toBe(500);
  });

  it("adds the policy's error backoff per consecutive failed poll, and drops it on the next good one", async () => {
    const fake = createFakeChatTransport(() => time);
    const transport: FakeChatTransport = {
      ...fake,
      pollPolicy: {
        tick: 100,
        minInterval: 1000,
        maxInterval: 1000,
        multiplier: 1,
        exceptionLimit: 5,
        errorBackoff: 1000,
      },
    };
    await started({}, transport);
    const count = () => fake.calls.filter((call) => call.call === 'poll').length;
    fake.fail('poll', { kind: 'network', message: 'down' }, { kind: 'unavailable', status: 1 });
    const pollTimes = await recordPollTimes(count, 100, 5);
    const gaps = pollTimes.slice(1).map((at, index) => at - pollTimes[index]!);
    // Fails, fails again (1000 + 1000), succeeds (1000 + 2000), then the plain interval.
    expect(gaps).toEqual([2000, 3000, 1000, 1000]);
  });

  it('polls at once when the page becomes visible again', async () => {
    const visibility = createStaticVisibilitySignal(true);
    const chat = await started({ visibility });
    await advance(500);
    const before = chat.transport.calls.length;
    visibility.set(false);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.transport.calls.length).toBe(before + 1);
  });

  it("refuses a poll while one is running with 'previous poll has not finished'", async () => {
    const chat = await started();
    chat.actor.send({ type: 'poll.now' });
    chat.actor.send({ type: 'poll.now' });
    expect(chat.emitted.at(-1)).toEqual({
      type: 'rejected',
      command: 'poll',
      error: { key: chatErrorKeys.pollNotFinished },
    });
  });

  it('goes offline after more than 5 status-1 answers in a row, and back online on status 0', async () => {
    const chat = await started();
    chat.transport.fail(
      'poll',
      ...Array.from({ length: 6 }, () => ({ kind: 'unavailable', status: 1 }) as const),
    );
    for (let poll = 0; poll < 5; poll += 1) {
      chat.actor.send({ type: 'poll.now' });
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(chat.types()).not.toContain('chatServerWentOffline');
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.connection).toBe('slow');
    expect(chat.state().context.errors.at(-1)?.key).toBe(chatErrorKeys.chatServerWentOffline);
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.connection).toBe('online');
    expect(chat.types().filter((type) => type.startsWith('chatServer'))).toEqual([
      'chatServerWentOffline',
      'chatServerBackOnline',
    ]);
  });

  it('ends with CriticalFault when the server refuses a poll, but ignores code 204 there', async () => {
    const chat = await started();
    chat.transport.fail('poll', { kind: 'rejected', status: 400, errors: [{ code: 204 }] });
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('active')).toBe(true);
    chat.transport.fail('poll', { kind: 'rejected', status: 404, errors: [{ code: 404 }] });
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('ended')).toBe(true);
    expect(chat.state().context.errors.at(-1)?.key).toBe('webchat.errors.CriticalFault');
    expect(chat.store.load()).toBeUndefined();
  });

  it('ends with ChatError and the server codes when a statusCode 2 answer ends the chat', async () => {
    const chat = await started();
    chat.transport.fail('poll', {
      kind: 'rejected',
      status: 2,
      errors: [{ code: 401, advice: 'expired' }],
      ended: true,
    });
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('ended')).toBe(true);
    expect(chat.state().context.errors.at(-1)).toMatchObject({
      key: 'webchat.errors.ChatError',
      serverErrors: [{ code: 401, advice: 'expired' }],
    });
    expect(chat.types()).toContain('ended');
  });

  it('shows the generic text for a server code without one of its own', async () => {
    const chat = await started();
    chat.transport.fail('send', { kind: 'rejected', status: 400, errors: [{ code: 999 }] });
    chat.actor.send({ type: 'message.send', text: 'hello' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.outbox[0]?.error?.key).toBe('webchat.errors.Generic');
  });

  it.each([400, 500, 503])(
    'shows the text a transport names for its error (the cloud socket status %i)',
    async (status) => {
      const chat = await started();
      const advice = `purecloud-v2-sockets-${status}`;
      const key = `webchat.transport.socket${status}`;
      chat.transport.fail('send', {
        kind: 'rejected',
        status,
        errors: [{ code: status, advice, key }],
      });
      chat.actor.send({ type: 'message.send', text: 'hello' });
      await vi.advanceTimersByTimeAsync(0);
      expect(chat.state().context.outbox[0]?.error?.key).toBe(`webchat.transport.socket${status}`);
    },
  );

  it('reports a lost connection and its return, with a reconnected notice for 2 s', async () => {
    const chat = await started();
    chat.transport.fail('poll', { kind: 'network', message: 'offline' });
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.connection).toBe('disconnected');
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(
      chat.types().filter((type) => type === 'disconnected' || type === 'reconnected'),
    ).toEqual(['disconnected', 'reconnected']);
    expect(chat.state().matches({ active: { notice: 'reconnected' } })).toBe(true);
    await advance(2000);
    expect(chat.state().matches({ active: { notice: 'none' } })).toBe(true);
  });
});

describe('messages', () => {
  it('drops duplicates by index, orders by index, and hides start tokens and registered prefilters', async () => {
    const chat = await started();
    chat.actor.send({ type: 'prefilter.add', filters: [/secret/] });
    chat.transport.add('Message', agent, 'first');
    chat.transport.add('Message', agent, 'start:123456789');
    chat.transport.add('Message', agent, 'a secret');
    chat.transport.add('Message', agent, 'last');
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    const again = chat.transport.transcript.slice(1, 3);
    chat.transport.transcript.push(...again.map((message) => ({ ...message })));
    await advance(3000);
    const texts = chat
      .state()
      .context.messages.filter((m) => m.type === 'Message')
      .map((m) => m.text);
    expect(texts).toEqual(['first', 'last']);
  });

  it('keeps hostile participant ids as plain data', async () => {
    const chat = await started();
    chat.transport.add('ParticipantJoined', { id: '__proto__', type: 'Agent', name: 'Mallory' });
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.participants.get('__proto__')?.name).toBe('Mallory');
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(chat.state().matches('active')).toBe(true);
  });

  it('counts unread messages from others until read, and records how the chat was started', async () => {
    const chat = setup();
    chat.actor.send({
      type: 'session.start',
      form: { nickname: 'Ada' },
      origin: { proactive: true, autoSubmitted: true },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.metadata).toMatchObject({
      proactive: true,
      autoSubmitted: true,
      prefilled: false,
    });
    chat.transport.add('ParticipantJoined', agent);
    chat.transport.add('Message', agent, 'one');
    chat.transport.add('Message', agent, 'two');
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    chat.actor.send({ type: 'message.send', text: 'mine' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.unread).toBe(2);
    chat.actor.send({ type: 'messages.read' });
    expect(chat.state().context.unread).toBe(0);
  });

  it('counts every bubble from others as unread: text, files and pushed URLs, not notices', async () => {
    const chat = await started();
    const system = { id: '0', type: 'System' as const, name: 'system' };
    const fileDetails = { fileId: 'f1', fileName: 'invoice.pdf', fileSize: 10 };
    chat.transport.add('ParticipantJoined', agent);
    chat.transport.add('Message', agent, 'Here is your invoice');
    chat.transport.add('FileUploaded', agent, '', { fileDetails });
    chat.transport.add('PushUrl', agent, 'https://example.test/help');
    chat.transport.add('Structured', agent, '', {
      richMedia: { contentType: 'card', content: {} },
    });
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.unread).toBe(4);

    chat.transport.add('Notice', agent, 'Anna is reviewing your request');
    chat.transport.add('Message', system, 'Chat will be recorded');
    chat.transport.add('Message', agent, '  ');
    chat.transport.add('FileDeleted', agent, '', { fileDetails });
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.unread).toBe(4);
  });

  it('reports what one answer brings in transcript order', async () => {
    const chat = await started();
    chat.transport.add('ParticipantJoined', agent);
    chat.transport.add('TypingStarted', agent);
    chat.transport.add('Message', agent, 'first');
    chat.transport.add('TypingStarted', agent);
    const before = chat.emitted.length;
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    const reported = chat.emitted
      .slice(before)
      .filter((event) =>
        ['participantConnected', 'agentTypingStarted', 'messageReceived'].includes(event.type),
      )
      .map((event) =>
        event.type === 'messageReceived'
          ? event.messages.map((message) => message.type).join('+')
          : event.type,
      );
    expect(reported).toEqual([
      'participantConnected',
      'ParticipantJoined',
      'agentTypingStarted',
      'Message',
      'agentTypingStarted',
    ]);
  });

  it('tracks agents joining and leaving, with typing notifications', async () => {
    const chat = await started();
    chat.transport.add('ParticipantJoined', agent);
    chat.transport.add('TypingStarted', agent);
    chat.transport.add('ParticipantJoined', { id: '3', type: 'Bot', name: 'Bot' });
    chat.transport.add('ParticipantLeft', agent);
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);
    const { participants, metadata } = chat.state().context;
    expect(participants.get('2')).toMatchObject({ name: 'Anna', connected: false, type: 'Agent' });
    expect(participants.get('3')).toMatchObject({ connected: true, type: 'Bot' });
    expect(metadata).toMatchObject({ agentReached: true, numAgents: 2, waitingForAgent: false });
    expect(
      chat
        .types()
        .filter((type) => type.startsWith('participant') || type.startsWith('agentTyping')),
    ).toEqual([
      'participantConnected',
      'agentTypingStarted',
      'participantConnected',
      'participantDisconnected',
    ]);
  });
});

describe('sending', () => {
  it('refuses empty, too long, and session-less messages with the spec texts', async () => {
    const idle = setup();
    idle.actor.send({ type: 'message.send', text: 'hi' });
    const chat = await started({ options: { maxMessageLength: 5 } });
    chat.actor.send({ type: 'message.send', text: '   ' });
    chat.actor.send({ type: 'message.send', text: '123456' });
    expect(idle.emitted.at(-1)).toMatchObject({ error: { key: chatErrorKeys.noActiveSession } });
    expect(chat.emitted.slice(-2).map((event) => event.type === 'rejected' && event.error)).toEqual(
      [
        { key: chatErrorKeys.noMessageText },
        { key: chatErrorKeys.messageTooLong, values: { max: 5 } },
      ],
    );
  });

  it('sends through the outbox, runs pre-processors, and shows the echo once', async () => {
    const chat = await started();
    chat.actor.send({ type: 'preProcessor.add', process: (text) => text.toUpperCase() });
    chat.actor.send({ type: 'message.send', text: 'hello' });
    await vi.advanceTimersByTimeAsync(0);
    expect(
      chat.transport.calls.filter((call) => call.call === 'send').map((call) => call.text),
    ).toEqual(['HELLO']);
    expect(chat.state().context.outbox).toEqual([]);
    await advance(3000);
    expect(
      chat
        .state()
        .context.messages.filter((m) => m.type === 'Message')
        .map((m) => m.text),
    ).toEqual(['HELLO']);
  });

  it("sends the text as it was when a site's pre-processor throws or gives no text, and goes on", async () => {
    const chat = await started();
    chat.actor.send({ type: 'preProcessor.add', process: (text) => `${text}!` });
    chat.actor.send({
      type: 'preProcessor.add',
      process: () => {
        throw new TypeError('deflection is not ready');
      },
    });
    // A plain-JavaScript page may forget its `return`.
    chat.actor.send({ type: 'preProcessor.add', process: (() => undefined) as never });
    chat.actor.send({ type: 'preProcessor.add', process: (text) => text.toUpperCase() });
    chat.actor.send({ type: 'message.send', text: 'hello' });
    chat.actor.send({ type: 'message.send', text: 'again' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().status).toBe('active');
    expect(
      chat.transport.calls.filter((call) => call.call === 'send').map((call) => call.text),
    ).toEqual(['HELLO!', 'AGAIN!']);
  });

  it('shows one send once when the transcript holds it twice (a browser resent the POST by itself)', async () => {
    const chat = await started();
    chat.actor.send({ type: 'message.send', text: 'hello' });
    await advance(3000);
    const echo = chat.transport.transcript.find((m) => m.type === 'Message' && m.text === 'hello')!;
    const again = chat.transport.add('Message', echo.from, 'hello', {
      clientMessageId: echo.clientMessageId,
    });
    chat.transport.add('Message', echo.from, 'hello', { clientMessageId: 'typed-again' });
    await advance(3000);
    const { context } = chat.state();
    expect(
      context.messages.filter((m) => m.type === 'Message').map((m) => m.clientMessageId),
    ).toEqual([echo.clientMessageId, 'typed-again']);
    expect(context.metadata.userMessages).toBe(2);
    expect(context.position).toBeGreaterThan(again.index + 1);
  });

  it('hands the text back with MessageFailed on status 1, and retries a refused message on request', async () => {
    const chat = await started();
    chat.transport.fail('send', { kind: 'unavailable', status: 1 });
    chat.actor.send({ type: 'message.send', text: 'try me' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.emitted.find((event) => event.type === 'messageFailed')).toEqual({
      type: 'messageFailed',
      text: 'try me',
      error: { key: chatErrorKeys.messageFailed },
    });
    expect(chat.state().context.outbox).toMatchObject([{ status: 'failed', text: 'try me' }]);
    expect(chat.state().context.errors).toMatchObject([
      { scope: 'message', clientMessageId: 'm1', key: chatErrorKeys.messageFailed },
    ]);
    chat.actor.send({ type: 'message.retry', clientMessageId: 'm1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.outbox).toEqual([]);
    expect(chat.state().context.errors).toEqual([]);
    expect(chat.transport.transcript.filter((m) => m.text === 'try me')).toHaveLength(1);
  });

  it('retires the error of a refused message once that message is discarded, and no other', async () => {
    const chat = await started();
    chat.transport.fail(
      'send',
      { kind: 'unavailable', status: 1 },
      { kind: 'unavailable', status: 1 },
    );
    chat.actor.send({ type: 'message.send', text: 'first' });
    chat.actor.send({ type: 'message.send', text: 'second' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.errors.map((error) => error.clientMessageId)).toEqual(['m1', 'm2']);
    chat.actor.send({ type: 'message.discard', clientMessageId: 'm1' });
    expect(chat.state().context.errors.map((error) => error.clientMessageId)).toEqual(['m2']);
    expect(chat.state().context.outbox).toMatchObject([{ text: 'second', status: 'failed' }]);
  });

  it('keeps a discarded message discarded across a reload, with or without tab presence', async () => {
    for (const presence of [undefined, createMemoryTabRegistry().presence('A')]) {
      const chat = await started({ presence });
      chat.transport.fail('send', { kind: 'unavailable', status: 1 });
      chat.actor.send({ type: 'message.send', text: 'not wanted after all' });
      await vi.advanceTimersByTimeAsync(0);
      expect(chat.store.load()?.outbox).toMatchObject([{ text: 'not wanted after all' }]);
      chat.actor.send({ type: 'message.discard', clientMessageId: 'm1' });
      expect(chat.store.load()?.outbox).toEqual([]);
      await advance(1000);
      expect(chat.store.load()?.outbox).toEqual([]);
      chat.actor.stop();
    }
  });

  it('goes on when a transport throws or rejects against its contract, and delivers the message once', async () => {
    const server = createFakeChatTransport(() => time);
    let pollThrows = 1;
    let sendRejects = 2;
    // A rejection whose String() throws (no prototype, so no toString) must not stall the call.
    const unprintable = Object.create(null) as object;
    const buggy: ChatTransport = {
      ...server,
      poll: (...args) => {
        if (pollThrows-- > 0) throw new TypeError('bug in a site transport');
        return server.poll(...args);
      },
      send: (...args) =>
        sendRejects-- > 0
          ? Promise.reject(sendRejects ? unprintable : new Error('Failed to fetch'))
          : server.send(...args),
    };
    const chat = await started({}, buggy as FakeChatTransport);
    chat.actor.send({ type: 'message.send', text: 'still here' });
    for (let round = 0; round < 6; round += 1) await advance(1000);
    expect(chat.state().status).toBe('active');
    expect(chat.state().matches('active')).toBe(true);
    expect(server.transcript.filter((m) => m.text === 'still here')).toHaveLength(1);
    expect(chat.state().context.outbox).toEqual([]);
  });

  it('goes on when a call of a site transport never answers, and delivers the message once', async () => {
    const server = createFakeChatTransport(() => time);
    let silentPolls = 1;
    let silentSends = 1;
    const hanging: ChatTransport = {
      ...server,
      poll: (...args) => (silentPolls-- > 0 ? new Promise(() => undefined) : server.poll(...args)),
      send: (...args) => (silentSends-- > 0 ? new Promise(() => undefined) : server.send(...args)),
    };
    const chat = await started({ options: { callTimeout: 5000 } }, hanging as FakeChatTransport);
    chat.actor.send({ type: 'message.send', text: 'not stuck' });
    server.add('Message', agent, 'hello');
    for (let round = 0; round < 8; round += 1) await advance(1000);
    expect(server.transcript.filter((m) => m.text === 'not stuck')).toHaveLength(1);
    expect(chat.state().context.outbox).toEqual([]);
    expect(chat.state().context.messages.map((m) => m.text)).toContain('hello');
  });

  it("goes on polling when a site transport's push channel throws as it opens", async () => {
    const server = createFakeChatTransport(() => time);
    const throwing: ChatTransport = {
      ...server,
      listen: () => {
        throw new Error('socket library not loaded');
      },
    };
    const chat = await started({}, throwing as FakeChatTransport);
    expect(chat.state().matches('active')).toBe(true);
    chat.actor.send({ type: 'message.send', text: 'still delivered' });
    server.add('Message', agent, 'still polled');
    await advance(1000);
    expect(chat.state().status).toBe('active');
    expect(server.transcript.filter((m) => m.text === 'still delivered')).toHaveLength(1);
    expect(chat.state().context.messages.map((m) => m.text)).toContain('still polled');
  });

  it("goes on when a product team's visibility signal or tab presence throws", async () => {
    const broken = () => {
      throw new Error('not in this browser');
    };
    const chat = await started({
      visibility: { isVisible: () => true, subscribe: broken },
      presence: { id: 'A', hold: broken, whenGone: broken },
    });
    expect(chat.state().matches('active')).toBe(true);
    chat.actor.send({ type: 'message.send', text: 'still delivered' });
    await advance(1000);
    expect(chat.transport.transcript.filter((m) => m.text === 'still delivered')).toHaveLength(1);
    chat.actor.send({ type: 'session.end' });
    await advance(0);
    expect(chat.state().status).toBe('active');
    expect(chat.state().matches('ended')).toBe(true);
  });

  it("ends the chat when a product team's signals throw as they let go", async () => {
    const broken = () => {
      throw new Error('already gone');
    };
    const chat = await started({
      visibility: { isVisible: () => true, subscribe: () => broken },
      presence: { id: 'A', hold: () => broken, whenGone: () => broken },
    });
    chat.actor.send({ type: 'session.end' });
    await advance(0);
    expect(chat.state().status).toBe('active');
    expect(chat.state().matches('ended')).toBe(true);
    chat.actor.send({ type: 'session.start', form: { firstName: 'Ada' } });
    await advance(0);
    expect(chat.types().filter((type) => type === 'started')).toHaveLength(2);
  });

  it('keeps messages sent while the network is down and delivers each once, in order', async () => {
    const chat = await started();
    chat.transport.fail('send', { kind: 'network', message: 'down' }, 'dropAfter');
    chat.transport.fail('poll', { kind: 'network', message: 'down' });
    chat.actor.send({ type: 'message.send', text: 'one' });
    chat.actor.send({ type: 'message.send', text: 'two' });
    chat.actor.send({ type: 'message.send', text: 'three' });
    for (let round = 0; round < 10; round += 1) await advance(1000);
    const texts = chat.transport.transcript.filter((m) => m.type === 'Message').map((m) => m.text);
    expect(texts).toEqual(['one', 'two', 'three']);
    expect(chat.state().context.outbox).toEqual([]);
  });

  it('does not resend a message the server has when transcript reads come back as replays of older answers', async () => {
    const chat = await started();
    // A first doubtful send: its check makes a full transcript read the last answer to a read.
    chat.transport.fail('send', 'dropAfter');
    chat.actor.send({ type: 'message.send', text: 'first' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.outbox).toEqual([]);

    // The second reaches the server but its answer is lost, and the next reads are replays of that
    // older full read: complete-looking transcripts without the message.
    chat.transport.fail('send', 'dropAfter');
    chat.transport.fail('poll', 'replay', 'replay', 'replay', 'replay');
    chat.actor.send({ type: 'message.send', text: 'second' });
    for (let round = 0; round < 8; round += 1) await advance(1000);

    const sent = chat.transport.transcript.filter((message) => message.type === 'Message');
    expect(sent.map((message) => message.text)).toEqual(['first', 'second']);
    expect(chat.state().context.outbox).toEqual([]);
    expect(chat.state().context.messages.some((message) => message.type === 'CustomNotice')).toBe(
      false,
    );
  });

  it("checks a message whose send is answered with an earlier send's answer again, and sends it once", async () => {
    const chat = await started();
    chat.actor.send({ type: 'message.send', text: 'first' });
    await vi.advanceTimersByTimeAsync(0);
    // A proxy answers the next send with the first one's answer; the server never gets it.
    chat.transport.fail('send', 'replay');
    chat.actor.send({ type: 'message.send', text: 'second' });
    for (let round = 0; round < 4; round += 1) await advance(1000);
    const sent = chat.transport.transcript.filter((message) => message.type === 'Message');
    expect(sent.map((message) => message.text)).toEqual(['first', 'second']);
    expect(chat.state().context.outbox).toEqual([]);
  });

  it('sends a doubtful message again, without a check, on a transport that cannot check delivery', async () => {
    const chat = await started();
    Object.assign(chat.transport.capabilities, { deliveryCheck: false });
    chat.transport.fail('send', { kind: 'network', message: 'down' });
    chat.actor.send({ type: 'message.send', text: 'again' });
    for (let round = 0; round < 4; round += 1) await advance(1000);
    const sent = chat.transport.transcript.filter((message) => message.type === 'Message');
    expect(sent.map((message) => message.text)).toEqual(['again']);
    expect(chat.transport.calls.map((call) => call.call)).not.toContain('customNotice');
    expect(chat.state().context.outbox).toEqual([]);
  });

  it('sends a doubtful message again at the pace of verifyRetry, not at once, while the network stays down, on a transport that cannot check delivery', async () => {
    const chat = await started();
    Object.assign(chat.transport.capabilities, { deliveryCheck: false });
    const down = { kind: 'network' as const, message: 'down' };
    chat.transport.fail('send', ...Array.from({ length: 20 }, () => down));
    chat.actor.send({ type: 'message.send', text: 'patiently' });
    const sends = () => chat.transport.calls.filter((call) => call.call === 'send').length;
    await advance(0);
    expect(sends()).toBe(1);
    // The first send failed as the page went, say: nothing leaves it before the pause is over.
    await advance(999);
    expect(sends()).toBe(1);
    await advance(1);
    expect(sends()).toBe(2);
    await advance(3000);
    expect(sends()).toBe(5);
    expect(chat.state().context.outbox.map((entry) => entry.text)).toEqual(['patiently']);
  });

  it('resends a message that never reached the server, once a read after the check shows it missing', async () => {
    const chat = await started();
    chat.transport.fail('send', { kind: 'network', message: 'down' });
    chat.actor.send({ type: 'message.send', text: 'lost' });
    for (let round = 0; round < 4; round += 1) await advance(1000);
    expect(
      chat.transport.transcript.filter((message) => message.text === 'lost').map((m) => m.type),
    ).toEqual(['Message']);
    expect(chat.transport.calls.filter((call) => call.call === 'customNotice')).toHaveLength(1);
  });

  it('sends a new check when the acknowledged one never shows in the reads', async () => {
    const chat = await started();
    await advance(500);
    chat.transport.fail('send', 'dropAfter');
    // Enough replays for the reads of the check (and the ordinary polls between them) to go stale.
    chat.transport.fail('poll', ...Array.from({ length: 12 }, () => 'replay' as const));
    chat.actor.send({ type: 'message.send', text: 'patient' });
    for (let round = 0; round < 15; round += 1) await advance(1000);
    expect(
      chat.transport.calls.filter((call) => call.call === 'customNotice').length,
    ).toBeGreaterThan(1);
    expect(chat.transport.transcript.filter((message) => message.text === 'patient')).toHaveLength(
      1,
    );
    expect(chat.state().context.outbox).toEqual([]);
  });

  it('survives a page reload with unsent messages through the saved session', async () => {
    const chat = await started();
    chat.transport.fail(
      'send',
      { kind: 'network', message: 'down' },
      { kind: 'network', message: 'down' },
    );
    chat.transport.fail(
      'poll',
      { kind: 'network', message: 'down' },
      { kind: 'network', message: 'down' },
    );
    chat.actor.send({ type: 'message.send', text: 'keep me' });
    await vi.advanceTimersByTimeAsync(0);
    chat.actor.stop();
    expect(chat.store.load()?.outbox.map((entry) => entry.text)).toEqual(['keep me']);
    const next = createActor(chatSessionMachine, { input: { ...chat.input } }).start();
    next.send({ type: 'session.restore' });
    for (let round = 0; round < 5; round += 1) await advance(1000);
    expect(next.getSnapshot().matches('active')).toBe(true);
    expect(chat.transport.transcript.filter((m) => m.text === 'keep me')).toHaveLength(1);
  });
  describe('a message whose send was on its way as the page went', () => {
    const visitor = { id: '1', type: 'Client' as const, name: 'Visitor' };

    /**
     * A chat whose send of `text` gets no answer before the page goes; the next page restores it
     * (with tab presence, as a tab of its own that takes the message over once the old page is gone).
     */
    async function reloadedMidSend(text: string, withPresence = false) {
      const transport = createFakeChatTransport(() => time);
      const registry = createMemoryTabRegistry();
      const chat = await started({
        transport: { ...transport, send: () => new Promise<never>(() => undefined) },
        ...(withPresence ? { presence: registry.presence('old page') } : {}),
      });
      chat.actor.send({ type: 'message.send', text });
      await vi.advanceTimersByTimeAsync(0);
      const [saved] = chat.store.load()?.outbox ?? [];
      expect(saved, 'saved as on its way').toMatchObject({ text, sentAt: time });
      chat.actor.stop();
      await advance(500);
      const next = createActor(chatSessionMachine, {
        input: {
          ...chat.input,
          transport,
          ...(withPresence ? { presence: registry.presence('new page') } : {}),
        },
      });
      next.start().send({ type: 'session.restore' });
      await vi.advanceTimersByTimeAsync(0);
      const sends = () => transport.calls.filter((call) => call.call === 'send').length;
      return { next, transport, sends, clientMessageId: saved!.clientMessageId };
    }

    it.each([
      ['', false],
      [' (with tab presence)', true],
    ])(
      'lets it land before checking it, so a send that arrives late is not sent again%s',
      async (_, withPresence) => {
        const { next, transport, sends, clientMessageId } = await reloadedMidSend(
          'on its way',
          withPresence,
        );
        await vi.advanceTimersByTimeAsync(0);
        expect(next.getSnapshot().matches({ active: { sending: 'awaitingAnswers' } })).toBe(true);
        // The old page's send lands 2 s after it went, past a check made at once.
        await advance(1500);
        transport.add('Message', visitor, 'on its way', { clientMessageId });
        await advance(1500);
        expect(transport.transcript.filter((m) => m.text === 'on its way')).toHaveLength(1);
        expect(next.getSnapshot().context.outbox).toEqual([]);
        expect(sends()).toBe(0);
        next.stop();
      },
    );

    it('waits for a send the page saw fail on the network as it went (a page going away fails its fetch)', async () => {
      const sentAt = time;
      const chat = await startedWithUnanswered('failed as the page went');
      expect(chat.store.load()?.outbox).toMatchObject([
        { text: 'failed as the page went', sentAt },
      ]);
      chat.actor.stop();
      const next = createActor(chatSessionMachine, { input: { ...chat.input } });
      next.start().send({ type: 'session.restore' });
      await vi.advanceTimersByTimeAsync(0);
      const probes = () => chat.transport.calls.filter((call) => call.call === 'customNotice');
      const before = probes().length;
      expect(next.getSnapshot().matches({ active: { sending: 'awaitingAnswers' } })).toBe(true);
      await advance(2850);
      expect(probes().length, 'no check before the send time is up').toBe(before);
      await advance(100);
      expect(probes().length).toBeGreaterThan(before);
      next.stop();
    });

    it('leaves one taken over during a check of its own to its send time, then checks it again', async () => {
      const registry = createMemoryTabRegistry();
      // Requests that may take 10 s (as over the GMS push channel): longer than tab B's check.
      const server = Object.assign(
        createFakeChatTransport(() => time),
        { requestTimeout: 10_000 },
      );
      // Tab A's send never gets an answer; tab B's own check waits on its notice until released.
      const tabA = await started({
        transport: { ...server, send: () => new Promise<never>(() => undefined) },
        presence: registry.presence('A'),
      });
      let releaseProbe: (() => void) | undefined;
      const tabB = createActor(chatSessionMachine, {
        input: {
          ...tabA.input,
          presence: registry.presence('B'),
          transport: {
            ...server,
            // Tab B's first check waits on its notice until released; later ones go at once.
            customNotice: (...args: Parameters<typeof server.customNotice>) =>
              releaseProbe === undefined
                ? new Promise((resolve) => {
                    releaseProbe = () => void server.customNotice(...args).then(resolve);
                  })
                : server.customNotice(...args),
          },
        },
      }).start();
      tabB.send({ type: 'session.restore' });
      await vi.advanceTimersByTimeAsync(0);
      server.fail('send', { kind: 'network', message: 'down' });
      tabB.send({ type: 'message.send', text: 'from B' });
      await vi.advanceTimersByTimeAsync(0);
      expect(tabB.getSnapshot().matches({ active: { sending: 'verifying' } })).toBe(true);

      tabA.actor.send({ type: 'message.send', text: 'from A' });
      await vi.advanceTimersByTimeAsync(0);
      const [fromA] = tabA.store.load()!.outbox.filter((entry) => entry.text === 'from A');
      tabA.actor.stop();
      await advance(1000);
      expect(tabB.getSnapshot().context.outbox.map((entry) => entry.text)).toEqual([
        'from B',
        'from A',
      ]);
      // Tab B's check, fenced anew, ends within tab A's send time.
      const checking = () => tabB.getSnapshot().matches({ active: { sending: 'verifying' } });
      releaseProbe!();
      for (let round = 0; round < 60 && checking(); round += 1) await advance(100);
      expect(checking()).toBe(false);
      expect(time - fromA!.sentAt!).toBeLessThan(10_000);
      expect(
        server.transcript.filter((m) => m.text === 'from A'),
        'not sent by B',
      ).toEqual([]);
      // Tab A's send lands after tab B's check, within its time.
      server.add('Message', { id: '1', type: 'Client', name: 'Visitor' }, 'from A', {
        clientMessageId: fromA!.clientMessageId,
      });
      for (let round = 0; round < 10; round += 1) await advance(1000);
      const count = (text: string) => server.transcript.filter((m) => m.text === text).length;
      expect([count('from A'), count('from B')]).toEqual([1, 1]);
      expect(tabB.getSnapshot().context.outbox).toEqual([]);
      tabB.stop();
    });

    it('sends it once its time is up if it never arrived, and not before', async () => {
      const { next, transport, sends } = await reloadedMidSend('lost with the page');
      await advance(2400);
      expect(sends(), 'not within the send time').toBe(0);
      await advance(1000);
      expect(sends()).toBe(1);
      expect(transport.transcript.filter((m) => m.text === 'lost with the page')).toHaveLength(1);
      next.stop();
    });
  });

  it('survives a page reload with unsent messages too long together for a cookie, each sent once and in order', async () => {
    const chat = await started();
    const down = { kind: 'network', message: 'down' } as const;
    chat.transport.fail('send', down, down, down);
    chat.transport.fail('poll', down, down, down);
    // Nearly 500 characters each, the most a message may have; in a cookie each takes about 4.5 kB.
    const texts = ['一', '二', '三'].map((numeral) => `第${numeral}条消息。`.repeat(83));
    for (const text of texts) chat.actor.send({ type: 'message.send', text });
    await vi.advanceTimersByTimeAsync(0);
    chat.actor.stop();

    // A new page: a store of its own over the same cookies and storage.
    const store = createCookieSessionStore(chat.cookies, chat.storage);
    expect(store.load()?.outbox.map((entry) => entry.text)).toEqual(texts);
    const next = createActor(chatSessionMachine, { input: { ...chat.input, store } }).start();
    next.send({ type: 'session.restore' });
    for (let round = 0; round < 5; round += 1) await advance(1000);
    expect(next.getSnapshot().matches('active')).toBe(true);
    const sent = chat.transport.transcript.filter(
      (m) => m.from.type === 'Client' && m.type === 'Message',
    );
    expect(sent.map((m) => m.text)).toEqual(texts);
    expect(store.load()?.outbox).toEqual([]);
    next.stop();
  });

  it('brings a refused message back refused after a reload, not sent, and sends it on retry', async () => {
    const chat = await started();
    chat.transport.fail('send', { kind: 'rejected', status: 400, errors: [{ code: 101 }] });
    chat.actor.send({ type: 'message.send', text: 'please keep me' });
    await vi.advanceTimersByTimeAsync(0);
    const refused = chat.state().context.outbox[0]!;
    expect(refused).toMatchObject({ status: 'failed', text: 'please keep me' });
    chat.actor.stop();
    expect(chat.store.load()?.outbox).toEqual([
      {
        clientMessageId: refused.clientMessageId,
        text: 'please keep me',
        createdAt: refused.createdAt,
        failed: refused.error!.key,
      },
    ]);

    const next = createActor(chatSessionMachine, { input: { ...chat.input } }).start();
    next.send({ type: 'session.restore' });
    for (let round = 0; round < 3; round += 1) await advance(1000);
    expect(next.getSnapshot().matches('active')).toBe(true);
    expect(next.getSnapshot().context.outbox).toEqual([
      { ...refused, error: { key: refused.error!.key } },
    ]);
    expect(chat.transport.transcript.filter((m) => m.text === 'please keep me')).toHaveLength(0);

    next.send({ type: 'message.retry', clientMessageId: refused.clientMessageId });
    await advance(1000);
    expect(next.getSnapshot().context.outbox).toEqual([]);
    expect(chat.transport.transcript.filter((m) => m.text === 'please keep me')).toHaveLength(1);
    expect(chat.store.load()?.outbox).toEqual([]);
    next.stop();
  });

  it('saves a retry at once, so a reload before its answer says the message may have arrived, not that it was not sent', async () => {
    const chat = await started();
    chat.transport.fail('send', { kind: 'unavailable', status: 1 });
    chat.actor.send({ type: 'message.send', text: 'try me again' });
    await vi.advanceTimersByTimeAsync(0);
    const refused = chat.state().context.outbox[0]!;
    expect(refused.error?.key).toBe(chatErrorKeys.messageFailed);

    // The retry reaches the server; the visitor reloads before its answer, after a sleep too long
    // for the restore to read the chat.
    chat.actor.send({ type: 'message.retry', clientMessageId: refused.clientMessageId });
    expect(chat.store.load()?.outbox).toEqual([
      {
        clientMessageId: refused.clientMessageId,
        text: 'try me again',
        createdAt: refused.createdAt,
        // On its way: a page that takes it over waits for its answer's time.
        sentAt: time,
      },
    ]);
    chat.actor.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.transport.transcript.filter((m) => m.text === 'try me again')).toHaveLength(1);
    time += 60_001;
    const next = createActor(chatSessionMachine, { input: { ...chat.input } });
    const failed: unknown[] = [];
    next.on('messageFailed', (event) => failed.push(event));
    next.start().send({ type: 'session.restore' });
    expect(next.getSnapshot().value).toBe('inactive');
    expect(failed).toEqual([
      {
        type: 'messageFailed',
        text: 'try me again',
        error: { key: chatErrorKeys.messageUnconfirmed },
      },
    ]);
    next.stop();
  });

  it('keeps in the saved session what another tab on the chat still waits to send, so its reload sends it once', async () => {
    const tabA = await started();
    const tabB = createActor(chatSessionMachine, { input: { ...tabA.input } }).start();
    tabB.send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(tabB.getSnapshot().matches('active')).toBe(true);
    const down = { kind: 'network', message: 'down' } as const;
    tabA.transport.fail('send', down);
    tabA.transport.fail('customNotice', down, down);
    tabA.actor.send({ type: 'message.send', text: 'typed in tab A' });
    await vi.advanceTimersByTimeAsync(0);
    // Tab A reloads before its send went through; tab B polls and saves the session meanwhile.
    tabA.actor.stop();
    await advance(3000);
    expect(tabA.store.load()?.outbox.map((entry) => entry.text)).toEqual(['typed in tab A']);

    const reloadedA = createActor(chatSessionMachine, { input: { ...tabA.input } }).start();
    reloadedA.send({ type: 'session.restore' });
    for (let round = 0; round < 6; round += 1) await advance(1000);
    expect(tabA.transport.transcript.filter((m) => m.text === 'typed in tab A')).toHaveLength(1);
    expect(tabA.store.load()?.outbox).toEqual([]);
    expect(
      tabB.getSnapshot().context.messages.filter((m) => m.text === 'typed in tab A'),
    ).toHaveLength(1);
  });

  describe('with tab presence', () => {
    const tabLink = createCuttableLink;

    /** Tab A has started the chat and typed a message it cannot send; tab B, on the same chat, watches it. */
    async function twoTabsWithAStuckMessage() {
      const registry = createMemoryTabRegistry();
      const server = createFakeChatTransport(() => time);
      const linkA = tabLink(server);
      const tabA = await started({ presence: registry.presence('A') }, linkA.transport as never);
      const tabB = createActor(chatSessionMachine, {
        input: { ...tabA.input, transport: server, presence: registry.presence('B') },
      }).start();
      tabB.send({ type: 'session.restore' });
      await vi.advanceTimersByTimeAsync(0);
      linkA.setDown(true);
      tabA.actor.send({ type: 'message.send', text: 'typed in tab A' });
      await advance(3000);
      expect(tabA.store.load()?.outbox).toMatchObject([{ text: 'typed in tab A', owner: 'A' }]);
      const count = () => server.transcript.filter((m) => m.text === 'typed in tab A').length;
      return { registry, server, linkA, tabA, tabB, count };
    }

    it("keeps a tab's refused messages for the next page when the chat ends in another tab too, whichever ends last", async () => {
      for (const lastToEnd of ['A', 'B'] as const) {
        const { registry, server, linkA, tabA, tabB } = await twoTabsWithAStuckMessage();
        server.endChat();
        if (lastToEnd === 'B') {
          // Tab A comes back and ends first; tab B ends on its next poll.
          tabB.stop();
          linkA.setDown(false);
          await advance(3000);
          expect(tabA.state().matches('ended')).toBe(true);
          const tabB2 = createActor(chatSessionMachine, {
            input: { ...tabA.input, transport: server, presence: registry.presence('B2') },
          }).start();
          tabB2.send({ type: 'session.restore' });
          await advance(3000);
          tabB2.stop();
        } else {
          // Tab B ends while tab A is still cut off; tab A then closes without ending.
          await advance(3000);
          expect(tabB.getSnapshot().matches('ended')).toBe(true);
        }
        tabA.actor.stop();
        tabB.stop();
        const next = createActor(chatSessionMachine, {
          input: { ...tabA.input, transport: server, presence: registry.presence('C') },
        });
        const emitted: ChatSessionEmitted[] = [];
        next.on('*', (event) => emitted.push(event));
        next.start();
        next.send({ type: 'session.restore' });
        await vi.advanceTimersByTimeAsync(0);
        expect(
          emitted.filter((event) => event.type === 'messageFailed').map((event) => event.text),
        ).toEqual(['typed in tab A']);
        next.stop();
      }
    });

    it('sends the unsent messages of a tab that closed, once, from a tab still open', async () => {
      const { tabA, tabB, count } = await twoTabsWithAStuckMessage();
      tabA.actor.stop();
      for (let round = 0; round < 4; round += 1) await advance(1000);
      expect(count()).toBe(1);
      expect(tabB.getSnapshot().context.outbox).toEqual([]);
      expect(
        tabB.getSnapshot().context.messages.filter((m) => m.text === 'typed in tab A'),
      ).toHaveLength(1);
      expect(tabA.store.load()?.outbox).toEqual([]);
    });

    it('leaves to a tab still open what it waits to send when another tab reloads, so it goes once', async () => {
      const { registry, server, linkA, tabA, tabB, count } = await twoTabsWithAStuckMessage();
      tabB.stop();
      const reloadedB = createActor(chatSessionMachine, {
        input: { ...tabA.input, transport: server, presence: registry.presence('B2') },
      }).start();
      reloadedB.send({ type: 'session.restore' });
      for (let round = 0; round < 6; round += 1) await advance(1000);
      expect(reloadedB.getSnapshot().matches('active')).toBe(true);
      expect(count()).toBe(0);
      expect(tabA.store.load()?.outbox).toMatchObject([{ text: 'typed in tab A', owner: 'A' }]);

      linkA.setDown(false);
      for (let round = 0; round < 6; round += 1) await advance(1000);
      expect(count()).toBe(1);
      expect(tabA.state().context.outbox).toEqual([]);
    });

    it('claims the messages of a closed tab in one open tab only', async () => {
      const { registry, server, tabA, tabB, count } = await twoTabsWithAStuckMessage();
      // A third tab on the chat waits for tab A too.
      const tabC = createActor(chatSessionMachine, {
        input: { ...tabA.input, transport: server, presence: registry.presence('C') },
      }).start();
      tabC.send({ type: 'session.restore' });
      await advance(3000);
      expect(tabC.getSnapshot().matches('active')).toBe(true);
      tabA.actor.stop();
      for (let round = 0; round < 6; round += 1) await advance(1000);
      expect(count()).toBe(1);
      const held = [tabB, tabC].map((tab) => tab.getSnapshot().context.outbox.length);
      expect(held).toEqual([0, 0]);
    });

    it('keeps the unsent messages of a tab that ends the chat unheard from the tabs still on it, so one called not sent was not sent', async () => {
      const { tabA, tabB, server, count } = await twoTabsWithAStuckMessage();
      tabA.actor.send({ type: 'message.send', text: 'queued in tab A' });
      tabA.actor.send({ type: 'session.end' });
      for (let round = 0; round < 6; round += 1) await advance(1000);
      expect(tabA.state().matches({ ended: 'closing' })).toBe(true);
      expect(tabA.state().context.outbox.map((entry) => [entry.text, entry.error?.key])).toEqual([
        ['typed in tab A', chatErrorKeys.messageUnconfirmed],
        ['queued in tab A', chatErrorKeys.messageFailed],
      ]);
      // Tab B, still on the chat (the server never heard the end), sends neither.
      expect(tabB.getSnapshot().matches('active')).toBe(true);
      expect(tabB.getSnapshot().context.outbox).toEqual([]);
      expect(count()).toBe(0);
      expect(server.transcript.filter((m) => m.text === 'queued in tab A')).toHaveLength(0);
    });

    it("leaves an open tab's unsent messages to it when a restore finds the chat over, and shows them refused once that tab closes", async () => {
      const { registry, server, linkA, tabA, tabB } = await twoTabsWithAStuckMessage();
      tabB.stop();
      server.endChat();
      const tabC = setup({ ...tabA.input, transport: server, presence: registry.presence('C') });
      tabC.actor.send({ type: 'session.restore' });
      await advance(1000);
      expect(tabC.state().matches('inactive')).toBe(true);
      // Tab A may still send it (it has not heard of the end): it is not tab C's to show as not sent.
      expect(tabC.state().context.outbox).toEqual([]);
      expect(tabA.state().context.outbox.map((entry) => entry.text)).toEqual(['typed in tab A']);

      linkA.setDown(false);
      await advance(3000);
      expect(tabA.state().matches('ended')).toBe(true);
      expect(tabA.state().context.outbox.map((entry) => entry.status)).toEqual(['failed']);
      expect(tabC.state().context.outbox).toEqual([]);

      tabA.actor.stop();
      await vi.advanceTimersByTimeAsync(0);
      expect(tabC.state().context.outbox.map((entry) => [entry.text, entry.status])).toEqual([
        ['typed in tab A', 'failed'],
      ]);
      expect(tabC.emitted.filter((event) => event.type === 'messageFailed')).toHaveLength(1);
      expect(tabA.store.load()?.outbox).toMatchObject([{ text: 'typed in tab A', owner: 'C' }]);
    });

    it('keeps the refused messages it holds while it joins the chat another tab started, so only one tab offers their Retry', async () => {
      const registry = createMemoryTabRegistry();
      const visibility = createStaticVisibilitySignal(true);
      const tabB = await started({ presence: registry.presence('B'), visibility });
      tabB.transport.fail('send', { kind: 'unavailable', status: 1 });
      tabB.actor.send({ type: 'message.send', text: 'refused in tab B' });
      await advance(100);
      tabB.transport.endChat();
      await advance(3000);
      expect(tabB.state().matches('ended')).toBe(true);

      // Tab A starts the next chat (new keys) while tab B, out of view, still shows its ended one.
      visibility.set(false);
      const nextChat: ChatTransport = {
        ...tabB.transport,
        start: async (request) => {
          const result = await tabB.transport.start(request);
          if (!result.ok) return result;
          return { ok: true, value: { ...result.value, session: { chatId: 'chat-2' } } };
        },
      };
      const tabA = await started({
        ...tabB.input,
        transport: nextChat,
        visibility: undefined,
        presence: registry.presence('A'),
      });
      await advance(1000);
      expect(tabA.state().context.outbox).toEqual([]);

      visibility.set(true);
      for (let round = 0; round < 3; round += 1) await advance(1000);
      expect(tabB.state().context.session?.chatId).toBe('chat-2');
      const holders = [tabA, tabB].map(
        (tab) =>
          tab.state().context.outbox.filter((entry) => entry.text === 'refused in tab B').length,
      );
      expect(holders).toEqual([0, 1]);
    });

    it('fences its delivery check anew when it takes over messages during one', async () => {
      const registry = createMemoryTabRegistry();
      const server = createFakeChatTransport(() => time);
      const linkA = tabLink(server);
      const linkB = tabLink(server);
      const tabA = await started({ presence: registry.presence('A') }, linkA.transport as never);
      const tabB = createActor(chatSessionMachine, {
        input: { ...tabA.input, transport: linkB.transport, presence: registry.presence('B') },
      }).start();
      tabB.send({ type: 'session.restore' });
      await advance(3000);
      linkA.setDown(true);
      tabA.actor.send({ type: 'message.send', text: 'from A' });
      await advance(3000);
      linkB.setDown(true);
      tabB.send({ type: 'message.send', text: 'from B' });
      await vi.advanceTimersByTimeAsync(0);
      const checkBefore = tabB.getSnapshot().context.probe?.id;
      expect(checkBefore).toBeDefined();

      tabA.actor.stop();
      await vi.advanceTimersByTimeAsync(0);
      const { context } = tabB.getSnapshot();
      expect(context.outbox.map((entry) => [entry.text, entry.status])).toEqual([
        ['from B', 'uncertain'],
        ['from A', 'uncertain'],
      ]);
      expect(context.probe?.id).not.toBe(checkBefore);

      linkB.setDown(false);
      for (let round = 0; round < 8; round += 1) await advance(1000);
      const texts = server.transcript.filter((m) => m.type === 'Message').map((m) => m.text);
      expect(texts).toEqual(['from B', 'from A']);
    });
  });
});

describe('end', () => {
  it('ends on the end command: disconnects, clears the saved session, emits disconnected and ended', async () => {
    const chat = await started();
    chat.transport.add('ParticipantJoined', agent);
    await advance(500);
    chat.actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('ended')).toBe(true);
    expect(chat.store.load()).toBeUndefined();
    expect(chat.types().slice(-3)).toEqual(['participantDisconnected', 'disconnected', 'ended']);
    expect(chat.state().context.participants.get('2')?.connected).toBe(false);
  });

  it('takes the messages refused as the chat ended into the next chat, on this page or after a reload', async () => {
    for (const reload of [false, true]) {
      const chat = await startedWithUnanswered('typed on a train');
      chat.transport.endChat();
      await advance(3000);
      expect(chat.state().matches('ended')).toBe(true);
      let actor = chat.actor;
      if (reload) {
        chat.actor.stop();
        actor = createActor(chatSessionMachine, { input: chat.input }).start();
        const emitted: ChatSessionEmitted[] = [];
        actor.on('*', (event) => emitted.push(event));
        actor.send({ type: 'session.restore' });
        await vi.advanceTimersByTimeAsync(0);
        // The read that found the chat over did not hold it, so it never arrived; a reload still says so.
        expect(emitted).toContainEqual({
          type: 'messageFailed',
          text: 'typed on a train',
          error: { key: chatErrorKeys.messageFailed },
        });
      }
      actor.send({ type: 'session.start', form: { firstName: 'Ada' } });
      await vi.advanceTimersByTimeAsync(0);
      const [entry] = actor.getSnapshot().context.outbox;
      expect(entry).toMatchObject({
        text: 'typed on a train',
        status: 'failed',
        error: { key: chatErrorKeys.messageFailed },
      });
      actor.send({ type: 'message.retry', clientMessageId: entry!.clientMessageId });
      await advance(1000);
      expect(actor.getSnapshot().context.outbox).toEqual([]);
      expect(chat.transport.transcript.filter((m) => m.text === 'typed on a train')).toHaveLength(
        1,
      );
      actor.stop();
    }
  });

  it('keeps calling a message that may have arrived so after its retry in the next chat does not get through', async () => {
    const chat = await startedWithUnanswered('maybe there');
    chat.actor.send({ type: 'session.end' });
    for (let round = 0; round < 3; round += 1) await advance(1000);
    expect(chat.state().context.outbox).toMatchObject([
      { error: { key: chatErrorKeys.messageUnconfirmed } },
    ]);
    chat.actor.stop();

    // The next page starts another chat, on a server of its own, and the visitor retries it there.
    const server = createFakeChatTransport(() => time);
    const next = createActor(chatSessionMachine, { input: { ...chat.input, transport: server } });
    next.start().send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    next.send({ type: 'session.start', form: { firstName: 'Ada' } });
    await vi.advanceTimersByTimeAsync(0);
    const [entry] = next.getSnapshot().context.outbox;
    expect(entry?.error?.key).toBe(chatErrorKeys.messageUnconfirmed);
    // The retry's send gets no answer, and the chat ends without it: a verdict on this send, not on
    // the one before, which may have reached the chat before.
    const down = { kind: 'network', message: 'down' } as const;
    server.fail('send', down);
    server.fail('customNotice', down, down, down, down, down);
    next.send({ type: 'message.retry', clientMessageId: entry!.clientMessageId });
    await vi.advanceTimersByTimeAsync(0);
    server.endChat();
    await advance(3000);
    expect(next.getSnapshot().matches('ended')).toBe(true);
    expect(next.getSnapshot().context.outbox).toMatchObject([
      { text: 'maybe there', error: { key: chatErrorKeys.messageUnconfirmed } },
    ]);
    expect(chat.store.load()?.outbox).toMatchObject([
      { text: 'maybe there', failed: chatErrorKeys.messageUnconfirmed },
    ]);
    next.stop();
  });

  it('ends without calling a message unsent that the transcript shows arrived, though its answer was lost', async () => {
    // The second waits while the first is being checked.
    const chat = await startedWithLostAnswer('it did arrive', 'never tried');
    await advance(100);
    expect(chat.state().context.outbox.map((entry) => entry.status)).toContain('uncertain');

    chat.actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('ended')).toBe(true);
    expect(chat.state().context.outbox.map((entry) => entry.text)).toEqual(['never tried']);
    expect(
      chat.emitted.filter((event) => event.type === 'messageFailed').map((event) => event.text),
    ).toEqual(['never tried']);
    expect(chat.state().context.messages.map((m) => m.text)).toContain('it did arrive');
  });

  it('says a message without an answer was not sent when a read finds the chat over, and that it may have arrived when only the push channel says so', async () => {
    for (const endedBy of ['read', 'push'] as const) {
      const chat = await startedWithUnanswered('no answer');
      expect(chat.state().context.outbox).toMatchObject([{ status: 'uncertain' }]);
      if (endedBy === 'read') {
        chat.transport.endChat();
        await advance(3000);
      } else {
        const { position } = chat.state().context;
        chat.transport.channel!.batch({ messages: [], ended: true, nextPosition: position });
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(chat.state().matches('ended')).toBe(true);
      const key =
        endedBy === 'read' ? chatErrorKeys.messageFailed : chatErrorKeys.messageUnconfirmed;
      expect(chat.state().context.outbox).toMatchObject([
        { text: 'no answer', status: 'failed', error: { key } },
      ]);
      expect(chat.emitted).toContainEqual({
        type: 'messageFailed',
        text: 'no answer',
        error: { key },
      });
      chat.actor.stop();
    }
  });

  it('holds the delivery check while the connection is down, so a chat that ended meanwhile is found by a read rather than refused a check', async () => {
    const server = createFakeChatTransport(() => time);
    const link = createCuttableLink(server);
    let checks = 0;
    const transport: ChatTransport = {
      ...link.transport,
      customNotice: (...args) => {
        checks += 1;
        return link.transport.customNotice(...args);
      },
    };
    const chat = await started({}, transport as never);
    link.setDown(true);
    chat.actor.send({ type: 'message.send', text: 'written offline' });
    await advance(0);
    // The check the failed send asks for goes at once, before anything says the line is down.
    expect(checks).toBe(1);
    await advance(5000);
    expect(chat.state().context.connection).toBe('disconnected');
    expect(checks, 'no check while the reads get no answer').toBe(1);

    // The agent ends the chat meanwhile; back online, the next read finds it over before any check goes.
    server.endChat();
    link.setDown(false);
    await advance(3000);
    expect(chat.state().matches('ended')).toBe(true);
    expect(checks).toBe(1);
    expect(server.calls.filter((call) => call.call === 'customNotice')).toEqual([]);
    expect(chat.state().context.outbox).toMatchObject([
      { text: 'written offline', status: 'failed', error: { key: chatErrorKeys.messageFailed } },
    ]);
  });

  it('sends the delivery check once a read gets through again, and settles the message', async () => {
    const server = createFakeChatTransport(() => time);
    const link = createCuttableLink(server);
    const chat = await started({}, link.transport as never);
    link.setDown(true);
    chat.actor.send({ type: 'message.send', text: 'written offline' });
    await advance(5000);
    expect(chat.state().context.connection).toBe('disconnected');
    link.setDown(false);
    for (let round = 0; round < 5; round += 1) await advance(1000);
    expect(server.calls.filter((call) => call.call === 'customNotice')).toHaveLength(1);
    expect(server.transcript.filter((message) => message.text === 'written offline')).toHaveLength(
      1,
    );
    expect(chat.state().context.outbox).toEqual([]);
  });

  it('ends a chat the server never heard end once it answers again: what its transcript echoes arrived, and the chat is disconnected there', async () => {
    const server = createFakeChatTransport(() => time);
    const link = createCuttableLink(server);
    const chat = await started({}, link.transport as never);
    // It reaches the server, its answer is lost, and the line goes before anything can check it.
    server.fail('send', 'dropAfter');
    server.fail('customNotice', { kind: 'network', message: 'down' });
    chat.actor.send({ type: 'message.send', text: 'it arrived' });
    await vi.advanceTimersByTimeAsync(0);
    link.setDown(true);
    await advance(100);
    expect(chat.state().context.outbox).toMatchObject([
      { text: 'it arrived', status: 'uncertain' },
    ]);
    chat.actor.send({ type: 'message.send', text: 'typed offline' });
    chat.actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);
    // The visitor sees the chat end at once; the server has not heard it.
    expect(chat.state().matches({ ended: 'closing' })).toBe(true);
    expect(chat.types()).toContain('ended');
    expect(chat.state().context.outbox).toMatchObject([
      { text: 'it arrived', error: { key: chatErrorKeys.messageUnconfirmed } },
      { text: 'typed offline', error: { key: chatErrorKeys.messageFailed } },
    ]);
    const disconnects = () => server.calls.filter((call) => call.call === 'disconnect').length;
    await advance(10_000);
    expect(chat.state().matches({ ended: 'closing' })).toBe(true);
    expect(disconnects()).toBe(0);

    link.setDown(false);
    await advance(3000);
    expect(chat.state().matches({ ended: 'closed' })).toBe(true);
    expect(disconnects()).toBe(1);
    expect(server.transcript.at(-1)).toMatchObject({
      type: 'ParticipantLeft',
      from: { type: 'Client' },
    });
    const { outbox, errors, messages } = chat.state().context;
    expect(outbox.map((entry) => entry.text)).toEqual(['typed offline']);
    expect(
      errors.filter((error) => error.scope === 'message').map((error) => error.clientMessageId),
    ).toEqual([outbox[0]!.clientMessageId]);
    expect(messages.filter((message) => message.text === 'it arrived')).toHaveLength(1);
    expect(chat.store.load()?.outbox.map((entry) => entry.text)).toEqual(['typed offline']);
    await advance(10_000);
    expect(disconnects()).toBe(1);
  });

  it('ends with unsent messages refused and handed back, never left waiting; they can be discarded, not retried; one that went out without an answer may have arrived, and says so', async () => {
    const chat = await started();
    const down = { kind: 'network', message: 'down' } as const;
    chat.transport.fail('send', ...Array<typeof down>(20).fill(down));
    chat.transport.fail('customNotice', ...Array<typeof down>(20).fill(down));
    chat.actor.send({ type: 'message.send', text: 'typed while offline' });
    chat.actor.send({ type: 'message.send', text: 'and this' });
    await advance(100);
    const waiting = chat.state().context.outbox;
    expect(waiting.map((entry) => entry.status)).not.toContain('failed');
    const errorsBefore = chat.state().context.metadata.errors;

    chat.actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('ended')).toBe(true);
    // The first went out and got no answer; the second waited behind it and never went.
    expect(waiting.map((entry) => entry.status)).toEqual(['uncertain', 'queued']);
    const unconfirmed = { key: chatErrorKeys.messageUnconfirmed };
    const notSent = { key: chatErrorKeys.messageFailed };
    expect(chat.state().context.outbox).toEqual([
      { ...waiting[0], status: 'failed', error: unconfirmed },
      { ...waiting[1], status: 'failed', error: notSent },
    ]);
    expect(chat.emitted.filter((event) => event.type === 'messageFailed')).toEqual([
      { type: 'messageFailed', text: 'typed while offline', error: unconfirmed },
      { type: 'messageFailed', text: 'and this', error: notSent },
    ]);
    expect(chat.state().context.errors.map((entry) => entry.key)).toEqual(
      expect.arrayContaining([unconfirmed.key, notSent.key]),
    );
    expect(chat.types().slice(-2)).toEqual(['disconnected', 'ended']);
    const { errors, metadata } = chat.state().context;
    expect(errors.map((entry) => [entry.scope, entry.clientMessageId])).toEqual(
      waiting.map((entry) => ['message', entry.clientMessageId]),
    );
    expect(new Set(errors.map((entry) => entry.id)).size).toBe(2);
    expect(metadata.errors).toBe(errorsBefore + 2);
    expect(metadata.completed).toBeDefined();

    const [first, second] = waiting;
    chat.actor.send({ type: 'message.retry', clientMessageId: first!.clientMessageId });
    expect(chat.emitted.at(-1)).toEqual({
      type: 'rejected',
      command: 'message.retry',
      error: { key: chatErrorKeys.noActiveSession },
    });
    chat.actor.send({ type: 'message.discard', clientMessageId: first!.clientMessageId });
    expect(chat.state().context.outbox.map((entry) => entry.text)).toEqual(['and this']);
    expect(chat.state().context.errors.map((entry) => entry.clientMessageId)).toEqual([
      second!.clientMessageId,
    ]);
    // What a page opened now would give back: the one not discarded.
    expect(chat.store.load()?.outbox.map((entry) => entry.text)).toEqual(['and this']);
    chat.actor.send({ type: 'message.discard', clientMessageId: second!.clientMessageId });
    expect(chat.store.load()).toBeUndefined();
  });

  it('calls a message without an answer not sent as the chat ends only after a read that holds the chat from where it asked', async () => {
    const chat = await startedWithLostAnswer('went out');
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.outbox.map((entry) => entry.status)).toEqual(['uncertain']);
    chat.transport.endChat();
    // Another tab's read of the ended chat from past the message; a proxy answers this tab's next
    // read with it again.
    const after = chat.transport.transcript.at(-1)!.index + 1;
    await chat.transport.poll({ chatId: 'other tab' } as SessionKeys, after, '');
    chat.transport.fail('poll', 'replay');
    await advance(3000);
    expect(chat.state().matches('ended')).toBe(true);
    expect(chat.emitted.filter((event) => event.type === 'messageFailed')).toEqual([
      {
        type: 'messageFailed',
        text: 'went out',
        error: { key: chatErrorKeys.messageUnconfirmed },
      },
    ]);
  });

  it('ends when the server says so, and offers the survey when an agent had connected', async () => {
    const chat = await started();
    chat.transport.add('ParticipantJoined', agent);
    chat.transport.add(
      'CustomNotice',
      { id: '9', type: 'System', name: '_GCTI_GSS' },
      JSON.stringify({ Survey_URL: 'https://survey.test/s', Cancel_URL: 'https://survey.test/c' }),
    );
    chat.transport.endChat();
    await advance(500);
    expect(chat.state().matches('ended')).toBe(true);
    expect(chat.emitted).toContainEqual({
      type: 'surveyOffered',
      survey: { surveyUrl: 'https://survey.test/s', cancelUrl: 'https://survey.test/c' },
    });
  });

  it('reports AgentUnavailable when the server ends the chat before anyone joined', async () => {
    const chat = await started();
    chat.transport.endChat();
    await advance(500);
    expect(chat.state().matches('ended')).toBe(true);
    expect(chat.state().context.errors.map((error) => error.key)).toEqual([
      'webchat.errors.AgentUnavailable',
    ]);
    expect(chat.emitted).toContainEqual({
      type: 'error',
      error: { key: 'webchat.errors.AgentUnavailable' },
    });
  });

  it('does not report AgentUnavailable once an agent, bot or supervisor joined, nor on the visitor’s end', async () => {
    const answered = await started();
    answered.transport.add('ParticipantJoined', { id: '5', type: 'Bot', name: 'Bot' });
    answered.transport.endChat();
    await advance(500);
    expect(answered.state().matches('ended')).toBe(true);
    expect(answered.state().context.errors).toEqual([]);

    const ownEnd = await started();
    ownEnd.actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ownEnd.state().matches('ended')).toBe(true);
    expect(ownEnd.state().context.errors).toEqual([]);
  });

  it('ends when the visitor’s own member leaves', async () => {
    const chat = await started();
    chat.transport.add('ParticipantLeft', { id: '1', type: 'Client', name: 'Ada' });
    await advance(500);
    expect(chat.state().matches('ended')).toBe(true);
  });
});

describe("another tab's chat", () => {
  it("keeps the chat another tab saved since when the visitor ends this one, with this tab's refused messages beside that chat's", async () => {
    const chat = await started();
    chat.transport.fail('send', { kind: 'unavailable', status: 1 });
    chat.actor.send({ type: 'message.send', text: 'refused here' });
    await advance(100);
    // Another tab saves the chat it started; then the visitor ends this tab's chat.
    const inTabA = { clientMessageId: 'a1', text: 'typed in tab A', createdAt: time };
    const otherChat = { session: { chatId: 'Y' }, position: 1, lastPing: time, outbox: [inTabA] };
    chat.store.save(otherChat);
    chat.actor.send({ type: 'session.end' });
    await advance(100);
    expect(chat.state().matches('ended')).toBe(true);
    const saved = chat.store.load();
    expect(saved?.session).toEqual({ chatId: 'Y' });
    expect(saved?.outbox).toEqual([
      inTabA,
      expect.objectContaining({ text: 'refused here', failed: chatErrorKeys.messageFailed }),
    ]);
  });

  it('joins the chat another tab started when its window opens or the tab comes back into view, rather than offer a second one', async () => {
    for (const by of ['window', 'view'] as const) {
      const visibility = createStaticVisibilitySignal(true);
      // Tab B was opened before there was a chat; tab A starts one.
      const tabB = setup({ visibility });
      const tabA = await started({ store: tabB.store }, tabB.transport);
      tabA.transport.add('Message', agent, 'Hello from Anna');
      await advance(1000);
      expect(tabB.state().matches('inactive')).toBe(true);

      if (by === 'window') tabB.actor.send({ type: 'widget.opened' });
      else {
        visibility.set(false);
        visibility.set(true);
      }
      await vi.advanceTimersByTimeAsync(0);
      expect(tabB.state().matches('active')).toBe(true);
      expect(tabB.state().context.session).toEqual(tabA.state().context.session);
      expect(tabB.types()).toContain('restored');
      expect(tabB.state().context.messages.map((message) => message.text)).toContain(
        'Hello from Anna',
      );
      expect(tabB.state().context.metadata.opened !== undefined).toBe(by === 'window');
      const starts = () => tabA.transport.calls.filter((call) => call.call === 'start').length;
      tabB.actor.send({ type: 'session.start', form: { firstName: 'Ada' } });
      expect(starts()).toBe(1);
      tabA.actor.stop();
      tabB.actor.stop();
    }
  });

  it('joins from its ended chat the next chat another tab started, never the ended one again, and none with joinOtherTabs off', async () => {
    for (const joinOtherTabs of [true, false]) {
      const visibility = createStaticVisibilitySignal(true);
      const tabB = await started({ visibility, options: { joinOtherTabs } });
      const endedChat = tabB.state().context.session!;
      tabB.transport.endChat();
      await advance(3000);
      expect(tabB.state().matches('ended')).toBe(true);
      const backInView = async () => {
        visibility.set(false);
        visibility.set(true);
        await vi.advanceTimersByTimeAsync(0);
      };
      // A tab still on the ended chat saves it once more before it hears of the end.
      tabB.store.save({ session: endedChat, position: 2, lastPing: time, outbox: [] });
      await backInView();
      tabB.actor.send({ type: 'widget.opened' });
      await vi.advanceTimersByTimeAsync(0);
      expect(tabB.state().matches('ended')).toBe(true);

      // Another tab starts the next chat.
      await tabB.transport.start({ firstName: 'Ada', userData: {} });
      const nextChat = { ...endedChat, chatId: 'chat-2' };
      tabB.store.save({ session: nextChat, position: 1, lastPing: time, outbox: [] });
      await backInView();
      if (joinOtherTabs) {
        expect(tabB.state().matches('active')).toBe(true);
        expect(tabB.state().context.session).toEqual(nextChat);
      } else expect(tabB.state().matches('ended')).toBe(true);
      tabB.actor.stop();
    }
  });
});

describe('restore', () => {
  it('chats without saving in a frame whose document refuses cookies, and finds nothing to restore', async () => {
    const refuse = () => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    };
    const refusing = Object.defineProperty({}, 'cookie', { get: refuse, set: refuse });
    const store = createCookieSessionStore(
      createCookieStore({ backend: createDocumentCookieBackend(refusing as CookieDocument) }),
    );
    const chat = await started({ store });
    expect(chat.state().matches('active')).toBe(true);
    chat.actor.send({ type: 'message.send', text: 'kept in memory' });
    await advance(500);
    expect(chat.transport.transcript.filter((m) => m.text === 'kept in memory')).toHaveLength(1);
    const next = createActor(chatSessionMachine, { input: chat.input });
    next.start();
    next.send({ type: 'session.restore' });
    expect(next.getSnapshot().status).toBe('active');
    expect(next.getSnapshot().value).toBe('inactive');
    expect(next.getSnapshot().context.errors.map((error) => error.key)).toEqual([
      chatErrorKeys.restoreFailed,
    ]);
  });

  it("chats without saving when the site's own store throws, and finds nothing to restore", async () => {
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const store = { load: full, save: full, clear: full };
    const chat = await started({ store });
    expect(chat.state().matches('active')).toBe(true);
    chat.actor.send({ type: 'message.send', text: 'not stopped by the store' });
    await advance(500);
    expect(
      chat.transport.transcript.filter((m) => m.text === 'not stopped by the store'),
    ).toHaveLength(1);
    chat.actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('ended')).toBe(true);
    const next = createActor(chatSessionMachine, { input: chat.input }).start();
    next.send({ type: 'session.restore' });
    expect(next.getSnapshot().status).toBe('active');
    expect(next.getSnapshot().value).toBe('inactive');
  });

  async function savedChat() {
    const chat = await started();
    chat.transport.add('ParticipantJoined', agent);
    chat.transport.add('Message', agent, 'before reload');
    await advance(500);
    chat.actor.stop();
    return chat;
  }

  it('restores the transcript and resumes polling with a new actor from the saved cookie', async () => {
    const chat = await savedChat();
    const next = createActor(chatSessionMachine, { input: chat.input });
    const emitted: ChatSessionEmitted[] = [];
    next.on('*', (event) => emitted.push(event));
    next.start();
    next.send({ type: 'session.restore' });
    expect(next.getSnapshot().matches('restoring')).toBe(true);
    next.send({ type: 'session.restore' });
    expect(emitted.at(-1)).toMatchObject({
      type: 'rejected',
      error: { key: chatErrorKeys.alreadyRestoring },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(next.getSnapshot().matches('active')).toBe(true);
    const received = emitted.find((event) => event.type === 'messageReceived');
    expect(received).toMatchObject({ restoring: true });
    expect(next.getSnapshot().context.messages.map((m) => m.restoring)).toEqual([true, true, true]);
  });

  it("reads the transcript again when the restore read is answered with the page's last poll answer again (a proxy replaying it)", async () => {
    const chat = await savedChat();
    // The page's last poll read the agent's messages, not the visitor's joining before them.
    chat.transport.fail('poll', 'replay');
    const next = createActor(chatSessionMachine, { input: chat.input }).start();
    next.send({ type: 'session.restore' });
    for (let round = 0; round < 4; round += 1) await advance(1000);
    expect(next.getSnapshot().matches('active')).toBe(true);
    expect(next.getSnapshot().context.messages.map((message) => message.index)).toEqual([1, 2, 3]);
    next.stop();
  });

  it('restores a chat whose transcript starts later than asked once a second read says the same (not a replay)', async () => {
    const chat = await savedChat();
    const server = chat.transport;
    // A server whose transcript lacks its first message (malformed, dropped by the transport).
    const lacking: ChatTransport = {
      ...server,
      poll: async (...args) => {
        const read = await server.poll(...args);
        return read.ok
          ? { ok: true, value: { ...read.value, messages: read.value.messages.slice(1) } }
          : read;
      },
    };
    const next = createActor(chatSessionMachine, {
      input: { ...chat.input, transport: lacking },
    }).start();
    next.send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(next.getSnapshot().matches('restoring')).toBe(true);
    await advance(1000);
    expect(next.getSnapshot().matches('active')).toBe(true);
    expect(next.getSnapshot().context.messages.map((message) => message.index)).toEqual([2, 3]);
    next.stop();
  });

  it('refuses a session whose last poll is older than the restore timeout', async () => {
    const chat = await savedChat();
    time += 60_001;
    const next = createActor(chatSessionMachine, { input: chat.input }).start();
    next.send({ type: 'session.restore' });
    expect(next.getSnapshot().value).toBe('inactive');
    expect(next.getSnapshot().context.errors.map((error) => error.key)).toEqual([
      chatErrorKeys.restoreFailed,
    ]);
    expect(chat.store.load()).toBeUndefined();
  });

  it.each([
    ['ended', (transport: FakeChatTransport) => transport.endChat()],
    ['missing the ended flag', (transport: FakeChatTransport) => transport.omitEnded()],
    [
      'no such chat (an error answer)',
      (transport: FakeChatTransport) =>
        transport.fail('poll', { kind: 'rejected', status: 400, errors: [{ code: 0 }] }),
    ],
  ])(
    'raises restore-timeout and forgets the chat when the server says %s',
    async (_label, change) => {
      const chat = await savedChat();
      change(chat.transport);
      const next = createActor(chatSessionMachine, { input: chat.input });
      const emitted: ChatSessionEmitted[] = [];
      next.on('*', (event) => emitted.push(event));
      next.start();
      next.send({ type: 'session.restore' });
      await vi.advanceTimersByTimeAsync(0);
      expect(next.getSnapshot().value).toBe('inactive');
      expect(emitted.map((event) => event.type)).toEqual(['restoreTimeout', 'error']);
      expect(chat.store.load()).toBeUndefined();
    },
  );

  it("leaves the chat another tab saved while its read found its own chat over, with that tab's messages as they were", async () => {
    const registry = createMemoryTabRegistry();
    const server = createFakeChatTransport(() => time);
    server.endChat();
    const before = { clientMessageId: 'b1', text: 'typed before the reload', createdAt: time };
    const inTabA = { clientMessageId: 'a1', text: 'typed in tab A', createdAt: time, owner: 'A' };
    // Tab A saves the chat it started while this page reads the ended one.
    const otherChat = {
      session: { chatId: 'Y' },
      position: 1,
      lastPing: time,
      outbox: [inTabA, { ...before, owner: 'B0', failed: chatErrorKeys.messageUnconfirmed }],
    };
    const reading: ChatTransport = {
      ...server,
      poll: (...args) => {
        chat.store.save(otherChat);
        return server.poll(...args);
      },
    };
    const chat = setup({ presence: registry.presence('B1') }, reading as FakeChatTransport);
    chat.store.save({
      session: { chatId: 'X' },
      position: 1,
      lastPing: time,
      outbox: [{ ...before, owner: 'B0' }],
    });
    chat.actor.send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().matches('inactive')).toBe(true);
    // Its read says nothing of tab A's chat: that chat stays saved, its messages as tab A left them.
    expect(chat.store.load()).toMatchObject(otherChat);
    expect(chat.store.load()?.outbox[0]).toEqual(inTabA);
    expect(chat.types()).toContain('restoreTimeout');
  });

  describe('refused, with messages the saved chat had still to send', () => {
    /** A saved chat whose sends were lost on the way: the first reached the server, the second did not. */
    async function savedWithUnsent() {
      const chat = await savedChat();
      const next = createActor(chatSessionMachine, { input: chat.input }).start();
      next.send({ type: 'session.restore' });
      await vi.advanceTimersByTimeAsync(0);
      const down = { kind: 'network', message: 'down' } as const;
      // The check of the lost answer fails too, so nothing reads the transcript before the reload.
      chat.transport.fail('customNotice', down);
      chat.transport.fail('send', 'dropAfter', down);
      next.send({ type: 'message.send', text: 'it arrived' });
      await vi.advanceTimersByTimeAsync(0);
      next.send({ type: 'message.send', text: 'it never left' });
      await vi.advanceTimersByTimeAsync(0);
      next.stop();
      expect(chat.store.load()?.outbox.map((entry) => entry.text)).toEqual([
        'it arrived',
        'it never left',
      ]);
      expect(
        chat.transport.transcript.filter((m) => m.from.type === 'Client').map((m) => m.text),
      ).toContain('it arrived');
      return chat;
    }

    /** What a restore that cannot tell whether either message arrived hands back. */
    const bothMayHaveArrived = ['it arrived', 'it never left'].map((text) => ({
      type: 'messageFailed',
      text,
      error: { key: chatErrorKeys.messageUnconfirmed },
    }));

    /** A new page that restores, and what it emits. */
    function reopen(chat: Awaited<ReturnType<typeof savedChat>>) {
      const reopened = createActor(chatSessionMachine, { input: chat.input });
      const emitted: ChatSessionEmitted[] = [];
      reopened.on('*', (event) => emitted.push(event));
      reopened.start();
      reopened.send({ type: 'session.restore' });
      return { reopened, emitted };
    }

    it('gives back what the ended chat did not get, refused, and the next chat sends it on retry', async () => {
      const chat = await savedWithUnsent();
      chat.transport.endChat();
      const { reopened, emitted } = reopen(chat);
      await vi.advanceTimersByTimeAsync(0);
      expect(reopened.getSnapshot().value).toBe('inactive');
      expect(emitted.filter((event) => event.type === 'messageFailed')).toEqual([
        {
          type: 'messageFailed',
          text: 'it never left',
          error: { key: chatErrorKeys.restoreFailed },
        },
      ]);
      const [entry] = reopened.getSnapshot().context.outbox;
      expect(reopened.getSnapshot().context.outbox).toEqual([
        expect.objectContaining({ text: 'it never left', status: 'failed' }),
      ]);

      reopened.send({ type: 'session.start', form: { firstName: 'Ada' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(reopened.getSnapshot().matches('active')).toBe(true);
      expect(reopened.getSnapshot().context.outbox).toEqual([entry]);
      reopened.send({ type: 'message.retry', clientMessageId: entry!.clientMessageId });
      await advance(1000);
      expect(reopened.getSnapshot().context.outbox).toEqual([]);
      const sent = chat.transport.transcript.filter((m) => m.text === 'it never left');
      expect(sent).toHaveLength(1);
      reopened.stop();
    });

    it('calls none of it not sent when the read of the ended chat does not start where it asked (an earlier answer again, from a proxy)', async () => {
      const chat = await savedWithUnsent();
      chat.transport.endChat();
      // Another tab's last read of the chat asked from past both messages; a proxy answers the
      // restore's read with that answer again.
      const after = chat.transport.transcript.at(-1)!.index + 1;
      await chat.transport.poll({ chatId: 'other tab' } as SessionKeys, after, '');
      chat.transport.fail('poll', 'replay');
      const { reopened, emitted } = reopen(chat);
      await vi.advanceTimersByTimeAsync(0);
      expect(reopened.getSnapshot().value).toBe('inactive');
      expect(emitted.filter((event) => event.type === 'messageFailed')).toEqual(bothMayHaveArrived);
      reopened.stop();
    });

    it('gives back all of it when the saved session is too old to restore, and discards it on request', async () => {
      const chat = await savedWithUnsent();
      time += 60_001;
      const { reopened, emitted } = reopen(chat);
      expect(reopened.getSnapshot().value).toBe('inactive');
      // Nothing read the chat, so neither is known not to have arrived (the first did).
      expect(emitted.filter((event) => event.type === 'messageFailed')).toEqual(bothMayHaveArrived);
      // Asked again, the restore keeps what the first one gave back, and hands none back twice.
      const failedBefore = emitted.length;
      reopened.send({ type: 'session.restore' });
      expect(reopened.getSnapshot().context.outbox.map((entry) => entry.text)).toEqual([
        'it arrived',
        'it never left',
      ]);
      expect(emitted.slice(failedBefore).map((event) => event.type)).not.toContain('messageFailed');
      reopened.send({ type: 'session.start', form: { firstName: 'Ada' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(reopened.getSnapshot().context.outbox.map((entry) => entry.text)).toContain(
        'it never left',
      );
      for (const entry of reopened.getSnapshot().context.outbox)
        reopened.send({ type: 'message.discard', clientMessageId: entry.clientMessageId });
      expect(reopened.getSnapshot().context.outbox).toEqual([]);
      expect(chat.store.load()?.outbox).toEqual([]);
      reopened.stop();
    });

    it('keeps what it gave back through more page loads until a chat takes it, without reading a chat for it', async () => {
      const chat = await savedWithUnsent();
      chat.transport.endChat();
      const first = reopen(chat);
      await vi.advanceTimersByTimeAsync(0);
      first.reopened.stop();
      // The visitor goes to another page without starting a chat; an asynchronous chat would restore
      // a session of any age, but there is no session to read.
      const reads = chat.transport.calls.length;
      const second = reopen({ ...chat, input: { ...chat.input, options: { async: true } } });
      await vi.advanceTimersByTimeAsync(0);
      expect(chat.transport.calls.length).toBe(reads);
      expect(second.reopened.getSnapshot().value).toBe('inactive');
      expect(second.emitted.map((event) => event.type)).toEqual([
        'messageFailed',
        'restoreTimeout',
        'error',
      ]);
      // The ended chat's read showed it never arrived, and a later page load still says why.
      expect(second.emitted[0]).toEqual({
        type: 'messageFailed',
        text: 'it never left',
        error: { key: chatErrorKeys.restoreFailed },
      });

      second.reopened.send({ type: 'session.start', form: { firstName: 'Ada' } });
      await vi.advanceTimersByTimeAsync(0);
      const [entry] = second.reopened.getSnapshot().context.outbox;
      second.reopened.send({ type: 'message.retry', clientMessageId: entry!.clientMessageId });
      await advance(1000);
      expect(chat.transport.transcript.filter((m) => m.text === 'it never left')).toHaveLength(1);
      expect(chat.store.load()?.outbox).toEqual([]);
      second.reopened.stop();
    });
  });

  it('restores offline on status 1', async () => {
    const chat = await savedChat();
    chat.transport.fail('poll', { kind: 'unavailable', status: 1 });
    const next = createActor(chatSessionMachine, { input: chat.input }).start();
    next.send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(next.getSnapshot().matches('active')).toBe(true);
    expect(next.getSnapshot().context.connection).toBe('slow');
    expect(next.getSnapshot().context.errors.map((error) => error.key)).toEqual([
      chatErrorKeys.restoredOffline,
    ]);
  });
});

describe('files', () => {
  const file = (size: number) => new Blob([new Uint8Array(size)]);

  it('reads the limits, refuses files the limits do not allow, and uploads the others', async () => {
    const chat = await started();
    expect(chat.state().context.fileLimits).toMatchObject({
      fileTypes: ['png', 'pdf'],
      maxFileSize: 1000,
    });
    chat.actor.send({ type: 'file.upload', file: file(10), fileName: 'run.exe' });
    chat.actor.send({ type: 'file.upload', file: file(5000), fileName: 'big.png' });
    chat.actor.send({ type: 'file.upload', file: file(10), fileName: 'photo.png' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.errors.map((error) => error.key)).toEqual([
      'webchat.codes.203',
      'webchat.errors.FileTransferSizeError',
    ]);
    expect(
      chat.transport.calls.filter((call) => call.call === 'upload').map((call) => call.text),
    ).toEqual(['photo.png']);
    expect(chat.state().context.uploads).toMatchObject([{ fileName: 'photo.png', status: 'done' }]);
    expect(chat.state().context.metadata.filesUploaded).toBe(1);
    expect(chat.types()).toContain('fileUploaded');
  });

  it('offers a retry after a lost connection, but not after a server refusal', async () => {
    const chat = await started();
    chat.transport.fail(
      'upload',
      { kind: 'network', message: 'down' },
      { kind: 'rejected', status: 400, errors: [{ code: 202, advice: '5000' }] },
    );
    chat.actor.send({ type: 'file.upload', file: file(10), fileName: 'a.png' });
    await vi.advanceTimersByTimeAsync(0);
    const [failed] = chat.state().context.uploads;
    expect(failed).toMatchObject({
      status: 'failed',
      retryable: true,
      error: { key: 'webchat.errors.FileSendFailed' },
    });
    chat.actor.send({ type: 'file.retry', id: failed!.id });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.uploads[0]).toMatchObject({
      status: 'failed',
      retryable: false,
      error: { key: 'webchat.codes.202' },
    });
    chat.actor.send({ type: 'file.retry', id: failed!.id });
    chat.actor.send({ type: 'file.dismiss', id: failed!.id });
    expect(chat.state().context.uploads).toEqual([]);
  });

  it("offers a retry for a file whose upload is answered with an earlier upload's answer again, of this page or an earlier one", async () => {
    const server = createFakeChatTransport(() => time);
    // A proxy answers the first upload with the answer an earlier page's upload got.
    const replayed = ['file-0'];
    const proxied: ChatTransport = {
      ...server,
      upload: (...args) => {
        const fileId = replayed.shift();
        return fileId ? Promise.resolve({ ok: true, value: { fileId } }) : server.upload(...args);
      },
    };
    const chat = await started({}, proxied as FakeChatTransport);
    const visitor = { id: '1', type: 'Client' as const, name: 'Ada' };
    server.add('FileUploaded', visitor, '', {
      fileDetails: { fileId: 'file-0', fileName: 'earlier.png', fileSize: 10 },
    });
    chat.actor.send({ type: 'poll.now' });
    await vi.advanceTimersByTimeAsync(0);

    chat.actor.send({ type: 'file.upload', file: file(10), fileName: 'a.png' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.uploads[0]).toMatchObject({
      status: 'failed',
      retryable: true,
      error: { key: 'webchat.errors.FileSendFailed' },
    });
    chat.actor.send({ type: 'file.retry', id: chat.state().context.uploads[0]!.id });
    await vi.advanceTimersByTimeAsync(0);
    // And with the answer this page's first upload got.
    server.fail('upload', 'replay');
    chat.actor.send({ type: 'file.upload', file: file(10), fileName: 'b.png' });
    await vi.advanceTimersByTimeAsync(0);
    const [first, second] = chat.state().context.uploads;
    expect(first).toMatchObject({ status: 'done', fileId: expect.not.stringMatching(/^file-0$/) });
    expect(second).toMatchObject({ status: 'failed', retryable: true });
    chat.actor.send({ type: 'file.retry', id: second!.id });
    await vi.advanceTimersByTimeAsync(0);
    const ids = chat.state().context.uploads.map((upload) => upload.fileId);
    expect(new Set(['file-0', ...ids]).size).toBe(3);
  });

  it('fails an upload its transport never answers after the upload timeout, with retry, and sends the next file', async () => {
    const server = createFakeChatTransport(() => time);
    let silentUploads = 1;
    const hanging: ChatTransport = {
      ...server,
      upload: (...args) =>
        silentUploads-- > 0 ? new Promise(() => undefined) : server.upload(...args),
    };
    const chat = await started({}, hanging as FakeChatTransport);
    chat.actor.send({ type: 'file.upload', file: file(10), fileName: 'stuck.png' });
    chat.actor.send({ type: 'file.upload', file: file(10), fileName: 'next.png' });
    await advance(119_000);
    expect(chat.state().context.uploads.map((upload) => upload.status)).toEqual([
      'uploading',
      'queued',
    ]);
    await advance(1000);
    expect(chat.state().context.uploads).toMatchObject([
      { fileName: 'stuck.png', status: 'failed', retryable: true },
      { fileName: 'next.png', status: 'done' },
    ]);
    expect(chat.state().context.errors.at(-1)).toMatchObject({
      key: 'webchat.errors.FileSendFailed',
      scope: 'file',
    });
    chat.actor.send({ type: 'file.retry', id: chat.state().context.uploads[0]!.id });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.uploads[0]).toMatchObject({ status: 'done' });
  });

  it("shows a refused upload with the text its transport names for the server's code", async () => {
    const chat = await started();
    const key = 'webchat.transport.invalidFileType';
    chat.transport.fail('upload', {
      kind: 'rejected',
      status: 415,
      errors: [{ code: 415, advice: 'INVALID_FILE_TYPE', key }],
    });
    chat.actor.send({ type: 'file.upload', file: file(10), fileName: 'a.png' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.state().context.uploads[0]).toMatchObject({ status: 'failed', error: { key } });
    expect(chat.state().context.errors.at(-1)).toMatchObject({ key, scope: 'file' });
  });

  it('refuses uploads that need an agent until one has joined', async () => {
    const chat = await started();
    chat.transport.limits.needAgent = true;
    chat.actor.send({ type: 'poll.now' });
    const next = setup({}, chat.transport);
    next.actor.send({ type: 'session.start', form: { nickname: 'B' } });
    await vi.advanceTimersByTimeAsync(0);
    next.actor.send({ type: 'file.upload', file: file(10), fileName: 'a.png' });
    expect(next.state().context.errors.at(-1)?.key).toBe('webchat.files.needAgent');
  });
});

describe('survey', () => {
  /** The system participant's survey notice, read by the next poll. */
  async function offerSurvey(chat: Awaited<ReturnType<typeof started>>) {
    const notice = JSON.stringify({
      Survey_URL: 'https://survey.test/s',
      Cancel_URL: 'https://survey.test/cancel',
    });
    chat.transport.add('CustomNotice', { id: '9', type: 'System', name: '_GCTI_GSS' }, notice);
    await advance(500);
  }

  it('reports a declined survey to its cancel URL, and forgets an accepted one', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const chat = await started({ fetch });
    await offerSurvey(chat);
    expect(chat.state().context.survey).toEqual({
      surveyUrl: 'https://survey.test/s',
      cancelUrl: 'https://survey.test/cancel',
    });
    chat.actor.send({ type: 'survey.decline' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledWith('https://survey.test/cancel', { method: 'POST' });
    expect(chat.state().context.survey).toBeUndefined();
    chat.actor.send({ type: 'survey.decline' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('goes on when a site fetch throws on the decline, and a new chat starts', async () => {
    const fetch = vi.fn(() => {
      throw new TypeError('no token for this request');
    });
    const chat = await started({ fetch });
    await offerSurvey(chat);
    chat.actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);
    chat.actor.send({ type: 'survey.decline' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(chat.state().status).toBe('active');
    chat.actor.send({ type: 'session.start', form: { nickname: 'B' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.transport.calls.filter((call) => call.call === 'start')).toHaveLength(2);
  });
});

describe('visitor typing', () => {
  it('reports typing to the server and clears an idle warning', async () => {
    const chat = await started();
    chat.transport.add('IdleAlert', { id: '9', type: 'System', name: 'System' }, 'Still there?');
    await advance(500);
    expect(chat.state().context.idle).toEqual({ kind: 'alert', number: 1 });
    chat.actor.send({ type: 'visitor.typing', typing: true, preview: 'he' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.transport.calls.at(-1)).toEqual({ call: 'typing', text: 'true' });
    expect(chat.state().context.idle).toBeUndefined();
  });
});

describe('idle', () => {
  it('numbers idle alerts and carries the server countdown', async () => {
    const chat = await started();
    chat.transport.add('IdleAlert', { id: '9', type: 'System', name: 'System' }, 'Are you there?');
    await advance(500);
    chat.transport.add('IdleClose', { id: '9', type: 'System', name: 'System' }, 'Closed');
    await advance(750);
    expect(chat.emitted.filter((event) => event.type === 'idle')).toEqual([
      { type: 'idle', notice: { kind: 'alert', number: 1 } },
      { type: 'idle', notice: { kind: 'close', number: 2 } },
    ]);
  });
});

describe('idle dismissal', () => {
  it('hides the idle notice on request, and the next alert keeps counting', async () => {
    const chat = await started();
    const system = { id: '9', type: 'System' as const, name: 'System' };
    chat.transport.add('IdleAlert', system, 'Are you there?');
    await advance(500);
    chat.actor.send({ type: 'idle.dismiss' });
    expect(chat.state().context.idle).toBeUndefined();
    chat.transport.add('IdleAlert', system, 'Still there?');
    await advance(750);
    expect(chat.state().context.idle).toEqual({ kind: 'alert', number: 2 });
  });

  it('keeps a dismissed idle alert dismissed after a reload, and shows one not yet dismissed', async () => {
    const chat = await started();
    const system = { id: '9', type: 'System' as const, name: 'System' };
    chat.transport.add('IdleAlert', system, 'Are you there?');
    await advance(500);
    chat.actor.send({ type: 'idle.dismiss' });
    chat.actor.stop();
    const reloaded = createActor(chatSessionMachine, { input: { ...chat.input } }).start();
    reloaded.send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.getSnapshot().matches('active')).toBe(true);
    expect(reloaded.getSnapshot().context.idle).toBeUndefined();

    chat.transport.add('IdleAlert', system, 'Still there?');
    await advance(3000);
    reloaded.stop();
    const again = createActor(chatSessionMachine, { input: { ...chat.input } }).start();
    again.send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(again.getSnapshot().context.idle).toEqual({ kind: 'alert', number: 2 });
    again.stop();
  });
});

describe('metadata the widget reports', () => {
  it('records when the window opened and closed, a cancelled form and a co-browse start', async () => {
    const chat = setup();
    chat.actor.send({ type: 'widget.opened' });
    expect(chat.state().context.metadata.opened).toBe(time);
    await advance(1000);
    chat.actor.send({ type: 'form.cancelled' });
    chat.actor.send({ type: 'widget.closed' });
    expect(chat.state().context.metadata).toMatchObject({ cancelled: time, closed: time });

    await advance(1000);
    chat.actor.send({ type: 'widget.opened' });
    expect(chat.state().context.metadata).toMatchObject({ opened: time, closed: undefined });
    chat.actor.send({ type: 'coBrowse.started' });
    expect(chat.state().context.metadata.coBrowseInitiated).toBe(false);

    chat.actor.send({ type: 'session.start', form: { firstName: 'Ada', lastName: 'Lovelace' } });
    await vi.advanceTimersByTimeAsync(0);
    // A new chat starts fresh metadata but keeps when the window opened.
    expect(chat.state().context.metadata.opened).toBe(time);
    expect(chat.state().context.metadata.cancelled).toBeUndefined();
    chat.actor.send({ type: 'form.cancelled' });
    expect(chat.state().context.metadata.cancelled).toBeUndefined();
    chat.actor.send({ type: 'coBrowse.started' });
    expect(chat.state().context.metadata.coBrowseInitiated).toBe(true);
  });
});

describe('transfer and invite links', () => {
  const tokenOf = (url: string) => new URL(url).searchParams.get('cxkit-chat')!;

  it('makes a link with the chat token on the given page; another device joins the chat from it', async () => {
    const first = await started();
    first.transport.add('ParticipantJoined', agent);
    first.transport.add('Message', agent, 'hello from Anna');
    await advance(500);
    first.actor.send({
      type: 'share.create',
      kind: 'transfer',
      baseUrl: 'https://shop.test/help?x=1#top',
    });
    const link = first.state().context.shareLink!;
    expect(link.kind).toBe('transfer');
    expect(link.url).toMatch(/^https:\/\/shop\.test\/help\?x=1&cxkit-chat=[\w-]+#top$/);
    expect(tokenOf(link.url)).toBe(link.token);
    expect(first.emitted).toContainEqual({ type: 'shareLinkCreated', link });

    const second = setup({}, first.transport);
    second.actor.send({ type: 'share.join', token: link.token });
    expect(second.state().matches('restoring')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.state().matches('active')).toBe(true);
    expect(second.state().context.messages.map((message) => message.text)).toContain(
      'hello from Anna',
    );
    expect(second.store.load()?.session).toEqual(first.state().context.session);
    second.actor.send({ type: 'message.send', text: 'typed on my phone' });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.transport.transcript.map((message) => message.text)).toContain(
      'typed on my phone',
    );
  });

  it('reports TransferFailed or InviteFailed when no link can be made', async () => {
    const idle = setup();
    idle.actor.send({ type: 'share.create', kind: 'invite', baseUrl: 'https://shop.test/' });
    expect(idle.state().context.errors.map((error) => error.key)).toEqual([
      'webchat.errors.InviteFailed',
    ]);

    const chat = await started();
    chat.actor.send({ type: 'share.create', kind: 'transfer', baseUrl: 'javascript:alert(1)' });
    chat.actor.send({ type: 'share.create', kind: 'invite', baseUrl: 'not a url' });
    expect(chat.state().context.errors.map((error) => error.key)).toEqual([
      'webchat.errors.TransferFailed',
      'webchat.errors.InviteFailed',
    ]);
    expect(chat.state().context.shareLink).toBeUndefined();
  });

  it('refuses a malformed token and a chat that has ended, with the failure of the link kind', async () => {
    const chat = setup();
    chat.actor.send({ type: 'share.join', token: 'not-a-token' });
    expect(chat.state().value).toBe('inactive');
    expect(chat.state().context.errors.at(-1)?.key).toBe('webchat.errors.TransferFailed');

    const first = await started();
    first.actor.send({ type: 'share.create', kind: 'invite', baseUrl: 'https://shop.test/' });
    const { token } = first.state().context.shareLink!;
    first.actor.send({ type: 'session.end' });
    await vi.advanceTimersByTimeAsync(0);

    const second = setup({}, first.transport);
    second.actor.send({ type: 'share.join', token });
    await vi.advanceTimersByTimeAsync(0);
    expect(second.state().value).toBe('inactive');
    expect(second.state().context.errors.map((error) => error.key)).toEqual([
      'webchat.errors.InviteFailed',
    ]);
    expect(second.types()).not.toContain('restoreTimeout');
    expect(second.store.load()).toBeUndefined();
  });

  it('refuses to join while a chat is running', async () => {
    const chat = await started();
    chat.actor.send({ type: 'share.join', token: 'whatever' });
    expect(chat.emitted).toContainEqual({
      type: 'rejected',
      command: 'share.join',
      error: { key: chatErrorKeys.alreadyActive },
    });
  });
});

describe('push channel', () => {
  it('listens while active: pushed batches arrive without a poll, loss and return show as the connection', async () => {
    const chat = await started();
    expect(chat.transport.channel).toBeDefined();
    const polls = chat.transport.calls.filter((call) => call.call === 'poll').length;
    const pushed = chat.transport.add('Message', agent, 'pushed to you');
    chat.transport.channel!.batch({ messages: [pushed], ended: false, nextPosition: 3 });
    expect(chat.state().context.messages.map((message) => message.text)).toContain('pushed to you');
    expect(chat.transport.calls.filter((call) => call.call === 'poll')).toHaveLength(polls);
    expect(chat.store.load()?.position).toBe(3);

    chat.transport.channel!.lost('socket closed');
    expect(chat.state().context.connection).toBe('disconnected');
    expect(chat.types()).toContain('disconnected');
    chat.transport.channel!.restored();
    await vi.advanceTimersByTimeAsync(0);
    // The return reads at once to catch up, and that read brings the connection back.
    expect(chat.transport.calls.filter((call) => call.call === 'poll').length).toBe(polls + 1);
    expect(chat.state().context.connection).toBe('online');
    expect(chat.types()).toContain('reconnected');
  });

  it('ends on a pushed end and closes the channel', async () => {
    const chat = await started();
    chat.transport.endChat();
    chat.transport.channel!.batch({ messages: [], ended: true, nextPosition: 2 });
    expect(chat.state().matches('ended')).toBe(true);
    expect(chat.transport.channel).toBeUndefined();
  });
});

describe('asynchronous history', () => {
  /** An asynchronous chat of 45 messages saved at position 46, restored by a new actor. */
  async function restoredAsyncChat() {
    const transport = createFakeChatTransport(() => time, { async: true });
    const chat = await started({ options: { async: true } }, transport);
    for (let n = 2; n <= 45; n += 1) transport.add('Message', agent, `message ${n}`);
    await advance(500);
    chat.actor.stop();
    const next = createActor(chatSessionMachine, { input: chat.input });
    const emitted: ChatSessionEmitted[] = [];
    next.on('*', (event) => emitted.push(event));
    next.start();
    next.send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    const indices = () => next.getSnapshot().context.messages.map((message) => message.index);
    return { next, emitted, transport, indices };
  }

  it('restores the last page, then reads older pages on request until none is left', async () => {
    const { next, emitted, transport, indices } = await restoredAsyncChat();
    expect(next.getSnapshot().matches('active')).toBe(true);
    expect(indices()).toEqual(Array.from({ length: 20 }, (_, n) => n + 26));

    next.send({ type: 'history.fetch' });
    expect(next.getSnapshot().matches({ active: { history: 'loading' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.calls.at(-1)).toEqual({ call: 'history', position: 26 });
    expect(indices()).toEqual(Array.from({ length: 40 }, (_, n) => n + 6));
    expect(emitted.at(-1)).toEqual({ type: 'historyLoaded', count: 20, exhausted: false });
    expect(next.getSnapshot().context.messages[0]).toMatchObject({ restoring: true });

    next.send({ type: 'history.fetch' });
    await vi.advanceTimersByTimeAsync(0);
    expect(indices()[0]).toBe(1);
    expect(emitted.at(-1)).toMatchObject({ type: 'historyLoaded', exhausted: true });

    next.send({ type: 'history.fetch' });
    expect(emitted.at(-1)).toMatchObject({
      type: 'rejected',
      command: 'fetchHistory',
      error: { key: chatErrorKeys.noMoreMessages },
    });
    next.stop();
  });

  it('changes no participant or idle state with history, and keeps the page on a failed read', async () => {
    const { next, emitted, transport } = await restoredAsyncChat();
    const participants = next.getSnapshot().context.participants;
    transport.fail('history', { kind: 'network', message: 'dropped' });
    next.send({ type: 'history.fetch' });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted.at(-1)).toMatchObject({
      type: 'rejected',
      error: { key: chatErrorKeys.generic },
    });
    expect(next.getSnapshot().context.messages).toHaveLength(20);
    next.send({ type: 'history.fetch' });
    next.send({ type: 'history.fetch' });
    await vi.advanceTimersByTimeAsync(0);
    // The second request during the read was not a second read, nor refused.
    expect(transport.calls.filter((call) => call.call === 'history')).toHaveLength(2);
    expect(emitted.filter((event) => event.type === 'rejected')).toHaveLength(1);
    expect(next.getSnapshot().context.participants).toBe(participants);
    next.stop();
  });

  it('does not end the history on an earlier page answered again (a proxy replaying it), and reads on', async () => {
    const { next, emitted, indices, transport } = await restoredAsyncChat();
    next.send({ type: 'history.fetch' });
    await vi.advanceTimersByTimeAsync(0);
    expect(indices()[0]).toBe(6);
    transport.fail('history', 'replay');
    next.send({ type: 'history.fetch' });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted.at(-1)).toMatchObject({
      type: 'rejected',
      error: { key: chatErrorKeys.generic },
    });
    expect(next.getSnapshot().context.historyExhausted).toBe(false);
    next.send({ type: 'history.fetch' });
    await vi.advanceTimersByTimeAsync(0);
    expect(indices()[0]).toBe(1);
    expect(emitted.at(-1)).toMatchObject({ type: 'historyLoaded', exhausted: true });
    next.stop();
  });

  it('resumes an asynchronous chat after the restore timeout, which only live chats have', async () => {
    const transport = createFakeChatTransport(() => time, { async: true });
    const chat = await started({ options: { async: true } }, transport);
    chat.actor.stop();
    time += 24 * 60 * 60 * 1000;
    const next = createActor(chatSessionMachine, { input: chat.input });
    next.start();
    next.send({ type: 'session.restore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(next.getSnapshot().matches('active')).toBe(true);
    next.stop();
  });

  it('refuses history outside asynchronous chat with the spec text', async () => {
    const chat = await started();
    chat.actor.send({ type: 'history.fetch' });
    expect(chat.emitted.at(-1)).toMatchObject({
      type: 'rejected',
      command: 'fetchHistory',
      error: { key: chatErrorKeys.historyAsyncOnly },
    });
  });
});
