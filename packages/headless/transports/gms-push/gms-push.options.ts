import {
  configIssues,
  countOption as count,
  defaultUploadTimeout,
  flagOption as flag,
  functionOption as functionOf,
  msOption as ms,
  pollPolicyOverrides,
  urlOption as url,
} from '../transport-options';
import * as z from 'zod/mini';
import type { FetchFunction } from '../../services/http';
import { GmsConfigError, type ResolvedGmsRequestOptions } from '../gms-v2/gms-v2.options';
import type { GmsIssue } from '../gms-v2/gms-v2.types';
import type { PollPolicy } from '../transport.types';
import type { CometWindow, GmsPushTransportOptions } from './gms-push.types';

/** The poll policy of push mode: polls only catch up (after a loss, at restore), the channel delivers the rest. */
export const gmsPushPollPolicy: PollPolicy = Object.freeze({
  tick: 250,
  minInterval: 15000,
  maxInterval: 15000,
  multiplier: 1,
  exceptionLimit: 5,
});

/** Typing in push mode (spec 2, section 9): the input is checked every 5 s; 2 idle checks send stopTyping. */
export const gmsPushTypingPolicy = Object.freeze({
  /** How often the input is checked (ms). */
  checkInterval: 5000,
  /** Checks without a change before typing counts as stopped. */
  idleChecks: 2,
});

/** The push retry watch (spec 2, section 9): a lost channel is checked every 3000 ms, 30 times. */
export const gmsPushRetryWatch = Object.freeze({ interval: 3000, tries: 30 });

/** Consecutive failed handshakes after which a start answers status 1 (spec 2, section 8). */
export const gmsPushHandshakeAttempts = 5;

/** The message-bus transport defaults (spec 1). */
export const messageBusDefaults = Object.freeze({
  maxConnections: 2,
  backoffIncrement: 1000,
  maxBackoff: 60000,
  maxNetworkDelay: 10000,
  adviceTimeout: 60000,
  maxURILength: 2000,
  autoBatch: false,
  connectTimeout: 0,
});

/** The Bayeux protocol version the client speaks. */
export const bayeuxVersion = '1.0';

const serviceChannel = /^\/service\/chatV2\/[^/*\s]+$/;

const pollPolicySchema = pollPolicyOverrides(gmsPushPollPolicy);

const cometWindowSchema = z.custom<CometWindow>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CometWindow).setTimeout === 'function' &&
    typeof (value as CometWindow).clearTimeout === 'function',
  { error: 'Expected an object with setTimeout and clearTimeout' },
);

const optionsSchema = z.object(
  {
    enabled: z.optional(flag),
    cometURL: url,
    channel: z
      .string({ error: 'Expected a channel' })
      .check(z.refine((value) => serviceChannel.test(value), 'Expected /service/chatV2/{name}')),
    apiURL: url,
    websocketEnabled: z.optional(flag),
    logLevel: z.optional(
      z.enum(['warn', 'info', 'debug'], { error: 'Expected warn, info or debug' }),
    ),
    maxConnections: z.optional(count),
    backoffIncrement: z.optional(ms()),
    maxBackoff: z.optional(ms()),
    maxNetworkDelay: z.optional(ms()),
    adviceTimeout: z.optional(ms()),
    maxURILength: z.optional(count),
    autoBatch: z.optional(flag),
    connectTimeout: z.optional(ms('Expected a number of ms, 0 or more', 0)),
    handshakeAttempts: z.optional(count),
    retryWatch: z.optional(
      z.object(
        { interval: z.optional(ms()), tries: z.optional(count) },
        { error: 'Expected { interval, tries }' },
      ),
    ),
    lingerMs: z.optional(ms('Expected a number of ms, 0 or more', 0)),
    apikey: z.optional(z.string({ error: 'Expected a header value' })),
    headers: z.optional(functionOf<() => Record<string, string>>('Expected a function')),
    fetch: z.optional(functionOf<FetchFunction>('Expected a fetch function')),
    timeoutMs: z.optional(ms()),
    uploadTimeoutMs: z.optional(ms()),
    pollPolicy: z.optional(pollPolicySchema),
    clientIdAttribute: z.optional(
      z
        .string({ error: 'Expected an attribute name' })
        .check(z.refine((value) => value.length > 0, 'Expected an attribute name')),
    ),
    window: z.optional(cometWindowSchema),
    onIssue: z.optional(functionOf<(issue: GmsIssue) => void>('Expected a function')),
  },
  { error: 'Expected an object of options' },
);

/** Validated push-mode options with defaults applied; the request options serve its file calls. */
export interface ResolvedGmsPushOptions extends ResolvedGmsRequestOptions {
  /** Bayeux endpoint. */
  cometURL: string;
  /** Service channel. */
  channel: string;
  /** File operations URL. */
  apiURL: string;
  /** Whether WebSocket may be used. */
  websocketEnabled: boolean;
  /** CometD log level. */
  logLevel: 'warn' | 'info' | 'debug';
  /** The message-bus settings. */
  bus: Required<typeof messageBusDefaults>;
  /** Failed handshakes before a start answers status 1. */
  handshakeAttempts: number;
  /** The retry watch. */
  retryWatch: { interval: number; tries: number };
  /** Linger after the last call (ms). */
  lingerMs: number;
  /** The globals for CometD. */
  window?: CometWindow;
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;

/** Validates the options and applies defaults; throws a `GmsConfigError` ('Invalid transport configuration') when they are bad. */
export function resolveGmsPushOptions(options: GmsPushTransportOptions): ResolvedGmsPushOptions {
  const parsed = optionsSchema.safeParse(options);
  const issues = parsed.success ? [] : configIssues(parsed.error);
  if (parsed.success) {
    if (parsed.data.enabled === false) {
      issues.push({ field: 'enabled', message: 'Expected CometD mode to be enabled' });
    }
  }
  if (!parsed.success || issues.length > 0) throw new GmsConfigError(issues);
  const data = parsed.data;
  const bus = { ...messageBusDefaults };
  for (const key of Object.keys(messageBusDefaults) as (keyof typeof messageBusDefaults)[]) {
    if (data[key] !== undefined) Object.assign(bus, { [key]: data[key] });
  }
  return {
    cometURL: data.cometURL,
    channel: data.channel,
    apiURL: data.apiURL,
    websocketEnabled: data.websocketEnabled ?? true,
    logLevel: data.logLevel ?? 'warn',
    bus,
    handshakeAttempts: data.handshakeAttempts ?? gmsPushHandshakeAttempts,
    retryWatch: { ...gmsPushRetryWatch, ...defined(data.retryWatch ?? {}) },
    lingerMs: data.lingerMs ?? 30000,
    ...defined({
      apikey: data.apikey,
      headers: data.headers,
      fetch: data.fetch,
      window: data.window,
      onIssue: data.onIssue,
    }),
    timeoutMs: data.timeoutMs ?? 3000,
    uploadTimeoutMs: data.uploadTimeoutMs ?? defaultUploadTimeout,
    pollPolicy: Object.freeze({ ...gmsPushPollPolicy, ...defined(data.pollPolicy ?? {}) }),
    clientIdAttribute: data.clientIdAttribute ?? 'cxkit-client-id',
  };
}
