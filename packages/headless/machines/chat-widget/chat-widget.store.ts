import * as z from 'zod/mini';
import type { CookieStore } from '../../services/cookies/cookie-store';
import { createCookieStateStore } from '../widget-window/widget-window.logic';
import type { SavedWindow, WindowStore } from './chat-widget.types';

/** Name (without the common prefix) of the cookie that keeps the chat window's state. */
export const chatWindowCookieName = 'webchat.window';

const savedWindowSchema = z.object({
  window: z.enum(['closed', 'open', 'minimized']),
  maximized: z.boolean(),
});

/** The saved unread count, if the cookie holds a valid one (checked by hand: zod's number and optional add 0.7 kB here). */
function unreadOf(saved: unknown): { unread?: number } {
  const unread = (saved as { unread?: unknown }).unread;
  return typeof unread === 'number' && Number.isSafeInteger(unread) && unread >= 0
    ? { unread }
    : {};
}

/** Keeps the chat window's state in a cookie of the suite; a cookie that does not parse counts as none. */
export function createCookieWindowStore(cookies: CookieStore): WindowStore {
  return createCookieStateStore(cookies, chatWindowCookieName, (saved): SavedWindow | undefined => {
    const parsed = savedWindowSchema.safeParse(saved);
    return parsed.success ? { ...parsed.data, ...unreadOf(saved) } : undefined;
  });
}
