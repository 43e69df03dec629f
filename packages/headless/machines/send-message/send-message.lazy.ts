import type { Bus } from '../../bus/bus.types';
import { CommandRejection } from '../../kit/define-plugin';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { sendMessageManifest } from './send-message.manifest';

/**
 * Puts `SendMessage` on the bus from its table before the window's code has loaded: `open`,
 * `configure` and the side button's commands load it (idempotent `load`, e.g.
 * `() => import('@cxkit/headless/send-message')`) and run once its plugin binds; until then the
 * window is closed, and `close`, `minimize` and `submit` answer so.
 */
export function registerLazySendMessage(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  const { rejections } = sendMessageManifest;
  return registerLazyPlugin(bus, sendMessageManifest, {
    load: options.load,
    unloaded: {
      close: () => {
        throw new CommandRejection('alreadyClosed', rejections.alreadyClosed);
      },
      minimize: () => {
        throw new CommandRejection('notOpen', rejections.notOpen);
      },
      submit: () => {
        throw new CommandRejection('notOpen', rejections.notOpen);
      },
    },
  });
}
