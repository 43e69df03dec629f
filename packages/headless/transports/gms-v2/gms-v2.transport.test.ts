import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGmsTransport, GmsConfigError, gmsPollPolicy, type GmsTransportOptions } from '.';
import { holdAnswers } from '../transport.test-support';
import { answerAll, dataURL, okAnswer, session, wireMessage } from './gms-v2.test-support';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const transportOf = (options: Partial<GmsTransportOptions> = {}) =>
  createGmsTransport({ dataURL, ...options });

const keyFields = [
  ['alias', '117'],
  ['secureKey', 'sk1'],
  ['userId', 'u1'],
];

describe('createGmsTransport options', () => {
  it('applies the defaults: the legacy poll policy and synchronous capabilities', () => {
    const transport = transportOf();

    expect(transport.name).toBe('gms-v2');
    expect(transport.pollPolicy).toEqual({
      tick: 250,
      minInterval: 500,
      maxInterval: 3000,
      multiplier: 1.2,
      exceptionLimit: 5,
    });
    expect(transport.pollPolicy).toEqual(gmsPollPolicy);
    expect(transport.capabilities).toEqual({
      async: false,
      asyncClose: 'endChat',
      pagination: false,
      fileUpload: true,
    });
    // A send another page left unanswered may land within the ajax timeout.
    expect(transport.requestTimeout).toBe(3000);
    expect(transportOf({ timeoutMs: 8000 }).requestTimeout).toBe(8000);
  });

  it('merges poll policy overrides and turns on async capabilities', () => {
    const transport = transportOf({
      pollPolicy: { maxInterval: 5000, tick: undefined },
      async: true,
    });

    expect(transport.pollPolicy).toEqual({ ...gmsPollPolicy, maxInterval: 5000 });
    expect(transport.capabilities).toMatchObject({
      async: true,
      asyncClose: 'hideChat',
      pagination: true,
    });
  });

  it.each([
    ['a missing dataURL', { dataURL: undefined }, 'dataURL'],
    ['a dataURL that is no URL', { dataURL: 'not a url' }, 'dataURL'],
    ['a negative timeout', { timeoutMs: -1 }, 'timeoutMs'],
    ['an upload timeout that is no number', { uploadTimeoutMs: '60s' }, 'uploadTimeoutMs'],
    ['a headers value that is no function', { headers: { apikey: 'x' } }, 'headers'],
    ['a shrinking poll multiplier', { pollPolicy: { multiplier: 0.5 } }, 'pollPolicy.multiplier'],
    [
      'a poll minimum above the maximum',
      { pollPolicy: { minInterval: 4000 } },
      'pollPolicy.maxInterval',
    ],
    ['an empty client id attribute', { clientIdAttribute: '' }, 'clientIdAttribute'],
  ])('rejects %s with "Invalid transport configuration"', (_label, bad, field) => {
    const attempt = () => createGmsTransport({ dataURL, ...bad } as unknown as GmsTransportOptions);

    expect(attempt).toThrow(GmsConfigError);
    expect(attempt).toThrow(/^Invalid transport configuration$/);
    try {
      attempt();
    } catch (error) {
      expect((error as GmsConfigError).issues.map((issue) => issue.field)).toContain(field);
    }
  });

  it('accepts a relative dataURL for same-origin pages', () => {
    expect(() => createGmsTransport({ dataURL: '/genesys/2/chat/svc' })).not.toThrow();
  });
});

