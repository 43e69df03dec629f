import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { chatDeflectionManifest } from './chat-deflection.manifest';

/**
 * Puts `ChatDeflection` on the bus from its table before its code has loaded: `configure`, `enable`
 * and `disable` load it (idempotent `load`, e.g. `() => import('@cxkit/headless/chat-deflection')`)
 * and run once its plugin binds.
 */
export function registerLazyChatDeflection(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, chatDeflectionManifest, { load: options.load });
}
