import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, type FetchFunction } from './http-client';

const base = 'https://api.cx.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('createHttpClient against the global fetch (msw)', () => {
  it('GETs JSON, sending the headers read for each request', async () => {
    let token = 'first';
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${base}/stats`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ waiting: 3 });
      }),
    );
    const client = createHttpClient({ headers: () => ({ Authorization: `Bearer ${token}` }) });

    await expect(client.get(`${base}/stats`)).resolves.toEqual({ waiting: 3 });
    token = 'second';
    await client.get(`${base}/stats`);

    expect(seen).toEqual(['Bearer first', 'Bearer second']);
  });

  it('resolves text bodies as text and empty bodies as undefined', async () => {
    server.use(
      http.get(`${base}/text`, () => HttpResponse.text('plain')),
      http.get(`${base}/empty`, () => new HttpResponse(null, { status: 204 })),
    );
    const client = createHttpClient();

    await expect(client.get(`${base}/text`)).resolves.toBe('plain');
    await expect(client.get(`${base}/empty`)).resolves.toBeUndefined();
  });

  it('POSTs JSON with a JSON content type', async () => {
    server.use(
      http.post(`${base}/callbacks`, async ({ request }) =>
        HttpResponse.json({
          contentType: request.headers.get('content-type'),
          received: await request.json(),
        }),
      ),
    );
    const client = createHttpClient();

    await expect(client.postJson(`${base}/callbacks`, { phone: '+441234' })).resolves.toEqual({
      contentType: 'application/json',
      received: { phone: '+441234' },
    });
  });

  it('POSTs URL-encoded form fields, stringifying numbers and booleans', async () => {
    server.use(
      http.post(`${base}/glue`, async ({ request }) =>
        HttpResponse.json({
          contentType: request.headers.get('content-type'),
          received: Object.fromEntries(await request.formData()),
        }),
      ),
    );
    const client = createHttpClient();

    const result = await client.postForm(`${base}/glue`, { name: 'Ada L', age: 36, opt: true });

    expect(result).toEqual({
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
      received: { name: 'Ada L', age: '36', opt: 'true' },
    });
  });

  it('POSTs URLSearchParams as they are, with a per-request header over the client headers', async () => {
    server.use(
      http.post(`${base}/callback`, async ({ request }) =>
        HttpResponse.json({
          contentType: request.headers.get('content-type'),
          apikey: request.headers.get('apikey'),
          body: await request.text(),
        }),
      ),
    );
    const client = createHttpClient({ headers: () => ({ apikey: 'client' }) });

    const result = await client.postForm(
      `${base}/callback`,
      new URLSearchParams([
        ['a[]', '1'],
        ['a[]', '2'],
      ]),
      { headers: { 'Content-Type': 'application/x-www-form-urlencoded', apikey: 'request' } },
    );

    expect(result).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      apikey: 'request',
      body: 'a%5B%5D=1&a%5B%5D=2',
    });
  });

  it('rejects an error status with an HttpError carrying status, text, url and body, without retrying', async () => {
    const handler = vi.fn(() =>
      HttpResponse.json({ message: 'Too many requests' }, { status: 429, statusText: 'Too Many' }),
    );
    server.use(http.get(`${base}/busy`, handler));
    const client = createHttpClient();

    const error = await rejection(client.get(`${base}/busy`));

    expect(error).toMatchObject({
      kind: 'status',
      status: 429,
      statusText: 'Too Many',
      url: `${base}/busy`,
      body: { message: 'Too many requests' },
      message: `429 Too Many (${base}/busy)`,
    });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('does not retry a 503 either', async () => {
    const handler = vi.fn(() => new HttpResponse('down', { status: 503 }));
    server.use(http.get(`${base}/down`, handler));

    const error = await rejection(createHttpClient().get(`${base}/down`));

    expect(error).toMatchObject({ kind: 'status', status: 503, body: 'down' });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('reports a network failure as status 0 with a clear status text', async () => {
    server.use(http.get(`${base}/gone`, () => HttpResponse.error()));

    const error = await rejection(createHttpClient().get(`${base}/gone`));

    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.statusText).toMatch(/^Network error: /);
    expect(error.url).toBe(`${base}/gone`);
  });
});

/** A fetch that never answers and, like the real one, rejects once its request's signal aborts. */
const hangingFetch: FetchFunction = (request) =>
  new Promise((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

describe('createHttpClient with an injected fetch', () => {
  it('uses the injected fetch with the method, URL and body', async () => {
    const calls: { method: string; url: string; body: string }[] = [];
    const fetch: FetchFunction = async (request) => {
      calls.push({ method: request.method, url: request.url, body: await request.text() });
      return Response.json({ ok: true });
    };
    const client = createHttpClient({ fetch });

    await expect(client.postJson(`${base}/x`, [1, 2])).resolves.toEqual({ ok: true });
    expect(calls).toEqual([{ method: 'POST', url: `${base}/x`, body: '[1,2]' }]);
  });

  it('rejects a JSON response that does not parse with kind parse', async () => {
    const fetch: FetchFunction = async () =>
      new Response('{oops', { headers: { 'content-type': 'application/json' } });

    const error = await rejection(createHttpClient({ fetch }).get(`${base}/bad`));

    expect(error).toMatchObject({
      kind: 'parse',
      status: 200,
      statusText: 'Response body is not valid JSON',
      body: '{oops',
    });
  });

  it('keeps an unparsable error body as text', async () => {
    const fetch: FetchFunction = async () =>
      new Response('<html>', {
        status: 400,
        statusText: 'Bad Request',
        headers: { 'content-type': 'application/json' },
      });

    const error = await rejection(createHttpClient({ fetch }).get(`${base}/bad`));

    expect(error).toMatchObject({ kind: 'status', status: 400, body: '<html>' });
  });

  it('reports a rejected fetch as a network error', async () => {
    const fetch: FetchFunction = async () => {
      throw new TypeError('fetch failed');
    };

    const error = await rejection(createHttpClient({ fetch }).get(`${base}/x`));

    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      statusText: 'Network error: fetch failed',
    });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('fails with kind timeout after timeoutMs', async () => {
    vi.useFakeTimers();
    const client = createHttpClient({ fetch: hangingFetch, timeoutMs: 3_000 });

    const pending = rejection(client.get(`${base}/slow`));
    await vi.advanceTimersByTimeAsync(3_000);
    const error = await pending;

    expect(error).toMatchObject({
      kind: 'timeout',
      status: 0,
      statusText: 'Request timed out after 3000 ms',
      url: `${base}/slow`,
    });
  });

  it('fails with kind aborted when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = rejection(
      createHttpClient({ fetch: hangingFetch }).get(`${base}/slow`, {
        signal: controller.signal,
      }),
    );

    controller.abort();

    await expect(pending).resolves.toMatchObject({
      kind: 'aborted',
      status: 0,
      statusText: 'Request was aborted',
    });
  });

  it('rejects a non-positive or non-finite timeout', () => {
    expect(() => createHttpClient({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => createHttpClient({ timeoutMs: Number.NaN })).toThrow(/positive, finite/);
  });
});

describe('createHttpClient multipart posts (send-message)', () => {
  it('POSTs a FormData body as multipart/form-data, its parts in order', async () => {
    server.use(
      http.post(`${base}/email`, async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json({
          contentType: request.headers.get('content-type'),
          parts: [...form.entries()].map(([name, value]) =>
            typeof value === 'string' ? [name, value] : [name, value.name],
          ),
        });
      }),
    );
    const form = new FormData();
    form.append('lastName', 'Lovelace');
    form.append('userData', 'a=1');
    form.append('files', new File(['x'], 'note.txt', { type: 'text/plain' }));

    const answer = (await createHttpClient({ timeoutMs: false }).postMultipart(
      `${base}/email`,
      form,
    )) as { contentType: string; parts: string[][] };

    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.parts).toEqual([
      ['lastName', 'Lovelace'],
      ['userData', 'a=1'],
      ['files', 'note.txt'],
    ]);
  });

  it('takes `false` for no timeout, and still refuses 0', () => {
    expect(() => createHttpClient({ timeoutMs: false })).not.toThrow();
    expect(() => createHttpClient({ timeoutMs: 0 })).toThrow(RangeError);
  });
});