describe('start', () => {
  const request = {
    nickname: 'Ada L',
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    subject: 'Engines',
    text: 'Hello',
    endpoint: 'sales',
    userData: { GCTI_LanguageCode: 'en', _genesys_source: 'web' },
  };

  /** Start answers held back until `release()`; disconnects answered at once. */
  const lateStarts = () =>
    holdAnswers(
      server,
      (incoming) => !incoming.url.endsWith('/disconnect'),
      (incoming) => okAnswer(incoming.url.endsWith('/disconnect') ? { chatEnded: true } : {}),
    );

  it('POSTs the form to the base URL with one trailing slash, with apikey and custom headers', async () => {
    const seen = answerAll(server, () => okAnswer());
    let token = 'one';
    const transport = createGmsTransport({
      dataURL: `${dataURL}//`,
      apikey: 'key-1',
      headers: () => ({ Authorization: `Bearer ${token}` }),
    });

    await transport.start(request);
    token = 'two';
    await transport.start(request);

    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ href: `${dataURL}/` }),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(seen[0]?.headers.get('apikey')).toBe('key-1');
    expect(seen.map((item) => item.headers.get('authorization'))).toEqual([
      'Bearer one',
      'Bearer two',
    ]);
    expect(seen[0]?.fields).toEqual([
      ['alias', ''],
      ['secureKey', ''],
      ['userId', ''],
      ['nickname', 'Ada L'],
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['emailAddress', 'ada@example.com'],
      ['subject', 'Engines'],
      ['text', 'Hello'],
      ['endpoint', 'sales'],
      ['userData[GCTI_LanguageCode]', 'en'],
      ['userData[_genesys_source]', 'web'],
    ]);
  });

  it('leaves out names and endpoint it was not given, and always sends text', async () => {
    const seen = answerAll(server, () => okAnswer());

    await transportOf().start({ firstName: 'Ada', lastName: 'L', userData: {} });

    expect(seen[0]?.fields).toEqual([
      ['alias', ''],
      ['secureKey', ''],
      ['userId', ''],
      ['firstName', 'Ada'],
      ['lastName', 'L'],
      ['text', ''],
    ]);
  });

  it('POSTs to the base URL without a slash when trailingSlash is false', async () => {
    const seen = answerAll(server, () => okAnswer());

    await transportOf({ dataURL: `${dataURL}/`, trailingSlash: false }).start(request);

    expect(seen[0]?.url.href).toBe(dataURL);
  });

  it('sends no apikey header when the key is empty', async () => {
    const seen = answerAll(server, () => okAnswer());

    await transportOf({ apikey: '' }).start(request);

    expect(seen[0]?.headers.has('apikey')).toBe(false);
  });

  it('lets a custom header win over apikey', async () => {
    const seen = answerAll(server, () => okAnswer());

    await transportOf({ apikey: 'configured', headers: () => ({ apikey: 'current' }) }).start(
      request,
    );

    expect(seen[0]?.headers.get('apikey')).toBe('current');
  });

  it('resolves with the session keys and the batch of the answer', async () => {
    answerAll(server, () =>
      okAnswer({
        messages: [
          wireMessage(1, 'ParticipantJoined', {
            from: { nickname: 'Ada L', participantId: 1, type: 'Client' },
          }),
        ],
      }),
    );

    const result = await transportOf().start(request);

    expect(result).toEqual({
      ok: true,
      value: {
        session: { chatId: 'chat1', secureKey: 'sk1', alias: '117', userId: 'u1' },
        batch: {
          messages: [expect.objectContaining({ index: 1, type: 'ParticipantJoined' })],
          ended: false,
          nextPosition: 2,
        },
      },
    });
  });

  it('answers position 1 when the start answer has no messages', async () => {
    answerAll(server, () => okAnswer({ messages: undefined }));

    const result = await transportOf().start(request);

    expect(result.ok && result.value.batch.nextPosition).toBe(1);
  });

  it('is a protocol failure when the answer lacks the chatId or secureKey', async () => {
    answerAll(server, () => okAnswer({ chatId: undefined }));
    await expect(transportOf().start(request)).resolves.toEqual({
      ok: false,
      error: { kind: 'protocol', message: 'Invalid start answer: chatId: Expected a session id' },
    });

    answerAll(server, () => okAnswer({ secureKey: '' }));
    await expect(transportOf().start(request)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'protocol', message: expect.stringContaining('secureKey') },
    });
  });

  it('is a protocol failure when a start is answered with a chat it started before (a proxy replaying the earlier answer)', async () => {
    answerAll(server, () => okAnswer({}));
    const transport = transportOf();
    expect((await transport.start(request)).ok).toBe(true);
    await expect(transport.start(request)).resolves.toEqual({
      ok: false,
      error: { kind: 'protocol', message: 'Invalid start answer: chat chat1 started before' },
    });
    answerAll(server, () => okAnswer({ chatId: 'chat2' }));
    expect((await transport.start(request)).ok).toBe(true);
  });

  it('reports a start answered after timeoutMs as no answer, and ends the chat that answer opened', async () => {
    const { release, seen } = lateStarts();
    const transport = transportOf({ timeoutMs: 50 });

    await expect(transport.start(request)).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'No answer within 50 ms' },
    });
    expect(seen).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.url.href).toBe(`${dataURL}/chat1/disconnect`);
    expect(seen[1]?.fields).toEqual(keyFields);
  });

  it('leaves alone a chat a late start answer names that this transport started before', async () => {
    const transport = transportOf({ timeoutMs: 50 });
    answerAll(server, () => okAnswer());
    expect((await transport.start(request)).ok).toBe(true);
    const { release, released, seen } = lateStarts();

    expect((await transport.start(request)).ok).toBe(false);
    release();
    await vi.waitFor(() => expect(released()).toBe(1));
    await delay(50);
    expect(seen.map((item) => item.url.pathname)).toEqual([new URL(`${dataURL}/`).pathname]);
  });

  it('uses the injected fetch instead of the global one', async () => {
    const fetch = vi.fn(async (input: Request) => {
      expect(input.url).toBe(`${dataURL}/`);
      return Response.json({ statusCode: 0, ...session });
    });

    const result = await transportOf({ fetch }).start(request);

    expect(fetch).toHaveBeenCalledOnce();
    expect(result.ok).toBe(true);
  });
});

