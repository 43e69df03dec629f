import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { timerManifest } from './timer-service.manifest';

/**
 * Puts `Timer` on the bus from its table before its code has loaded: `countdown` and `alarm` load
 * it (idempotent `load`, e.g. `() => import('@cxkit/headless/timer')`) and run once its plugin binds.
 */
export function registerLazyTimer(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, timerManifest, { load: options.load });
}
