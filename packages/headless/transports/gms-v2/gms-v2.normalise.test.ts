import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageTypes } from '../chat.types';
import type { ChatBatch, TransportResult } from '../transport.types';
import { createGmsTransport, type GmsIssue, type GmsTransportOptions } from '.';
import { answerAll, dataURL, okAnswer, session, wireMessage } from './gms-v2.test-support';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Polls from `position` against an answer with `extra`; returns the batch and the issues reported. */
async function pollAnswer(
  extra: Record<string, unknown>,
  options: Partial<GmsTransportOptions> = {},
  position = 1,
): Promise<{ batch: ChatBatch; issues: GmsIssue[] }> {
  answerAll(server, () => okAnswer(extra));
  const issues: GmsIssue[] = [];
  const transport = createGmsTransport({
    dataURL,
    onIssue: (issue) => issues.push(issue),
    ...options,
  });
  const result = await transport.poll(session, position, '');
  if (!result.ok) throw new Error(`poll failed: ${JSON.stringify(result.error)}`);
  return { batch: result.value, issues };
}

async function messagesOf(...messages: unknown[]) {
  return (await pollAnswer({ messages })).batch.messages;
}

const agentFrom = { nickname: 'Anna', participantId: 2, type: 'Agent' };

describe('message normalisation', () => {
  it('normalises an agent message with every field', async () => {
    const [message] = await messagesOf(
      wireMessage(3, 'Message', {
        text: '<b>Hi</b>',
        html: true,
        bubble: { fill: '#fff' },
        userData: { topic: 'billing', count: 3, nested: { a: 1 } },
      }),
    );

    expect(message).toEqual({
      index: 3,
      type: 'Message',
      text: '<b>Hi</b>',
      timestamp: 1_700_000_000_003,
      html: true,
      bubble: { fill: '#fff' },
      userData: { topic: 'billing' },
      from: { id: '2', type: 'Agent', name: 'Anna' },
      isTyping: false,
      restoring: false,
      eventAttributes: {},
    });
  });

  it.each(messageTypes)('reads a %s event', async (type) => {
    const [message] = await messagesOf(wireMessage(4, type, { text: undefined }));

    expect(message).toMatchObject({
      index: 4,
      type,
      text: '',
      html: false,
      isTyping: type === 'TypingStarted' || type === 'TypingStopped',
      restoring: false,
    });
  });

  it.each([
    [
      { nickname: 'Ada', participantId: 1, type: 'Client' },
      { id: '1', type: 'Client', name: 'Ada' },
    ],
    [
      { participantId: 2, type: 'Agent' },
      { id: '2', type: 'Agent', name: 'Agent' },
    ],
    [
      { nickname: '  ', participantId: '3', type: 'Supervisor' },
      { id: '3', type: 'Supervisor', name: 'Supervisor' },
    ],
    [
      { nickname: 'Chat system', participantId: 4, type: 'External' },
      { id: '4', type: 'System', name: 'Chat system' },
    ],
    [{ type: 'External' }, { id: '', type: 'System', name: 'System' }],
  ])('reads the sender %o', async (from, expected) => {
    const [message] = await messagesOf(wireMessage(5, 'Message', { from }));

    expect(message?.from).toEqual(expected);
  });

  it('marks a party as Bot from GCTI_SYSTEM party-info, as an object or as JSON text', async () => {
    const botAttributes = { GCTI_SYSTEM: { 'party-info': { style: 'BOT' } } };
    const messages = await messagesOf(
      wireMessage(1, 'Message', {
        from: { participantId: 7, type: 'Agent' },
        eventAttributes: botAttributes,
      }),
      wireMessage(2, 'Message', {
        from: { nickname: 'Helper', participantId: 7, type: 'External' },
        eventAttributes: JSON.stringify(botAttributes),
      }),
      wireMessage(3, 'Message', {
        eventAttributes: { GCTI_SYSTEM: { 'party-info': { style: 'AGENT' } } },
      }),
    );

    expect(messages.map((message) => message.from)).toEqual([
      { id: '7', type: 'Bot', name: 'Bot' },
      { id: '7', type: 'Bot', name: 'Helper' },
      { id: '2', type: 'Agent', name: 'Anna' },
    ]);
    expect(messages[1]?.eventAttributes).toEqual(botAttributes);
  });

  it('reads file details of FileUploaded and FileDeleted, and only of those', async () => {
    const userData = { 'file-name': 'cv.pdf', 'file-size': '2048', 'file-id': 'f-1' };
    const messages = await messagesOf(
      wireMessage(1, 'FileUploaded', { userData }),
      wireMessage(2, 'FileDeleted', {
        userData: { ...userData, 'file-size': 4096, 'file-id': 77 },
      }),
      wireMessage(3, 'Message', { userData }),
    );

    expect(messages[0]?.fileDetails).toEqual({ fileName: 'cv.pdf', fileSize: 2048, fileId: 'f-1' });
    expect(messages[0]?.userData).toEqual(userData);
    expect(messages[1]?.fileDetails).toEqual({ fileName: 'cv.pdf', fileSize: 4096, fileId: '77' });
    expect(messages[2]?.fileDetails).toBeUndefined();
  });

  it('keeps a file event without a file id, without details, and reports it', async () => {
    const { batch, issues } = await pollAnswer({
      messages: [wireMessage(9, 'FileUploaded', { userData: { 'file-name': 'a.txt' } })],
    });

    expect(batch.messages[0]?.fileDetails).toBeUndefined();
    expect(issues).toEqual([
      { operation: 'refresh', index: 9, reason: 'file event has no file-id', dropped: false },
    ]);
  });

  it('parses eventAttributes sent as JSON text and reads the client message id', async () => {
    const messages = await messagesOf(
      wireMessage(1, 'Message', {
        from: { nickname: 'Ada', participantId: 1, type: 'Client' },
        eventAttributes: '{"cxkit-client-id":"c-1","general-properties":{"related-event-id":"9"}}',
      }),
      wireMessage(2, 'Message', { eventAttributes: { 'cxkit-client-id': 42 } }),
    );

    expect(messages[0]).toMatchObject({
      clientMessageId: 'c-1',
      eventAttributes: {
        'cxkit-client-id': 'c-1',
        'general-properties': { 'related-event-id': '9' },
      },
    });
    expect(messages[1]).not.toHaveProperty('clientMessageId');
  });

  it('reads the client message id from the configured attribute', async () => {
    const { batch } = await pollAnswer(
      {
        messages: [
          wireMessage(1, 'Message', {
            eventAttributes: { 'my-id': 'm-1', 'cxkit-client-id': 'no' },
          }),
        ],
      },
      { clientIdAttribute: 'my-id' },
    );

    expect(batch.messages[0]?.clientMessageId).toBe('m-1');
  });

  it('reads rich media whose content is an object or JSON text', async () => {
    const content = {
      contentType: 'quick-replies',
      content: [{ id: '1', text: 'Yes' }],
      replaceTextMessage: true,
    };
    const messages = await messagesOf(
      wireMessage(1, 'Structured', {
        eventAttributes: { 'structured-content': { 'genesys-chat': { content } } },
      }),
      wireMessage(2, 'Structured', {
        eventAttributes: {
          'structured-content': { 'genesys-chat': { content: JSON.stringify(content) } },
        },
      }),
      wireMessage(3, 'Message'),
    );

    const expected = { contentType: 'quick-replies', content: [{ id: '1', text: 'Yes' }] };
    expect(messages[0]?.richMedia).toEqual(expected);
    expect(messages[1]?.richMedia).toEqual(expected);
    expect(messages[2]).not.toHaveProperty('richMedia');
  });

  it('keeps the rich-media message id and its text version', async () => {
    const content = {
      contentType: 'generic',
      content: { title: 'Hi' },
      id: 42,
      textback: 'Hi there',
    };
    const [message] = await messagesOf(
      wireMessage(1, 'Structured', {
        eventAttributes: { 'structured-content': { 'genesys-chat': { content } } },
      }),
    );
    expect(message?.richMedia).toEqual({
      contentType: 'generic',
      content: { title: 'Hi' },
      id: '42',
      textback: 'Hi there',
    });
  });

  it('ignores bad attachments of a kept message and reports each', async () => {
    const { batch, issues } = await pollAnswer({
      messages: [
        wireMessage(4, 'Message', {
          eventAttributes: '{not json',
          userData: 'text',
          bubble: [1, 2],
        }),
        wireMessage(5, 'Structured', {
          eventAttributes: {
            'structured-content': { 'genesys-chat': { content: '{"content":1}' } },
          },
        }),
      ],
    });

    expect(batch.messages).toHaveLength(2);
    expect(batch.messages[0]).toMatchObject({ eventAttributes: {}, userData: {}, text: 'text 4' });
    expect(batch.messages[0]).not.toHaveProperty('bubble');
    expect(batch.messages[1]).not.toHaveProperty('richMedia');
    expect(issues).toEqual([
      {
        operation: 'refresh',
        index: 4,
        reason: 'eventAttributes is neither an object nor JSON object text',
        dropped: false,
      },
      { operation: 'refresh', index: 4, reason: 'userData is not an object', dropped: false },
      { operation: 'refresh', index: 4, reason: 'bubble is not an object', dropped: false },
      {
        operation: 'refresh',
        index: 5,
        reason: 'structured content has no contentType',
        dropped: false,
      },
    ]);
  });

  it('accepts null for optional fields', async () => {
    const [message] = await messagesOf(
      wireMessage(1, 'Notice', {
        text: null,
        html: null,
        userData: null,
        eventAttributes: null,
        bubble: null,
      }),
    );

    expect(message).toMatchObject({ text: '', html: false, userData: {}, eventAttributes: {} });
  });
});

