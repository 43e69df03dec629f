// `@cxkit/headless/react/stats`: the StatsService's provider and the wait-time hooks.
export {
  StatsContext,
  StatsProvider,
  useStats,
  type StatsProviderProps,
  type UseStatsReturn,
} from './stats-provider';
export {
  useWaitTime,
  type UseWaitTimeOptions,
  type UseWaitTimeReturn,
  type WaitTimeUpdatedDetails,
} from './use-wait-time';
