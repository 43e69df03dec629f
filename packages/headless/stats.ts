// `@cxkit/headless/stats`: the StatsService (estimated wait time) and the wait-time poller that the
// widgets showing a wait own.
export * from './services/stats/index';
export * from './machines/wait-time/index';
