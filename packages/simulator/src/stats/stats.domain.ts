import * as z from 'zod';
import { defineDomain } from '../domain';
import type { SimulatorEngine } from '../engine/engine';
import { defineSlice } from '../engine/state-store';

/** The EWT APIs the simulator serves. */
export type EwtApi = 'gms-v1' | 'gms-v2' | 'ges-v3';

/** The value meaning that a queue's wait is unknown. */
export const UNAVAILABLE_EWT = -1;

/** A plausible wait when nothing was set: a minute and a half, shown as '2 min wait'. */
export const DEFAULT_EWT = 90;

/** An EWT request as the simulator received it. */
export interface EwtCall {
  /** Unique in the run (`ewt-1`, `ewt-2`, ...). */
  id: string;
  /** Which API was asked. */
  api: EwtApi;
  /** Request path with its query string, as sent. */
  path: string;
  /** The queues asked; empty when the request named none (the answer then has every known queue). */
  queues: string[];
  /** The mode asked (`aqt` in v1). */
  mode: string | undefined;
  /** The key sent (`apikey`, or `x-api-key` in v3), if any. */
  apiKey: string | undefined;
  /** The request's `Content-Type`, if any (the widget sends `application/x-www-form-urlencoded`). */
  contentType: string | undefined;
  /** When it arrived, as an ISO 8601 string from the simulator's clock. */
  receivedAt: string;
  /** HTTP status the simulator answered. */
  status: number;
}

/** Options of the stats domain (`startSimulator({ stats: {...} })`). */
export interface StatsOptions {
  /** Seconds answered for a queue without a value of its own; -1 answers unavailable. @default 90 */
  defaultEwt?: number;
  /** Seconds by queue from the start (and after a reset); -1 is unavailable. */
  queues?: Record<string, number>;
  /** The key every EWT request must carry (`apikey`, or `x-api-key` in v3); none accepts any. */
  apiKey?: string;
}

/** The stats domain's options with the defaults filled in. */
export interface ResolvedStatsOptions {
  /** Seconds answered for a queue without a value of its own. */
  defaultEwt: number;
  /** Seconds by queue from the start. */
  queues: Record<string, number>;
  /** The key every EWT request must carry, if any. */
  apiKey: string | undefined;
}

declare module '../options' {
  interface SimulatorDomainOptions {
    /** Estimated wait times: the default, the values per virtual queue, the api key. */
    stats?: StatsOptions;
  }
  interface ResolvedSimulatorDomainOptions {
    /** Estimated wait times with the defaults filled in; there whenever an EWT module is loaded. */
    stats?: ResolvedStatsOptions;
  }
}

const seconds = z.number().int().min(UNAVAILABLE_EWT);

/** Checks the `stats` options and fills in their defaults. */
export const statsOptionsSchema = z
  .strictObject({
    defaultEwt: seconds.optional(),
    queues: z.record(z.string().min(1), seconds).optional(),
    apiKey: z.string().min(1).optional(),
  })
  .optional()
  .transform((options): ResolvedStatsOptions => ({
    defaultEwt: options?.defaultEwt ?? DEFAULT_EWT,
    queues: { ...options?.queues },
    apiKey: options?.apiKey,
  }));

/** The run's wait times. */
interface StatsState {
  /** Seconds for a queue without a value of its own; `undefined` until first use (then the option). */
  defaultEwt: number | undefined;
  /** Seconds by queue; `undefined` until first use (then the option's). */
  queues: Map<string, number> | undefined;
  /** Queues asked by name so far: an answer for every queue includes them. */
  asked: Set<string>;
  /** Every request received, oldest first. */
  calls: EwtCall[];
  /** Number used for the next call id. */
  nextId: number;
}

const statsSlice = defineSlice<StatsState>('stats', () => ({
  defaultEwt: undefined,
  queues: undefined,
  asked: new Set(),
  calls: [],
  nextId: 1,
}));

/** What the stats domain shows of its state. */
export interface StatsView {
  /** Seconds for a queue without a value of its own. */
  defaultEwt: number;
  /** Seconds by queue set through the options or the control API. */
  queues: Record<string, number>;
  /** Queues asked by name so far. */
  asked: string[];
}

/** The stats domain's api: wait times by virtual queue, and the requests received. */
export interface StatsDomainApi {
  /** The seconds of `queue` (-1 unavailable): its own value, else the default. */
  estimate(queue: string): number;
  /** The seconds of every queue the back end knows: those set and those asked so far. */
  all(): Record<string, number>;
  /** Sets the seconds of `queue` (-1 unavailable). */
  set(queue: string, seconds: number): void;
  /** Gives `queue` the default again; whether it had a value of its own. */
  unset(queue: string): boolean;
  /** Sets the seconds of queues without a value of their own. */
  setDefault(seconds: number): void;
  /** Records that `queues` were asked by name. */
  noteAsked(queues: readonly string[]): void;
  /** Records a request; returns it with its id. */
  record(call: Omit<EwtCall, 'id'>): EwtCall;
  /** Every request received since the start, the last reset or clear. */
  calls(): EwtCall[];
  /** Forgets the requests; how many there were. */
  clearCalls(): number;
  /** The current values. */
  view(): StatsView;
}

/** Creates the stats api on the run's store. */
function createStats(engine: SimulatorEngine, options: ResolvedStatsOptions): StatsDomainApi {
  const state = () => {
    const slice = engine.store.get(statsSlice);
    slice.defaultEwt ??= options.defaultEwt;
    slice.queues ??= new Map(Object.entries(options.queues));
    return slice as StatsState & { defaultEwt: number; queues: Map<string, number> };
  };
  const estimate = (queue: string) => state().queues.get(queue) ?? state().defaultEwt;
  return {
    estimate,
    all() {
      const { queues, asked } = state();
      const names = new Set([...queues.keys(), ...asked]);
      return Object.fromEntries([...names].map((name) => [name, estimate(name)]));
    },
    set: (queue, value) => void state().queues.set(queue, value),
    unset: (queue) => state().queues.delete(queue),
    setDefault(value) {
      state().defaultEwt = value;
    },
    noteAsked(queues) {
      for (const queue of queues) state().asked.add(queue);
    },
    record(call) {
      const slice = state();
      const recorded = { id: `ewt-${slice.nextId}`, ...call };
      slice.nextId += 1;
      slice.calls.push(recorded);
      return recorded;
    },
    calls: () => state().calls,
    clearCalls() {
      const slice = state();
      const cleared = slice.calls.length;
      slice.calls = [];
      return cleared;
    },
    view() {
      const { defaultEwt, queues, asked } = state();
      return { defaultEwt, queues: Object.fromEntries(queues), asked: [...asked] };
    },
  };
}

/**
 * The stats domain: an estimated wait time per virtual queue (a default for the others), which the
 * GMS v1/v2 and GES v3 EWT modules serve and the control API sets. Options: `stats` of the simulator options.
 */
export const statsDomain = defineDomain({
  name: 'stats',
  description:
    'Estimated wait times per virtual queue, served by GMS EWT v1/v2 and GES v3 and set through the control API.',
  options: statsOptionsSchema,
  create: createStats,
});
