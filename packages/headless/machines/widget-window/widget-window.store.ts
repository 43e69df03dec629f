import * as z from 'zod/mini';
import type { CookieStore } from '../../services/cookies/cookie-store';
import type { DockManagerEvent } from '../dock-manager/dock-manager.types';
import { createCookieStateStore } from './widget-window.logic';
import type {
  SavedWidgetWindow,
  StateStore,
  WindowDock,
  WindowPosition,
} from './widget-window.types';

const windowStateSchema = z.enum(['closed', 'open', 'minimized']);

/** A saved position, if `value` is one (checked by hand: zod's numbers add 0.7 kB to every widget). */
function isPosition(value: unknown): value is WindowPosition {
  const { x, y } = (value ?? {}) as Partial<Record<'x' | 'y', unknown>>;
  return typeof value === 'object' && Number.isFinite(x) && Number.isFinite(y);
}

/** The name (without the suite's prefix) of the cookie that keeps a window's state: `<name>.window`. */
export function widgetWindowCookieName(name: string): string {
  return `${name}.window`;
}

/**
 * Keeps a widget window's state and position in a cookie of the suite, `<name>.window`; a cookie
 * that does not parse counts as none. A window that keeps more (the chat: maximized, unread)
 * reads it with `more`, which refuses the cookie by answering `undefined`.
 */
export function createCookieWidgetWindowStore<Saved extends SavedWidgetWindow = SavedWidgetWindow>(
  cookies: CookieStore,
  name: string,
  more: (saved: Record<string, unknown>) => Omit<Saved, keyof SavedWidgetWindow> | undefined = () =>
    ({}) as Omit<Saved, keyof SavedWidgetWindow>,
): StateStore<Saved> {
  return createCookieStateStore(cookies, widgetWindowCookieName(name), (saved) => {
    const { window, position } = (saved ?? {}) as Record<string, unknown>;
    const state = windowStateSchema.safeParse(window);
    if (!state.success || (position !== undefined && !isPosition(position))) return undefined;
    const extra = more(saved as Record<string, unknown>);
    if (!extra) return undefined;
    return { ...extra, window: state.data, ...(position ? { position } : {}) } as Saved;
  });
}

/** The dock a window registers with, over a dock manager actor (`view.register` / `view.deregister` / `view.resize`). */
export function windowDockOf(dock: { send(event: DockManagerEvent): void }): WindowDock {
  return {
    register: (registration) => dock.send({ type: 'view.register', ...registration }),
    deregister: (plugin) => dock.send({ type: 'view.deregister', plugin }),
    resize: (plugin, width) => dock.send({ type: 'view.resize', plugin, width }),
  };
}