describe('session calls', () => {
  it('poll POSTs refresh with the keys, the position and the typing preview', async () => {
    const seen = answerAll(server, () => okAnswer());

    await transportOf().poll(session, 4, 'I am typi');

    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ href: `${dataURL}/chat1/refresh` }),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(seen[0]?.fields).toEqual([
      ...keyFields,
      ['transcriptPosition', '4'],
      ['message', 'I am typi'],
    ]);
  });

  it('send POSTs the text, messageType text, the position and the client id in eventAttributes, in a request that outlives the page', async () => {
    const seen = answerAll(server, () => okAnswer());

    await transportOf().send(session, { text: 'Hi there', clientMessageId: 'c-1' }, 5);
    await transportOf({ clientIdAttribute: 'x-id' }).send(
      session,
      { text: 'Hi', clientMessageId: 'c-2', messageType: 'custom' },
      6,
    );

    expect(seen[0]?.url.href).toBe(`${dataURL}/chat1/send`);
    expect(seen.map((request) => request.keepalive)).toEqual([true, true]);
    expect(seen[0]?.fields).toEqual([
      ...keyFields,
      ['message', 'Hi there'],
      ['messageType', 'text'],
      ['transcriptPosition', '5'],
      ['eventAttributes', '{"cxkit-client-id":"c-1"}'],
    ]);
    expect(seen[1]?.fields).toEqual([
      ...keyFields,
      ['message', 'Hi'],
      ['messageType', 'custom'],
      ['transcriptPosition', '6'],
      ['eventAttributes', '{"x-id":"c-2"}'],
    ]);
  });

  it('typing POSTs startTyping or stopTyping with the preview and the position', async () => {
    const seen = answerAll(server, () => okAnswer());
    const transport = transportOf();

    await transport.typing(session, true, 'Hel', 3);
    await transport.typing(session, false, '', 3);

    expect(seen.map((item) => item.url.href)).toEqual([
      `${dataURL}/chat1/startTyping`,
      `${dataURL}/chat1/stopTyping`,
    ]);
    expect(seen[0]?.fields).toEqual([
      ...keyFields,
      ['message', 'Hel'],
      ['transcriptPosition', '3'],
    ]);
    expect(seen[1]?.fields).toEqual([...keyFields, ['message', ''], ['transcriptPosition', '3']]);
  });

  it('disconnect POSTs only the keys, in a request that outlives the page', async () => {
    const seen = answerAll(server, () => okAnswer({ chatEnded: true }));
    const transport = transportOf();

    await transport.poll(session, 1, '');
    const result = await transport.disconnect(session);

    expect(seen[1]?.url.href).toBe(`${dataURL}/chat1/disconnect`);
    expect(seen[1]?.fields).toEqual(keyFields);
    expect(seen.map((request) => request.keepalive)).toEqual([false, true]);
    expect(result).toEqual({ ok: true, value: { messages: [], ended: true, nextPosition: 0 } });
  });

  it('customNotice POSTs the message and, when given, the attributes as JSON', async () => {
    const seen = answerAll(server, () => okAnswer());
    const transport = transportOf();

    await transport.customNotice(session, '', { purpose: 'cancel-idle-timer' });
    await transport.customNotice(session, 'hello');

    expect(seen[0]?.url.href).toBe(`${dataURL}/chat1/customNotice`);
    expect(seen[0]?.fields).toEqual([
      ...keyFields,
      ['message', ''],
      ['eventAttributes', '{"purpose":"cancel-idle-timer"}'],
    ]);
    expect(seen[1]?.fields).toEqual([...keyFields, ['message', 'hello']]);
  });

  it('updateData POSTs the user data in brackets', async () => {
    const seen = answerAll(server, () => okAnswer());

    await transportOf().updateData(session, { gks_question: 'how?', Country: 'FR' });

    expect(seen[0]?.url.href).toBe(`${dataURL}/chat1/updateData`);
    expect(seen[0]?.fields).toEqual([
      ...keyFields,
      ['userData[gks_question]', 'how?'],
      ['userData[Country]', 'FR'],
    ]);
  });

  it('fileLimits POSTs multipart to file/limits and reads the limits', async () => {
    const seen = answerAll(server, () =>
      okAnswer({
        messages: [
          {
            index: 7,
            type: 'Notice',
            userData: {
              'upload-max-files': '10',
              'upload-max-file-size': '1048576',
              'upload-max-total-size': '5242880',
              'upload-need-agent': 'true',
              'upload-file-types': 'JPG:png: .gif :pdf:',
              'used-upload-max-files': '2',
              'used-upload-max-total-size': '2048',
              'download-attempts': '5',
            },
          },
        ],
      }),
    );

    const result = await transportOf().fileLimits(session);

    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ href: `${dataURL}/chat1/file/limits` }),
      contentType: 'multipart/form-data',
    });
    expect(seen[0]?.fields).toEqual(keyFields);
    expect(result).toEqual({
      ok: true,
      value: {
        fileTypes: ['jpg', 'png', 'gif', 'pdf'],
        needAgent: true,
        maxFiles: 10,
        maxFileSize: 1_048_576,
        maxTotalSize: 5_242_880,
        usedFiles: 2,
        usedTotalSize: 2048,
      },
    });
  });

  it('fileLimits reads numbers sent as numbers, and answers no limits when none are named', async () => {
    answerAll(server, () =>
      okAnswer({
        userData: { 'upload-max-file-size': 100 },
        messages: [
          { userData: { 'upload-need-agent': 'false', 'upload-max-files': 3 } },
          { userData: { 'upload-max-files': 'lots' } },
        ],
      }),
    );
    await expect(transportOf().fileLimits(session)).resolves.toEqual({
      ok: true,
      value: { fileTypes: [], needAgent: false, maxFileSize: 100 },
    });

    answerAll(server, () => okAnswer());
    await expect(transportOf().fileLimits(session)).resolves.toEqual({
      ok: true,
      value: { fileTypes: [], needAgent: false },
    });
  });

  it('upload POSTs the file and the keys as multipart and resolves with the file id', async () => {
    const seen = answerAll(server, () => okAnswer({ userData: { 'file-id': 'f-9' } }));

    const result = await transportOf().upload(
      session,
      new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      'report.pdf',
    );

    expect(result).toEqual({ ok: true, value: { fileId: 'f-9' } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ href: `${dataURL}/chat1/file` }),
      contentType: 'multipart/form-data',
    });
    const [first, ...rest] = seen[0]?.fields ?? [];
    expect(first?.[0]).toBe('file');
    const file = first?.[1] as File;
    expect(file.name).toBe('report.pdf');
    await expect(file.text()).resolves.toBe('%PDF-1.7');
    expect(rest).toEqual([
      ['alias', '117'],
      ['userId', 'u1'],
      ['secureKey', 'sk1'],
    ]);
  });

  it('gives an upload its own, longer timeout than the other requests', async () => {
    answerAll(server, async () => {
      await delay(120);
      return okAnswer({ userData: { 'file-id': 'f-slow' } });
    });
    const transport = transportOf({ timeoutMs: 40, uploadTimeoutMs: 1000 });
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

    await expect(transport.upload(session, file, 'slow.pdf')).resolves.toEqual({
      ok: true,
      value: { fileId: 'f-slow' },
    });
    await expect(transport.fileLimits(session)).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'No answer within 40 ms' },
    });
    await expect(
      transportOf({ timeoutMs: 1000, uploadTimeoutMs: 40 }).upload(session, file, 'slow.pdf'),
    ).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'No answer within 40 ms' },
    });
  });

  it('upload maps the file errors and an answer without a file id', async () => {
    answerAll(server, () =>
      HttpResponse.json(
        { statusCode: 2, errors: [{ code: 202, advice: 1048576 }] },
        { status: 400 },
      ),
    );
    await expect(transportOf().upload(session, new Blob(['x']), 'a.exe')).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', status: 400, errors: [{ code: 202, advice: '1048576' }] },
    });

    answerAll(server, () => okAnswer());
    await expect(transportOf().upload(session, new Blob(['x']), 'a.txt')).resolves.toEqual({
      ok: false,
      error: {
        kind: 'protocol',
        message: 'Invalid file answer: userData.file-id: Expected the id of the uploaded file',
      },
    });
  });

  it('downloadRequest names the form POST that downloads a file', () => {
    expect(transportOf({ dataURL: `${dataURL}/` }).downloadRequest(session, 'f-9')).toEqual({
      url: `${dataURL}/chat1/file/f-9/download`,
      fields: { alias: '117', secureKey: 'sk1', userId: 'u1' },
    });
  });

  it('encodes the chat and file ids into the path', async () => {
    const seen = answerAll(server, () => okAnswer());
    const odd = { ...session, chatId: '../a b?' };

    await transportOf().poll(odd, 1, '');

    expect(seen[0]?.url.href).toBe(`${dataURL}/..%2Fa%20b%3F/refresh`);
    expect(transportOf().downloadRequest(odd, 'x/y').url).toBe(
      `${dataURL}/..%2Fa%20b%3F/file/x%2Fy/download`,
    );
  });

  it('encodes a chatId holding a lone surrogate instead of throwing', async () => {
    const seen = answerAll(server, () => okAnswer());
    const odd = { ...session, chatId: 'a\uD800b' };

    expect(transportOf().downloadRequest(odd, 'f').url).toBe(
      `${dataURL}/a%EF%BF%BDb/file/f/download`,
    );
    await expect(transportOf().poll(odd, 1, '')).resolves.toMatchObject({ ok: true });
    expect(seen[0]?.url.href).toBe(`${dataURL}/a%EF%BF%BDb/refresh`);
  });

  it('does not call the server when the session keys lack a chatId', async () => {
    const seen = answerAll(server, () => okAnswer());

    const result = await transportOf().poll({ secureKey: 'sk1' }, 1, '');

    expect(result).toEqual({
      ok: false,
      error: { kind: 'protocol', message: 'Cannot refresh: the session keys lack a chatId' },
    });
    expect(seen).toEqual([]);
  });
});

