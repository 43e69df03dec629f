import type { CookieStore } from '../../services/cookies/cookie-store';
import type { StateStore } from '../widget-window/widget-window.types';

/** The cookie that says a number shows, so a reload reopens on it (service-protocols 6 and 7). */
export const clickToCallOpenCookie = '_genesys.widgets.clicktocall.state.open';

/**
 * Keeps whether a number shows in the `_genesys.widgets.clicktocall.state.open` cookie (`true`),
 * as the Genesys widget does, beside the service's own state cookies. Give it a store whose names
 * are written as they are (`createCookieStore({ prefix: '' })`).
 */
export function createClickToCallOpenFlag(cookies: CookieStore): StateStore<boolean> {
  return {
    load: () => cookies.get(clickToCallOpenCookie) === 'true' || undefined,
    save: () => cookies.set(clickToCallOpenCookie, 'true'),
    clear: () => cookies.remove(clickToCallOpenCookie),
  };
}
