import { startSimulator } from '@cxkit/simulator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createActor, type Actor } from 'xstate';
import {
  chatSessionMachine,
  type ChatSessionMachine,
} from '../machines/chat-session/chat-session.machine';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import type { ChatSessionEmitted } from '../machines/chat-session/chat-session.types';
import { createCookieStore, type CookieStore } from '../services/cookies/cookie-store';
import { createCloudV2Transport, type CloudV2WebSocketConstructor } from './cloud-v2';
import { createGmsTransport } from './gms-v2';
import { createGmsPushTransport } from './gms-push';
import { nodeCometWindow } from './gms-push/gms-push.test-support';
import { createRestV3Transport } from './rest-v3';
import type { ChatTransport } from './transport.types';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

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
}

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
  },
  {
    name: 'pureengage-v3-rest',
    simulatorTransport: 'rest-v3',
    make: (url) =>
      createRestV3Transport({
        dataURL: `${url}/nexus/v3/chat/sessions`,
        endpoint: 'customer-support',
        pollTimeout: 100,
        timeoutMs: 2000,
      }),
    chatIdKey: 'sessionId',
    file: { name: 'photo.png', bytes: '\x89PNG\r\n\x1a\n' },
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
  },
];

let simulator: Simulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, chat: { agentTypingMs: 200 } });
});
afterAll(async () => {
  await simulator.close();
});

const actors: Actor<ChatSessionMachine>[] = [];
afterEach(async () => {
  for (const actor of actors.splice(0)) actor.stop();
  await control('POST', '/sim/api/reset');
});

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${simulator.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

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
    const transport = backEnd.make(simulator.url);
    const actor = createActor(chatSessionMachine, {
      input: { transport, store: createCookieSessionStore(cookies), options: { verifyRetry: 50 } },
    });
    const emitted: ChatSessionEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actors.push(actor);
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
});