describe('dropping malformed messages', () => {
  it('drops each malformed message with a reason and keeps the rest of the batch', async () => {
    const { batch, issues } = await pollAnswer({
      messages: [
        wireMessage(1, 'Message'),
        wireMessage(2, 'Teleport'),
        wireMessage(3, 'Message', { from: { nickname: 'X', type: 'Robot' } }),
        wireMessage(4, 'Message', { text: 42 }),
        { type: 'Message', utcTime: 1, from: agentFrom },
        null,
        'junk',
        wireMessage(5, 'Message', { utcTime: '2024-01-01' }),
        wireMessage(6, 'Message', { from: undefined }),
        wireMessage(7, 'Message', { html: 'yes' }),
        wireMessage(8, 'Message'),
      ],
    });

    expect(batch.messages.map((message) => message.index)).toEqual([1, 8]);
    expect(issues).toEqual([
      {
        operation: 'refresh',
        index: 2,
        reason: 'message dropped: type: Expected a known message type',
        dropped: true,
      },
      {
        operation: 'refresh',
        index: 3,
        reason: 'message dropped: from.type: Expected a known participant type',
        dropped: true,
      },
      {
        operation: 'refresh',
        index: 4,
        reason: 'message dropped: text: Expected a text',
        dropped: true,
      },
      {
        operation: 'refresh',
        reason: 'message dropped: index: Expected a whole number',
        dropped: true,
      },
      { operation: 'refresh', reason: 'message dropped: Expected a message object', dropped: true },
      { operation: 'refresh', reason: 'message dropped: Expected a message object', dropped: true },
      {
        operation: 'refresh',
        index: 5,
        reason: 'message dropped: utcTime: Expected a time in ms',
        dropped: true,
      },
      {
        operation: 'refresh',
        index: 6,
        reason: 'message dropped: from: Expected a sender object',
        dropped: true,
      },
      {
        operation: 'refresh',
        index: 7,
        reason: 'message dropped: html: Expected true or false',
        dropped: true,
      },
    ]);
  });

  it('counts the index of a dropped last message in nextPosition, so it is not asked for again', async () => {
    const { batch } = await pollAnswer({
      messages: [wireMessage(1, 'Message'), wireMessage(2, 'Teleport')],
    });

    expect(batch.nextPosition).toBe(3);
  });

  it('survives an onIssue callback that throws', async () => {
    const { batch } = await pollAnswer(
      { messages: [wireMessage(1, 'Teleport'), wireMessage(2, 'Message')] },
      {
        onIssue: () => {
          throw new Error('observer bug');
        },
      },
    );

    expect(batch.messages.map((message) => message.index)).toEqual([2]);
  });
});

