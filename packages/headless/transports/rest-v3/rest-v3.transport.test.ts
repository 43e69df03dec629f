import { resolveObjectURL } from 'node:buffer';
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRestV3Transport, RestV3ConfigError, type RestV3TransportOptions } from '.';
import {
  answerAll,
  clientToken,
  dataURL,
  errorAnswer,
  messagesAnswer,
  session,
  tokenFor,
  wireMessage,
  type SeenRequest,
} from './rest-v3.test-support';
import { holdAnswers } from '../transport.test-support';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const transportOf = (options: Partial<RestV3TransportOptions> = {}) =>
  createRestV3Transport({ dataURL, headers: { 'x-api-key': 'key1' }, ...options });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fieldsWithoutOperation = (seen: SeenRequest) =>
  seen.fields.filter(([name]) => name !== 'operationId');

const operationIdOf = (seen: SeenRequest) =>
  seen.fields.find(([name]) => name === 'operationId')?.[1] ??
  seen.url.searchParams.get('operationId');

const emptyOk = () => new HttpResponse(null, { status: 200 });

describe('createRestV3Transport', () => {
  it('names itself and derives its capabilities and poll policy from the options', () => {
    const transport = transportOf({ pollTimeout: 2500, async: true });

    expect(transport.name).toBe('pureengage-v3-rest');
    expect(transport.capabilities).toEqual({
      async: true,
      asyncClose: 'hideChat',
      pagination: true,
      fileUpload: true,
      deliveryCheck: false,
      customNotice: false,
    });
    expect(transport.pollPolicy).toMatchObject({ minInterval: 2500, maxInterval: 2500 });
    expect(transportOf().capabilities).toMatchObject({ async: false, asyncClose: 'endChat' });
  });

  it('throws "Invalid transport configuration" for bad options', () => {
    expect(() => transportOf({ pollTimeout: 50 })).toThrow(RestV3ConfigError);
    expect(() => transportOf({ pollTimeout: 50 })).toThrow('Invalid transport configuration');
  });
});

