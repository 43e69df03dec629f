import * as z from 'zod/mini';
import type { CookieStore } from '../../services/cookies/cookie-store';
import type { DockManagerEvent } from '../dock-manager/dock-manager.types';
import { createCookieStateStore } from './widget-window.logic';
import type { WidgetWindowStore, WindowDock } from './widget-window.types';

const savedWidgetWindowSchema = z.object({
  window: z.enum(['closed', 'open', 'minimized']),
  position: z.optional(z.object({ x: z.number(), y: z.number() })),
});

/** The name (without the suite's prefix) of the cookie that keeps a window's state: `<name>.window`. */
export function widgetWindowCookieName(name: string): string {
  return `${name}.window`;
}

/** Keeps a widget window's state and position in a cookie of the suite; one that does not parse counts as none. */
export function createCookieWidgetWindowStore(
  cookies: CookieStore,
  name: string,
): WidgetWindowStore {
  return createCookieStateStore(cookies, widgetWindowCookieName(name), (saved) => {
    const parsed = savedWidgetWindowSchema.safeParse(saved);
    if (!parsed.success) return undefined;
    const { window, position } = parsed.data;
    return position ? { window, position } : { window };
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
