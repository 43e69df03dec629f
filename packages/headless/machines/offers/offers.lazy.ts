import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { offersManifest } from './offers.manifest';

/**
 * Puts `Offers` on the bus from its table before the offer's code has loaded: `open` and
 * `configure` load it (idempotent `load`, e.g. `() => import('@cxkit/headless/offers')`) and run
 * once its plugin binds; until then no offer shows, and `close` answers so.
 */
export function registerLazyOffers(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, offersManifest, {
    load: options.load,
    unloaded: {
      close: () => {
        throw new CommandRejection('alreadyClosed', offersManifest.rejections.alreadyClosed);
      },
    },
  });
}
