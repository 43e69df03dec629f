import type { CookieStore } from '../../services/cookies/cookie-store';
import {
  createCookieWidgetWindowStore,
  widgetWindowCookieName,
} from '../widget-window/widget-window.store';
import type { SavedWindow, WindowStore } from './chat-widget.types';

/** The cookie name's window part: the chat's cookie is `webchat.window`, as every widget window's `<name>.window`. */
const cookieWindowName = 'webchat';

/** Name (without the common prefix) of the cookie that keeps the chat window's state. */
export const chatWindowCookieName = widgetWindowCookieName(cookieWindowName);

/** The saved unread count, if the cookie holds a valid one. */
function unreadOf(saved: Record<string, unknown>): { unread?: number } {
  const { unread } = saved;
  return typeof unread === 'number' && Number.isSafeInteger(unread) && unread >= 0
    ? { unread }
    : {};
}

/** Keeps the chat window's state in a cookie of the suite, as a widget window's with what chat adds; a cookie that does not parse counts as none. */
export function createCookieWindowStore(cookies: CookieStore): WindowStore {
  return createCookieWidgetWindowStore<SavedWindow>(cookies, cookieWindowName, (saved) =>
    typeof saved.maximized === 'boolean'
      ? { maximized: saved.maximized, ...unreadOf(saved) }
      : undefined,
  );
}
