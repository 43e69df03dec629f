/** What one wait-time fetch gives: seconds by virtual queue, for the queues with an estimate. */
export interface WaitTimeAnswer {
  /** Seconds by queue; a queue left out has no estimate (the back end's `-1`). */
  estimates: Readonly<Record<string, number>>;
}

/** What one wait-time fetch asks. */
export interface WaitTimeRequest {
  /** The virtual queues; none asks for every queue. */
  queues: readonly string[];
  /** The EWT mode, over the configured one. */
  mode?: string;
}

/** Fetches the wait time (e.g. `StatsService.getStats` on the bus); rejects on failure, aborts on `signal`. */
export type WaitTimeSource = (
  request: WaitTimeRequest,
  signal: AbortSignal,
) => Promise<WaitTimeAnswer>;

/** The `fetchWaitTime` actor's input: the source and what to ask it. */
export interface WaitTimeFetchInput extends WaitTimeRequest {
  /** Where the wait time comes from. */
  source: WaitTimeSource;
}

/** The poller's input. */
export interface WaitTimeInput {
  /** Where the wait time comes from. */
  source: WaitTimeSource;
  /** The virtual queue, or several (`ewt.queue`); none asks for every queue. */
  queue?: string | readonly string[];
  /** The EWT mode, over the configured one. */
  mode?: string;
  /** Time between fetches while active (ms; the legacy `ewt.refreshInterval` is in seconds). @default 10000 */
  refreshInterval?: number;
  /** Whether it fetches from the start; off, it waits for `waitTime.start`. @default true */
  active?: boolean;
}

/** The poller's context. */
export interface WaitTimeContext {
  /** Where the wait time comes from. */
  source: WaitTimeSource;
  /** The queues asked. */
  queues: string[];
  /** The EWT mode, if one is given. */
  mode?: string;
  /** Time between fetches (ms). */
  refreshInterval: number;
  /** Whether it fetches from the start. */
  active: boolean;
  /** Seconds by queue from the last answer (empty after a failure). */
  estimates: Readonly<Record<string, number>>;
  /** Seconds of the first queue asked, or of the only one answered; `undefined` when unavailable. */
  seconds: number | undefined;
  /** The text of the last failure, cleared by the next answer. */
  error: string | undefined;
}

/** The poller's events. */
export type WaitTimeEvent =
  /** Start fetching now (again), optionally for other queues or another mode. */
  | { type: 'waitTime.start'; queue?: string | readonly string[]; mode?: string }
  /** Stop fetching (a fetch under way is aborted); the last estimate stays. */
  | { type: 'waitTime.stop' }
  /** Fetch now, then go on refreshing. */
  | { type: 'waitTime.refresh' };

/** What the poller emits. */
export type WaitTimeEmitted =
  /** An answer came: the seconds of the first queue and every estimate. */
  | {
      type: 'updated';
      seconds: number | undefined;
      estimates: Readonly<Record<string, number>>;
    }
  /** A fetch failed, with the failure's text. */
  | { type: 'failed'; error: string };
