// Random sequences of what visitors, networks and agents do, checked against the chat's promise:
// nothing a visitor sends is lost, and nothing reaches the server twice.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createStaticVisibilitySignal } from '../../services/signals/static-signals';
import { createWebLocksPresence } from '../../services/tab-presence/tab-presence';
import {
  createFakeLocks,
  createFakeTabPage,
} from '../../services/tab-presence/tab-presence.test-support';
import { createMemoryWebStorage } from '../../services/web-storage/web-storage';
import type { ChatTransport, SessionKeys, TransportResult } from '../../transports/transport.types';
import {
  createCuttableLink,
  createFakeChatTransport,
  type FakeChatTransport,
  type FakeFailure,
} from '../testing/fake-chat-transport';
import { useFakeClock } from '../testing/fake-clock';
import { chatErrorKeys } from './chat-session.logic';
import { chatSessionMachine, type ChatSessionMachine } from './chat-session.machine';
import { createCookieSessionStore } from './chat-session.store';
import type { OutboxEntry } from './chat-session.types';

const { now, advance, jump } = useFakeClock();

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
    replay?: () => void,
  ): Promise<TransportResult<R>> {
    const failure = queued.get(call)?.shift();
    if (failure === 'dropAfter')
      return run().then(() => ({ ok: false, error: { kind: 'network', message: 'dropped' } }));
    if (failure === 'replay') replay?.();
    else if (failure) return Promise.resolve({ ok: false, error: failure });
    return run();
  }
  const transport: ChatTransport = {
    ...createFakeChatTransport(now),
    start(request) {
      return route('start', async () => {
        const chat = createFakeChatTransport(now);
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
        // A proxy answers with the chat's previous poll answer again.
        () => chatOf(session)?.fail('poll', 'replay'),
      );
    },
    send(session, message, position) {
      return route(
        'send',
        () => {
          const chat = chatOf(session);
          if (!chat) return Promise.resolve(lost);
          if (isOver(chat)) return Promise.resolve(ended);
          return chat.send(session, message, position);
        },
        // A proxy answers with the chat's previous send answer again; the send never reaches it.
        () => chatOf(session)?.fail('send', 'replay'),
      );
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
  | 'sleep'
  | 'slow'
  | 'away'
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
  'sleep',
  'slow',
  'away',
  'reload',
  'agentEnds',
  'visitorEnds',
  'start',
  'retry',
  'discard',
];

/**
 * Plays `count` random steps of seed `seed` in `tabs` tabs of one browser (shared cookies and
 * storage, each tab its own network link and presence), then lets everything settle in the first
 * tab (the others close), and returns what to check.
 */
async function play(seed: number, count: number, tabs = 1) {
  const random = randomFrom(seed);
  const server = createSwitchboard();
  const cookies = createCookieStore();
  const storage = createMemoryWebStorage();
  const locks = createFakeLocks();
  let ids = 0;
  let opened = 0;
  // Sends the server does late, each once: when its timer fires, or as soon as the clock says it is
  // due (before any later call reaches the server, or as the clock jumps: the server does not sleep
  // with the visitor's computer). The fake clock moves ahead of the timers while they fire.
  const lateSends = new Set<{ dueAt: number; run: () => void }>();
  const doLateSend = (late: { dueAt: number; run: () => void }) => {
    if (lateSends.delete(late)) late.run();
  };
  const doDueLateSends = () => {
    for (const late of lateSends) if (late.dueAt <= now()) doLateSend(late);
  };
  const open = () => {
    const link = createCuttableLink(server.transport as FakeChatTransport);
    // A page in the back/forward cache (`away`) does nothing on the network until it comes back.
    const network = { down: false, away: false, lag: 0, serverLag: 0 };
    // A slow link (`slow`): the server does each call at once, its answer comes `lag` ms later, and
    // is lost if the link goes down meanwhile (done on the server, as far as the tab knows not).
    const lagged =
      <A extends unknown[], R>(call: (...args: A) => Promise<TransportResult<R>>) =>
      (...args: A): Promise<TransportResult<R>> => {
        doDueLateSends();
        const done = call(...args);
        const { lag } = network;
        if (lag === 0) return done;
        return new Promise((resolve) =>
          setTimeout(() => {
            void done.then((answer) =>
              resolve(
                network.down || network.away
                  ? { ok: false, error: { kind: 'network', message: 'answer lost' } }
                  : answer,
              ),
            );
          }, lag),
        );
      };
    // A server slow to do sends (`serverLag`, within the transport's request time): a send that left
    // is done that much later, even if the page has gone meanwhile (reloaded, or closed).
    const sendLate: ChatTransport['send'] = (...args) => {
      const lateBy = network.serverLag;
      if (lateBy === 0 || network.down || network.away) return link.transport.send(...args);
      return new Promise((resolve) => {
        const late = {
          dueAt: now() + lateBy,
          run: () => void server.transport.send(...args).then(resolve),
        };
        lateSends.add(late);
        setTimeout(() => doLateSend(late), lateBy);
      });
    };
    const transport: ChatTransport = {
      ...link.transport,
      start: lagged(link.transport.start),
      poll: lagged(link.transport.poll),
      send: lagged(sendLate),
      customNotice: lagged(link.transport.customNotice),
      disconnect: lagged(link.transport.disconnect),
    };
    const visibility = createStaticVisibilitySignal(true);
    const tabPage = createFakeTabPage();
    // A page in the back/forward cache is frozen: its machine's timers fire only once it is back,
    // the overdue ones at once and in order.
    const held = new Map<ReturnType<typeof setTimeout>, () => void>();
    const clock = {
      setTimeout: (fire: () => void, ms: number) => {
        const id: ReturnType<typeof setTimeout> = setTimeout(
          () => (network.away ? held.set(id, fire) : fire()),
          ms,
        );
        return id;
      },
      clearTimeout: (id: ReturnType<typeof setTimeout>) => {
        clearTimeout(id);
        held.delete(id);
      },
    };
    const thaw = () => {
      const overdue = [...held.values()];
      held.clear();
      for (const fire of overdue) fire();
    };
    const actor = createActor(chatSessionMachine, {
      clock,
      input: {
        transport,
        store: createCookieSessionStore(cookies, storage),
        now,
        createId: () => `s${seed}-m${(ids += 1)}`,
        visibility,
        ...(tabs > 1 && {
          presence: createWebLocksPresence(locks, `tab${(opened += 1)}`, tabPage),
        }),
      },
    });
    actor.start();
    actor.send({ type: 'session.restore' });
    const setNetwork = (change: Partial<typeof network>) => {
      Object.assign(network, change);
      link.setDown(network.down || network.away);
      if (!network.away) thaw();
    };
    return { actor, visibility, tabPage, network, setNetwork };
  };
  // The visitor acts in one tab at a time: the tab acted in comes into view, the one before goes out of it.
  let inView = 0;
  const view = (tab: number) => {
    if (tab === inView) return;
    pages[inView]!.visibility.set(false);
    pages[tab]!.visibility.set(true);
    inView = tab;
  };
  const pages = Array.from({ length: tabs }, open);
  for (const { visibility } of pages.slice(1)) visibility.set(false);
  pages[0]!.actor.send({ type: 'session.start', form: { firstName: 'Ada' } });
  await vi.advanceTimersByTimeAsync(0);
  const accepted = new Set<string>();
  const discarded = new Set<string>();
  const played: string[] = [];
  let texts = 0;
  const refusedIn = (actor: Actor<ChatSessionMachine>) =>
    actor.getSnapshot().context.outbox.filter((entry) => entry.status === 'failed');
  // A refused message says whether it is known not to have arrived ("Not sent") or may have arrived
  // (its send got no answer before its chat stopped). "Not sent" must be true when the visitor
  // retries: no copy more than when it was last retried. Only a retry of one that may have arrived
  // can make one more copy.
  const retriedUnconfirmed = new Map<string, number>();
  const copiesAtRetry = new Map<string, number>();
  const retry = (actor: Actor<ChatSessionMachine>, entry: OutboxEntry) => {
    // Only a chat takes a retry (without one it is refused, or ignored until the next start).
    const taken = actor.getSnapshot().matches('active');
    const copies = server.count(entry.text);
    actor.send({ type: 'message.retry', clientMessageId: entry.clientMessageId });
    if (!taken) return;
    if (entry.error?.key === chatErrorKeys.messageUnconfirmed)
      retriedUnconfirmed.set(entry.text, (retriedUnconfirmed.get(entry.text) ?? 0) + 1);
    else
      expect(copies, `${entry.text} said not sent; steps: ${played.join(' ')}`).toBe(
        copiesAtRetry.get(entry.text) ?? 0,
      );
    copiesAtRetry.set(entry.text, copies);
  };

  for (let step = 0; step < count; step += 1) {
    const tab = random.below(tabs);
    // Any tab may start a chat, so two chats at once in one browser happen too: a tab starts one
    // while another is still on a chat that ended unheard by it, say.
    const kind = random.pick(steps);
    view(tab);
    const { actor, tabPage, network, setNetwork } = pages[tab]!;
    // The visitor acts in a page that was in the back/forward cache: it comes back first.
    if (network.away) {
      tabPage.show();
      setNetwork({ away: false });
    }
    played.push(tabs > 1 ? `${kind}@${tab}` : kind);
    switch (kind) {
      case 'send': {
        const text = `text ${(texts += 1)}`;
        actor.send({ type: 'message.send', text });
        if (actor.getSnapshot().context.outbox.some((entry) => entry.text === text))
          accepted.add(text);
        break;
      }
      case 'offline':
        setNetwork({ down: true });
        break;
      case 'online':
        setNetwork({ down: false });
        break;
      case 'slow':
        // Answers come late: a little, or past the call timeout (30 s); or on time again. Sends may
        // also be done late by the server.
        setNetwork({
          lag: random.pick([0, 200 + random.below(3000), 25_000 + random.below(15_000)]),
          serverLag: random.pick([0, 0, 100 + random.below(2800)]),
        });
        break;
      case 'away':
        // The visitor goes to another site in this tab; the page enters the back/forward cache.
        if (tabs > 1) {
          tabPage.hide();
          setNetwork({ away: true });
        }
        break;
      case 'failSend':
        server.fail('send', random.pick([...failures, 'replay']));
        break;
      case 'failCheck':
        if (random.below(2) === 0) server.fail('poll', random.pick([...failures, 'replay']));
        else server.fail('customNotice', random.pick(failures));
        break;
      case 'wait':
        await advance(50 + random.below(4000));
        break;
      case 'sleep':
        // The computer sleeps longer than the restore timeout: every tab's timers fire late.
        jump(61_000 + random.below(60_000));
        doDueLateSends();
        break;
      case 'reload':
        actor.stop();
        pages[tab] = open();
        break;
      case 'agentEnds':
        server.endChat();
        break;
      case 'visitorEnds':
        actor.send({ type: 'session.end' });
        break;
      case 'start':
        actor.send({ type: 'session.start', form: { firstName: 'Ada' } });
        break;
      case 'retry': {
        const entry = refusedIn(actor)[0];
        if (entry) retry(actor, entry);
        break;
      }
      case 'discard': {
        const entry = refusedIn(actor).at(-1);
        if (!entry) break;
        actor.send({ type: 'message.discard', clientMessageId: entry.clientMessageId });
        discarded.add(entry.text);
        break;
      }
    }
    await vi.advanceTimersByTimeAsync(0);
  }

  // Settle: the other tabs close, the network heals, and the visitor, in the first tab reloaded,
  // retries what is refused, in a chat, until nothing waits.
  for (const { actor } of pages.slice(1)) actor.stop();
  pages.splice(1);
  await vi.advanceTimersByTimeAsync(0);
  pages[0]!.actor.stop();
  pages[0] = open();
  const page = pages[0].actor;
  for (let round = 0; round < 40; round += 1) {
    await advance(3000);
    const snapshot = page.getSnapshot();
    if (snapshot.status !== 'active') break;
    // Done when nothing waits, here or in the saved session (messages of a closed tab, say).
    const waiting =
      snapshot.context.outbox.length +
      (createCookieSessionStore(cookies, storage).load()?.outbox.length ?? 0);
    if (snapshot.matches('inactive') || snapshot.matches('ended')) {
      if (waiting === 0) break;
      page.send({ type: 'session.start', form: { firstName: 'Ada' } });
    } else if (snapshot.matches('active')) {
      if (waiting === 0) break;
      for (const entry of refusedIn(page)) retry(page, entry);
    }
    // Starting, restoring or ending: wait for it.
  }
  const snapshot = page.getSnapshot();
  return { snapshot, accepted, discarded, retriedUnconfirmed, onServer: server.count, played };
}

describe.each([
  [1, 'random sequences of sends, failures, reloads, ends and new chats, in one tab'],
  [2, 'the same in two tabs of one browser, each with its own network and presence'],
  [3, 'the same in three tabs'],
])('%i: %s', (tabs) => {
  const firstSeed = Number(process.env.CXKIT_SEQUENCE_FIRST_SEED ?? 1);
  const seeds = Array.from(
    { length: Number(process.env.CXKIT_SEQUENCE_SEEDS ?? 400) },
    (_, index) => firstSeed + index,
  );
  it.each(seeds)(
    'seed %i: every message sent reaches the server once, unless discarded',
    async (seed) => {
      const { snapshot, accepted, discarded, retriedUnconfirmed, onServer, played } = await play(
        seed,
        Number(process.env.CXKIT_SEQUENCE_STEPS ?? 100),
        tabs,
      );
      const context = `steps: ${played.join(' ')}`;
      expect(snapshot.status, context).toBe('active');
      expect(snapshot.context.outbox, context).toEqual([]);
      for (const text of accepted) {
        const copies = onServer(text);
        if (!discarded.has(text))
          expect(copies, `${text} lost; ${context}`).toBeGreaterThanOrEqual(1);
        expect(copies, `${text} twice; ${context}`).toBeLessThanOrEqual(
          1 + (retriedUnconfirmed.get(text) ?? 0),
        );
      }
    },
  );
});