describe('wire shapes', () => {
  it('starts with a bracket-form POST to the sessions URL and decodes the client token', async () => {
    const seen = answerAll(server, () => HttpResponse.json({ data: { clientToken } }));
    const transport = transportOf({ endpoint: 'support', stream: 'live', clientType: 'cxkit' });

    const result = await transport.start({
      firstName: 'Vic',
      lastName: 'Tor',
      nickname: 'vic',
      emailAddress: 'v@x.test',
      subject: 'Help',
      userData: { _genesys_source: 'web', PhoneNumber: '123' },
    });

    expect(result).toEqual({
      ok: true,
      value: {
        session: { clientToken, sessionId: 's1', participantId: 'p1' },
        batch: { messages: [], ended: undefined, nextPosition: 1 },
      },
    });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe(dataURL);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('x-api-key')).toBe('key1');
    expect(request?.headers.get('x-nexus-client-key')).toBeNull();
    expect(fieldsWithoutOperation(request!)).toEqual([
      ['data[firstName]', 'Vic'],
      ['data[lastName]', 'Tor'],
      ['data[nickname]', 'vic'],
      ['data[emailAddress]', 'v@x.test'],
      ['data[subject]', 'Help'],
      ['data[endpoint]', 'support'],
      ['data[userData][_genesys_source]', 'web'],
      ['data[userData][PhoneNumber]', '123'],
      ['data[clientType]', 'cxkit'],
      ['data[stream]', 'live'],
    ]);
    expect(operationIdOf(request!)).toMatch(uuid);
  });

  it('reports a start answered after timeoutMs as no answer, and ends the chat that answer opened', async () => {
    const { seen, release } = holdAnswers(
      server,
      (request) => request.method === 'POST',
      (request) =>
        request.method === 'POST' ? HttpResponse.json({ data: { clientToken } }) : emptyOk(),
    );

    await expect(
      transportOf({ timeoutMs: 50 }).start({ nickname: 'v', userData: {} }),
    ).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'No answer within 50 ms' },
    });
    expect(seen).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toMatchObject({ method: 'DELETE', keepalive: true });
    expect(seen[1]?.url.href).toBe(`${dataURL}/s1/participants/p1`);
    expect(seen[1]?.headers.get('x-nexus-client-key')).toBe(clientToken);
  });

  it("prefers the start request's endpoint to the configured one", async () => {
    const seen = answerAll(server, () => HttpResponse.json({ data: { clientToken } }));

    await transportOf({ endpoint: 'default' }).start({
      nickname: 'v',
      endpoint: 'sales',
      userData: {},
    });

    expect(seen[0]?.fields).toContainEqual(['data[endpoint]', 'sales']);
    expect(seen[0]?.fields).not.toContainEqual(['data[endpoint]', 'default']);
  });

  it('polls with a GET carrying only an operationId and the client key', async () => {
    const seen = answerAll(server, () => messagesAnswer([wireMessage(1, 'Text')]));

    const result = await transportOf().poll(session, 1, 'typed');

    expect(result).toMatchObject({ ok: true, value: { ended: false, nextPosition: 2 } });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe(`${dataURL}/s1/messages`);
    expect([...request!.url.searchParams.keys()]).toEqual(['operationId']);
    expect(operationIdOf(request!)).toMatch(uuid);
    expect(request?.headers.get('x-nexus-client-key')).toBe(clientToken);
    expect(request?.headers.get('x-api-key')).toBe('key1');
  });

  it('polls from the position with index, and reads the whole transcript from the start without it', async () => {
    const seen = answerAll(server, () => messagesAnswer([]));
    const transport = transportOf();
    await transport.poll(session, 7, '');
    await transport.poll(session, 1, '');
    expect(seen[0]?.url.searchParams.get('index')).toBe('7');
    expect(seen[1]?.url.searchParams.has('index')).toBe(false);
    expect(seen.every((request) => !request.url.searchParams.has('count'))).toBe(true);
  });

  it('reads history pages with index and count (page size from the options)', async () => {
    const seen = answerAll(server, () =>
      messagesAnswer([wireMessage(30, 'Text'), wireMessage(31, 'Text')]),
    );
    const transport = transportOf({ maxMessagePageSize: 16 });

    const result = await transport.history(session, 40);
    await transport.history(session, 5, 20);

    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.value.messages.map((message) => message.index)).toEqual([30, 31]);
    expect(seen[0]?.url.searchParams.get('index')).toBe('24');
    expect(seen[0]?.url.searchParams.get('count')).toBe('16');
    expect(seen[1]?.url.searchParams.get('index')).toBe('1');
    expect(seen[1]?.url.searchParams.get('count')).toBe('4');
    expect(operationIdOf(seen[0]!)).toMatch(uuid);
  });

  it('sends a message and typing events as bracket-form POSTs to messages, none of which outlives the page', async () => {
    const seen = answerAll(server, () => HttpResponse.json({ data: { chatEnded: false } }));
    const transport = transportOf();

    const sent = await transport.send(session, { text: 'hi & bye', clientMessageId: 'c1' }, 4);
    await transport.typing(session, true, 'hi', 4);
    await transport.typing(session, false, '', 4);

    expect(sent).toEqual({ ok: true, value: { messages: [], ended: false, nextPosition: 4 } });
    // Without a delivery check, a send that outlived a reload would go twice.
    expect(seen.map((request) => request.keepalive)).toEqual([false, false, false]);
    for (const request of seen) {
      expect(request.method).toBe('POST');
      expect(request.url.href).toBe(`${dataURL}/s1/messages`);
      expect(request.contentType).toBe('application/x-www-form-urlencoded');
      expect(request.headers.get('x-nexus-client-key')).toBe(clientToken);
    }
    expect(seen.map(fieldsWithoutOperation)).toEqual([
      [
        ['data[type]', 'Text'],
        ['data[text]', 'hi & bye'],
      ],
      [['data[type]', 'TypingStarted']],
      [['data[type]', 'TypingStopped']],
    ]);
  });

  it('updates user data with a bracket-form PUT', async () => {
    const seen = answerAll(server, emptyOk);

    const result = await transportOf().updateData(session, { a: '1', 'b c': '2' });

    expect(result).toEqual({
      ok: true,
      value: { messages: [], ended: undefined, nextPosition: 0 },
    });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url.href).toBe(`${dataURL}/s1/userdata`);
    expect(fieldsWithoutOperation(seen[0]!)).toEqual([
      ['data[a]', '1'],
      ['data[b c]', '2'],
    ]);
  });

  it('ends the chat with a DELETE of the participant that outlives the page', async () => {
    const seen = answerAll(server, emptyOk);
    const transport = transportOf();

    await transport.typing(session, true, '', 1);
    const result = await transport.disconnect(session);

    expect(result).toMatchObject({ ok: true, value: { ended: true } });
    expect(seen.map((request) => request.keepalive)).toEqual([false, true]);
    seen.shift();
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.url.href).toBe(`${dataURL}/s1/participants/p1`);
    expect(operationIdOf(seen[0]!)).toMatch(uuid);
    expect(seen[0]?.headers.get('x-nexus-client-key')).toBe(clientToken);
  });

  it("shows a message's images from copies fetched with the client key, once each, and names those it cannot fetch", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const seen = answerAll(server, (request) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/images/photo'))
        return new HttpResponse(png, { headers: { 'content-type': 'image/png' } });
      if (pathname.endsWith('/images/drawing'))
        return new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml' } });
      if (pathname.endsWith('/images/gone')) return new HttpResponse(null, { status: 404 });
      return messagesAnswer([
        wireMessage(1, 'Text', {
          text: 'photo.png',
          content: [{ type: 'image', mime: 'image/png', url: '/images/photo' }],
        }),
        wireMessage(2, 'Text', {
          text: 'drawing.svg',
          content: [
            { type: 'image', mime: 'image/svg+xml', url: '/images/drawing' },
            { type: 'image', mime: 'image/png', url: '/images/gone' },
          ],
        }),
      ]);
    });
    const transport = transportOf();

    const first = await transport.poll(session, 1, '');
    await transport.poll(session, 1, '');

    const components = (index: number) =>
      first.ok
        ? (first.value.messages[index]?.richMedia?.content as { components: unknown[] }).components
        : [];
    expect(first.ok && first.value.messages[0]?.richMedia?.contentType).toBe('attachments');
    const [photo] = components(0) as { url: string; image: string; text: string }[];
    expect(photo).toEqual({
      type: 'attachment',
      url: photo!.url,
      image: photo!.url,
      text: 'photo.png',
    });
    expect(photo!.url).toMatch(/^blob:/);
    const blob = resolveObjectURL(photo!.url);
    expect(blob?.type).toBe('image/png');
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(png);
    // No SVG from a blob URL (its scripts would run in the page), and nothing for a failed fetch.
    expect(components(1)).toEqual([
      { type: 'attachment', text: 'drawing.svg' },
      { type: 'attachment', text: 'drawing.svg' },
    ]);
    const fetched = seen.filter((request) => request.url.pathname.endsWith('/photo'));
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.url.href).toBe('http://nexus.test/nexus/v3/chat/images/photo');
    expect(fetched[0]?.headers.get('x-nexus-client-key')).toBe(clientToken);
    expect(fetched[0]?.headers.get('x-api-key')).toBe('key1');
  });

  it('uploads an image as multipart to images', async () => {
    const seen = answerAll(server, () => HttpResponse.json({ data: { id: 'img-1' } }));

    const result = await transportOf().upload(
      session,
      new Blob(['png'], { type: 'image/png' }),
      'shot.png',
    );

    expect(result).toEqual({ ok: true, value: { fileId: 'img-1' } });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.href).toBe(`${dataURL}/s1/images`);
    expect(seen[0]?.contentType).toBe('multipart/form-data');
    expect(seen[0]?.fields.map(([name]) => name)).toEqual(['file', 'operationId']);
    expect((seen[0]?.fields[0]?.[1] as File).name).toBe('shot.png');
    expect(operationIdOf(seen[0]!)).toMatch(uuid);
  });

  it('falls back to the operationId as the file id, and to the extension without a MIME type', async () => {
    const seen = answerAll(server, emptyOk);

    const result = await transportOf().upload(session, new Blob(['x']), 'photo.JPG');

    expect(result).toEqual({ ok: true, value: { fileId: operationIdOf(seen[0]!) } });
  });

  it('refuses files that are no images without a request', async () => {
    const seen = answerAll(server, emptyOk);
    const transport = transportOf();

    const byType = await transport.upload(
      session,
      new Blob(['x'], { type: 'application/pdf' }),
      'a.png',
    );
    const byName = await transport.upload(session, new Blob(['x']), 'notes.txt');

    for (const result of [byType, byName]) {
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'rejected',
          status: 0,
          errors: [
            { code: 415, advice: 'INVALID_FILE_TYPE', key: 'webchat.transport.invalidFileType' },
          ],
        },
      });
    }
    expect(seen).toEqual([]);
  });

  it('sends a new operationId with every request', async () => {
    const seen = answerAll(server, (request) =>
      request.method === 'GET' ? messagesAnswer([]) : emptyOk(),
    );
    const transport = transportOf();

    await transport.poll(session, 1, '');
    await transport.poll(session, 1, '');
    await transport.send(session, { text: 'x', clientMessageId: 'c' }, 1);
    await transport.updateData(session, { a: 'b' });
    await transport.disconnect(session);

    const ids = seen.map(operationIdOf);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });
});

