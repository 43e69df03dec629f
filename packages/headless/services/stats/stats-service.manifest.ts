import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { OptionsInput } from '../../kit/define-options';
import type { GetStatsOptions, StatsUpdate } from './stats-service';
import type { statsOptions } from './stats-options';
import type { EwtAnswer } from './stats-wire';

/** What `StatsService.configure` takes: the `_genesys.widgets.stats` object, merged over the current options. */
export type StatsConfigureOptions = OptionsInput<(typeof statsOptions)['specs']>;

/**
 * The `StatsService` plugin's table (protocols 8.3, service-protocols 4 and 13): `getStats` asks the
 * estimated wait time of virtual queues, `updated` tells every queue's latest estimate.
 */
export const statsServiceManifest = declarePlugin({
  name: 'StatsService',
  commands: {
    configure: command<StatsConfigureOptions>(),
    getStats: command<GetStatsOptions, EwtAnswer>(),
  },
  events: {
    updated: event<StatsUpdate>(),
  },
  rejections: {
    invalidConfiguration: 'Invalid configuration',
    invalidOptions: 'Invalid configuration: {issues}',
    invalidEwtConfiguration: 'Invalid EWT configuration',
    invalidVqname: 'Invalid Stats vqname configuration',
    requestFailed: 'EWT request failed due to unknown reason',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof statsServiceManifest> {}
    interface Events extends EventsOf<typeof statsServiceManifest> {}
  }
}
