import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { callbackManifest } from './callback.manifest';

const notOpen = () => {
  throw new CommandRejection('notOpen', callbackManifest.rejections.notOpen);
};

/**
 * Puts `Callback` on the bus from its table before the window's code has loaded: `open` and
 * `configure` load it (idempotent `load`, e.g. `() => import('@cxkit/headless/callback')`) and run
 * once its plugin binds; until then the window is closed, and the other commands answer so.
 */
export function registerLazyCallback(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, callbackManifest, {
    load: options.load,
    unloaded: {
      close: () => {
        throw new CommandRejection('alreadyClosed', callbackManifest.rejections.alreadyClosed);
      },
      minimize: notOpen,
      showEWT: notOpen,
      showOverlay: notOpen,
      hideOverlay: () => undefined,
    },
  });
}
