import { describe, expect, it, vi } from 'vitest';
import { useChatSimulator } from '../machines/testing/simulator-harness';
import WebSocket from 'ws';
import { createActor, type Actor } from 'xstate';
import {
  chatSessionMachine,
  type ChatSessionMachine,
} from '../machines/chat-session/chat-session.machine';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import { chatErrorKeys } from '../machines/chat-session/chat-session.logic';
import type {
  ChatSessionEmitted,
  ChatSessionOptions,
} from '../machines/chat-session/chat-session.types';
import { createCookieStore, type CookieStore } from '../services/cookies/cookie-store';
import { createCloudV2Transport, type CloudV2WebSocketConstructor } from './cloud-v2';
import { createGmsTransport } from './gms-v2';
import { createGmsPushTransport } from './gms-push';
import { nodeCometWindow } from './gms-push/gms-push.test-support';
import { createRestV3Transport } from './rest-v3';
import type { ChatTransport } from './transport.types';

/** A back end under test: how to make its transport, and how the simulator names its chats. */
interface TransportCase {
  name: string;
  simulatorTransport: string;
  make: (url: string) => ChatTransport;
  /** The session key that is the simulator's chat id. */
  chatIdKey: string;
  /** A file the back end accepts. */
  file: { name: string; bytes: string };
  /** The visitor typing events the simulator records for typing started then stopped. @default both */
  visitorTyping?: string[];
  /** Session options of the case (an asynchronous chat). @default none */
  options?: Partial<ChatSessionOptions>;
  /** Path and channel regexes the fault run strikes (`route` of `POST /sim/api/faults`). */
  faultRoutes: {
    /** Transcript reads (polls, catch-up): delays, errors, drops and replayed answers. @default none */
    read?: string;
    /** Message sends: delays, errors and drops before processing (after it too with a delivery check). */
    send: string;
    /** Pushed frames: delays, duplicates, reorders and closes. @default none */
    push?: string;
    /** Chat starts, answered with an earlier start's answer again. @default none (they ride on the push channel) */
    start?: string;
    /** Whether the routes' answers pass the simulator's hooks, so faults after processing strike. @default true */
    answered?: boolean;
    /**
     * Whether sends are answered with earlier answers again too: the client tells those apart where a
     * send's answer names its message (GMS echoes it, cloud v2 gives it a new id); REST v3's names
     * nothing. @default false
     */
    replayedSends?: boolean;
  };
}

/** How REST v3 is reached; the asynchronous case only turns `async` on. */
const restV3 = (url: string, async = false) =>
  createRestV3Transport({
    dataURL: `${url}/nexus/v3/chat/sessions`,
    endpoint: 'customer-support',
    pollTimeout: 100,
    timeoutMs: 2000,
    async,
  });

