import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { clickToCallServiceManifest } from './click-to-call-service.manifest';

/**
 * Puts `ClickToCallService` on the bus from its table before its code has loaded: the first command
 * calls `load` (idempotent, e.g. `() => import('@cxkit/headless/click-to-call-service').then(...)`),
 * whose `startClickToCallService` binds to the placeholder and runs the commands kept, in order.
 */
export function registerLazyClickToCallService(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, clickToCallServiceManifest, { load: options.load });
}
