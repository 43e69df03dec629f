import {
  configIssues,
  withoutTrailingSlashes,
  defaultUploadTimeout,
  flagOption,
  functionOption as functionOf,
  nonEmptyText,
  numberWhere,
  TransportConfigError,
  type TransportConfigIssue,
  urlOption,
} from '../transport-options';
import * as z from 'zod/mini';
import type { FetchFunction } from '../../services/http';
import type { PollPolicy } from '../transport.types';
import { isRecord } from '../wire-records';
import type { RestV3Issue, RestV3TransportOptions } from './rest-v3.types';

/** The poll interval of REST v3 (ms) when `pollTimeout` is not set. */
export const defaultPollTimeout = 1000;
/** The smallest allowed `pollTimeout` (ms). */
export const minPollTimeout = 100;
/** The history page size when `maxMessagePageSize` is not set. */
export const defaultPageSize = 20;
/** The smallest allowed `maxMessagePageSize`. */
export const minPageSize = 16;

// Not isTextRecord: header names are not merged into objects, so no key is refused here.
const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

const maxTimer = 2_147_483_647;

const optionsSchema = z.object(
  {
    dataURL: urlOption,
    endpoint: z.optional(nonEmptyText('Expected an endpoint name')),
    headers: z.optional(
      z.custom<Record<string, string> | (() => Record<string, string>)>(
        (value) => typeof value === 'function' || isStringRecord(value),
        { error: 'Expected an object of header texts or a function' },
      ),
    ),
    stream: z.optional(nonEmptyText('Expected a stream name')),
    clientType: z.optional(nonEmptyText('Expected a client type')),
    pollTimeout: z.optional(
      numberWhere(
        (value) => value >= minPollTimeout && value <= maxTimer,
        `Expected a number of ms of ${minPollTimeout} or more`,
      ),
    ),
    maxMessagePageSize: z.optional(
      numberWhere(
        (value) => Number.isSafeInteger(value) && value >= minPageSize,
        `Expected a whole number of ${minPageSize} or more`,
      ),
    ),
    async: z.optional(flagOption),
    fetch: z.optional(functionOf<FetchFunction>('Expected a fetch function')),
    timeoutMs: z.optional(
      numberWhere((value) => value > 0 && value <= maxTimer, 'Expected a number of ms above 0'),
    ),
    uploadTimeoutMs: z.optional(
      numberWhere((value) => value > 0 && value <= maxTimer, 'Expected a number of ms above 0'),
    ),
    onIssue: z.optional(functionOf<(issue: RestV3Issue) => void>('Expected a function')),
  },
  { error: 'Expected an object of options' },
);

/** One invalid option of this transport. */
export type RestV3ConfigIssue = TransportConfigIssue;

/** This transport's options failed validation ('Invalid transport configuration'); `issues` name each bad option. */
export class RestV3ConfigError extends TransportConfigError {
  /** Creates the error from the option issues. */
  constructor(issues: TransportConfigIssue[]) {
    super(issues, 'RestV3ConfigError');
  }
}

/** Validated options with defaults applied. */
export interface ResolvedRestV3Options {
  /** Sessions URL without trailing slashes. */
  base: string;
  /** Default chat endpoint name. */
  endpoint?: string;
  /** Configured headers, read per request. */
  headers: () => Record<string, string>;
  /** Stream sent on start. */
  stream?: string;
  /** Client type sent on start. */
  clientType?: string;
  /** History page size. */
  pageSize: number;
  /** Asynchronous chat. */
  async: boolean;
  /** Injected fetch. */
  fetch?: FetchFunction;
  /** Request timeout (ms). */
  timeoutMs: number;
  /** Image upload timeout (ms). */
  uploadTimeoutMs: number;
  /** The poll policy derived from `pollTimeout`. */
  pollPolicy: PollPolicy;
  /** Issue callback. */
  onIssue?: (issue: RestV3Issue) => void;
}

/**
 * The poll policy of a poll timeout: polls every `pollTimeout` ms, without growth while quiet
 * (the widget's REST v3 transport polls at a fixed interval).
 */
export function restV3PollPolicy(pollTimeout: number = defaultPollTimeout): PollPolicy {
  return Object.freeze({
    tick: minPollTimeout,
    minInterval: pollTimeout,
    maxInterval: pollTimeout,
    multiplier: 1,
    exceptionLimit: 5,
    errorBackoff: 1000,
  });
}

/** Validates the options and applies defaults; throws a {@link RestV3ConfigError} when they are bad. */
export function resolveRestV3Options(options: RestV3TransportOptions): ResolvedRestV3Options {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new RestV3ConfigError(configIssues(parsed.error));
  }
  const { dataURL, headers, pollTimeout, maxMessagePageSize, ...rest } = parsed.data;
  const fixedHeaders = typeof headers === 'function' ? undefined : { ...headers };
  return {
    ...rest,
    base: withoutTrailingSlashes(dataURL),
    headers: typeof headers === 'function' ? headers : () => ({ ...fixedHeaders }),
    pageSize: maxMessagePageSize ?? defaultPageSize,
    async: rest.async ?? false,
    timeoutMs: rest.timeoutMs ?? 3000,
    uploadTimeoutMs: rest.uploadTimeoutMs ?? defaultUploadTimeout,
    pollPolicy: restV3PollPolicy(pollTimeout),
  };
}
