import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { statsServiceManifest } from './stats-service.manifest';

/** Options of {@link registerLazyStats}. */
export interface LazyStatsOptions {
  /** Loads the stats code and attaches it (`attachStatsService`); idempotent; given the command that needs it. */
  load(command: string): void | Promise<unknown>;
}

/**
 * Puts `StatsService` on the bus from its table before its code has loaded: the first `getStats`
 * or `configure` loads it and runs once the loaded plugin has attached.
 */
export function registerLazyStats(bus: Bus, options: LazyStatsOptions): LazyPlugin {
  return registerLazyPlugin(bus, statsServiceManifest, { load: options.load });
}
