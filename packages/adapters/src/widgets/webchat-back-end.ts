import type { GmsTransportOptions } from '@cxkit/headless/chat';
import type { CloudV2TransportOptions } from '@cxkit/headless/chat/cloud-v2';
import type { GmsPushTransportOptions } from '@cxkit/headless/chat/gms-push';
import type { RestV3TransportOptions } from '@cxkit/headless/chat/rest-v3';
import * as z from 'zod/mini';
import {
  compact,
  flag,
  isRecord,
  headerValue,
  ms,
  nonBlank,
  numberWhere,
  objectOf,
  oneOf,
  sharedSettings,
  unlessEmpty,
  url,
  whole,
  type SettingsReader,
  type Shape,
} from '../legacy';

/** GMS chat v2 over HTTP polling: `webchat.dataURL` (no `transport.type`, CometD off). */
export interface GmsBackEnd {
  /** Which back end. */
  type: 'gms';
  /** Options of `createGmsTransport`, without `headers`. */
  options: Omit<GmsTransportOptions, 'headers'>;
  /** Whether requests carry the app's headers (`enableCustomHeader`). */
  customHeaders: boolean;
}

/** GMS chat v2 over CometD: `webchat.cometD` with `enabled: true`. */
export interface GmsPushBackEnd {
  /** Which back end. */
  type: 'gms-push';
  /** Options of `createGmsPushTransport`, without `headers`. */
  options: Omit<GmsPushTransportOptions, 'headers'>;
  /** Whether file requests carry the app's headers (`enableCustomHeader`). */
  customHeaders: boolean;
}

/** Genesys Engage chat REST v3: `webchat.transport.type` `'pureengage-v3-rest'`. */
export interface RestV3BackEnd {
  /** Which back end. */
  type: 'pureengage-v3-rest';
  /** Options of `createRestV3Transport`; `headers` are the page's own (`transport.headers`). */
  options: Omit<RestV3TransportOptions, 'headers'> & { headers?: Record<string, string> };
  /** Whether requests also carry the app's headers (`enableCustomHeader`). */
  customHeaders: boolean;
}

/** Genesys Cloud guest chat v2: `webchat.transport.type` `'purecloud-v2-sockets'` (it takes no headers). */
export interface CloudV2BackEnd {
  /** Which back end. */
  type: 'purecloud-v2-sockets';
  /** Options of `createCloudV2Transport`. */
  options: CloudV2TransportOptions;
}

/** The chat back end the legacy settings name, with its transport's options. */
export type WebChatBackEnd = GmsBackEnd | GmsPushBackEnd | RestV3BackEnd | CloudV2BackEnd;

/** Which back end: its `type`. */
export type BackEndKind = WebChatBackEnd['type'];

type Raw = Record<string, unknown>;

const transportTypes = ['pureengage-v3-rest', 'purecloud-v2-sockets'] as const;

/** A routing endpoint name. */
export const endpoint = z.optional(nonBlank('Expected an endpoint name'));

const gmsSchema = z.object({
  dataURL: sharedSettings.dataURL(
    'Expected the URL of the chat service (or a cometD or transport setting)',
  ),
  apikey: sharedSettings.apikey,
  enableCustomHeader: sharedSettings.enableCustomHeader,
  enableUrlTrailingSlash: z.optional(flag),
  ajaxTimeout: sharedSettings.ajaxTimeout,
  fileUploadTimeout: z.optional(ms(1)),
  pollRateMin: z.optional(ms(1)),
  pollRateMax: z.optional(ms(1)),
  pollRateMult: z.optional(
    numberWhere((value) => value >= 1 && value <= 1000, 'Expected a factor from 1 to 1000'),
  ),
  pollExceptionLimit: z.optional(whole(1)),
});

const gmsPushSchema = z.object({
  apikey: sharedSettings.apikey,
  enableCustomHeader: sharedSettings.enableCustomHeader,
  ajaxTimeout: sharedSettings.ajaxTimeout,
  fileUploadTimeout: z.optional(ms(1)),
});

