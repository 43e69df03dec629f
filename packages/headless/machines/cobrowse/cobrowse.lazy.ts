import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { coBrowseManifest } from './cobrowse.manifest';

/**
 * Puts `CoBrowse` on the bus from its table before the bridge's code has loaded: `configure`,
 * `open` and `startSession` load it (idempotent `load`, e.g. `() => import('@cxkit/headless/cobrowse')`)
 * and run once its plugin binds; until then co-browse is offline, the dialog closed and no session runs.
 */
export function registerLazyCoBrowse(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, coBrowseManifest, {
    load: options.load,
    unloaded: {
      close: () => {
        throw new CommandRejection('alreadyClosed', coBrowseManifest.rejections.alreadyClosed);
      },
      stopSession: () => undefined,
      getState: () => ({ online: false, active: false, pending: false }),
    },
  });
}
