import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createWebLocksPresence } from '../../services/tab-presence/tab-presence';
import {
  createFakeLocks,
  createFakeTabPage,
  type FakeLocks,
} from '../../services/tab-presence/tab-presence.test-support';
import {
  createCuttableLink,
  createFakeChatTransport,
  type FakeChatTransport,
} from '../testing/fake-chat-transport';
import { chatSessionMachine } from './chat-session.machine';
import { createCookieSessionStore } from './chat-session.store';
import type { ChatSessionInput } from './chat-session.types';

// Tabs on one chat with Web Locks presence, whose pages enter and leave the back/forward cache.

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

const page = () => ({
  mobile: false,
  referrer: '',
  url: 'https://site.test/',
  title: 'Site',
  browser: 'Chrome/156',
  os: 'Linux',
});

/** One tab: its own link to the shared back end (which the test can cut), its page and its presence. */
function tab(id: string, server: FakeChatTransport, locks: FakeLocks, shared: ChatSessionInput) {
  const { transport, setDown } = createCuttableLink(server);
  const tabPage = createFakeTabPage();
  const presence = createWebLocksPresence(locks, id, tabPage);
  const actor = createActor(chatSessionMachine, {
    input: { ...shared, transport, presence },
  }).start();
  return { actor, page: tabPage, setOffline: setDown };
}

/** Tab A starts a chat and tab B restores it; the count of `text` on the server. */
async function twoTabs() {
  const server = createFakeChatTransport(() => time);
  const locks = createFakeLocks();
  const store = createCookieSessionStore(createCookieStore());
  let ids = 0;
  const shared: ChatSessionInput = {
    transport: server,
    store,
    now: () => time,
    createId: () => `m${(ids += 1)}`,
    page,
  };
  const tabA = tab('A', server, locks, shared);
  tabA.actor.send({ type: 'session.start', form: { firstName: 'Ada' } });
  await vi.advanceTimersByTimeAsync(0);
  const tabB = tab('B', server, locks, shared);
  tabB.actor.send({ type: 'session.restore' });
  await advance(1000);
  expect([tabA, tabB].map(({ actor }) => actor.getSnapshot().matches('active'))).toEqual([
    true,
    true,
  ]);
  const count = (text: string) => server.transcript.filter((m) => m.text === text).length;
  const lockOfA = () => locks.isHeld('cxkit.chat-tab.A');
  return { tabA, tabB, store, count, lockOfA };
}

describe('tabs of a chat and the back/forward cache', () => {
  it('lets its lock go in the cache when it has nothing to send, and takes it back on return', async () => {
    const { tabA, lockOfA } = await twoTabs();
    expect(lockOfA()).toBe(true);
    tabA.page.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(lockOfA()).toBe(false);
    tabA.page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(lockOfA()).toBe(true);
  });

  it('keeps a message it could not send to itself while in the cache, and sends it once on return', async () => {
    const { tabA, tabB, store, count, lockOfA } = await twoTabs();
    tabA.setOffline(true);
    tabA.actor.send({ type: 'message.send', text: 'typed before leaving' });
    await advance(3000);
    expect(store.load()?.outbox).toMatchObject([{ text: 'typed before leaving', owner: 'A' }]);

    tabA.page.hide();
    for (let round = 0; round < 6; round += 1) await advance(1000);
    // Tab A still holds its lock: tab B does not take the message over (tab A would send it too on return).
    expect(lockOfA()).toBe(true);
    expect(count('typed before leaving')).toBe(0);
    expect(tabB.actor.getSnapshot().context.outbox).toEqual([]);

    tabA.page.show();
    tabA.setOffline(false);
    for (let round = 0; round < 6; round += 1) await advance(1000);
    expect(count('typed before leaving')).toBe(1);
    expect(tabA.actor.getSnapshot().context.outbox).toEqual([]);
    expect(store.load()?.outbox).toEqual([]);
  });

  it('waits again for a tab that came back from the cache, and sends its message once when it closes', async () => {
    const { tabA, tabB, store, count } = await twoTabs();
    // Tab B starts waiting for tab A while a message of tab A is stuck, then tab A sends it itself.
    tabA.setOffline(true);
    tabA.actor.send({ type: 'message.send', text: 'first' });
    await advance(3000);
    tabA.setOffline(false);
    for (let round = 0; round < 6; round += 1) await advance(1000);
    expect(count('first')).toBe(1);

    // Tab A enters the cache with nothing to send (tab B sees its lock free), and comes back.
    tabA.page.hide();
    await advance(1000);
    tabA.page.show();
    await advance(1000);

    tabA.setOffline(true);
    tabA.actor.send({ type: 'message.send', text: 'second' });
    await advance(3000);
    expect(store.load()?.outbox).toMatchObject([{ text: 'second', owner: 'A' }]);
    tabA.actor.stop();
    for (let round = 0; round < 6; round += 1) await advance(1000);
    expect(count('second')).toBe(1);
    expect(tabB.actor.getSnapshot().context.outbox).toEqual([]);
    expect(store.load()?.outbox).toEqual([]);
  });
});