const serviceChannel = /^\/service\/chatV2\/[^/*\s]+$/;

const cometDSchema = z.object({
  cometURL: url(),
  channel: z
    .string({ error: 'Expected /service/chatV2/{name}' })
    .check(z.refine((value) => serviceChannel.test(value), 'Expected /service/chatV2/{name}')),
  apiURL: url(),
  websocketEnabled: z.optional(flag),
  logLevel: z.optional(oneOf(['warn', 'info', 'debug'])),
});

const restV3Schema = z.object({
  enableCustomHeader: sharedSettings.enableCustomHeader,
  fileUploadTimeout: z.optional(ms(1)),
});

const restV3TransportSchema = z.object({
  dataURL: url(),
  endpoint,
  headers: z.optional(
    z.record(z.string(), headerValue, { error: 'Expected an object of header values' }),
  ),
  stream: z.optional(nonBlank('Expected a stream name')),
  clientType: z.optional(nonBlank('Expected a client type')),
  pollTimeout: z.optional(ms(100)),
  maxMessagePageSize: z.optional(whole(16)),
  async: z.optional(
    z.union([flag, objectOf({ enabled: z.optional(flag) })], {
      error: 'Expected true or false, or { enabled }',
    }),
  ),
});

const cloudV2TransportSchema = z.object({
  dataURL: url(),
  deploymentKey: z.optional(nonBlank('Expected a deployment id')),
  deploymentId: z.optional(nonBlank('Expected a deployment id')),
  orgGuid: z.optional(nonBlank('Expected an organisation id')),
  organizationId: z.optional(nonBlank('Expected an organisation id')),
  interactionData: objectOf(
    {
      routing: objectOf(
        {
          targetType: z.optional(nonBlank('Expected a target type')),
          targetAddress: nonBlank('Expected a queue name'),
          skills: z.optional(
            z.array(z.string({ error: 'Expected a skill' }), {
              error: 'Expected a list of skills',
            }),
          ),
          priority: z.optional(numberWhere(Number.isSafeInteger, 'Expected a whole number')),
          language: z.optional(nonBlank('Expected a language')),
        },
        'Expected routing options with a targetAddress',
      ),
    },
    'Expected interaction data with routing options',
  ),
  journeyContext: z.optional(
    z.custom<NonNullable<CloudV2TransportOptions['journeyContext']>>(isRecord, {
      error: 'Expected a journey context object',
    }),
  ),
  maxMessagePageSize: z.optional(whole(1, 200)),
  socketReconnectInterval: z.optional(ms(0)),
  markdown: z.optional(flag),
});

/** Which back end the settings name: `transport.type` first, then CometD, else GMS. */
export function backEndKind(settings: Raw, reader: SettingsReader): BackEndKind | undefined {
  const { transport, cometD } = settings;
  if (transport !== undefined) {
    if (!isRecord(transport)) {
      reader.add(['transport'], 'Expected an object');
      return undefined;
    }
    const type = transport['type'];
    if (transportTypes.some((known) => known === type)) return type as BackEndKind;
    if (type !== undefined) {
      reader.add(['transport', 'type'], "Expected 'pureengage-v3-rest' or 'purecloud-v2-sockets'");
      return undefined;
    }
  }
  if (isRecord(cometD)) {
    const enabled = cometD['enabled'];
    if (enabled === true) return 'gms-push';
    if (enabled !== undefined && enabled !== false) {
      reader.add(['cometD', 'enabled'], 'Expected true or false');
      return undefined;
    }
  } else if (cometD !== undefined) {
    reader.add(['cometD'], 'Expected an object');
    return undefined;
  }
  return 'gms';
}

/** REST v3's own `transport.async`: the widget's `{ enabled, getSessionData, ... }`, or a flag. */
function restV3Async(async: boolean | { enabled?: boolean } | undefined): boolean | undefined {
  return typeof async === 'object' ? async.enabled : async;
}

/** The back end's options, from the settings that belong to it (`async`: `webchat.async.enabled`). */
export function readBackEnd(
  kind: BackEndKind,
  settings: Raw,
  async: boolean | undefined,
  reader: SettingsReader,
): WebChatBackEnd | undefined {
  switch (kind) {
    case 'gms': {
      const gms = reader.read(gmsSchema, settings, []);
      if (!gms) return undefined;
      // The transport's defaults (the widget's): 500 and 3000 ms.
      const { pollRateMin: min = 500, pollRateMax: max } = gms;
      if (max === undefined && min > 3000) {
        reader.add(['pollRateMin'], 'Expected a number of ms up to pollRateMax (3000)');
        return undefined;
      }
      if (max !== undefined && min > max) {
        reader.add(['pollRateMax'], `Expected a number of ms of pollRateMin (${min}) or more`);
        return undefined;
      }
      const pollPolicy = compact({
        minInterval: gms.pollRateMin,
        maxInterval: gms.pollRateMax,
        multiplier: gms.pollRateMult,
        exceptionLimit: gms.pollExceptionLimit,
      });
      return {
        type: 'gms',
        options: compact({
          dataURL: gms.dataURL,
          apikey: gms.apikey,
          async,
          trailingSlash: gms.enableUrlTrailingSlash,
          timeoutMs: gms.ajaxTimeout,
          uploadTimeoutMs: gms.fileUploadTimeout,
          pollPolicy: unlessEmpty(pollPolicy),
        }),
        customHeaders: gms.enableCustomHeader ?? false,
      };
    }
    case 'gms-push': {
      const push = reader.read(gmsPushSchema, settings, []);
      const cometD = reader.read(cometDSchema, settings['cometD'], ['cometD']);
      if (!push || !cometD) return undefined;
      return {
        type: 'gms-push',
        options: compact({
          ...cometD,
          apikey: push.apikey,
          timeoutMs: push.ajaxTimeout,
          uploadTimeoutMs: push.fileUploadTimeout,
        }),
        customHeaders: push.enableCustomHeader ?? false,
      };
    }
    case 'pureengage-v3-rest': {
      const rest = reader.read(restV3Schema, settings, []);
      const transport = reader.read(restV3TransportSchema, settings['transport'], ['transport']);
      if (!rest || !transport) return undefined;
      return {
        type: 'pureengage-v3-rest',
        options: compact({
          ...transport,
          headers: transport.headers && { ...transport.headers },
          async: restV3Async(transport.async) ?? async,
          uploadTimeoutMs: rest.fileUploadTimeout,
        }),
        customHeaders: rest.enableCustomHeader ?? false,
      };
    }
    case 'purecloud-v2-sockets': {
      const raw = settings['transport'] as Raw;
      const transport = reader.read(cloudV2TransportSchema, raw, ['transport']);
      if (raw['deploymentKey'] === undefined && raw['deploymentId'] === undefined) {
        reader.add(['transport', 'deploymentKey'], 'Expected a deploymentKey or deploymentId');
      }
      if (raw['orgGuid'] === undefined && raw['organizationId'] === undefined) {
        reader.add(['transport', 'orgGuid'], 'Expected an orgGuid or organizationId');
      }
      if (!transport) return undefined;
      const { markdown: _markdown, interactionData, ...options } = transport;
      return {
        type: 'purecloud-v2-sockets',
        options: compact({
          ...options,
          interactionData: { routing: compact(interactionData.routing) },
        }),
      };
    }
  }
}

/** Which settings of its own block and of the widget's the back end uses; `settings` for the cloud's `markdown`. */
export function backEndShape(kind: BackEndKind, settings: Raw): Record<string, Shape> {
  const gms = kind === 'gms';
  const push = kind === 'gms-push';
  const rest = kind === 'pureengage-v3-rest';
  const cloud = kind === 'purecloud-v2-sockets';
  return {
    dataURL: gms,
    apikey: gms || push,
    enableCustomHeader: !cloud,
    endpoint: !cloud,
    enableUrlTrailingSlash: gms,
    ajaxTimeout: gms || push,
    // The cloud guest API has no file upload.
    fileUploadTimeout: !cloud,
    pollRateMin: gms,
    pollRateMax: gms,
    pollRateMult: gms,
    pollExceptionLimit: gms,
    cometD: push && {
      enabled: true,
      cometURL: true,
      channel: true,
      apiURL: true,
      websocketEnabled: true,
      logLevel: true,
    },
    transport:
      (rest && {
        type: true,
        dataURL: true,
        endpoint: true,
        headers: true,
        stream: true,
        clientType: true,
        pollTimeout: true,
        maxMessagePageSize: true,
        async: { enabled: true },
      }) ||
      (cloud && {
        type: true,
        dataURL: true,
        deploymentKey: true,
        deploymentId: true,
        orgGuid: true,
        organizationId: true,
        interactionData: {
          routing: {
            targetType: true,
            targetAddress: true,
            skills: true,
            priority: true,
            language: true,
          },
        },
        journeyContext: true,
        maxMessagePageSize: true,
        socketReconnectInterval: true,
        markdown: settings['markdown'] === undefined,
      }),
  };
}