describe('error mapping', () => {
  const poll = (options: Partial<GmsTransportOptions> = {}) =>
    transportOf(options).poll(session, 1, '');

  it('maps statusCode 1 to unavailable', async () => {
    answerAll(server, () => HttpResponse.json({ statusCode: 1 }));

    await expect(poll()).resolves.toEqual({ ok: false, error: { kind: 'unavailable', status: 1 } });
  });

  it('maps statusCode 2 in a 200 answer to rejected with its errors, and says when it ended the chat', async () => {
    answerAll(server, () =>
      HttpResponse.json({
        statusCode: 2,
        chatEnded: true,
        errors: [{ code: 240, advice: 'later' }],
      }),
    );

    await expect(poll()).resolves.toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 2,
        errors: [{ code: 240, advice: 'later' }],
        ended: true,
      },
    });

    answerAll(server, () => HttpResponse.json({ statusCode: 2, errors: [{ code: 204 }] }));
    await expect(poll()).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', status: 2, errors: [{ code: 204 }] },
    });
  });

  it('maps HTTP 400 with an error list to rejected, reading codes sent as texts', async () => {
    answerAll(server, () =>
      HttpResponse.json(
        {
          statusCode: 2,
          errors: [{ code: '102', advice: 'First name' }, { code: 'x' }, { code: 161 }],
        },
        { status: 400 },
      ),
    );

    await expect(poll()).resolves.toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 400,
        errors: [{ code: 102, advice: 'First name' }, { code: 161 }],
      },
    });
  });

  it.each([404, 401, 415])(
    'maps HTTP %i without an error list to rejected with the status as code',
    async (status) => {
      answerAll(server, () => new HttpResponse('<html>nope</html>', { status }));

      await expect(poll()).resolves.toEqual({
        ok: false,
        error: { kind: 'rejected', status, errors: [{ code: status }] },
      });
    },
  );

  it.each([500, 502, 503])('maps HTTP %i without an error list to network', async (status) => {
    answerAll(server, () => HttpResponse.json({ statusCode: 2, errors: [] }, { status }));

    await expect(poll()).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: `HTTP ${status} without an error list` },
    });
  });

  it('maps HTTP 503 with an error list to rejected', async () => {
    answerAll(server, () =>
      HttpResponse.json({ statusCode: 2, errors: [{ code: 503 }] }, { status: 503 }),
    );

    await expect(poll()).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', status: 503, errors: [{ code: 503 }] },
    });
  });

  it('maps a server that never answers to network after timeoutMs', async () => {
    answerAll(server, async () => {
      await delay('infinite');
      return okAnswer();
    });

    const started = Date.now();
    const result = await poll({ timeoutMs: 50 });

    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', message: 'No answer within 50 ms' },
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('maps a dropped connection to network', async () => {
    answerAll(server, () => HttpResponse.error());

    await expect(poll()).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: expect.stringMatching(/^Request failed: /) },
    });
  });

  it('maps a throwing fetch or headers function to network instead of rejecting', async () => {
    await expect(
      poll({
        fetch: () => {
          throw new Error('boom');
        },
      }),
    ).resolves.toEqual({ ok: false, error: { kind: 'network', message: 'Request failed: boom' } });
    await expect(
      poll({
        headers: () => {
          throw new Error('no token');
        },
      }),
    ).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'Request failed: no token' },
    });
  });

  it('answers instead of rejecting when notice attributes cannot be serialised', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;

    await expect(transportOf().customNotice(session, 'x', circular)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network', message: expect.stringMatching(/^Request failed: /) },
    });
  });

  it('maps a body that is not JSON, or empty, to protocol', async () => {
    answerAll(server, () => new HttpResponse('{"statusCode": 0,', { status: 200 }));
    await expect(poll()).resolves.toEqual({
      ok: false,
      error: { kind: 'protocol', message: 'Invalid refresh answer: the body is not JSON' },
    });

    answerAll(server, () => new HttpResponse(null, { status: 204 }));
    await expect(poll()).resolves.toEqual({
      ok: false,
      error: { kind: 'protocol', message: 'Invalid refresh answer: the body is empty' },
    });
  });

  it.each([
    ['a statusCode text', { statusCode: '0' }, 'statusCode: Expected a whole number'],
    ['a missing statusCode', { chatEnded: false }, 'statusCode: Expected a whole number'],
    [
      'messages that are no list',
      { statusCode: 0, messages: {} },
      'messages: Expected a list of messages',
    ],
    [
      'chatEnded as a text',
      { statusCode: 0, chatEnded: 'false' },
      'chatEnded: Expected true or false',
    ],
    ['a numeric secureKey', { statusCode: 0, secureKey: 5 }, 'secureKey: Expected a text'],
    ['a list instead of an object', [{ statusCode: 0 }], 'Expected an object'],
    ['null', null, 'Expected an object'],
    [
      'bad error items',
      { statusCode: 2, errors: [{ advice: 'x' }] },
      'errors.0.code: Expected a numeric error code',
    ],
  ])('maps %s to protocol, naming the field', async (_label, body, detail) => {
    answerAll(server, () => HttpResponse.json(body));

    await expect(poll()).resolves.toEqual({
      ok: false,
      error: { kind: 'protocol', message: `Invalid refresh answer: ${detail}` },
    });
  });

  it('maps an unknown statusCode or an unexpected HTTP status to protocol', async () => {
    answerAll(server, () => HttpResponse.json({ statusCode: 7 }));
    await expect(poll()).resolves.toEqual({
      ok: false,
      error: { kind: 'protocol', message: 'Invalid refresh answer: statusCode: unknown status 7' },
    });

    answerAll(server, () => new HttpResponse('', { status: 304 }));
    await expect(poll()).resolves.toMatchObject({
      ok: false,
      error: { kind: 'protocol', message: 'Invalid refresh answer: unexpected HTTP status 304' },
    });
  });

  it('maps errors of every other call the same way', async () => {
    answerAll(server, () => HttpResponse.json({ statusCode: 1 }));
    const transport = transportOf();
    const unavailable = { ok: false, error: { kind: 'unavailable', status: 1 } };

    const results = await Promise.all([
      transport.start({ nickname: 'A', userData: {} }),
      transport.send(session, { text: 'x', clientMessageId: 'c' }, 1),
      transport.typing(session, true, 'x', 1),
      transport.disconnect(session),
      transport.customNotice(session, 'x'),
      transport.updateData(session, { a: 'b' }),
      transport.fileLimits(session),
      transport.upload(session, new Blob(['x']), 'x.txt'),
    ]);

    expect(results).toEqual(Array.from({ length: 8 }, () => unavailable));
  });
});
