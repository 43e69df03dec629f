import { describe, expect, it } from 'vitest';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { chatWindowCookieName, createCookieWindowStore } from './chat-widget.store';

describe('the window cookie', () => {
  it('keeps and forgets the window state', () => {
    const cookies = createCookieStore();
    const store = createCookieWindowStore(cookies);
    expect(store.load()).toBeUndefined();
    store.save({ window: 'minimized', maximized: true, unread: 2 });
    expect(store.load()).toEqual({ window: 'minimized', maximized: true, unread: 2 });
    store.clear();
    expect(store.load()).toBeUndefined();
  });

  it.each([
    'not json',
    '{"window":"sideways","maximized":false}',
    '{"__proto__":{"window":"open"}}',
  ])('treats a malformed cookie as none: %s', (raw) => {
    const cookies = createCookieStore();
    cookies.set(chatWindowCookieName, raw);
    expect(createCookieWindowStore(cookies).load()).toBeUndefined();
  });

  it.each(['-1', '"2"', '1.5', '1e300', 'null'])(
    'keeps the window state but no count when the count is not a whole number of 0 or more: %s',
    (unread) => {
      const cookies = createCookieStore();
      cookies.set(
        chatWindowCookieName,
        `{"window":"minimized","maximized":false,"unread":${unread}}`,
      );
      expect(createCookieWindowStore(cookies).load()).toEqual({
        window: 'minimized',
        maximized: false,
      });
    },
  );

  it('reads a cookie saved before it kept an unread count', () => {
    const cookies = createCookieStore();
    cookies.set(chatWindowCookieName, '{"window":"minimized","maximized":false}');
    expect(createCookieWindowStore(cookies).load()).toEqual({
      window: 'minimized',
      maximized: false,
    });
  });
});
