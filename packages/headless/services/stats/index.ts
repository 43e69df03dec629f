export {
  createStatsClient,
  ewtHttpRequest,
  StatsError,
  statsTexts,
  type EwtHttpRequest,
  type EwtRequest,
  type StatsClient,
  type StatsClientDependencies,
  type StatsErrorCode,
} from './stats-client';
export {
  defaultEwtModes,
  statsOptions,
  type EwtApiVersion,
  type EwtOptions,
  type StatsOptions,
} from './stats-options';
export {
  createStatsService,
  StatsOptionsError,
  type GetStatsOptions,
  type StatsService,
  type StatsUpdate,
} from './stats-service';
export { statsServiceManifest, type StatsConfigureOptions } from './stats-service.manifest';
export { attachStatsService, statsServicePlugin } from './stats-service.plugin';
export { registerLazyStats, type LazyStatsOptions } from './stats-service.lazy';
export { readEwtBody, unavailableEwt, type EwtAnswer, type EwtReading } from './stats-wire';
