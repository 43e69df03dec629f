import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { engageManifest } from './engage-invite.manifest';

/**
 * Puts `Engage` on the bus from its table before the invite's code has loaded: `invite` loads it
 * (idempotent `load`, e.g. `() => import('@cxkit/headless/engage-invite')`) and runs once its
 * plugin binds; until then no invite shows, and `close` answers so. `offer` needs no invite code: it
 * hands the offer to `Offers.open` at once.
 */
export function registerLazyEngage(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, engageManifest, {
    load: options.load,
    unloaded: {
      offer: (options) => bus.untyped.command('Offers.open', options, engageManifest.name),
      close: () => {
        throw new CommandRejection('alreadyClosed', engageManifest.rejections.alreadyClosed);
      },
    },
  });
}
