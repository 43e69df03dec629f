export {
  DEFAULT_EWT,
  statsDomain,
  statsOptionsSchema,
  UNAVAILABLE_EWT,
  type EwtApi,
  type EwtCall,
  type ResolvedStatsOptions,
  type StatsDomainApi,
  type StatsOptions,
  type StatsView,
} from './stats.domain';
