import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createGmsTransport,
  defaultGmsPageSize,
  GmsConfigError,
  type GmsTransportOptions,
} from '.';
import { answerAll, dataURL, okAnswer, session, wireMessage } from './gms-v2.test-support';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const transportOf = (options: Partial<GmsTransportOptions> = {}) =>
  createGmsTransport({ dataURL, async: true, ...options });

/** A GMS server holding messages 1 to `last`: a refresh answers from `transcriptPosition` to the end. */
function transcriptServer(last: number) {
  return answerAll(server, async (request) => {
    const position = Number((await request.formData()).get('transcriptPosition'));
    const messages = [];
    for (let index = Math.max(1, position); index <= last; index += 1) {
      messages.push(wireMessage(index, 'Message'));
    }
    return okAnswer({ nextPosition: last + 1, messages });
  });
}

const indexesOf = (result: Awaited<ReturnType<ReturnType<typeof transportOf>['history']>>) =>
  result.ok ? result.value.messages.map((message) => message.index) : result.error;

describe('history', () => {
  it('POSTs refresh from the page start without a typing preview, and keeps only the page', async () => {
    const seen = transcriptServer(60);

    const result = await transportOf().history(session, 41, 20);

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ href: `${dataURL}/chat1/refresh` }),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(seen[0]?.fields).toEqual([
      ['alias', '117'],
      ['secureKey', 'sk1'],
      ['userId', 'u1'],
      ['transcriptPosition', '21'],
    ]);
    expect(result).toMatchObject({ ok: true, value: { ended: false, nextPosition: 61 } });
    expect(indexesOf(result)).toEqual(Array.from({ length: 20 }, (_, index) => 21 + index));
  });

  it('reads pages of maxMessagePageSize, 20 by default, when no count is given', async () => {
    const seen = transcriptServer(60);

    expect(defaultGmsPageSize).toBe(20);
    expect(indexesOf(await transportOf().history(session, 50))).toHaveLength(20);
    expect(indexesOf(await transportOf({ maxMessagePageSize: 5 }).history(session, 50))).toEqual([
      45, 46, 47, 48, 49,
    ]);
    expect(seen.map((request) => request.fields.at(-1))).toEqual([
      ['transcriptPosition', '30'],
      ['transcriptPosition', '45'],
    ]);
  });

  it('starts the last page at the first message', async () => {
    const seen = transcriptServer(12);

    expect(indexesOf(await transportOf().history(session, 6, 20))).toEqual([1, 2, 3, 4, 5]);
    expect(seen[0]?.fields.at(-1)).toEqual(['transcriptPosition', '1']);
  });

  it('answers an empty page without a request when nothing can be older', async () => {
    const seen = transcriptServer(12);

    await expect(transportOf().history(session, 1, 20)).resolves.toEqual({
      ok: true,
      value: { messages: [], ended: undefined, nextPosition: 0 },
    });
    expect(indexesOf(await transportOf().history(session, 8, 0))).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('is a protocol failure when the answer holds no message of the page (a replayed poll)', async () => {
    answerAll(server, () =>
      okAnswer({
        nextPosition: 43,
        messages: [wireMessage(41, 'Message'), wireMessage(42, 'Message')],
      }),
    );

    await expect(transportOf().history(session, 41, 20)).resolves.toEqual({
      ok: false,
      error: {
        kind: 'protocol',
        message: 'Invalid refresh answer: no message from 21 to 40 for history',
      },
    });
  });

  it('maps errors as every other call does', async () => {
    answerAll(server, () => HttpResponse.json({ statusCode: 1 }));
    await expect(transportOf().history(session, 30, 20)).resolves.toEqual({
      ok: false,
      error: { kind: 'unavailable', status: 1 },
    });

    answerAll(server, () =>
      HttpResponse.json(
        { statusCode: 2, errors: [{ code: 404, advice: 'Previous session not found' }] },
        { status: 404 },
      ),
    );
    await expect(transportOf().history(session, 30, 20)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'rejected', status: 404, errors: [{ code: 404 }] },
    });
  });

  it('does not call the server when the session keys lack a chatId', async () => {
    const seen = transcriptServer(12);

    await expect(transportOf().history({ secureKey: 'sk1' }, 8, 5)).resolves.toEqual({
      ok: false,
      error: { kind: 'protocol', message: 'Cannot refresh: the session keys lack a chatId' },
    });
    expect(seen).toEqual([]);
  });

  it.each([0, 1.5, '20'])('rejects a maxMessagePageSize of %j', (size) => {
    let thrown: unknown;
    try {
      createGmsTransport({ dataURL, maxMessagePageSize: size } as unknown as GmsTransportOptions);
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(GmsConfigError);
    expect((thrown as GmsConfigError).issues.map((issue) => issue.field)).toEqual([
      'maxMessagePageSize',
    ]);
  });
});
