import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { remoteManifest } from './remote.manifest';

/**
 * Puts `Remote` on the bus from its table before its code has loaded: `execute` and `push` load it
 * (idempotent `load`, e.g. `() => import('@cxkit/headless/remote')` then `attachRemote(bus)`).
 */
export function registerLazyRemote(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, remoteManifest, { load: options.load });
}
