import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createStaticVisibilitySignal } from '../../services/signals/static-signals';
import { createMemoryWebStorage, type WebStorage } from '../../services/web-storage/web-storage';
import {
  chatOutboxKey,
  chatSessionCookieName,
  createCookieSessionStore,
  pingWriteDelay,
  sessionCookieLimit,
} from './chat-session.store';
import type { SavedSession } from './chat-session.types';

const saved: SavedSession = {
  session: { chatId: 'c1', secureKey: 'k', alias: '117', userId: 'u' },
  position: 4,
  lastPing: 1_700_000_000_000,
  outbox: [{ clientMessageId: 'm1', text: 'Hello', createdAt: 1_700_000_000_500 }],
};

/** A session store over a fresh in-memory cookie store and storage, and those two. */
function stores(storage: WebStorage | undefined = createMemoryWebStorage()) {
  const cookies = createCookieStore();
  return { cookies, storage, store: createCookieSessionStore(cookies, storage) };
}

/** 500 characters, the longest message, of a script that takes 9 bytes a character in a cookie. */
const longChinese = '这是一条很长的消息。'.repeat(50);
/** A save whose outbox is too large for a cookie: one long message in Chinese. */
const tooLarge: SavedSession = {
  ...saved,
  outbox: [{ clientMessageId: 'm9', text: longChinese, createdAt: 1_700_000_002_000 }],
};
const cookieBytes = (text: string | undefined) => encodeURIComponent(text ?? '').length;