describe('unsupported operations', () => {
  it('answers custom notices with "This transport doesn\'t support ...", and file limits with its image types, without a request', async () => {
    const seen = answerAll(server, emptyOk);
    const transport = transportOf();

    expect(await transport.customNotice(session, 'x')).toEqual({
      ok: false,
      error: { kind: 'protocol', message: "This transport doesn't support custom notices" },
    });
    expect(await transport.fileLimits(session)).toEqual({
      ok: true,
      value: {
        fileTypes: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff'],
        needAgent: false,
      },
    });
    expect(seen).toEqual([]);
  });

  it('throws for a download request, which has no result to carry the refusal', () => {
    expect(() => transportOf().downloadRequest(session, 'f1')).toThrow(
      "This transport doesn't support file download",
    );
  });
});

describe('error mapping', () => {
  it.each([
    ['HTTP 404', () => errorAnswer(404, 'NOT_FOUND'), 404, 'NOT_FOUND'],
    [
      'HTTP 404 without a body',
      () => new HttpResponse(null, { status: 404 }),
      404,
      'INVALID_SESSION',
    ],
    ['code INVALID_SESSION', () => errorAnswer(400, 'INVALID_SESSION'), 400, 'INVALID_SESSION'],
  ])(
    'treats %s as the session gone: rejected and ended',
    async (_label, answer, status, advice) => {
      answerAll(server, answer);

      expect(await transportOf().poll(session, 1, '')).toEqual({
        ok: false,
        error: { kind: 'rejected', status, errors: [{ code: status, advice }], ended: true },
      });
    },
  );

  it('treats 401 as the session gone only for a session it has had no answer for (restore)', async () => {
    let status = 401;
    answerAll(server, () =>
      status === 200 ? messagesAnswer([]) : errorAnswer(status, 'AUTHENTICATION_REQUIRED'),
    );
    const transport = transportOf();
    const restored = { ...session };
    const live = { ...session };

    const first = await transport.poll(restored, 1, '');
    status = 200;
    await transport.poll(live, 1, '');
    status = 401;
    const later = await transport.poll(live, 1, '');

    expect(first).toMatchObject({
      ok: false,
      error: { kind: 'rejected', status: 401, ended: true },
    });
    expect(later).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 401,
        errors: [{ code: 401, advice: 'AUTHENTICATION_REQUIRED' }],
      },
    });
  });

  it('rejects other codes with the HTTP status and the server code', async () => {
    answerAll(server, () => errorAnswer(400, 'INVALID_NICKNAME'));

    expect(await transportOf().start({ userData: {} })).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 400,
        errors: [
          { code: 400, advice: 'INVALID_NICKNAME', key: 'webchat.transport.invalidNickname' },
        ],
      },
    });
  });

  it('rejects an upload refused by the server with its code', async () => {
    answerAll(server, () => errorAnswer(413, 'LIMIT_FILE_SIZE'));

    expect(
      await transportOf().upload(session, new Blob(['x'], { type: 'image/gif' }), 'a.gif'),
    ).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 413,
        errors: [{ code: 413, advice: 'LIMIT_FILE_SIZE', key: 'webchat.transport.fileSizeLimit' }],
      },
    });
  });

  it('counts 429 as unavailable, 5xx without a code and dropped connections as network', async () => {
    let answer = () => errorAnswer(429, 'TOO_MANY_REQUESTS');
    answerAll(server, () => answer());
    const transport = transportOf();

    expect(await transport.poll(session, 1, '')).toEqual({
      ok: false,
      error: { kind: 'unavailable', status: 429 },
    });
    answer = () => new HttpResponse('oops', { status: 502 });
    expect(await transport.poll(session, 1, '')).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    answer = () => HttpResponse.error();
    expect(await transport.send(session, { text: 'x', clientMessageId: 'c' }, 1)).toMatchObject({
      ok: false,
      error: { kind: 'network', message: expect.stringMatching(/^Request failed/) },
    });
  });

  it('counts a slow answer as network after timeoutMs', async () => {
    answerAll(server, async () => {
      await delay(200);
      return messagesAnswer([]);
    });

    expect(await transportOf({ timeoutMs: 20 }).poll(session, 1, '')).toEqual({
      ok: false,
      error: { kind: 'network', message: 'No answer within 20 ms' },
    });
  });

  it('gives an image upload its own, longer timeout', async () => {
    answerAll(server, async () => {
      await delay(120);
      return HttpResponse.json({ data: { id: 'img-slow' } });
    });
    const image = new Blob(['png'], { type: 'image/png' });

    expect(
      await transportOf({ timeoutMs: 40, uploadTimeoutMs: 1000 }).upload(session, image, 'a.png'),
    ).toEqual({ ok: true, value: { fileId: 'img-slow' } });
    expect(
      await transportOf({ timeoutMs: 1000, uploadTimeoutMs: 40 }).upload(session, image, 'a.png'),
    ).toEqual({ ok: false, error: { kind: 'network', message: 'No answer within 40 ms' } });
  });

  it.each([
    ['a start answer without a token', { data: {} }, /clientToken/],
    [
      'a token without a sessionId',
      { data: { clientToken: tokenFor({ participantId: 'p' }) } },
      /sessionId/,
    ],
    ['a token that is no JWT', { data: { clientToken: 'opaque' } }, /JWT/],
  ])('fails start with a protocol error for %s', async (_label, body, detail) => {
    answerAll(server, () => HttpResponse.json(body));

    const result = await transportOf().start({ userData: {} });

    expect(result).toMatchObject({ ok: false, error: { kind: 'protocol' } });
    expect(!result.ok && result.error.kind === 'protocol' && result.error.message).toMatch(detail);
  });

  it('fails a poll whose answer is not JSON or has no data', async () => {
    let body = 'not json';
    answerAll(server, () => new HttpResponse(body, { status: 200 }));
    const transport = transportOf();

    expect(await transport.poll(session, 1, '')).toEqual({
      ok: false,
      error: { kind: 'protocol', message: 'Invalid poll answer: the body is not JSON' },
    });
    body = '{"messages":[]}';
    expect(await transport.poll(session, 1, '')).toMatchObject({
      ok: false,
      error: { kind: 'protocol', message: expect.stringMatching(/^Invalid poll answer: data/) },
    });
  });

  it('refuses calls on session keys without a sessionId or token, without a request', async () => {
    const seen = answerAll(server, emptyOk);

    expect(await transportOf().poll({ sessionId: 's1' }, 1, '')).toMatchObject({
      ok: false,
      error: {
        kind: 'protocol',
        message: expect.stringMatching(/lack a sessionId or clientToken/),
      },
    });
    expect(seen).toEqual([]);
  });
});

