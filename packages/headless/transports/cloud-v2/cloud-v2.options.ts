import {
  configIssues,
  withoutTrailingSlashes,
  functionOption as functionOf,
  msOption,
  nonEmptyText,
  numberWhere,
  pollPolicyOverrides,
  TransportConfigError,
  type TransportConfigIssue,
  urlOption,
} from '../transport-options';
import { isRecord } from '../wire-records';
import * as z from 'zod/mini';
import type { FetchFunction } from '../../services/http';
import type { PollPolicy } from '../transport.types';
import type {
  CloudV2JourneyContext,
  CloudV2TransportOptions,
  CloudV2WebSocketConstructor,
} from './cloud-v2.types';

/** Messages per transcript page when `maxMessagePageSize` is not set. */
export const defaultPageSize = 100;
/** The largest allowed `maxMessagePageSize`. */
export const maxPageSize = 200;
/** Reconnect delay of the event stream when `socketReconnectInterval` is not set (spec 2, section 9). */
export const defaultReconnectInterval = 5000;
/** Heartbeat tracker of the event stream when `heartbeatTimeout` is not set (spec 2, section 9). */
export const defaultHeartbeatTimeout = 12_000;
/** Time the leave request may take when `endCallTimeout` is not set (spec 2, section 9). */
export const defaultEndCallTimeout = 3000;

/** The default poll policy: slow catch-up reads, since the event stream delivers. */
export const cloudV2PollPolicy: PollPolicy = Object.freeze({
  tick: 250,
  minInterval: 15_000,
  maxInterval: 15_000,
  multiplier: 1,
  exceptionLimit: 5,
});

const routingSchema = z.object(
  {
    targetType: z.optional(nonEmptyText('Expected a target type')),
    targetAddress: nonEmptyText('Expected a queue name'),
    skills: z.optional(
      z.array(z.string({ error: 'Expected a skill' }), { error: 'Expected a list of skills' }),
    ),
    priority: z.optional(numberWhere(Number.isSafeInteger, 'Expected a whole number')),
    language: z.optional(nonEmptyText('Expected a language')),
  },
  { error: 'Expected routing options' },
);

const pollPolicySchema = pollPolicyOverrides(cloudV2PollPolicy);

const optionsSchema = z
  .object(
    {
      dataURL: urlOption,
      deploymentKey: z.optional(nonEmptyText('Expected a deployment id')),
      deploymentId: z.optional(nonEmptyText('Expected a deployment id')),
      orgGuid: z.optional(nonEmptyText('Expected an organisation id')),
      organizationId: z.optional(nonEmptyText('Expected an organisation id')),
      interactionData: z.object({ routing: routingSchema }, { error: 'Expected interaction data' }),
      journeyContext: z.optional(
        z.custom<CloudV2JourneyContext>(isRecord, { error: 'Expected a journey context' }),
      ),
      maxMessagePageSize: z.optional(
        numberWhere(
          (value) => Number.isSafeInteger(value) && value >= 1 && value <= maxPageSize,
          `Expected a whole number from 1 to ${maxPageSize}`,
        ),
      ),
      socketReconnectInterval: z.optional(msOption('Expected a number of ms', 0)),
      heartbeatTimeout: z.optional(msOption()),
      endCallTimeout: z.optional(msOption()),
      WebSocket: z.optional(
        functionOf<CloudV2WebSocketConstructor>('Expected a WebSocket constructor'),
      ),
      fetch: z.optional(functionOf<FetchFunction>('Expected a fetch function')),
      timeoutMs: z.optional(msOption()),
      pollPolicy: z.optional(pollPolicySchema),
    },
    { error: 'Expected an object of options' },
  )
  .check(
    z.refine((options) => Boolean(options.deploymentKey ?? options.deploymentId), {
      error: 'Expected a deploymentKey or deploymentId',
      path: ['deploymentKey'],
    }),
    z.refine((options) => Boolean(options.orgGuid ?? options.organizationId), {
      error: 'Expected an orgGuid or organizationId',
      path: ['orgGuid'],
    }),
  );

/** One invalid option of this transport. */
export type CloudV2ConfigIssue = TransportConfigIssue;

/** This transport's options failed validation ('Invalid transport configuration'); `issues` name each bad option. */
export class CloudV2ConfigError extends TransportConfigError {
  /** Creates the error from the option issues. */
  constructor(issues: TransportConfigIssue[]) {
    super(issues, 'CloudV2ConfigError');
  }
}

/** Validated options with defaults applied. */
export interface ResolvedCloudV2Options {
  /** API base without trailing slashes. */
  base: string;
  /** Deployment id sent on create. */
  deploymentId: string;
  /** Organisation id sent on create. */
  organizationId: string;
  /** Routing target sent on create. */
  routingTarget: {
    targetType: string;
    targetAddress: string;
    skills?: string[];
    priority?: number;
    language?: string;
  };
  /** Journey context sent on create. */
  journeyContext?: CloudV2JourneyContext;
  /** Messages per transcript page. */
  pageSize: number;
  /** Event stream reconnect delay (ms). */
  reconnectInterval: number;
  /** Heartbeat tracker (ms). */
  heartbeatTimeout: number;
  /** Leave request timeout (ms). */
  endCallTimeout: number;
  /** Injected WebSocket constructor. */
  WebSocket?: CloudV2WebSocketConstructor;
  /** Injected fetch. */
  fetch?: FetchFunction;
  /** Request timeout (ms). */
  timeoutMs: number;
  /** The poll policy. */
  pollPolicy: PollPolicy;
}

/** Validates the options and applies defaults; throws a {@link CloudV2ConfigError} when they are bad. */
export function resolveCloudV2Options(options: CloudV2TransportOptions): ResolvedCloudV2Options {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new CloudV2ConfigError(configIssues(parsed.error));
  }
  const data = parsed.data;
  const { targetType, ...routing } = data.interactionData.routing;
  const pollOverrides = Object.fromEntries(
    Object.entries(data.pollPolicy ?? {}).filter(([, value]) => value !== undefined),
  );
  return {
    base: withoutTrailingSlashes(data.dataURL),
    deploymentId: data.deploymentKey ?? data.deploymentId ?? '',
    organizationId: data.orgGuid ?? data.organizationId ?? '',
    routingTarget: { targetType: targetType ?? 'QUEUE', ...routing },
    ...(data.journeyContext ? { journeyContext: data.journeyContext } : {}),
    pageSize: data.maxMessagePageSize ?? defaultPageSize,
    reconnectInterval: data.socketReconnectInterval ?? defaultReconnectInterval,
    heartbeatTimeout: data.heartbeatTimeout ?? defaultHeartbeatTimeout,
    endCallTimeout: data.endCallTimeout ?? defaultEndCallTimeout,
    ...(data.WebSocket ? { WebSocket: data.WebSocket } : {}),
    ...(data.fetch ? { fetch: data.fetch } : {}),
    timeoutMs: data.timeoutMs ?? 3000,
    pollPolicy: Object.freeze({ ...cloudV2PollPolicy, ...pollOverrides }),
  };
}
