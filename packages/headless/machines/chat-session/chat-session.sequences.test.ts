// Random sequences of what visitors, networks and agents do, checked against the chat's promise:
// nothing a visitor sends is lost, and nothing reaches the server twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createMemoryWebStorage } from '../../services/web-storage/web-storage';
import type { ChatTransport, SessionKeys, TransportResult } from '../../transports/transport.types';
import {
  createCuttableLink,
  createFakeChatTransport,
  type FakeChatTransport,
  type FakeFailure,
} from '../testing/fake-chat-transport';
import { chatSessionMachine, type ChatSessionMachine } from './chat-session.machine';
import { createCookieSessionStore } from './chat-session.store';

let time = 1_000_000;
beforeEach(() => {
  vi.useFakeTimers();
  time = 1_000_000;
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = async (ms: number) => {
  time += ms;
  await vi.advanceTimersByTimeAsync(ms);
};

/** A small seeded generator (mulberry32), so a failing sequence can be run again by its seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const failures: FakeFailure[] = [
  { kind: 'network', message: 'lost on the way' },
  'dropAfter',
  { kind: 'unavailable', status: 1 },
  { kind: 'protocol', message: 'garbled answer' },
];

/**
 * A back end of many chats, as a real one: each start opens a chat of its own (new keys, its own
 * transcript), calls go to the chat their keys name, and a chat that ended refuses sends. Failures
 * are queued per kind of call, whatever the chat.
 */
function createSwitchboard() {
  const chats = new Map<string, FakeChatTransport>();
  const queued = new Map<string, FakeFailure[]>();
  let opened = 0;
  const chatOf = (session: SessionKeys) => chats.get(session.chatId);
  const lost: TransportResult<never> = {
    ok: false,
    error: { kind: 'network', message: 'no such chat' },
  };
  const ended: TransportResult<never> = {
    ok: false,
    error: { kind: 'rejected', status: 2, errors: [{ code: 0 }], ended: true },
  };
  function route<R>(
    call: string,
    run: () => Promise<TransportResult<R>>,
  ): Promise<TransportResult<R>> {
    const failure = queued.get(call)?.shift();
    if (failure === 'dropAfter')
      return run().then(() => ({ ok: false, error: { kind: 'network', message: 'dropped' } }));
    if (failure && failure !== 'replay') return Promise.resolve({ ok: false, error: failure });
    return run();
  }
  const transport: ChatTransport = {
    ...createFakeChatTransport(() => time),
    start(request) {
      return route('start', async () => {
        const chat = createFakeChatTransport(() => time);
        const chatId = `chat-${(opened += 1)}`;
        chats.set(chatId, chat);
        const started = await chat.start(request);
        if (!started.ok) return started;
        return {
          ok: true,
          value: { ...started.value, session: { ...started.value.session, chatId } },
        };
      });
    },
    poll(session, position, text) {
      return route(
        'poll',
        () => chatOf(session)?.poll(session, position, text) ?? Promise.resolve(lost),
      );
    },
    send(session, message, position) {
      return route('send', () => {
        const chat = chatOf(session);
        if (!chat) return Promise.resolve(lost);
        if (isOver(chat)) return Promise.resolve(ended);
        return chat.send(session, message, position);
      });
    },
    customNotice(session, text, attributes) {
      return route(
        'customNotice',
        () => chatOf(session)?.customNotice(session, text, attributes) ?? Promise.resolve(lost),
      );
    },
    disconnect(session) {
      return route(
        'disconnect',
        () => chatOf(session)?.disconnect(session) ?? Promise.resolve(lost),
      );
    },
    typing(session, typing, preview, position) {
      return chatOf(session)?.typing(session, typing, preview, position) ?? Promise.resolve(lost);
    },
    fileLimits(session) {
      return chatOf(session)?.fileLimits(session) ?? Promise.resolve(lost);
    },
    listen: undefined,
  };
  const over = new WeakSet<FakeChatTransport>();
  const isOver = (chat: FakeChatTransport) =>
    over.has(chat) ||
    chat.transcript.some((m) => m.type === 'ParticipantLeft' && m.from.type === 'Client');
  return {
    transport,
    fail: (call: string, failure: FakeFailure) =>
      queued.set(call, [...(queued.get(call) ?? []), failure]),
    /** The agent ends the newest chat. */
    endChat() {
      const chat = chats.get(`chat-${opened}`);
      if (chat) {
        chat.endChat();
        over.add(chat);
      }
    },
    /** How many times the visitor's text reached any chat. */
    count: (text: string) =>
      [...chats.values()].reduce(
        (sum, chat) =>
          sum + chat.transcript.filter((m) => m.from.type === 'Client' && m.text === text).length,
        0,
      ),
  };
}

type Step =
  | 'send'
  | 'offline'
  | 'online'
  | 'failSend'
  | 'failCheck'
  | 'wait'
  | 'reload'
  | 'agentEnds'
  | 'visitorEnds'
  | 'start'
  | 'retry'
  | 'discard';
const steps: Step[] = [
  'send',
  'send',
  'send',
  'offline',
  'online',
  'failSend',
  'failCheck',
  'wait',
  'wait',
  'reload',
  'agentEnds',
  'visitorEnds',
  'start',
  'retry',
  'discard',
];

/** Plays `count` random steps of seed `seed`, then lets everything settle, and returns what to check. */
async function play(seed: number, count: number) {
  const random = randomFrom(seed);
  const server = createSwitchboard();
  const link = createCuttableLink(server.transport as FakeChatTransport);
  const cookies = createCookieStore();
  const storage = createMemoryWebStorage();
  let ids = 0;
  const open = (): Actor<ChatSessionMachine> => {
    const actor = createActor(chatSessionMachine, {
      input: {
        transport: link.transport,
        store: createCookieSessionStore(cookies, storage),
        now: () => time,
        createId: () => `s${seed}-m${(ids += 1)}`,
      },
    });
    actor.start();
    actor.send({ type: 'session.restore' });
    return actor;
  };
  let page = open();
  page.send({ type: 'session.start', form: { firstName: 'Ada' } });
  await vi.advanceTimersByTimeAsync(0);
  const accepted = new Set<string>();
  const discarded = new Set<string>();
  const played: string[] = [];
  let texts = 0;
  const refused = () => page.getSnapshot().context.outbox.filter((e) => e.status === 'failed');
  // Sends still without an answer when their chat ended (offline, say): whether they arrived is not
  // known, so the visitor's retry in the next chat may make a second copy. Nothing else may.
  const unknownAtEnd = new Set<string>();
  let unanswered = new Set<string>();
  const watch = () => {
    const snapshot = page.getSnapshot();
    if (snapshot.matches('ended')) {
      for (const entry of snapshot.context.outbox)
        if (unanswered.has(entry.text)) unknownAtEnd.add(entry.text);
    }
    unanswered = new Set(
      snapshot.context.outbox
        .filter((entry) => entry.status === 'uncertain' || entry.status === 'sending')
        .map((entry) => entry.text),
    );
  };

  for (let step = 0; step < count; step += 1) {
    const kind = random.pick(steps);
    played.push(kind);
    switch (kind) {
      case 'send': {
        const text = `text ${(texts += 1)}`;
        page.send({ type: 'message.send', text });
        if (page.getSnapshot().context.outbox.some((entry) => entry.text === text))
          accepted.add(text);
        break;
      }
      case 'offline':
        link.setDown(true);
        break;
      case 'online':
        link.setDown(false);
        break;
      case 'failSend':
        server.fail('send', random.pick(failures));
        break;
      case 'failCheck':
        server.fail(random.pick(['poll', 'customNotice'] as const), random.pick(failures));
        break;
      case 'wait':
        await advance(50 + random.below(4000));
        break;
      case 'reload':
        page.stop();
        page = open();
        break;
      case 'agentEnds':
        server.endChat();
        break;
      case 'visitorEnds':
        page.send({ type: 'session.end' });
        break;
      case 'start':
        page.send({ type: 'session.start', form: { firstName: 'Ada' } });
        break;
      case 'retry': {
        const entry = refused()[0];
        if (entry) page.send({ type: 'message.retry', clientMessageId: entry.clientMessageId });
        break;
      }
      case 'discard': {
        const entry = refused().at(-1);
        if (!entry) break;
        page.send({ type: 'message.discard', clientMessageId: entry.clientMessageId });
        discarded.add(entry.text);
        break;
      }
    }
    await vi.advanceTimersByTimeAsync(0);
    watch();
  }

  // Settle: the network heals, and the visitor retries what is refused, in a chat, until nothing waits.
  link.setDown(false);
  for (let round = 0; round < 40; round += 1) {
    await advance(3000);
    watch();
    const snapshot = page.getSnapshot();
    if (snapshot.status !== 'active') break;
    if (!snapshot.matches('active') && !snapshot.matches('starting')) {
      if (snapshot.context.outbox.length === 0) break;
      page.send({ type: 'session.start', form: { firstName: 'Ada' } });
      continue;
    }
    for (const entry of refused())
      page.send({ type: 'message.retry', clientMessageId: entry.clientMessageId });
    if (page.getSnapshot().context.outbox.length === 0) break;
  }
  const snapshot = page.getSnapshot();
  const onServer = server.count;
  return { snapshot, accepted, discarded, unknownAtEnd, onServer, played };
}

describe('random sequences of sends, failures, reloads, ends and new chats', () => {
  const seeds = Array.from({ length: 400 }, (_, index) => index + 1);
  it.each(seeds)(
    'seed %i: every message sent reaches the server once, unless discarded',
    async (seed) => {
      const { snapshot, accepted, discarded, unknownAtEnd, onServer, played } = await play(
        seed,
        100,
      );
      const context = `steps: ${played.join(' ')}`;
      expect(snapshot.status, context).toBe('active');
      expect(snapshot.context.outbox, context).toEqual([]);
      for (const text of accepted) {
        const copies = onServer(text);
        if (!discarded.has(text))
          expect(copies, `${text} lost; ${context}`).toBeGreaterThanOrEqual(1);
        expect(copies, `${text} twice; ${context}`).toBeLessThanOrEqual(
          unknownAtEnd.has(text) ? 2 : 1,
        );
      }
    },
  );
});
