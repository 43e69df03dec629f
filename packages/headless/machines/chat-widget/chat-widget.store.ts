import * as z from 'zod/mini';
import type { CookieStore } from '../../services/cookies/cookie-store';
import type { SavedWindow, WindowStore } from './chat-widget.types';

/** Name (without the common prefix) of the cookie that keeps the chat window's state. */
export const chatWindowCookieName = 'webchat.window';

const savedWindowSchema = z.object({
  window: z.enum(['closed', 'open', 'minimized']),
  maximized: z.boolean(),
  unread: z.optional(z.int().check(z.nonnegative())),
});

/** Keeps the chat window's state in a cookie of the suite; a cookie that does not parse counts as none. */
export function createCookieWindowStore(cookies: CookieStore): WindowStore {
  return {
    load(): SavedWindow | undefined {
      const raw = cookies.get(chatWindowCookieName);
      if (raw === undefined) return undefined;
      try {
        const parsed = savedWindowSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    save(saved) {
      cookies.set(chatWindowCookieName, JSON.stringify(saved));
    },
    clear() {
      cookies.remove(chatWindowCookieName);
    },
  };
}
