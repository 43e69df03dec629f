import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { searchManifest } from './search.manifest';

/**
 * Puts `Search` on the bus from its table before the window's code has loaded: every command but
 * `close` loads it (idempotent `load`, e.g. `() => import('@cxkit/headless/search')`) and runs once
 * its plugin binds; until then the window is closed, and `close` answers so.
 */
export function registerLazySearch(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, searchManifest, {
    load: options.load,
    unloaded: {
      close: () => {
        throw new CommandRejection('alreadyClosed', searchManifest.rejections.alreadyClosed);
      },
    },
  });
}
