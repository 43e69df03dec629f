import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { callbackServiceManifest } from './callback-service.manifest';

/**
 * Puts `CallbackService` on the bus from its table before its code has loaded: the first command
 * calls `load` (idempotent, e.g. `() => import('@cxkit/headless/callback-service').then(...)`), whose
 * `startCallbackService` binds to the placeholder and runs the commands kept, in order.
 */
export function registerLazyCallbackService(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, callbackServiceManifest, { load: options.load });
}
