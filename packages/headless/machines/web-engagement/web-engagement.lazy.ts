import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { gweManifest } from './web-engagement.manifest';

/**
 * Puts `GWE` on the bus from its table before the bridge's code has loaded: every command loads it
 * (idempotent `load`, e.g. `() => import('@cxkit/headless/web-engagement')`) and runs once its
 * plugin binds.
 */
export function registerLazyGwe(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, gweManifest, { load: options.load });
}