/** Every chat back end runs the same tests against the simulator (issue 6's conformance suite). */
const transports: TransportCase[] = [
  {
    name: 'GMS chat v2',
    simulatorTransport: 'gms-v2',
    make: (url) =>
      createGmsTransport({
        dataURL: `${url}/genesys/2/chat/customer-support`,
        timeoutMs: 2000,
        pollPolicy: { tick: 25, minInterval: 50, maxInterval: 200 },
      }),
    chatIdKey: 'chatId',
    file: { name: 'invoice.pdf', bytes: '%PDF-1.4 hello' },
    faultRoutes: {
      read: '/refresh$',
      send: '/send$',
      start: '/customer-support/?$',
      replayedSends: true,
    },
  },
  {
    name: 'pureengage-v3-rest',
    simulatorTransport: 'rest-v3',
    make: (url) => restV3(url),
    chatIdKey: 'sessionId',
    file: { name: 'photo.png', bytes: '\x89PNG\r\n\x1a\n' },
    // Polls and sends share the path: the read-only faults could not be aimed at polls alone.
    faultRoutes: { send: '/messages$', start: '/sessions$' },
  },
  {
    name: 'pureengage-v3-rest (async)',
    simulatorTransport: 'rest-v3',
    make: (url) => restV3(url, true),
    chatIdKey: 'sessionId',
    file: { name: 'photo.png', bytes: '\x89PNG\r\n\x1a\n' },
    options: { async: true },
    faultRoutes: { send: '/messages$', start: '/sessions$' },
  },
  {
    name: 'GMS chat v2 push (CometD)',
    simulatorTransport: 'gms-cometd',
    make: (url) =>
      createGmsPushTransport({
        cometURL: `${url}/genesys/cometd`,
        channel: '/service/chatV2/customer-support',
        apiURL: `${url}/genesys/2/chat-ntf`,
        websocketEnabled: false,
        maxNetworkDelay: 2000,
        lingerMs: 500,
        timeoutMs: 2000,
        pollPolicy: { tick: 25, minInterval: 50, maxInterval: 200 },
        window: nodeCometWindow(),
      }),
    chatIdKey: 'chatId',
    file: { name: 'invoice.pdf', bytes: '%PDF-1.4 hello' },
    // Every operation rides on Bayeux; faye answers it itself, past the hooks that drop or replay answers.
    faultRoutes: { send: '^/genesys/cometd', push: '^/push/gms-cometd/', answered: false },
  },
  {
    name: 'purecloud-v2-sockets',
    simulatorTransport: 'cloud-v2',
    make: (url) =>
      createCloudV2Transport({
        dataURL: url,
        deploymentKey: 'deployment-1',
        orgGuid: 'org-1',
        interactionData: { routing: { targetAddress: 'customer-support' } },
        WebSocket: WebSocket as unknown as CloudV2WebSocketConstructor,
        timeoutMs: 2000,
        pollPolicy: { tick: 25, minInterval: 100, maxInterval: 200 },
      }),
    chatIdKey: 'conversationId',
    file: { name: 'photo.png', bytes: '\x89PNG\r\n\x1a\n' },
    // The guest API has no "stopped typing"; the indicator expires on its own.
    visitorTyping: ['TypingStarted'],
    faultRoutes: {
      read: '/conversations/[^/]+/messages$',
      send: '/members/[^/]+/messages$',
      push: '^/push/cloud-v2/',
      start: '/guest/conversations$',
      replayedSends: true,
    },
  },
];

const { url: simulatorUrl, control, track } = useChatSimulator();

interface TranscriptEvent {
  type: string;
  text?: string;
  from: { type: string };
}

interface ChatSummary {
  id: string;
  transport: string;
  state: string;
  files: { name: string }[];
}

const transcript = async (chatId: string) =>
  ((await control('GET', `/sim/api/chats/${chatId}/transcript`)) as { events: TranscriptEvent[] })
    .events;
const summary = async (chatId: string) =>
  ((await control('GET', '/sim/api/chats')) as { chats: ChatSummary[] }).chats.find(
    (item) => item.id === chatId,
  );

const texts = (actor: Actor<ChatSessionMachine>) =>
  actor
    .getSnapshot()
    .context.messages.filter((message) => message.type === 'Message')
    .map((message) => message.text);

const soon = { timeout: 5000 };

