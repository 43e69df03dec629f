import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { clickToCallManifest } from './click-to-call.manifest';

/**
 * Puts `ClickToCall` on the bus from its table before the window's code has loaded: `open` and
 * `configure` load it (idempotent `load`, e.g. `() => import('@cxkit/headless/click-to-call')`) and
 * run once its plugin binds; until then the window is closed, and the other commands answer so.
 */
export function registerLazyClickToCall(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, clickToCallManifest, {
    load: options.load,
    unloaded: {
      close: () => {
        throw new CommandRejection('alreadyClosed', clickToCallManifest.rejections.alreadyClosed);
      },
      minimize: () => {
        throw new CommandRejection('notOpen', clickToCallManifest.rejections.notOpen);
      },
    },
  });
}