describe('batch', () => {
  it.each([
    [{ chatEnded: true }, true],
    [{ chatEnded: false }, false],
    [{ chatEnded: undefined }, undefined],
    [{ chatEnded: null }, undefined],
  ])('reads %o as ended %s', async (extra, ended) => {
    expect((await pollAnswer(extra)).batch.ended).toBe(ended);
  });

  it('takes nextPosition from the server, else the highest index plus one, else the requested position', async () => {
    const messages = [wireMessage(6, 'Message'), wireMessage(4, 'Message')];

    expect((await pollAnswer({ messages, nextPosition: 10 })).batch.nextPosition).toBe(10);
    expect((await pollAnswer({ messages })).batch.nextPosition).toBe(7);
    expect((await pollAnswer({ messages: [] }, {}, 12)).batch.nextPosition).toBe(12);
  });

  it('keeps messages in the order received', async () => {
    const messages = [wireMessage(6, 'Message'), wireMessage(4, 'Message')];

    expect((await pollAnswer({ messages })).batch.messages.map((message) => message.index)).toEqual(
      [6, 4],
    );
  });

  it('reads idleTimerExpire as a number and ignores one that is not', async () => {
    expect((await pollAnswer({ idleTimerExpire: 30 })).batch.idleTimerExpire).toBe(30);
    expect((await pollAnswer({ idleTimerExpire: '45' })).batch.idleTimerExpire).toBe(45);
    expect((await pollAnswer({})).batch).not.toHaveProperty('idleTimerExpire');
    const { batch, issues } = await pollAnswer({ idleTimerExpire: { soon: true } });
    expect(batch).not.toHaveProperty('idleTimerExpire');
    expect(issues).toEqual([
      { operation: 'refresh', reason: 'idleTimerExpire is not a number', dropped: false },
    ]);
  });

  it('names the operation in issues of other calls', async () => {
    answerAll(server, () => okAnswer({ messages: [wireMessage(3, 'Teleport')] }));
    const onIssue = vi.fn();
    const transport = createGmsTransport({ dataURL, onIssue });

    await transport.send(session, { text: 'x', clientMessageId: 'c' }, 3);
    await transport.start({ nickname: 'A', userData: {} });

    expect(onIssue.mock.calls.map(([issue]) => (issue as GmsIssue).operation)).toEqual([
      'send',
      'start',
    ]);
  });
});

