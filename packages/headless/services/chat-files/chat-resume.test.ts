import { describe, expect, it } from 'vitest';
import { createCookieStore } from '../cookies/cookie-store';
import { chatSessionCookieName, hasChatToResume } from './chat-resume';

describe('hasChatToResume', () => {
  it('finds a saved session or a chat link, and nothing else', () => {
    const cookies = createCookieStore();
    expect(hasChatToResume(cookies, 'https://shop.test/help')).toBe(false);
    expect(hasChatToResume(cookies, 'https://shop.test/help?cxkit-chat=abc')).toBe(true);
    expect(hasChatToResume(cookies, 'not a url')).toBe(false);
    expect(hasChatToResume(cookies)).toBe(false);
    cookies.set(chatSessionCookieName, '{}');
    expect(hasChatToResume(cookies)).toBe(true);
  });
});
