import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { channelSelectorManifest } from './channel-selector.manifest';

const notOpen = () => {
  throw new CommandRejection('notOpen', channelSelectorManifest.rejections.notOpen);
};

/**
 * Puts `ChannelSelector` on the bus from its table before the selector's code has loaded: `open`
 * and `configure` load it (idempotent `load`, e.g. `() => import('@cxkit/headless/channel-selector')`)
 * and run once its plugin binds; until then the selector is closed, and the other commands answer so.
 */
export function registerLazyChannelSelector(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, channelSelectorManifest, {
    load: options.load,
    unloaded: {
      close: () => {
        throw new CommandRejection(
          'alreadyClosed',
          channelSelectorManifest.rejections.alreadyClosed,
        );
      },
      enableStats: notOpen,
      disableStats: notOpen,
      displayStats: () => undefined,
    },
  });
}