describe.each(transports)('the chat session over $name against the simulator', (backEnd) => {
  function chat(cookies: CookieStore = createCookieStore()) {
    const transport = backEnd.make(simulatorUrl());
    const actor = createActor(chatSessionMachine, {
      input: {
        transport,
        store: createCookieSessionStore(cookies),
        options: { verifyRetry: 50, ...backEnd.options },
      },
    });
    const emitted: ChatSessionEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    track(actor);
    return { actor, emitted, cookies, transport };
  }

  async function startedChat(cookies?: CookieStore) {
    const visitor = chat(cookies);
    visitor.actor.send({
      type: 'session.start',
      form: { firstName: 'Ada', lastName: 'Lovelace', subject: 'Billing' },
    });
    await vi.waitFor(() => expect(visitor.actor.getSnapshot().matches('active')).toBe(true), soon);
    const chatId = visitor.actor.getSnapshot().context.session![backEnd.chatIdKey]!;
    return { ...visitor, chatId };
  }

  it('starts on this back end and exchanges messages both ways with the participants known', async () => {
    const { actor, chatId } = await startedChat();
    expect(await summary(chatId)).toMatchObject({ transport: backEnd.simulatorTransport });
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${chatId}/agent/messages`, { text: 'Hello Ada' });
    await vi.waitFor(() => expect(texts(actor)).toContain('Hello Ada'), soon);
    expect([...actor.getSnapshot().context.participants.values()]).toMatchObject([
      { name: 'Anna', type: 'Agent', connected: true },
    ]);

    actor.send({ type: 'message.send', text: 'My invoice is wrong' });
    actor.send({ type: 'message.send', text: 'It says 200' });
    await vi.waitFor(
      async () =>
        expect(
          (await transcript(chatId))
            .filter((event) => event.from.type === 'Client' && event.type === 'Message')
            .map((event) => event.text),
        ).toEqual(['My invoice is wrong', 'It says 200']),
      soon,
    );
    await vi.waitFor(() => expect(actor.getSnapshot().context.outbox).toEqual([]), soon);
    await control('POST', `/sim/api/chats/${chatId}/agent/leave`);
    await vi.waitFor(
      () =>
        expect([...actor.getSnapshot().context.participants.values()]).toMatchObject([
          { name: 'Anna', connected: false },
        ]),
      soon,
    );
  });

  it('carries typing both ways', async () => {
    const { actor, emitted, chatId, transport } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${chatId}/agent/typing`);
    await vi.waitFor(
      () => expect(emitted.map((event) => event.type)).toContain('agentTypingStarted'),
      soon,
    );
    const session = actor.getSnapshot().context.session!;
    expect(await transport.typing(session, true, 'My inv', 1)).toMatchObject({ ok: true });
    expect(await transport.typing(session, false, '', 1)).toMatchObject({ ok: true });
    const typing = (await transcript(chatId)).filter(
      (event) => event.from.type === 'Client' && event.type.startsWith('Typing'),
    );
    expect(typing.map((event) => event.type)).toEqual(
      backEnd.visitorTyping ?? ['TypingStarted', 'TypingStopped'],
    );
  });

  it('uploads a file once an agent has joined', async (context) => {
    if (!chat().transport.capabilities.fileUpload) context.skip();
    const { actor, chatId } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.participants.size).toBe(1), soon);
    actor.send({
      type: 'file.upload',
      file: new Blob([backEnd.file.bytes]),
      fileName: backEnd.file.name,
    });
    await vi.waitFor(
      () =>
        expect(actor.getSnapshot().context.uploads).toMatchObject([
          { fileName: backEnd.file.name, status: 'done' },
        ]),
      soon,
    );
    expect((await summary(chatId))?.files.map((file) => file.name)).toEqual([backEnd.file.name]);
  });

  it('ends when the visitor ends it', async () => {
    const { actor, chatId } = await startedChat();
    actor.send({ type: 'session.end' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ended')).toBe(true), soon);
    await vi.waitFor(async () => expect((await summary(chatId))?.state).toBe('ended'), soon);
  });

  it('ends when the agent side ends it', async () => {
    const { actor, chatId } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/end`);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ended')).toBe(true), soon);
  });

  it('restores the chat in a new actor from the saved cookies', async () => {
    const first = await startedChat();
    await control('POST', `/sim/api/chats/${first.chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${first.chatId}/agent/messages`, {
      text: 'Before reload',
    });
    await vi.waitFor(() => expect(texts(first.actor)).toContain('Before reload'), soon);
    first.actor.stop();

    const second = chat(first.cookies);
    second.actor.send({ type: 'session.restore' });
    await vi.waitFor(() => expect(second.actor.getSnapshot().matches('active')).toBe(true), soon);
    await vi.waitFor(() => expect(texts(second.actor)).toContain('Before reload'), soon);
    await control('POST', `/sim/api/chats/${first.chatId}/agent/messages`, {
      text: 'After reload',
    });
    await vi.waitFor(() => expect(texts(second.actor)).toContain('After reload'), soon);
    second.actor.send({ type: 'message.send', text: 'Still here' });
    await vi.waitFor(
      async () =>
        expect((await transcript(first.chatId)).map((event) => event.text)).toContain('Still here'),
      soon,
    );
  });

  it("fails a start answered with the earlier chat's start answer again, and the next start opens a new chat", async (context) => {
    const { start } = backEnd.faultRoutes;
    if (!start) context.skip();
    const { actor, emitted, chatId } = await startedChat();
    actor.send({ type: 'session.end' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ended')).toBe(true), soon);
    await control('POST', '/sim/api/faults', { route: start, action: 'duplicate', count: 1 });
    const form = { firstName: 'Ada', lastName: 'Lovelace' };
    actor.send({ type: 'session.start', form });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('inactive'), soon);
    expect(actor.getSnapshot().context.errors.at(-1)?.key).toBe(chatErrorKeys.startFailed);
    expect(emitted.filter((event) => event.type === 'started')).toHaveLength(1);

    actor.send({ type: 'session.start', form });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('active')).toBe(true), soon);
    expect(actor.getSnapshot().context.session?.[backEnd.chatIdKey]).not.toBe(chatId);
  });

  it('fails a start the server answers only after the timeout, and ends the chat it opened', async (context) => {
    const { start } = backEnd.faultRoutes;
    if (!start) context.skip();
    const chatIds = async () =>
      ((await control('GET', '/sim/api/chats')) as { chats: ChatSummary[] }).chats.map(
        (item) => item.id,
      );
    const before = new Set(await chatIds());
    // Processed at once, answered after the transports' 2000 ms timeout.
    await control('POST', '/sim/api/faults', {
      route: start,
      action: 'delay',
      ms: 2500,
      after: true,
      count: 1,
    });
    const { actor, emitted } = chat();
    actor.send({ type: 'session.start', form: { firstName: 'Ada', lastName: 'Lovelace' } });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('inactive'), soon);
    expect(actor.getSnapshot().context.errors.at(-1)?.key).toBe(chatErrorKeys.startFailed);
    const [late] = (await chatIds()).filter((id) => !before.has(id));
    expect(late).toBeDefined();
    await vi.waitFor(async () => expect((await summary(late!))?.state).toBe('ended'), soon);
    expect(emitted.filter((event) => event.type === 'started')).toEqual([]);
  });

  it('delivers agent and visitor messages exactly once and in order through faults on its routes and push channel', async () => {
    const { actor, chatId, transport } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    const { read, send, push, answered = true, replayedSends = false } = backEnd.faultRoutes;
    const faults: Record<string, unknown>[] = [
      { route: send, action: 'drop', probability: 0.1 },
      { route: send, action: 'error', status: 503, probability: 0.1 },
      { route: send, action: 'delay', ms: 120, probability: 0.2 },
    ];
    // Without a delivery check (rest-v3, cloud-v2) a send whose answer is lost goes again: at least
    // once is their documented guarantee, so dropping a send's answer would duplicate it on the server.
    if (answered && transport.capabilities.deliveryCheck !== false) {
      faults.push({ route: send, action: 'drop', after: true, probability: 0.1 });
    }
    // A send answered with an earlier answer again was never processed: it must go again.
    if (replayedSends) faults.push({ route: send, action: 'duplicate', probability: 0.1 });
    if (read) {
      faults.push(
        { route: read, action: 'duplicate', probability: 0.15 },
        { route: read, action: 'drop', probability: 0.1 },
        { route: read, action: 'drop', after: true, probability: 0.05 },
        { route: read, action: 'error', status: 503, probability: 0.1 },
        { route: read, action: 'delay', ms: 120, probability: 0.2 },
      );
    }
    if (push) {
      faults.push(
        { route: push, action: 'duplicate', probability: 0.15 },
        { route: push, action: 'reorder', probability: 0.15 },
        { route: push, action: 'delay', ms: 150, probability: 0.1 },
        { route: push, action: 'close', probability: 0.03 },
      );
    }
    for (const fault of faults) await control('POST', '/sim/api/faults', fault);
    const agentTexts = Array.from({ length: 60 }, (_, index) => `agent ${index + 1}`);
    const visitorTexts = Array.from({ length: 20 }, (_, index) => `visitor ${index + 1}`);
    const agentSending = (async () => {
      for (const text of agentTexts) {
        await control('POST', `/sim/api/chats/${chatId}/agent/messages`, { text });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    for (const text of visitorTexts) {
      actor.send({ type: 'message.send', text });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await agentSending;
    await vi.waitFor(
      () => {
        expect(texts(actor).filter((text) => text.startsWith('agent '))).toEqual(agentTexts);
        expect(actor.getSnapshot().context.outbox).toEqual([]);
      },
      { timeout: 20_000, interval: 200 },
    );
    // Every route and channel was struck, so none of the regexes misses its requests or frames.
    const { faults: struck } = (await control('GET', '/sim/api/faults')) as {
      faults: { route: string; hits: number }[];
    };
    const hitRoutes = new Set(struck.filter((fault) => fault.hits > 0).map((fault) => fault.route));
    expect([...hitRoutes].sort()).toEqual([...new Set(faults.map((fault) => fault.route))].sort());
    await control('DELETE', '/sim/api/faults');
    const onServer = (await transcript(chatId))
      .filter((event) => event.from.type === 'Client' && event.type === 'Message')
      .map((event) => event.text);
    expect(onServer).toEqual(visitorTexts);
    expect(texts(actor).filter((text) => text.startsWith('visitor '))).toEqual(visitorTexts);
    expect(actor.getSnapshot().matches('active')).toBe(true);
  }, 30_000);

  it('restores only the last page of an asynchronous chat and reads older pages on request', async (context) => {
    const { capabilities } = chat().transport;
    if (!backEnd.options?.async || !capabilities.async || !capabilities.pagination) context.skip();
    const first = await startedChat();
    await control('POST', `/sim/api/chats/${first.chatId}/agent/join`, { name: 'Anna' });
    const agentTexts = Array.from({ length: 45 }, (_, index) => `agent ${index + 1}`);
    for (const text of agentTexts) {
      await control('POST', `/sim/api/chats/${first.chatId}/agent/messages`, { text });
    }
    await vi.waitFor(() => expect(texts(first.actor)).toEqual(agentTexts), soon);
    first.actor.stop();

    const second = chat(first.cookies);
    second.actor.send({ type: 'session.restore' });
    await vi.waitFor(() => expect(second.actor.getSnapshot().matches('active')).toBe(true), soon);
    await vi.waitFor(() => expect(texts(second.actor)).toEqual(agentTexts.slice(-20)), soon);
    const settled = () => second.actor.getSnapshot().matches({ active: { history: 'idle' } });
    for (let page = 1; !second.emitted.some(isExhausted); page += 1) {
      expect(page, 'history pages').toBeLessThan(10);
      second.actor.send({ type: 'history.fetch' });
      await vi.waitFor(() => expect(settled()).toBe(true), soon);
    }
    expect(texts(second.actor)).toEqual(agentTexts);
    const indexes = second.actor.getSnapshot().context.messages.map((message) => message.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(new Set(indexes).size).toBe(indexes.length);
    second.actor.send({ type: 'history.fetch' });
    expect(second.emitted.at(-1)).toMatchObject({
      type: 'rejected',
      command: 'fetchHistory',
      error: { key: chatErrorKeys.noMoreMessages },
    });
  });
});

const isExhausted = (event: ChatSessionEmitted) =>
  event.type === 'historyLoaded' && event.exhausted;
