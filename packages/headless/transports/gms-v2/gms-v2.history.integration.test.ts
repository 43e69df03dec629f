import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { chatErrorKeys } from '../../machines/chat-session/chat-session.logic';
import { chatSessionMachine } from '../../machines/chat-session/chat-session.machine';
import { createCookieSessionStore } from '../../machines/chat-session/chat-session.store';
import type { ChatSessionEmitted } from '../../machines/chat-session/chat-session.types';
import { useChatSimulator } from '../../machines/testing/simulator-harness';
import { createCookieStore, type CookieStore } from '../../services/cookies/cookie-store';
import type { ChatMessage } from '../chat.types';
import { createGmsTransport } from '.';

const { url, control, track } = useChatSimulator();

const gms = () =>
  createGmsTransport({
    dataURL: `${url()}/genesys/2/chat/customer-support`,
    timeoutMs: 2000,
    pollPolicy: { tick: 25, minInterval: 50, maxInterval: 200 },
    async: true,
  });

const agentTexts = Array.from({ length: 45 }, (_, index) => `agent ${index + 1}`);

async function agentSays(chatId: string, texts: readonly string[]) {
  await control('POST', `/sim/api/chats/${chatId}/agent/join`, { name: 'Anna' });
  for (const text of texts) {
    await control('POST', `/sim/api/chats/${chatId}/agent/messages`, { text });
  }
}

const textsOf = (messages: readonly ChatMessage[]) =>
  messages.filter((message) => message.type === 'Message').map((message) => message.text);

const soon = { timeout: 5000 };

describe('GMS chat v2 history against the simulator', () => {
  it('reads older pages with refresh from lower transcript positions until none is left', async () => {
    const transport = gms();
    const started = await transport.start({ firstName: 'Ada', lastName: 'Lovelace', userData: {} });
    if (!started.ok) throw new Error(`start failed: ${JSON.stringify(started.error)}`);
    const { session } = started.value;
    await agentSays(session.chatId!, agentTexts);
    const latest = await transport.poll(session, 1, '');
    if (!latest.ok) throw new Error(`poll failed: ${JSON.stringify(latest.error)}`);
    // The visitor's join, the agent's join and 45 messages.
    expect(latest.value.nextPosition).toBe(48);

    const pages: number[][] = [];
    for (let before = latest.value.nextPosition; ;) {
      expect(pages.length, 'history pages').toBeLessThan(10);
      const page = await transport.history(session, before, 20);
      if (!page.ok) throw new Error(`history failed: ${JSON.stringify(page.error)}`);
      if (page.value.messages.length === 0) break;
      pages.push(page.value.messages.map((message) => message.index));
      before = page.value.messages[0]!.index;
    }

    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => from + index);
    expect(pages).toEqual([range(28, 47), range(8, 27), range(1, 7)]);
  });

  it('restores the last page of an asynchronous chat and loads the older ones on request until exhausted', async () => {
    function visitor(cookies: CookieStore) {
      const actor = createActor(chatSessionMachine, {
        input: {
          transport: gms(),
          store: createCookieSessionStore(cookies),
          options: { verifyRetry: 50, async: true },
        },
      });
      const emitted: ChatSessionEmitted[] = [];
      actor.on('*', (event) => emitted.push(event));
      actor.start();
      track(actor);
      return { actor, emitted };
    }
    const texts = (actor: ReturnType<typeof visitor>['actor']) =>
      textsOf(actor.getSnapshot().context.messages);

    const cookies = createCookieStore();
    const first = visitor(cookies);
    first.actor.send({
      type: 'session.start',
      form: { firstName: 'Ada', lastName: 'Lovelace', subject: 'Billing' },
    });
    await vi.waitFor(() => expect(first.actor.getSnapshot().matches('active')).toBe(true), soon);
    await agentSays(first.actor.getSnapshot().context.session!.chatId!, agentTexts);
    await vi.waitFor(() => expect(texts(first.actor)).toEqual(agentTexts), soon);
    first.actor.stop();

    const second = visitor(cookies);
    second.actor.send({ type: 'session.restore' });
    await vi.waitFor(() => expect(second.actor.getSnapshot().matches('active')).toBe(true), soon);
    await vi.waitFor(() => expect(texts(second.actor)).toEqual(agentTexts.slice(-20)), soon);

    const loaded: { count: number; exhausted: boolean }[] = [];
    const settled = () => second.actor.getSnapshot().matches({ active: { history: 'idle' } });
    while (!loaded.at(-1)?.exhausted) {
      expect(loaded.length, 'history pages').toBeLessThan(10);
      second.actor.send({ type: 'history.fetch' });
      await vi.waitFor(() => expect(settled()).toBe(true), soon);
      const event = second.emitted.at(-1);
      if (event?.type !== 'historyLoaded') throw new Error(`no page: ${JSON.stringify(event)}`);
      loaded.push({ count: event.count, exhausted: event.exhausted });
    }

    expect(loaded.length).toBeGreaterThan(1);
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
