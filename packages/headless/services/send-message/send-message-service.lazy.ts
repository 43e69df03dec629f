import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { sendMessageServiceManifest } from './send-message-service.manifest';

/**
 * Puts `SendMessageService` on the bus from its table before its code has loaded: the first command
 * calls `load` (idempotent, e.g. `() => import('@cxkit/headless/send-message-service').then(...)`),
 * whose `startSendMessageService` binds to the placeholder and runs the commands kept, in order.
 */
export function registerLazySendMessageService(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, sendMessageServiceManifest, { load: options.load });
}