describe('hostile answers', () => {
  const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
  let keysBefore: string[];

  beforeAll(() => {
    keysBefore = prototypeKeys();
  });

  afterEach(() => {
    expect(prototypeKeys()).toEqual(keysBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  async function pollText(body: string): Promise<TransportResult<ChatBatch>> {
    answerAll(
      server,
      () => new HttpResponse(body, { headers: { 'content-type': 'application/json' } }),
    );
    return createGmsTransport({ dataURL }).poll(session, 1, '');
  }

  it('does not let __proto__ or constructor keys reach any prototype', async () => {
    const payload = `{
      "statusCode": 0, "__proto__": { "polluted": true, "statusCode": 1 },
      "constructor": { "prototype": { "polluted": true } },
      "messages": [{
        "index": 1, "type": "Message", "utcTime": 1, "text": "hi",
        "__proto__": { "polluted": true },
        "from": { "type": "Agent", "__proto__": { "polluted": true } },
        "userData": { "__proto__": { "polluted": true }, "constructor": "x", "ok": "yes" },
        "bubble": { "__proto__": { "polluted": true }, "fill": "red" },
        "eventAttributes": {
          "__proto__": { "polluted": true },
          "constructor": { "prototype": { "polluted": true } },
          "deep": { "__proto__": { "polluted": true }, "list": [{ "__proto__": { "polluted": true } }] },
          "structured-content": { "genesys-chat": {
            "content": "{\\"contentType\\":\\"generic\\",\\"__proto__\\":{\\"polluted\\":true},\\"content\\":{\\"__proto__\\":{\\"polluted\\":true},\\"title\\":\\"t\\"}}"
          } }
        }
      }]
    }`;

    const result = await pollText(payload);

    expect(result.ok).toBe(true);
    const message = result.ok ? result.value.messages[0] : undefined;
    expect(message?.userData).toEqual({ ok: 'yes' });
    expect(Object.keys(message?.userData ?? {})).toEqual(['ok']);
    expect(Object.keys(message?.bubble ?? {})).toEqual(['fill']);
    expect(Object.keys(message?.eventAttributes ?? {})).toEqual(['deep', 'structured-content']);
    expect(Object.getPrototypeOf(message?.eventAttributes)).toBe(Object.prototype);
    expect(Object.keys(message?.eventAttributes.deep as object)).toEqual(['list']);
    expect(message?.richMedia).toEqual({ contentType: 'generic', content: { title: 't' } });
    expect(Object.keys(message?.richMedia?.content as object)).toEqual(['title']);
  });

  it('does not pollute through a __proto__ error list either', async () => {
    answerAll(
      server,
      () =>
        new HttpResponse(
          '{"__proto__":{"polluted":true},"errors":[{"code":102,"__proto__":{"polluted":true}}]}',
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );

    await expect(createGmsTransport({ dataURL }).poll(session, 1, '')).resolves.toEqual({
      ok: false,
      error: { kind: 'rejected', status: 400, errors: [{ code: 102 }] },
    });
  });

  it('accepts huge strings as data, never as code', async () => {
    const huge = `<script>globalThis.polluted = true</script>${'x'.repeat(5_000_000)}`;
    const { batch } = await pollAnswer({
      messages: [
        wireMessage(1, 'Message', { text: huge, html: true, eventAttributes: { note: huge } }),
      ],
    });

    expect(batch.messages[0]?.text).toHaveLength(huge.length);
    expect((globalThis as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('cuts deeply nested junk instead of overflowing the stack', async () => {
    const depth = 20_000;
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const body = `{"statusCode":0,"userData":{"junk":${nested}},"idleTimerExpire":${nested},"messages":[{"index":1,"type":"Message","utcTime":1,"from":{"type":"Agent"},"eventAttributes":{"junk":${nested}},"bubble":{"junk":${nested}}}]}`;

    const result = await pollText(body);

    expect(result.ok).toBe(true);
    const attributes = result.ok ? result.value.messages[0]?.eventAttributes : undefined;
    let level: unknown = attributes?.junk;
    let levels = 0;
    while (Array.isArray(level)) {
      level = level[0];
      levels += 1;
    }
    expect(levels).toBeLessThan(40);
  });

  it('answers a protocol failure for wrong types anywhere in the envelope, without throwing', async () => {
    for (const body of [
      '{"statusCode":0,"messages":"lots"}',
      '{"statusCode":0,"nextPosition":1.5}',
      '{"statusCode":0,"userData":[1]}',
      '"just a text"',
      '12',
      'true',
    ]) {
      const result = await pollText(body);
      expect(result).toMatchObject({ ok: false, error: { kind: 'protocol' } });
    }
  });
});
