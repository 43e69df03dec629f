import * as z from 'zod/mini';
import { FieldIssuesError, type FieldIssue } from '../config-issues/config-issues';
import {
  createStatsClient,
  StatsError,
  type StatsClient,
  type StatsClientDependencies,
} from './stats-client';
import { statsOptions, type StatsOptions } from './stats-options';
import type { EwtAnswer } from './stats-wire';

/** Options of `StatsService.getStats` (protocols 8.3, service-protocols 13). */
export interface GetStatsOptions {
  /** The statistic; only `EWT` exists. */
  group?: string;
  /** The virtual queue, or several; none asks for every queue. */
  vqname?: string | readonly string[];
  /** Same as `vqname` (the widget reads either). */
  vqName?: string | readonly string[];
  /** The mode, over `stats.ewt.mode`. */
  mode?: string;
  /** The key, over `stats.ewt.apikey`. */
  apikey?: string;
}

/** What `StatsService.updated` tells: every queue's latest estimate so far, and the answer it came with. */
export interface StatsUpdate {
  /** Seconds by queue, accumulated over every answer since the start. */
  ewt: Record<string, number>;
  /** The body of the answer that caused this update. */
  response: unknown;
}

const queuesSchema = z.union([z.string(), z.array(z.string())]);
const getStatsSchema = z.looseObject({
  group: z.optional(z.string()),
  vqname: z.optional(queuesSchema),
  vqName: z.optional(queuesSchema),
  mode: z.optional(z.string()),
  apikey: z.optional(z.string()),
});

/** Stats options that failed validation; the message names every bad option. */
export class StatsOptionsError extends FieldIssuesError {
  /** Creates the error from the option issues. */
  constructor(issues: FieldIssue[]) {
    super('stats options', issues, 'StatsOptionsError');
  }
}

/** The queues a request names, as a list (a blank name counts as none). */
function queuesOf(given: string | readonly string[] | undefined): string[] {
  if (given === undefined) return [];
  return (typeof given === 'string' ? [given] : [...given]).filter((name) => name !== '');
}

/** The StatsService: the EWT client with its options, and the estimates of every answer so far. */
export interface StatsService {
  /** The options in use. */
  readonly options: StatsOptions;
  /** Asks the EWT of the request's queues; rejects with a {@link StatsError}, or resolves the answer and tells the listeners. */
  getStats(
    options: GetStatsOptions | undefined,
    init?: { signal?: AbortSignal },
  ): Promise<EwtAnswer>;
  /** Merges `options` over the current ones (`ewt` field by field); throws a {@link StatsOptionsError} naming bad ones. */
  configure(options: unknown): void;
  /** Every queue's latest estimate so far. */
  estimates(): Record<string, number>;
  /** Calls `listener` after each answer; returns the unsubscribe. */
  subscribe(listener: (update: StatsUpdate) => void): () => void;
}

/** Creates the StatsService on `options` (checked: a bad one throws a {@link StatsOptionsError}). */
export function createStatsService(
  options: unknown = {},
  dependencies: StatsClientDependencies = {},
): StatsService {
  const resolve = (given: unknown, base: StatsOptions): StatsOptions => {
    const issues = statsOptions.issues(given, 'stats');
    if (issues.length > 0) throw new StatsOptionsError(issues);
    const parsed = (given ?? {}) as Partial<StatsOptions>;
    return {
      ...base,
      ...parsed,
      ewt: base.ewt || parsed.ewt ? { ...base.ewt, ...parsed.ewt } : undefined,
    };
  };
  let client: StatsClient = createStatsClient(
    resolve(options, statsOptions.defaults),
    dependencies,
  );
  let accumulated: Record<string, number> = {};
  const listeners = new Set<(update: StatsUpdate) => void>();

  return {
    get options() {
      return client.options;
    },
    async getStats(given, init) {
      const parsed = getStatsSchema.safeParse(given ?? {});
      // The widget never settles another group than EWT; a refusal tells the caller instead.
      if (!parsed.success || parsed.data.group !== 'EWT') throw new StatsError('invalidVqname');
      const request = parsed.data;
      const answer = await client.getEwt(
        {
          queues: queuesOf(request.vqname ?? request.vqName),
          mode: request.mode,
          apikey: request.apikey,
        },
        init,
      );
      accumulated = { ...accumulated, ...answer.estimates };
      const update = { ewt: accumulated, response: answer.response };
      for (const listener of [...listeners]) listener(update);
      return answer;
    },
    configure(given) {
      client = createStatsClient(resolve(given, client.options), dependencies);
    },
    estimates: () => accumulated,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
