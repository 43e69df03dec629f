import { describe, expect, it } from 'vitest';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { chatSessionCookieName, createCookieSessionStore } from './chat-session.store';
import type { SavedSession } from './chat-session.types';

const saved: SavedSession = {
  session: { chatId: 'c1', secureKey: 'k', alias: '117', userId: 'u' },
  position: 4,
  lastPing: 1_700_000_000_000,
  outbox: [{ clientMessageId: 'm1', text: 'Hello', createdAt: 1_700_000_000_500 }],
};

/** A session store over a fresh in-memory cookie store, and that cookie store. */
function stores() {
  const cookies = createCookieStore();
  return { cookies, store: createCookieSessionStore(cookies) };
}

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

  it.each([
    ['not JSON', '{'],
    ['a list', '[]'],
    ['session keys that are no texts', JSON.stringify({ ...saved, session: { chatId: 1 } })],
    ['a __proto__ session key', JSON.stringify(saved).replace('"chatId"', '"__proto__"')],
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
});
