import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import type { ChatMessage } from '../../transports/chat.types';
import { createGmsTransport, type GmsIssue } from '../../transports/gms-v2';
import { dataURL, okAnswer, wireMessage } from '../../transports/gms-v2/gms-v2.test-support';
import { chatErrorKeys } from './chat-session.logic';
import { chatSessionMachine, type ChatSessionMachine } from './chat-session.machine';
import { createCookieSessionStore } from './chat-session.store';
import type { ChatSessionEmitted, ConnectionStatus } from './chat-session.types';

// Everything below goes through the real transport (ky, the zod envelope, the normaliser) over
// msw, so a payload is hostile exactly as far as the wire lets it be.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const running: Actor<ChatSessionMachine>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  server.resetHandlers();
});

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
const unsafeKeys = ['__proto__', 'constructor', 'prototype'];
const pollution = { polluted: 'yes', prototype: { polluted: 'yes' } };
const wait = { timeout: 4000, interval: 5 };

/** One answer of the fake GMS server (a factory: a Response body can be read once). */
type Reply = () => Response;

const json =
  (body: JsonBodyType, status = 200): Reply =>
  () =>
    HttpResponse.json(body, { status });
const raw =
  (text: string, contentType = 'application/json', status = 200): Reply =>
  () =>
    new HttpResponse(text, { status, headers: { 'content-type': contentType } });
const ok =
  (extra: Record<string, unknown> = {}): Reply =>
  () =>
    okAnswer(extra);
const said = (index: number, text: string, extra: Record<string, unknown> = {}) =>
  wireMessage(index, 'Message', { text, ...extra });
const good = (index: number, text: string) => ok({ messages: [said(index, text)] });

const visitor = { nickname: 'Ada', participantId: 1, type: 'Client' };
/** A good start answer; each chat has an id of its own (a repeated one is a replayed answer). */
const goodStartOf = (chatId: string) =>
  ok({ chatId, messages: [wireMessage(1, 'ParticipantJoined', { text: '', from: visitor })] });
const goodStart = goodStartOf('chat1');

