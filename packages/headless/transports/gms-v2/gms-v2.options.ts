import {
  configIssues,
  countOption,
  withoutTrailingSlashes,
  defaultUploadTimeout,
  flagOption as flag,
  functionOption as functionOf,
  msOption,
  pollPolicyOverrides,
  TransportConfigError,
  urlOption,
  type TransportConfigIssue,
} from '../transport-options';
import * as z from 'zod/mini';
import { isText, typed } from '../wire-records';
import type { FetchFunction } from '../../services/http';
import type { PollPolicy } from '../transport.types';
import type { GmsIssue, GmsTransportOptions } from './gms-v2.types';

/** The poll policy of GMS chat v2 (the existing widget's legacy timing defaults). */
export const gmsPollPolicy: PollPolicy = Object.freeze({
  tick: 250,
  minInterval: 500,
  maxInterval: 3000,
  multiplier: 1.2,
  exceptionLimit: 5,
});

const pollPolicySchema = pollPolicyOverrides(gmsPollPolicy);

const optionsSchema = z.object(
  {
    dataURL: urlOption,
    apikey: z.optional(typed(isText, 'Expected a header value')),
    headers: z.optional(functionOf<() => Record<string, string>>('Expected a function')),
    fetch: z.optional(functionOf<FetchFunction>('Expected a fetch function')),
    timeoutMs: z.optional(msOption()),
    uploadTimeoutMs: z.optional(msOption()),
    trailingSlash: z.optional(flag),
    pollPolicy: z.optional(pollPolicySchema),
    clientIdAttribute: z.optional(
      typed(
        (value): value is string => isText(value) && value !== '',
        'Expected an attribute name',
      ),
    ),
    async: z.optional(flag),
    maxMessagePageSize: z.optional(countOption),
    onIssue: z.optional(functionOf<(issue: GmsIssue) => void>('Expected a function')),
  },
  { error: 'Expected an object of options' },
);

/** One invalid option of this transport. */
export type GmsConfigIssue = TransportConfigIssue;

/** This transport's options failed validation ('Invalid transport configuration'); `issues` name each bad option. */
export class GmsConfigError extends TransportConfigError {
  /** Creates the error from the option issues. */
  constructor(issues: TransportConfigIssue[]) {
    super(issues, 'GmsConfigError');
  }
}

/** The resolved options both GMS transports share: how their HTTP requests are made, how they poll, and where issues go. */
export interface ResolvedGmsRequestOptions {
  /** API key header value. */
  apikey?: string;
  /** Extra headers per request. */
  headers?: () => Record<string, string>;
  /** Injected fetch. */
  fetch?: FetchFunction;
  /** Request timeout (ms). */
  timeoutMs: number;
  /** Upload timeout (ms). */
  uploadTimeoutMs: number;
  /** The complete poll policy. */
  pollPolicy: PollPolicy;
  /** Event attribute of the client's message id. */
  clientIdAttribute: string;
  /** Issue callback. */
  onIssue?: (issue: GmsIssue) => void;
}

/** Validated options with defaults applied. */
export interface ResolvedGmsOptions extends ResolvedGmsRequestOptions {
  /** Base URL without trailing slashes. */
  base: string;
  /** URL of the start request. */
  startURL: string;
  /** Asynchronous chat. */
  async: boolean;
  /** Messages per history page when the caller names no count. */
  pageSize: number;
}

/** The history page size when `maxMessagePageSize` is not set (the existing widget's default, protocols 1.2). */
export const defaultGmsPageSize = 20;

// Options given as `undefined` keep their defaults.
const given = <T extends object>(options: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/** Validates the options and applies defaults; throws a {@link GmsConfigError} when they are bad. */
export function resolveGmsOptions(options: GmsTransportOptions): ResolvedGmsOptions {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new GmsConfigError(configIssues(parsed.error));
  }
  const {
    dataURL,
    trailingSlash = true,
    pollPolicy = {},
    maxMessagePageSize = defaultGmsPageSize,
    ...rest
  } = parsed.data;
  const base = withoutTrailingSlashes(dataURL);
  return {
    timeoutMs: 3000,
    uploadTimeoutMs: defaultUploadTimeout,
    clientIdAttribute: 'cxkit-client-id',
    async: false,
    ...given(rest),
    base,
    pageSize: maxMessagePageSize,
    startURL: trailingSlash ? `${base}/` : base,
    pollPolicy: Object.freeze({ ...gmsPollPolicy, ...given(pollPolicy) }),
  };
}
