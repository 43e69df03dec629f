import type { CookieStore } from '../cookies/cookie-store';

/** Name (without the common prefix) of the cookie that keeps the chat session. */
export const chatSessionCookieName = 'webchat.session';

/** The query parameter that carries a chat token in a transfer or invite link. */
export const shareParam = 'cxkit-chat';

/**
 * Whether a page load has a chat to resume: a saved session in the suite's cookies, or a chat link
 * in the page URL. Cheap and free of the chat's code, so a page can decide to load the chat now.
 */
export function hasChatToResume(cookies: CookieStore, url?: string): boolean {
  if (cookies.get(chatSessionCookieName) !== undefined) return true;
  if (url === undefined) return false;
  try {
    return new URL(url).searchParams.has(shareParam);
  } catch {
    return false;
  }
}
