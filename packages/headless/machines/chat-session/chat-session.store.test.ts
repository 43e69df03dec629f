import { describe, expect, it, vi } from 'vitest';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createMemoryWebStorage, type WebStorage } from '../../services/web-storage/web-storage';
import {
  chatOutboxKey,
  chatSessionCookieName,
  createCookieSessionStore,
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
});
