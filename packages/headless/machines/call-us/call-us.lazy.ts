import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { callUsManifest } from './call-us.manifest';

/**
 * Puts `CallUs` on the bus from its table before the overlay's code has loaded: `open` and
 * `configure` load it (idempotent `load`, e.g. `() => import('@cxkit/headless/call-us')`) and run
 * once its plugin binds; until then the overlay is closed, and `close` answers so.
 */
export function registerLazyCallUs(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, callUsManifest, {
    load: options.load,
    unloaded: {
      close: () => {
        throw new CommandRejection('alreadyClosed', callUsManifest.rejections.alreadyClosed);
      },
    },
  });
}
