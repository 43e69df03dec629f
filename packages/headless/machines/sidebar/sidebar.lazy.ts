import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { sidebarManifest } from './sidebar.manifest';

/**
 * Puts `SideBar` on the bus from its table before the sidebar's code has loaded: every command
 * loads it (idempotent `load`, e.g. `() => import('@cxkit/headless/sidebar')`) and runs once its
 * plugin binds. A sidebar that shows on startup loads with the page anyway.
 */
export function registerLazySidebar(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, sidebarManifest, { load: options.load, unloaded: {} });
}
