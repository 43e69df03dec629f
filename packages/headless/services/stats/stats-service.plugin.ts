import type { Bus } from '../../bus/bus.types';
import { definePlugin } from '../../kit/define-plugin';
import { StatsError, type StatsClientDependencies } from './stats-client';
import { createStatsService, StatsOptionsError, type StatsService } from './stats-service';
import { statsServiceManifest } from './stats-service.manifest';

const isEmpty = (value: unknown) =>
  typeof value !== 'object' || value === null || Object.keys(value).length === 0;

/** The `StatsService` bus plugin on a {@link StatsService}: `configure`, `getStats` and the `updated` feed. */
export const statsServicePlugin = definePlugin<StatsService, typeof statsServiceManifest>(
  statsServiceManifest,
  {
    commands: {
      configure: (options, { target, reject }) => {
        if (isEmpty(options)) reject('invalidConfiguration');
        try {
          target.configure(options);
        } catch (error) {
          if (!(error instanceof StatsOptionsError)) throw error;
          reject('invalidOptions', {
            issues: error.issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '),
          });
        }
        return undefined;
      },
      getStats: async (options, { target, reject }) => {
        try {
          return await target.getStats(options);
        } catch (error) {
          if (!(error instanceof StatsError)) throw error;
          return reject(error.code === 'emptyAnswer' ? 'requestFailed' : error.code);
        }
      },
    },
    publish: (target, plugin) => target.subscribe((update) => plugin.publish('updated', update)),
  },
);

/**
 * Creates the StatsService on `options` (`_genesys.widgets.stats`) and puts it on the bus, or binds
 * it to the placeholder of {@link registerLazyStats}; returns the detach function.
 */
export function attachStatsService(
  bus: Bus,
  options: unknown,
  dependencies?: StatsClientDependencies,
): () => void {
  return statsServicePlugin.attach(bus, createStatsService(options, dependencies));
}