/** A copy of `base` with own (JSON.parse-style) `__proto__`, `constructor` and `prototype` keys. */
function hostile(base: Record<string, unknown> = {}): Record<string, unknown> {
  const target = { ...base };
  for (const key of unsafeKeys) {
    Object.defineProperty(target, key, {
      value: pollution,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return target;
}

/** `{ level: { level: ... { leaf: 'bottom' } } }`, `levels` deep. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 'bottom' };
  for (let level = 0; level < levels; level += 1) value = { level: value };
  return value;
}

function depthOf(value: unknown): number {
  let depth = 0;
  let current = value;
  while (typeof current === 'object' && current !== null) {
    current = (current as Record<string, unknown>).level;
    depth += 1;
  }
  return depth;
}

interface Chat {
  actor: Actor<ChatSessionMachine>;
  emitted: ChatSessionEmitted[];
  issues: GmsIssue[];
  /** Errors the actor reported to its observers (an exception escaping an action or actor). */
  crashes: unknown[];
  /** The connection status after each change, from the first snapshot on. */
  connections: ConnectionStatus[];
  /** `transcriptPosition` of each refresh, in order. */
  positions: number[];
  /** Queues answers for the next refreshes and waits until the refresh after the last one has begun (so all were read). */
  feed(...replies: Reply[]): Promise<void>;
}

interface ChatOptions {
  /** The start answer. */
  start?: Reply;
  /** What a refresh gets when nothing is fed. @default an empty good answer */
  idle?: (position: number) => Response;
}

/** Starts a chat session over the GMS transport against a scripted msw server. */
function openChat({ start = goodStart, idle = () => okAnswer() }: ChatOptions = {}): Chat {
  const queue: Reply[] = [];
  const positions: number[] = [];
  let served = 0;
  server.use(
    http.post(`${dataURL}/`, () => start()),
    http.post(`${dataURL}/:chatId/refresh`, async ({ request }) => {
      served += 1;
      const reply = queue.shift();
      const position = Number((await request.formData()).get('transcriptPosition'));
      positions.push(position);
      return reply ? reply() : idle(position);
    }),
    http.post(`${dataURL}/:chatId/*`, () => okAnswer()),
  );
  const issues: GmsIssue[] = [];
  const transport = createGmsTransport({
    dataURL,
    fetch: (input, init) => globalThis.fetch(input, init),
    pollPolicy: { tick: 10, minInterval: 20, maxInterval: 50 },
    onIssue: (issue) => issues.push(issue),
  });
  const actor = createActor(chatSessionMachine, {
    input: { transport, store: createCookieSessionStore(createCookieStore()) },
  });
  running.push(actor);
  const emitted: ChatSessionEmitted[] = [];
  const crashes: unknown[] = [];
  const connections: ConnectionStatus[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.subscribe({
    next: ({ context }) => {
      if (connections.at(-1) !== context.connection) connections.push(context.connection);
    },
    error: (error) => crashes.push(error),
  });
  actor.start();
  actor.send({ type: 'session.start', form: { firstName: 'Ada', lastName: 'Lovelace' } });

  async function feed(...replies: Reply[]) {
    const target = served + replies.length + 1;
    queue.push(...replies);
    await vi.waitFor(() => {
      const snapshot = actor.getSnapshot();
      if (served >= target || !snapshot.matches('active')) return;
      // The integrator's poll command skips the rest of the poll delay, to keep the file fast.
      if (snapshot.matches({ active: { receiving: 'waiting' } })) actor.send({ type: 'poll.now' });
      throw new Error(`waiting for refresh ${target}, ${served} so far`);
    }, wait);
  }

  return { actor, emitted, issues, crashes, connections, positions, feed };
}

async function activeChat(options: ChatOptions = {}): Promise<Chat> {
  const chat = openChat(options);
  await vi.waitFor(() => expect(chat.actor.getSnapshot().matches('active')).toBe(true), wait);
  return chat;
}

const contextOf = (chat: Chat) => chat.actor.getSnapshot().context;
const shown = (chat: Chat): ChatMessage[] =>
  contextOf(chat).messages.filter((message) => message.type === 'Message');
const texts = (chat: Chat) => shown(chat).map((message) => message.text);
const shownAt = (chat: Chat, index: number) =>
  contextOf(chat).messages.find((message) => message.index === index);

/** Nothing escaped, the actor runs in `state`, and no prototype gained a key. */
function expectHealthy(chat: Chat, state: 'active' | 'ended' | 'inactive' = 'active') {
  expect(chat.crashes).toEqual([]);
  expect(chat.actor.getSnapshot().status).toBe('active');
  expect(chat.actor.getSnapshot().matches(state)).toBe(true);
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
}

/** A good answer after the hostile ones is read and shown, and the connection is online. */
async function expectStillReading(chat: Chat) {
  const index = contextOf(chat).position;
  await chat.feed(good(index, `still reading at ${index}`));
  expect(texts(chat)).toContain(`still reading at ${index}`);
  expect(contextOf(chat).connection).toBe('online');
  expectHealthy(chat);
}

const envelope = { statusCode: 0, chatEnded: false, chatId: 'chat1', secureKey: 'sk1' };

describe('refresh answers that are no GMS envelope', () => {
  it.each<[string, Reply]>([
    ['text that is not JSON', raw('{"statusCode":0,"messages":[')],
    [
      'an HTML error page with status 200',
      raw('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html'),
    ],
    ['an HTML error page with status 500', raw('<html>oops</html>', 'text/html', 500)],
    ['an empty body', raw('')],
    ['a body of blanks', raw(' \n\t ')],
    ['JSON null', json(null)],
    ['a JSON array', json([envelope])],
    ['a JSON string', json('statusCode: 0')],
    ['messages as a string', json({ ...envelope, messages: 'index 3: hello' })],
    ['messages as an object', json({ ...envelope, messages: { 0: said(3, 'hi') } })],
    ['statusCode as a string', json({ ...envelope, statusCode: '0', messages: [said(3, 'x')] })],
    ['statusCode missing', json({ chatEnded: false, messages: [said(3, 'x')] })],
    ['an unknown statusCode', json({ ...envelope, statusCode: 7 })],
    ['chatEnded as a string', json({ ...envelope, chatEnded: 'true' })],
    ['nextPosition as a string', json({ ...envelope, nextPosition: '99' })],
    ['an error answer whose errors is no list', json({ statusCode: 2, errors: 'not an array' })],
    ['an error answer with hostile items', json({ statusCode: 2, errors: [hostile(), null, 7] })],
  ])(
    '%s: the session stays active, counts a lost answer, and reads the next good one',
    async (_label, reply) => {
      const chat = await activeChat();

      await chat.feed(reply);

      expectHealthy(chat);
      expect(chat.connections).toContain('disconnected');
      expect(contextOf(chat).position).toBe(2);
      expect(shown(chat)).toEqual([]);
      expect(contextOf(chat).errors).toEqual([]);

      await expectStillReading(chat);
      expect(chat.connections).toEqual(['online', 'disconnected', 'online']);
      expect(chat.emitted.map((event) => event.type)).toEqual(
        expect.arrayContaining(['disconnected', 'reconnected']),
      );
    },
  );

  it('keeps its session keys when a good answer names other ones', async () => {
    const chat = await activeChat();
    const keys = contextOf(chat).session;

    await chat.feed(
      ok({ chatId: '../other', secureKey: 'stolen', alias: '1', messages: [said(3, 'hi')] }),
    );

    expectHealthy(chat);
    expect(texts(chat)).toEqual(['hi']);
    expect(contextOf(chat).session).toEqual(keys);
    expect(contextOf(chat).session).toMatchObject({ chatId: 'chat1', secureKey: 'sk1' });
    await expectStillReading(chat);
  });

  it('survives a run of every kind of broken answer in a row', async () => {
    const chat = await activeChat();

    await chat.feed(
      raw('not json'),
      raw('<html></html>', 'text/html'),
      raw(''),
      json({ ...envelope, messages: 'x' }),
      json({ statusCode: '0' }),
      json({ statusCode: 2, errors: 'not an array' }),
      json(null),
    );

    expectHealthy(chat);
    expect(new Set(chat.positions)).toEqual(new Set([2]));
    await expectStillReading(chat);
    expect(chat.connections).toEqual(['online', 'disconnected', 'online']);
  });
});

describe('messages of the wrong shape inside a good answer', () => {
  it('drops each bad message, reports it, and keeps its good neighbours', async () => {
    const chat = await activeChat();
    const { from: _from, ...withoutFrom } = said(4, 'no sender');

    await chat.feed(
      ok({
        messages: [
          { ...said(3, 'index as text'), index: '3' },
          withoutFrom,
          { ...said(5, 'bad time'), utcTime: 'yesterday' },
          { ...said(6, 'bad type'), type: 'Exploit' },
          { ...said(7, 'text as object'), text: { toString: 'pwned' } },
          { ...said(8, 'html as text'), html: 'true' },
          { ...said(9, 'from as text'), from: 'Anna' },
          { ...said(10, 'unknown party'), from: { nickname: 'Eve', type: 'Hacker' } },
          { ...said(11, 'fraction'), index: 11.5 },
          'a message that is a string',
          null,
          42,
          [said(12, 'in an array')],
          said(13, 'survivor'),
        ],
      }),
    );

    expectHealthy(chat);
    expect(texts(chat)).toEqual(['survivor']);
    const dropped = chat.issues.filter((issue) => issue.dropped);
    expect(dropped).toHaveLength(13);
    expect(dropped.every((issue) => issue.operation === 'refresh')).toBe(true);
    expect(dropped.find((issue) => issue.index === 4)?.reason).toMatch(/^message dropped: from/);
    // Dropped events with a readable index count, so they are not asked for again.
    expect(contextOf(chat).position).toBe(14);
    await expectStillReading(chat);
  });

  it('ignores attachments of the wrong type but keeps the message', async () => {
    const chat = await activeChat();

    await chat.feed(
      ok({
        messages: [
          said(3, 'odd attachments', {
            userData: 'not an object',
            eventAttributes: 42,
            bubble: ['not', 'an', 'object'],
          }),
          said(4, 'attributes as broken JSON text', { eventAttributes: '{"a":' }),
          wireMessage(5, 'FileUploaded', { userData: { 'file-name': 'x.pdf' } }),
        ],
        idleTimerExpire: { seconds: 30 },
      }),
    );

    expectHealthy(chat);
    expect(texts(chat)).toEqual(['odd attachments', 'attributes as broken JSON text']);
    expect(shownAt(chat, 3)).toMatchObject({ userData: {}, eventAttributes: {} });
    expect(shownAt(chat, 3)?.bubble).toBeUndefined();
    expect(shownAt(chat, 5)?.fileDetails).toBeUndefined();
    expect(chat.issues.map((issue) => issue.reason)).toEqual(
      expect.arrayContaining([
        'userData is not an object',
        'eventAttributes is neither an object nor JSON object text',
        'bubble is not an object',
        'file event has no file-id',
        'idleTimerExpire is not a number',
      ]),
    );
    await expectStillReading(chat);
  });
});

describe('prototype-reaching keys', () => {
  it('keeps __proto__, constructor and prototype keys out of user data, attributes and senders', async () => {
    const chat = await activeChat();
    const mallory = hostile({ nickname: 'Mallory', participantId: '__proto__', type: 'Agent' });
    const richText = JSON.stringify({
      'structured-content': {
        'genesys-chat': {
          content: JSON.stringify(
            hostile({ contentType: 'quick-replies', content: [hostile({ text: 'Yes' })] }),
          ),
        },
      },
      ...hostile(),
    });
    const body = JSON.stringify({
      ...hostile(envelope),
      messages: [
        hostile(wireMessage(2, 'ParticipantJoined', { text: '', from: mallory })),
        hostile(
          said(3, 'hello', {
            from: mallory,
            userData: hostile({ plain: 'kept' }),
            eventAttributes: hostile({ nested: hostile({ keep: 'yes' }) }),
            bubble: hostile({ color: 'red' }),
          }),
        ),
        said(4, 'rich', { from: mallory, eventAttributes: richText }),
      ],
    });
    // The test would prove nothing if the keys did not reach the wire.
    expect(body.match(/"__proto__"/g)?.length).toBeGreaterThan(10);

    await chat.feed(raw(body));

    expectHealthy(chat);
    const hello = shownAt(chat, 3)!;
    expect(hello.text).toBe('hello');
    expect(hello.from).toEqual({ id: '__proto__', type: 'Agent', name: 'Mallory' });
    expect(Object.keys(hello.userData)).toEqual(['plain']);
    expect(Object.getPrototypeOf(hello.userData)).toBe(Object.prototype);
    expect(Object.keys(hello.eventAttributes)).toEqual(['nested']);
    expect(Object.keys(hello.eventAttributes.nested as object)).toEqual(['keep']);
    expect(Object.keys(hello.bubble!)).toEqual(['color']);
    const rich = shownAt(chat, 4)!;
    expect(Object.keys(rich.eventAttributes)).toEqual(['structured-content']);
    expect(rich.richMedia?.contentType).toBe('quick-replies');
    const [reply] = rich.richMedia?.content as Record<string, unknown>[];
    expect(Object.keys(reply!)).toEqual(['text']);
    for (const message of contextOf(chat).messages) {
      for (const map of [message, message.from, message.userData, message.eventAttributes]) {
        for (const key of unsafeKeys) expect(Object.hasOwn(map, key)).toBe(false);
      }
    }

    const participant = contextOf(chat).participants.get('__proto__');
    expect(participant).toMatchObject({ id: '__proto__', name: 'Mallory', connected: true });
    expect(contextOf(chat).metadata.numAgents).toBe(1);

    await chat.feed(
      ok({ messages: [wireMessage(5, 'ParticipantLeft', { text: '', from: mallory })] }),
    );
    expect(contextOf(chat).participants.get('__proto__')?.connected).toBe(false);
    expect(chat.emitted).toContainEqual(
      expect.objectContaining({
        type: 'participantDisconnected',
        participant: expect.objectContaining({ id: '__proto__' }),
      }),
    );
    await expectStillReading(chat);
  });

  it.each(['constructor', 'prototype', 'hasOwnProperty', 'toString'])(
    'treats a participant id "%s" as a plain id',
    async (id) => {
      const chat = await activeChat();
      const from = { nickname: id, participantId: id, type: 'Agent' };

      await chat.feed(
        ok({
          messages: [
            wireMessage(2, 'ParticipantJoined', { text: '', from }),
            wireMessage(3, 'TypingStarted', { text: '', from }),
            said(4, 'hi', { from }),
          ],
        }),
      );

      expectHealthy(chat);
      expect([...contextOf(chat).participants.keys()]).toEqual([id]);
      expect(chat.emitted.map((event) => event.type)).toEqual(
        expect.arrayContaining(['participantConnected', 'agentTypingStarted']),
      );
      expect(texts(chat)).toEqual(['hi']);
      await expectStillReading(chat);
    },
  );
});

describe('huge payloads', () => {
  it('reads a 5 MB text message whole (its time: `npm run bench`)', async () => {
    const chat = await activeChat();
    // Near misses of the start-token filter make its regex work at every position.
    const text = 'start:12345678 '.repeat(Math.ceil((5 * 1024 * 1024) / 15));

    await chat.feed(good(3, text));

    expectHealthy(chat);
    expect(shownAt(chat, 3)?.text).toBe(text);
    await expectStillReading(chat);
  });

  it('reads a message with 100,000 user data keys (its time: `npm run bench`)', async () => {
    const chat = await activeChat();
    const userData = Object.fromEntries(
      Array.from({ length: 100_000 }, (_, key) => [`key${key}`, `value ${key}`]),
    );

    await chat.feed(ok({ messages: [said(3, 'wide', { userData })] }));

    expectHealthy(chat);
    expect(Object.keys(shownAt(chat, 3)!.userData)).toHaveLength(100_000);
    expect(shownAt(chat, 3)?.userData.key99999).toBe('value 99999');
    await expectStillReading(chat);
  });
});

describe('deep and malformed attachments', () => {
  it('cuts 1,000-level event attributes, as an object or as JSON text, to a safe depth', async () => {
    const chat = await activeChat();
    const deep = nested(1000);

    await chat.feed(
      ok({
        messages: [
          said(3, 'deep object', { eventAttributes: { level: deep } }),
          said(4, 'deep text', { eventAttributes: JSON.stringify({ level: deep }) }),
          said(5, 'deep user data', { userData: { level: deep, plain: 'kept' } }),
        ],
      }),
    );

    expectHealthy(chat);
    expect(texts(chat)).toEqual(['deep object', 'deep text', 'deep user data']);
    for (const index of [3, 4]) {
      const depth = depthOf(shownAt(chat, index)?.eventAttributes);
      expect(depth).toBeGreaterThan(1);
      expect(depth).toBeLessThanOrEqual(33);
    }
    expect(shownAt(chat, 5)?.userData).toEqual({ plain: 'kept' });
    await expectStillReading(chat);
  });

  it('keeps the text of a rich-media message whose content is JSON text that does not parse', async () => {
    const chat = await activeChat();

    await chat.feed(
      ok({
        messages: [
          said(3, 'pick one', {
            eventAttributes: {
              'structured-content': {
                'genesys-chat': { content: '{"contentType":"quick-replies","content":[' },
              },
            },
          }),
        ],
      }),
    );

    expectHealthy(chat);
    expect(shownAt(chat, 3)).toMatchObject({ text: 'pick one', html: false });
    expect(shownAt(chat, 3)?.richMedia).toBeUndefined();
    expect(chat.issues).toContainEqual(
      expect.objectContaining({ index: 3, reason: 'structured content has no contentType' }),
    );
    await expectStillReading(chat);
  });

  it.each<[string, unknown]>([
    ['a number', 42],
    ['text that is not JSON', 'quick-replies'],
    ['a list', ['genesys-chat']],
    ['genesys-chat as a number', { 'genesys-chat': 7 }],
    ['genesys-chat as a list', { 'genesys-chat': [{ content: {} }] }],
    ['content as a number', { 'genesys-chat': { content: 5 } }],
    ['content as null', { 'genesys-chat': { content: null } }],
    ['a contentType that is a number', { 'genesys-chat': { content: { contentType: 7 } } }],
    [
      'JSON text of a list',
      JSON.stringify([{ 'genesys-chat': { content: { contentType: 'generic' } } }]),
    ],
  ])('ignores a structured-content block that is %s', async (_label, block) => {
    const chat = await activeChat();

    await chat.feed(
      ok({
        messages: [
          said(3, 'plain after all', { eventAttributes: { 'structured-content': block } }),
        ],
      }),
    );

    expectHealthy(chat);
    expect(shownAt(chat, 3)).toMatchObject({ text: 'plain after all', html: false });
    expect(shownAt(chat, 3)?.richMedia).toBeUndefined();
    await expectStillReading(chat);
  });
});

describe('transcript indexes', () => {
  it('shows a replayed index once, across answers', async () => {
    const chat = await activeChat();

    await chat.feed(good(3, 'original'));
    await chat.feed(ok({ messages: [said(3, 'replay'), said(4, 'next')] }));

    expectHealthy(chat);
    expect(texts(chat)).toEqual(['original', 'next']);
    expect(contextOf(chat).position).toBe(5);
  });

  it('shows and counts an index repeated inside one answer once', async () => {
    const chat = await activeChat();

    await chat.feed(ok({ messages: [said(3, 'first'), said(3, 'second'), said(4, 'third')] }));

    expectHealthy(chat);
    expect(contextOf(chat).messages.map((message) => message.index)).toEqual([1, 3, 4]);
    expect(texts(chat)).toEqual(['first', 'third']);
    expect(contextOf(chat).metadata.agentMessages).toBe(2);
  });

  it('drops a non-integer index without moving the position', async () => {
    const chat = await activeChat();

    await chat.feed(
      ok({
        messages: [
          { ...said(3, 'fraction'), index: 2.5 },
          { ...said(3, 'beyond safe integers'), index: 2 ** 60 },
          { ...said(3, 'exponent'), index: 1e21 },
        ],
      }),
    );

    expectHealthy(chat);
    expect(shown(chat)).toEqual([]);
    expect(contextOf(chat).position).toBe(2);
    expect(chat.positions.at(-1)).toBe(2);
    await expectStillReading(chat);
  });

  it('never moves the position back for negative or zero indexes and keeps the transcript ordered', async () => {
    const chat = await activeChat();
    await chat.feed(good(3, 'three'));

    await chat.feed(
      ok({
        messages: [said(-5, 'negative'), said(0, 'zero')],
        nextPosition: -10,
      }),
    );

    expectHealthy(chat);
    expect(contextOf(chat).position).toBe(4);
    expect(chat.positions.at(-1)).toBe(4);
    const indexes = contextOf(chat).messages.map((message) => message.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    await expectStillReading(chat);
  });

  it('asks for the highest index seen plus one after an index far in the future', async () => {
    const chat = await activeChat();
    const far = 1_000_000_000;

    await chat.feed(good(far, 'from the future'));

    expectHealthy(chat);
    expect(contextOf(chat).position).toBe(far + 1);
    expect(chat.positions.at(-1)).toBe(far + 1);
    await expectStillReading(chat);
  });

  it('does not let a nextPosition beyond the highest index sent make later polls skip the transcript', async () => {
    // Like GMS, the server answers from the asked position on; the agent answers after 'hello'.
    let answered = false;
    const chat = await activeChat({
      idle: (position) =>
        okAnswer({
          messages: answered && position <= 4 ? [said(4, 'the agent answers')] : [],
        }),
    });

    await chat.feed(ok({ messages: [said(3, 'hello')], nextPosition: 1_000_000_000 }));
    answered = true;
    await chat.feed();
    await chat.feed();

    expectHealthy(chat);
    // The highest index seen is 3, then 4 once the agent's answer is read.
    expect(Math.max(...chat.positions)).toBeLessThanOrEqual(5);
    expect(texts(chat)).toEqual(['hello', 'the agent answers']);
  });
});

describe('start answers', () => {
  it.each<[string, Reply]>([
    ['statusCode 0 without a chatId', ok({ chatId: undefined, messages: [] })],
    ['statusCode 0 with an empty chatId', ok({ chatId: '' })],
    ['statusCode 0 without a secureKey', ok({ secureKey: null })],
    ['a chatId that is a number', ok({ chatId: 42 })],
    ['an error answer whose errors is no list', json({ statusCode: 2, errors: 'not an array' })],
    ['an HTML page with status 200', raw('<html>portal login</html>', 'text/html')],
    ['an empty body', raw('')],
  ])(
    'fails the start with StartFailed on %s, and a later good start works',
    async (_label, reply) => {
      let start = reply;
      const chat = openChat({ start: () => start() });

      await vi.waitFor(() => expect(contextOf(chat).errors).toHaveLength(1), wait);

      expectHealthy(chat, 'inactive');
      expect(contextOf(chat).errors[0]?.key).toBe(chatErrorKeys.startFailed);
      expect(contextOf(chat).session).toBeUndefined();
      expect(chat.emitted.map((event) => event.type)).not.toContain('started');
      expect(chat.positions).toEqual([]);

      start = goodStart;
      chat.actor.send({ type: 'session.start', form: { firstName: 'Ada', lastName: 'Lovelace' } });
      await vi.waitFor(() => expect(chat.actor.getSnapshot().matches('active')).toBe(true), wait);
      await expectStillReading(chat);
    },
  );
});

describe('answers that end the chat', () => {
  it('ends cleanly when a hostile answer says the chat ended', async () => {
    let start = goodStart;
    const chat = await activeChat({ start: () => start() });

    await chat.feed(
      raw(
        JSON.stringify({
          ...hostile(envelope),
          chatEnded: true,
          messages: [
            'junk',
            { ...said(3, 'no time'), utcTime: null },
            hostile(said(4, 'goodbye', { userData: hostile(), eventAttributes: hostile() })),
          ],
        }),
      ),
    );

    await vi.waitFor(() => expect(chat.actor.getSnapshot().matches('ended')).toBe(true), wait);
    expectHealthy(chat, 'ended');
    expect(texts(chat)).toEqual(['goodbye']);
    expect(chat.emitted.map((event) => event.type)).toContain('ended');
    // No agent ever joined this chat, so its end is reported as "no agents available", and nothing else.
    expect(contextOf(chat).errors.map((error) => error.key)).toEqual([
      'webchat.errors.AgentUnavailable',
    ]);

    start = goodStartOf('chat2');
    chat.actor.send({ type: 'session.start', form: { firstName: 'Ada', lastName: 'Lovelace' } });
    await vi.waitFor(() => expect(chat.actor.getSnapshot().matches('active')).toBe(true), wait);
    await expectStillReading(chat);
  });

  it("ends cleanly on the visitor's own leave inside junk", async () => {
    const chat = await activeChat();

    await chat.feed(
      ok({
        messages: [
          42,
          wireMessage(3, 'ParticipantLeft', { text: '', from: hostile(visitor) }),
          { ...said(4, 'after'), from: null },
        ],
      }),
    );

    await vi.waitFor(() => expect(chat.actor.getSnapshot().matches('ended')).toBe(true), wait);
    expectHealthy(chat, 'ended');
  });
});

describe('texts stay plain data', () => {
  it('keeps markup as the exact text and html false unless the wire said true', async () => {
    const chat = await activeChat();
    const markup = '<img src=x onerror=alert(1)>';

    await chat.feed(
      ok({
        messages: [
          said(3, markup),
          said(4, '<script>alert(1)</script>', { html: false }),
          said(5, '<b>bold</b>', { html: true }),
          said(6, 'javascript:alert(1)', { html: null }),
          said(7, '"><svg onload=alert(1)>', { html: 'yes' }),
          said(8, '&lt;b&gt;', { eventAttributes: { href: 'javascript:alert(1)' } }),
        ],
      }),
    );

    expectHealthy(chat);
    expect(shown(chat).map(({ index, text, html }) => ({ index, text, html }))).toEqual([
      { index: 3, text: markup, html: false },
      { index: 4, text: '<script>alert(1)</script>', html: false },
      { index: 5, text: '<b>bold</b>', html: true },
      { index: 6, text: 'javascript:alert(1)', html: false },
      { index: 8, text: '&lt;b&gt;', html: false },
    ]);
    expect(shownAt(chat, 8)?.eventAttributes).toEqual({ href: 'javascript:alert(1)' });
    const received = chat.emitted.flatMap((event) =>
      event.type === 'messageReceived' ? event.messages : [],
    );
    expect(received.find((message) => message.index === 3)).toMatchObject({
      text: markup,
      html: false,
    });
    await expectStillReading(chat);
  });
});