describe('the cookie session store', () => {
  it('gives back what it saved, and nothing once cleared', () => {
    const { store } = stores();
    store.save(saved);
    expect(store.load()).toEqual(saved);
    store.clear();
    expect(store.load()).toBeUndefined();
  });

  it('keeps only the known fields of a saved outbox entry', () => {
    const { cookies, store } = stores();
    const entry = { ...saved.outbox[0], status: 'sent', attempts: 9 };
    cookies.set(chatSessionCookieName, JSON.stringify({ ...saved, outbox: [entry] }));
    expect(store.load()?.outbox).toEqual(saved.outbox);
  });

  it('keeps the error key of a refused message', () => {
    const { store } = stores();
    const refused = {
      clientMessageId: 'm2',
      text: 'Refused',
      createdAt: 1_700_000_001_000,
      failed: 'webchat.codes.101',
    };
    store.save({ ...saved, outbox: [...saved.outbox, refused] });
    expect(store.load()?.outbox).toEqual([...saved.outbox, refused]);
  });

  it('keeps when the send of a message still on its way went out, and that one retried may have arrived', () => {
    const { store } = stores();
    const onItsWay = {
      ...saved.outbox[0]!,
      sentAt: 1_700_000_000_900,
      mayHaveArrived: true as const,
    };
    store.save({ ...saved, outbox: [onItsWay] });
    expect(store.load()?.outbox).toEqual([onItsWay]);
  });

  it("keeps a declined re-invite's mark, and nothing but true as one", () => {
    const { store, cookies } = stores();
    const between = { session: {}, position: 1, lastPing: 0, outbox: saved.outbox };
    store.save({ ...between, declined: true });
    expect(store.load()).toEqual({ ...between, declined: true });
    cookies.set(chatSessionCookieName, JSON.stringify({ ...between, declined: 'yes' }));
    expect(store.load()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['a list', '[]'],
    ['session keys that are no texts', JSON.stringify({ ...saved, session: { chatId: 1 } })],
    ['a __proto__ session key', JSON.stringify(saved).replace('"chatId"', '"__proto__"')],
    [
      'a may-have-arrived mark that is not true',
      JSON.stringify({ ...saved, outbox: [{ ...saved.outbox[0], mayHaveArrived: 'yes' }] }),
    ],
    [
      'a send time that is no number',
      JSON.stringify({ ...saved, outbox: [{ ...saved.outbox[0], sentAt: 'soon' }] }),
    ],
    ['an outbox that is no list', JSON.stringify({ ...saved, outbox: {} })],
    [
      'an outbox entry without text',
      JSON.stringify({ ...saved, outbox: [{ clientMessageId: 'm' }] }),
    ],
    ['a position below 1', JSON.stringify({ ...saved, position: 0 })],
    [
      'a refused entry whose error key is no text',
      JSON.stringify({ ...saved, outbox: [{ ...saved.outbox[0], failed: { key: 'k' } }] }),
    ],
  ])('counts a cookie holding %s as no saved session', (_label, raw) => {
    const { cookies, store } = stores();
    cookies.set(chatSessionCookieName, raw);
    expect(store.load()).toBeUndefined();
  });

  describe('an outbox too large for a cookie', () => {
    it('is kept in the storage, which a new page reads it back from', () => {
      const { cookies, storage, store } = stores();
      expect(cookieBytes(JSON.stringify(tooLarge))).toBeGreaterThan(4096);
      store.save(tooLarge);
      expect(store.load()).toEqual(tooLarge);
      const cookie = cookies.get(chatSessionCookieName);
      expect(cookieBytes(cookie)).toBeLessThanOrEqual(sessionCookieLimit);
      expect(cookie).not.toContain('这');
      expect(storage!.getItem(chatOutboxKey)).toContain(longChinese);
      expect(createCookieSessionStore(cookies, storage).load()).toEqual(tooLarge);
    });

    it('goes back into the cookie when it fits again, and leaves the storage on the save after', () => {
      const { cookies, storage, store } = stores();
      store.save(tooLarge);
      store.save(saved);
      expect(createCookieSessionStore(cookies, storage).load()).toEqual(saved);
      // Kept for one save: another tab may have read the cookie that named it, not yet the storage.
      expect(storage!.getItem(chatOutboxKey)).toContain(longChinese);
      store.save(saved);
      expect(storage!.getItem(chatOutboxKey)).toBeNull();
      expect(createCookieSessionStore(cookies, storage).load()).toEqual(saved);
    });

    it('keeps the outbox the cookie named beside the new one, and writes no storage for the same outbox again', () => {
      const { storage, store } = stores();
      const setItem = vi.spyOn(storage!, 'setItem');
      store.save(tooLarge);
      const first = JSON.parse(storage!.getItem(chatOutboxKey)!) as Record<string, unknown>;
      const grown = { ...tooLarge, outbox: [...tooLarge.outbox, ...saved.outbox] };
      store.save(grown);
      const both = JSON.parse(storage!.getItem(chatOutboxKey)!) as Record<string, unknown>;
      expect(Object.keys(both)).toHaveLength(2);
      expect(both).toMatchObject(first);
      store.save({ ...grown, position: 9, lastPing: grown.lastPing + 1000 });
      store.save({ ...grown, position: 10, lastPing: grown.lastPing + 2000 });
      expect(Object.keys(JSON.parse(storage!.getItem(chatOutboxKey)!) as object)).toHaveLength(1);
      store.save({ ...grown, position: 11, lastPing: grown.lastPing + 3000 });
      expect(setItem).toHaveBeenCalledTimes(3);
      expect(store.load()).toEqual({ ...grown, position: 11, lastPing: grown.lastPing + 3000 });
    });

    it('reads as an empty outbox when the storage no longer has it, and keeps the session', () => {
      const { cookies, storage, store } = stores();
      store.save(tooLarge);
      storage!.removeItem(chatOutboxKey);
      expect(createCookieSessionStore(cookies, storage).load()).toEqual({
        ...tooLarge,
        outbox: [],
      });
      const foreign = JSON.stringify({ ...saved, outbox: [], outboxId: '__proto__' });
      cookies.set(chatSessionCookieName, foreign);
      expect(createCookieSessionStore(cookies, storage).load()).toEqual({ ...saved, outbox: [] });
    });

    it('is forgotten with the session', () => {
      const { storage, store } = stores();
      store.save(tooLarge);
      store.clear();
      expect(store.load()).toBeUndefined();
      expect(storage!.getItem(chatOutboxKey)).toBeNull();
    });

    it.each([
      ['no storage', undefined],
      [
        'a full storage',
        {
          ...createMemoryWebStorage(),
          setItem() {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          },
        },
      ],
    ])('with %s, stays in the cookie, which a browser then refuses', (_label, storage) => {
      const cookies = createCookieStore();
      const store = createCookieSessionStore(cookies, storage);
      store.save(saved);
      store.save(tooLarge);
      // The in-memory cookies refuse a cookie over 4096 bytes as a browser does: the save before stays.
      expect(store.load()).toEqual(saved);
    });
  });

  describe('saves that change only the position and the ping', () => {
    /** A store whose ping-only saves wait, a page visibility to hide, and a reader of the cookie's own text. */
    function waitingStore() {
      vi.useFakeTimers();
      const cookies = createCookieStore();
      const storage = createMemoryWebStorage();
      const visibility = createStaticVisibilitySignal();
      const store = createCookieSessionStore(cookies, storage, { visibility });
      const cookie = () => JSON.parse(cookies.get(chatSessionCookieName) ?? 'null') as unknown;
      return { cookies, storage, visibility, store, cookie };
    }
    const ping = (position: number, after: number): SavedSession => ({
      ...saved,
      position,
      lastPing: saved.lastPing + after,
    });

    afterEach(() => vi.useRealTimers());

    it('wait up to pingWriteDelay, the newest replacing the older, and load gives the newest meanwhile', () => {
      const { store, cookie } = waitingStore();
      store.save(saved);
      store.save(ping(5, 100));
      store.save(ping(6, 200));
      expect(cookie()).toEqual(saved);
      expect(store.load()).toEqual(ping(6, 200));
      vi.advanceTimersByTime(pingWriteDelay - 1);
      expect(cookie()).toEqual(saved);
      vi.advanceTimersByTime(1);
      expect(cookie()).toEqual(ping(6, 200));
      expect(store.load()).toEqual(ping(6, 200));
    });

    it('are written as the page is hidden', () => {
      const { store, cookie, visibility } = waitingStore();
      store.save(saved);
      store.save(ping(5, 100));
      visibility.set(false);
      expect(cookie()).toEqual(ping(5, 100));
      vi.advanceTimersByTime(pingWriteDelay);
      expect(cookie()).toEqual(ping(5, 100));
    });

    it('give way to a save that changes the outbox, the keys or the idle notice, written at once', () => {
      const { store, cookie } = waitingStore();
      store.save(saved);
      store.save(ping(5, 100));
      const sent = { ...ping(6, 200), outbox: [] };
      store.save(sent);
      expect(cookie()).toEqual(sent);
      store.save({ ...sent, idleDismissed: 4 });
      expect(cookie()).toEqual({ ...sent, idleDismissed: 4 });
      store.save({ ...sent, idleDismissed: 4, session: { chatId: 'c2' } });
      expect(cookie()).toEqual({ ...sent, idleDismissed: 4, session: { chatId: 'c2' } });
      vi.advanceTimersByTime(pingWriteDelay);
      expect(cookie()).toEqual({ ...sent, idleDismissed: 4, session: { chatId: 'c2' } });
    });

    it("lose to another tab's write meanwhile: that tab saved since, and its save stays", () => {
      const { cookies, storage, store, cookie } = waitingStore();
      store.save(saved);
      store.save(ping(5, 100));
      const otherTab = createCookieSessionStore(cookies, storage);
      const theirs = {
        ...ping(7, 150),
        outbox: [...saved.outbox, { ...saved.outbox[0]!, clientMessageId: 'm2' }],
      };
      otherTab.save(theirs);
      expect(store.load()).toEqual(theirs);
      vi.advanceTimersByTime(pingWriteDelay);
      expect(cookie()).toEqual(theirs);
      // The next save of this tab is written at once: the cookie is no longer its own write.
      store.save({ ...theirs, position: 8 });
      expect(cookie()).toEqual({ ...theirs, position: 8 });
    });

    it('never wait in a frame whose document refuses cookies, where nothing is kept', () => {
      vi.useFakeTimers();
      const refusing = createCookieStore({
        backend: {
          read: () => undefined,
          write: () => undefined,
          delete: () => undefined,
          names: () => [],
        },
      });
      const store = createCookieSessionStore(refusing, createMemoryWebStorage());
      store.save(saved);
      store.save(ping(5, 100));
      expect(store.load()).toBeUndefined();
    });

    it('are forgotten when the session is cleared', () => {
      const { store, cookies } = waitingStore();
      store.save(saved);
      store.save(ping(5, 100));
      store.clear();
      expect(store.load()).toBeUndefined();
      vi.advanceTimersByTime(pingWriteDelay);
      expect(cookies.get(chatSessionCookieName)).toBeUndefined();
    });

    it('wait only once the storage holds no outbox kept for one save', () => {
      const { store, storage } = waitingStore();
      store.save(tooLarge);
      store.save(saved);
      expect(storage.getItem(chatOutboxKey)).toContain(longChinese);
      // The storage still keeps the outbox the cookie named: this save drops it at once.
      store.save(ping(5, 100));
      expect(storage.getItem(chatOutboxKey)).toBeNull();
    });
  });
});