describe('polling a server that returns the whole transcript', () => {
  it('advances nextPosition as the transcript grows, and reports dropped messages', async () => {
    const transcript: unknown[] = [
      wireMessage(1, 'ParticipantJoined'),
      wireMessage('-2', 'Text', {
        from: { nickname: 'Vic', type: 'Customer', participantId: 'p1' },
      }),
    ];
    let chatEnded = false;
    answerAll(server, () => messagesAnswer(transcript, chatEnded));
    const onIssue = vi.fn();
    const transport = transportOf({ onIssue });

    const first = await transport.poll(session, 1, '');
    const again = await transport.poll(session, first.ok ? first.value.nextPosition : 0, '');
    transcript.push(wireMessage(3, 'Text'), { index: 4, type: 'Bogus' });
    const grown = await transport.poll(session, again.ok ? again.value.nextPosition : 0, '');
    chatEnded = true;
    const last = await transport.poll(session, grown.ok ? grown.value.nextPosition : 0, '');

    expect(first).toMatchObject({ ok: true, value: { nextPosition: 3, ended: false } });
    expect(
      first.ok && first.value.messages.map((message) => [message.index, message.type]),
    ).toEqual([
      [1, 'ParticipantJoined'],
      [2, 'Message'],
    ]);
    expect(again).toMatchObject({ ok: true, value: { nextPosition: 3 } });
    expect(grown).toMatchObject({ ok: true, value: { nextPosition: 5 } });
    expect(grown.ok && grown.value.messages).toHaveLength(3);
    expect(last).toMatchObject({ ok: true, value: { nextPosition: 5, ended: true } });
    expect(onIssue).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'poll', index: 4, dropped: true }),
    );
  });
});
