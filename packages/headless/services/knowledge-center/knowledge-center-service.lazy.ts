import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { knowledgeCenterServiceManifest } from './knowledge-center-service.manifest';

/**
 * Puts `KnowledgeCenterService` on the bus from its table before its code has loaded: the first
 * command calls `load` (idempotent, e.g. `() => import('@cxkit/headless/knowledge-center-service')
 * .then((kc) => kc.startKnowledgeCenterService(bus, input))`), which binds to the placeholder and
 * runs the commands kept, in order.
 */
export function registerLazyKnowledgeCenterService(
  bus: Bus,
  options: { load(command: string): void | Promise<unknown> },
): LazyPlugin {
  return registerLazyPlugin(bus, knowledgeCenterServiceManifest, { load: options.load });
}
