// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  parseWebChatSettings,
  WebChatSettingsError,
  type WebChatBackEnd,
} from './webchat-settings';
import { createWebChatTransport } from './webchat-transport';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers every request with `answer` and records the requests. */
function record(answer: () => Response = () => HttpResponse.json({})): Request[] {
  const seen: Request[] = [];
  server.use(
    http.all('*', ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

const gmsURL = 'http://gms.test/genesys/2/chat/customer-support';
const restURL = 'http://nexus.test/nexus/v3/chat/sessions';

const startRequest = { nickname: 'Ada', userData: { GCTI_LanguageCode: 'en' } };

/** The back end of `settings`. */
const backEndOf = (settings: Record<string, unknown>) => parseWebChatSettings(settings).backEnd;

/** The app's headers as `WebChat` gives them, with a token that can change between requests. */
function appHeaders() {
  const app = { token: 'one' };
  const headers = vi.fn(() => ({ Authorization: `Bearer ${app.token}`, apikey: 'app-key' }));
  return { app, context: { headers } };
}

describe('createWebChatTransport: GMS', () => {
  const gmsAnswer = () =>
    HttpResponse.json({
      statusCode: 0,
      chatEnded: false,
      chatId: 'c1',
      secureKey: 'sk1',
      alias: '117',
      userId: 'u1',
      messages: [],
    });

  it('makes a GMS transport whose start POSTs to the dataURL with the apikey, without the app headers', async () => {
    const seen = record(gmsAnswer);
    const { context } = appHeaders();
    const transport = await createWebChatTransport(
      backEndOf({ dataURL: gmsURL, apikey: 'key-1' }),
      context,
    );

    expect(transport.name).toBe('gms-v2');
    const started = await transport.start(startRequest);

    expect(started.ok).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe(`${gmsURL}/`);
    expect(seen[0]?.headers.get('apikey')).toBe('key-1');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(context.headers).not.toHaveBeenCalled();
  });

  it("sends the app's headers as they are at each request with enableCustomHeader", async () => {
    const seen = record(gmsAnswer);
    const { app, context } = appHeaders();
    const transport = await createWebChatTransport(
      backEndOf({ dataURL: gmsURL, enableCustomHeader: true }),
      context,
    );

    await transport.start(startRequest);
    app.token = 'two';
    await transport.start(startRequest);

    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer one',
      'Bearer two',
    ]);
    expect(seen[0]?.headers.get('apikey')).toBe('app-key');
  });

  it('carries asynchronous chat and the legacy timings to the transport', async () => {
    const transport = await createWebChatTransport(
      backEndOf({ dataURL: gmsURL, async: { enabled: true }, pollRateMax: 5000 }),
      appHeaders().context,
    );

    expect(transport.capabilities).toMatchObject({ async: true, pagination: true });
    expect(transport.pollPolicy).toMatchObject({ minInterval: 500, maxInterval: 5000 });
  });
});

describe('createWebChatTransport: GMS over CometD', () => {
  it('makes a push transport without connecting', async () => {
    const seen = record();
    const transport = await createWebChatTransport(
      backEndOf({
        enableCustomHeader: true,
        cometD: {
          enabled: true,
          cometURL: 'http://gms.test/genesys/cometd',
          channel: '/service/chatV2/customer-support',
          apiURL: 'http://gms.test/genesys/2/chat-ntf',
        },
      }),
      appHeaders().context,
    );

    expect(transport.name).toBe('gms-push');
    expect(transport.capabilities).toMatchObject({ async: false, fileUpload: true });
    expect(seen).toEqual([]);
  });

  it('names the legacy setting of an option the transport refuses', async () => {
    const backEnd: WebChatBackEnd = {
      type: 'gms-push',
      options: {
        cometURL: 'http://gms.test/genesys/cometd',
        channel: '/chat',
        apiURL: 'http://gms.test/genesys/2/chat-ntf',
        timeoutMs: 0,
      },
      customHeaders: false,
    };

    const made = createWebChatTransport(backEnd, appHeaders().context);

    await expect(made).rejects.toThrow(WebChatSettingsError);
    const error = (await made.catch((reason: unknown) => reason)) as WebChatSettingsError;
    expect(error.issues).toEqual([
      { field: 'webchat.cometD.channel', message: 'Expected /service/chatV2/{name}' },
      { field: 'webchat.ajaxTimeout', message: 'Expected a number of ms above 0' },
    ]);
    expect(error.message).toBe(
      'Invalid configuration: webchat.cometD.channel: Expected /service/chatV2/{name}; ' +
        'webchat.ajaxTimeout: Expected a number of ms above 0',
    );
    expect(error.cause).toMatchObject({ message: 'Invalid transport configuration' });
  });
});

describe('createWebChatTransport: REST v3', () => {
  const transport = {
    type: 'pureengage-v3-rest',
    dataURL: restURL,
    endpoint: 'support',
    headers: { 'x-api-key': 'key-2', authorization: 'Basic stale' },
  };

  it('makes a REST v3 transport that sends its own headers alone without enableCustomHeader', async () => {
    const seen = record(() => new HttpResponse(null, { status: 500 }));
    const { context } = appHeaders();
    const made = await createWebChatTransport(backEndOf({ transport }), context);

    expect(made.name).toBe('pureengage-v3-rest');
    await made.start(startRequest);

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe(restURL);
    expect(seen[0]?.headers.get('x-api-key')).toBe('key-2');
    expect(seen[0]?.headers.get('authorization')).toBe('Basic stale');
    expect(context.headers).not.toHaveBeenCalled();
  });

  it("merges the app's headers over its own with enableCustomHeader, one value per name", async () => {
    const seen = record(() => new HttpResponse(null, { status: 500 }));
    const made = await createWebChatTransport(
      backEndOf({ enableCustomHeader: true, transport }),
      appHeaders().context,
    );

    await made.start(startRequest);

    expect(seen[0]?.headers.get('x-api-key')).toBe('key-2');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer one');
    expect(seen[0]?.headers.get('apikey')).toBe('app-key');
  });

  it('turns on asynchronous chat from transport.async', async () => {
    const made = await createWebChatTransport(
      backEndOf({ transport: { ...transport, async: { enabled: true } } }),
      appHeaders().context,
    );

    expect(made.capabilities).toMatchObject({ async: true, asyncClose: 'hideChat' });
  });
});

describe('createWebChatTransport: Genesys Cloud guest chat', () => {
  it('makes a cloud transport, which takes no headers', async () => {
    const { context } = appHeaders();
    const made = await createWebChatTransport(
      backEndOf({
        transport: {
          type: 'purecloud-v2-sockets',
          dataURL: 'http://cloud.test',
          deploymentKey: 'deployment-1',
          orgGuid: 'org-1',
          interactionData: { routing: { targetAddress: 'Support' } },
        },
      }),
      context,
    );

    expect(made.name).toBe('purecloud-v2-sockets');
    expect(made.capabilities).toMatchObject({ fileUpload: false });
    expect(context.headers).not.toHaveBeenCalled();
  });

  it('names transport settings the transport refuses', async () => {
    const backEnd: WebChatBackEnd = {
      type: 'purecloud-v2-sockets',
      options: {
        dataURL: 'http://cloud.test',
        deploymentKey: 'deployment-1',
        orgGuid: 'org-1',
        interactionData: { routing: { targetAddress: 'Support' } },
        heartbeatTimeout: -1,
      },
    };

    await expect(createWebChatTransport(backEnd, appHeaders().context)).rejects.toMatchObject({
      name: 'WebChatSettingsError',
      issues: [
        { field: 'webchat.transport.heartbeatTimeout', message: 'Expected a number of ms above 0' },
      ],
    });
  });
});

describe('createWebChatTransport: code loading', () => {
  const entries = ['chat', 'chat/gms-push', 'chat/rest-v3', 'chat/cloud-v2'];

  it.each([
    [{ dataURL: gmsURL }, 'chat'],
    [
      {
        cometD: {
          enabled: true,
          cometURL: '/cometd',
          channel: '/service/chatV2/a',
          apiURL: '/ntf',
        },
      },
      'chat/gms-push',
    ],
    [{ transport: { type: 'pureengage-v3-rest', dataURL: restURL } }, 'chat/rest-v3'],
    [
      {
        transport: {
          type: 'purecloud-v2-sockets',
          dataURL: 'http://cloud.test',
          deploymentKey: 'd',
          orgGuid: 'o',
          interactionData: { routing: { targetAddress: 'Support' } },
        },
      },
      'chat/cloud-v2',
    ],
  ])('loads only the entry of the back end (%#: %s)', async (settings, entry) => {
    const loaded: string[] = [];
    vi.resetModules();
    for (const name of entries) {
      vi.doMock(`@cxkit/headless/${name}`, async (original) => {
        loaded.push(name);
        return original();
      });
    }
    try {
      const fresh = await import('./webchat-transport');
      expect(loaded).toEqual([]);

      await fresh.createWebChatTransport(backEndOf(settings), appHeaders().context);

      expect(loaded).toEqual([entry]);
    } finally {
      for (const name of entries) vi.doUnmock(`@cxkit/headless/${name}`);
    }
  });
});
