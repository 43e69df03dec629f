import type { ChatTransport } from '@cxkit/headless/chat';
import type { WebChatTransportContext } from '@cxkit/reference-ui/web-chat';
import {
  WebChatSettingsError,
  type WebChatBackEnd,
  type WebChatSettingsIssue,
} from './webchat-settings';

/** Transport options renamed from the legacy settings; the others sit under the back end's block. */
const legacyNames: Record<WebChatBackEnd['type'], Record<string, string>> = {
  gms: {
    async: 'async.enabled',
    timeoutMs: 'ajaxTimeout',
    trailingSlash: 'enableUrlTrailingSlash',
    'pollPolicy.minInterval': 'pollRateMin',
    'pollPolicy.maxInterval': 'pollRateMax',
    'pollPolicy.multiplier': 'pollRateMult',
    'pollPolicy.exceptionLimit': 'pollExceptionLimit',
  },
  'gms-push': { apikey: 'apikey', timeoutMs: 'ajaxTimeout' },
  'pureengage-v3-rest': {},
  'purecloud-v2-sockets': {},
};

const legacyBlock: Record<WebChatBackEnd['type'], string> = {
  gms: '',
  'gms-push': 'cometD.',
  'pureengage-v3-rest': 'transport.',
  'purecloud-v2-sockets': 'transport.',
};

/** The issues of a transport's `TransportConfigError` (matched by shape: its class is in the back end's own chunk). */
function transportIssues(error: unknown): WebChatSettingsIssue[] | undefined {
  if (!(error instanceof Error) || error.message !== 'Invalid transport configuration') {
    return undefined;
  }
  const issues: unknown = (error as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as WebChatSettingsIssue[]) : undefined;
}

/** A transport's refusal of its options, with each option named by the legacy setting it came from. */
function settingsError(type: WebChatBackEnd['type'], error: unknown): unknown {
  const issues = transportIssues(error);
  if (!issues) return error;
  const named = issues.map(({ field, message }) => ({
    field:
      field === '(options)'
        ? 'webchat'
        : `webchat.${legacyNames[type][field] ?? `${legacyBlock[type]}${field}`}`,
    message,
  }));
  return new WebChatSettingsError(named, { cause: error });
}

/**
 * REST v3's headers: its own `transport.headers` (e.g. `x-api-key`), with the app's headers over them
 * when `enableCustomHeader` is on. The app's win a clash, case aside: they are the live ones
 * (`App.updateAJAXHeader` renews a token), and one name sent twice would reach the server as a list.
 */
function restV3Headers(
  own: Record<string, string> | undefined,
  app: WebChatTransportContext['headers'] | undefined,
): Record<string, string> | (() => Record<string, string>) | undefined {
  if (!app) return own;
  return () => {
    const live = app();
    const liveNames = new Set(Object.keys(live).map((name) => name.toLowerCase()));
    const kept = Object.entries(own ?? {}).filter(([name]) => !liveNames.has(name.toLowerCase()));
    return { ...Object.fromEntries(kept), ...live };
  };
}

async function create(
  backEnd: WebChatBackEnd,
  context: WebChatTransportContext,
): Promise<ChatTransport> {
  switch (backEnd.type) {
    case 'gms': {
      const { createGmsTransport } = await import('@cxkit/headless/chat');
      const headers = backEnd.customHeaders ? { headers: context.headers } : {};
      return createGmsTransport({ ...backEnd.options, ...headers });
    }
    case 'gms-push': {
      const { createGmsPushTransport } = await import('@cxkit/headless/chat/gms-push');
      const headers = backEnd.customHeaders ? { headers: context.headers } : {};
      return createGmsPushTransport({ ...backEnd.options, ...headers });
    }
    case 'pureengage-v3-rest': {
      const { createRestV3Transport } = await import('@cxkit/headless/chat/rest-v3');
      const { headers: own, ...options } = backEnd.options;
      const headers = restV3Headers(own, backEnd.customHeaders ? context.headers : undefined);
      return createRestV3Transport({ ...options, ...(headers ? { headers } : {}) });
    }
    case 'purecloud-v2-sockets': {
      const { createCloudV2Transport } = await import('@cxkit/headless/chat/cloud-v2');
      return createCloudV2Transport(backEnd.options);
    }
  }
}

/**
 * Makes the transport of a back end read by `parseWebChatSettings`, importing only that back end's
 * code; `context.headers` (the app's request headers) go to the transports that take them when
 * `enableCustomHeader` is on. A transport refusing its options rejects with a `WebChatSettingsError`
 * that names the legacy settings.
 */
export async function createWebChatTransport(
  backEnd: WebChatBackEnd,
  context: WebChatTransportContext,
): Promise<ChatTransport> {
  try {
    return await create(backEnd, context);
  } catch (error) {
    throw settingsError(backEnd.type, error);
  }
}
