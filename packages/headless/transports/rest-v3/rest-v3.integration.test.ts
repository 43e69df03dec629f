import { startSimulator } from '@cxkit/simulator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import {
  chatSessionMachine,
  type ChatSessionMachine,
} from '../../machines/chat-session/chat-session.machine';
import { createCookieSessionStore } from '../../machines/chat-session/chat-session.store';
import type { ChatSessionEmitted } from '../../machines/chat-session/chat-session.types';
import { createCookieStore, type CookieStore } from '../../services/cookies/cookie-store';
import { createRestV3Transport } from './rest-v3.transport';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

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

const transcript = async (chatId: string) =>
  ((await control('GET', `/sim/api/chats/${chatId}/transcript`)) as { events: TranscriptEvent[] })
    .events;

function chat(cookies: CookieStore = createCookieStore()) {
  const transport = createRestV3Transport({
    dataURL: `${simulator.url}/nexus/v3/chat/sessions`,
    endpoint: 'customer-support',
    pollTimeout: 100,
    timeoutMs: 2000,
  });
  const actor = createActor(chatSessionMachine, {
    input: { transport, store: createCookieSessionStore(cookies), options: { verifyRetry: 50 } },
  });
  const emitted: ChatSessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actors.push(actor);
  return { actor, emitted, cookies };
}

const texts = (actor: Actor<ChatSessionMachine>) =>
  actor
    .getSnapshot()
    .context.messages.filter((message) => message.type === 'Message')
    .map((message) => message.text);

async function startedChat(cookies?: CookieStore) {
  const visitor = chat(cookies);
  visitor.actor.send({
    type: 'session.start',
    form: { firstName: 'Ada', lastName: 'Lovelace', subject: 'Billing' },
  });
  await vi.waitFor(() => expect(visitor.actor.getSnapshot().matches('active')).toBe(true), {
    timeout: 5000,
  });
  const chatId = visitor.actor.getSnapshot().context.session!.sessionId!;
  return { ...visitor, chatId };
}

describe('the chat session against the simulator over pureengage-v3-rest', () => {
  it('starts, exchanges messages both ways, shows typing and participants, and ends', async () => {
    const { actor, emitted, chatId } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${chatId}/agent/typing`);
    await control('POST', `/sim/api/chats/${chatId}/agent/messages`, { text: 'Hello Ada' });
    await vi.waitFor(() => expect(texts(actor)).toContain('Hello Ada'), { timeout: 5000 });
    expect([...actor.getSnapshot().context.participants.values()]).toMatchObject([
      { name: 'Anna', type: 'Agent', connected: true },
    ]);
    expect(emitted.map((event) => event.type)).toContain('agentTypingStarted');

    actor.send({ type: 'message.send', text: 'My invoice is wrong' });
    await vi.waitFor(
      async () =>
        expect(
          (await transcript(chatId))
            .filter((event) => event.from.type === 'Client' && event.type === 'Message')
            .map((event) => event.text),
        ).toEqual(['My invoice is wrong']),
      { timeout: 5000 },
    );
    await vi.waitFor(() => expect(actor.getSnapshot().context.outbox).toEqual([]), {
      timeout: 5000,
    });

    actor.send({ type: 'session.end' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ended')).toBe(true), {
      timeout: 5000,
    });
    const chats = (await control('GET', '/sim/api/chats')) as {
      chats: { id: string; state: string }[];
    };
    expect(chats.chats.find((item) => item.id === chatId)?.state).toBe('ended');
  });

  it('ends when the agent side ends the chat', async () => {
    const { actor, chatId } = await startedChat();
    await control('POST', `/sim/api/chats/${chatId}/end`);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ended')).toBe(true), {
      timeout: 5000,
    });
  });

  it('restores the chat in a new actor from the saved cookies', async () => {
    const first = await startedChat();
    await control('POST', `/sim/api/chats/${first.chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/sim/api/chats/${first.chatId}/agent/messages`, {
      text: 'Before reload',
    });
    await vi.waitFor(() => expect(texts(first.actor)).toContain('Before reload'), {
      timeout: 5000,
    });
    first.actor.stop();

    const second = chat(first.cookies);
    second.actor.send({ type: 'session.restore' });
    await vi.waitFor(() => expect(second.actor.getSnapshot().matches('active')).toBe(true), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(texts(second.actor)).toContain('Before reload'), {
      timeout: 5000,
    });
    await control('POST', `/sim/api/chats/${first.chatId}/agent/messages`, {
      text: 'After reload',
    });
    await vi.waitFor(() => expect(texts(second.actor)).toContain('After reload'), {
      timeout: 5000,
    });
  });
});
