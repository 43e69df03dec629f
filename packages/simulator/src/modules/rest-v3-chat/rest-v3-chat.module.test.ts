import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../engine/clock';
import type { SimulatorInstance } from '../../server';
import { useSimulators } from '../../test-support';
import { control } from '../gms-chat/gms-chat.test-support';
import type { V3Message } from './rest-v3-chat.messages';

const start = useSimulators();
const t0 = Date.UTC(2030, 0, 1, 9);
const operationId = () => crypto.randomUUID();

/** The widget's start form (protocols 3). */
const startFields: [string, string][] = [
  ['data[firstName]', 'Ada'],
  ['data[lastName]', 'Lovelace'],
  ['data[nickname]', ''],
  ['data[emailAddress]', 'ada@example.com'],
  ['data[subject]', 'Billing'],
  ['data[endpoint]', 'sales'],
  ['data[userData][_genesys_source]', 'web'],
  ['data[userData][_genesys_url]', 'https://shop.example/help?a=1&b=2'],
];

const form = (fields: [string, string][]) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
  body: new URLSearchParams([...fields, ['operationId', operationId()]]).toString(),
});

const base = (simulator: SimulatorInstance) => `${simulator.url}/nexus/v3/chat/sessions`;

/** A response: status and parsed JSON body. */
interface Reply {
  status: number;
  body: unknown;
}

type Poll = { messages: V3Message[]; chatEnded: boolean };

interface Session {
  token: string;
  sessionId: string;
  participantId: string;
  url(path: string): string;
  call(method: string, path: string, init?: RequestInit): Promise<Reply>;
  poll(query?: string): Promise<Poll>;
  send(type: string, text?: string): Promise<Reply>;
}

async function startChat(simulator: SimulatorInstance, fields = startFields): Promise<Session> {
  const response = await fetch(base(simulator), { method: 'POST', ...form(fields) });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { clientToken: string } };
  const payload = JSON.parse(atob(data.clientToken.split('.')[1] ?? '')) as {
    sessionId: string;
    participantId: string;
  };
  const url = (path: string) => `${base(simulator)}/${payload.sessionId}${path}`;
  const call: Session['call'] = async (method, path, init = {}) => {
    const reply = await fetch(url(path), {
      method,
      ...init,
      headers: { 'x-nexus-client-key': data.clientToken, ...init.headers },
    });
    return { status: reply.status, body: await reply.json() };
  };
  return {
    token: data.clientToken,
    ...payload,
    url,
    call,
    async poll(query = '') {
      const reply = await call('GET', `/messages?operationId=${operationId()}${query}`);
      expect(reply.status).toBe(200);
      return (reply.body as { data: Poll }).data;
    },
    send: (type, text) =>
      call(
        'POST',
        '/messages',
        form([['data[type]', type], ...(text ? [['data[text]', text] as [string, string]] : [])]),
      ),
  };
}

const types = (messages: V3Message[]) => messages.map((message) => message.type);

describe('start', () => {
  it('answers a JWT whose payload decodes with atob to the session and the visitor', async () => {
    const simulator = await start({ clock: createManualClock(t0) });
    const response = await fetch(base(simulator), { method: 'POST', ...form(startFields) });
    const body = (await response.json()) as { data: { clientToken: string } };
    expect(Object.keys(body)).toEqual(['data']);
    const segments = body.data.clientToken.split('.');
    expect(segments).toHaveLength(3);
    for (const segment of segments) expect(segment).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(atob(segments[0] ?? ''))).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = JSON.parse(atob(segments[1] ?? ''));
    expect(payload).toEqual({
      sessionId: expect.any(String),
      participantId: '1',
      iat: t0 / 1000,
    });
    expect(simulator.chat.require(payload.sessionId)).toMatchObject({
      transport: 'rest-v3',
      visitor: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        nickname: '',
        emailAddress: 'ada@example.com',
        subject: 'Billing',
      },
      userData: { _genesys_source: 'web', _genesys_url: 'https://shop.example/help?a=1&b=2' },
      details: { endpoint: 'sales' },
    });
  });

  it('accepts a JSON start', async () => {
    const simulator = await start();
    const response = await fetch(base(simulator), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { nickname: 'ada', userData: { Country: 'UK' } },
        operationId: operationId(),
      }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { clientToken: string } };
    const { sessionId } = JSON.parse(atob(data.clientToken.split('.')[1] ?? ''));
    expect(simulator.chat.require(sessionId)).toMatchObject({
      visitor: { nickname: 'ada' },
      userData: { Country: 'UK' },
    });
  });

  it('refuses a start without nickname and first name, or without operationId', async () => {
    const simulator = await start();
    const unnamed = await fetch(base(simulator), {
      method: 'POST',
      ...form([['data[lastName]', 'Lovelace']]),
    });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toEqual({
      status: { code: 'INVALID_NICKNAME', message: expect.any(String) },
    });
    const anonymous = await fetch(base(simulator), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'data[firstName]=Ada',
    });
    expect(anonymous.status).toBe(400);
    expect(await anonymous.json()).toMatchObject({ status: { code: 'INVALID_OPERATION_ID' } });
    expect(simulator.chat.list()).toEqual([]);
  });

  it('checks x-api-key when the run has an api key', async () => {
    const simulator = await start({ chat: { apiKey: 'secret' } });
    const refused = await fetch(base(simulator), { method: 'POST', ...form(startFields) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: { code: 'INVALID_CONTACT_CENTER' } });
    const init = form(startFields);
    const accepted = await fetch(base(simulator), {
      method: 'POST',
      body: init.body,
      headers: { ...init.headers, 'x-api-key': 'secret' },
    });
    expect(accepted.status).toBe(200);
  });
});

describe('messages', () => {
  it('polls the whole transcript: the visitor joined, as a Customer', async () => {
    const simulator = await start({ clock: createManualClock(t0) });
    const session = await startChat(simulator);
    expect(await session.poll()).toEqual({
      messages: [
        {
          index: 1,
          type: 'ParticipantJoined',
          text: '',
          utcTime: new Date(t0).toISOString(),
          from: { nickname: 'Ada Lovelace', type: 'Customer', participantId: '1' },
        },
      ],
      chatEnded: false,
    });
  });

  it('sends text and typing, and sees agent messages, typing and pushed pages', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    expect(await session.send('TypingStarted', 'hel')).toEqual({
      status: 200,
      body: { data: { chatEnded: false } },
    });
    expect((await session.send('Text', 'hello')).body).toEqual({ data: { chatEnded: false } });
    await session.send('TypingStarted');
    await session.send('TypingStopped');
    expect(simulator.chat.require(session.sessionId).events.at(-3)).toMatchObject({
      type: 'Message',
      text: 'hello',
    });
    const joined = await control(simulator, `/chats/${session.sessionId}/agent/join`, {
      name: 'Anna',
    });
    expect(joined.status).toBe(200);
    simulator.chat.agentMessage(session.sessionId, { text: 'Hi Ada' });
    simulator.chat.agentMessage(session.sessionId, {
      type: 'PushUrl',
      text: 'https://example.com/',
    });
    const { messages } = await session.poll();
    expect(types(messages)).toEqual([
      'ParticipantJoined',
      'TypingStarted',
      'Text',
      'TypingStarted',
      'TypingStopped',
      'ParticipantJoined',
      'Text',
      'PushUrl',
    ]);
    expect(messages.map((message) => message.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(messages[2]).toMatchObject({ text: 'hello', from: { type: 'Customer' } });
    expect(messages[6]).toMatchObject({
      text: 'Hi Ada',
      from: { nickname: 'Anna', type: 'Agent', participantId: '2' },
    });
    expect(messages[7]).toMatchObject({ url: 'https://example.com/' });
  });

  it('refuses an empty text and an unknown type', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    expect((await session.send('Text')).body).toMatchObject({
      status: { code: 'INVALID_MESSAGE' },
    });
    const unknown = await session.send('Bogus', 'x');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ status: { code: 'INVALID_MESSAGE_TYPE' } });
  });

  it('pages: index returns from n on, count the first count from index, or the last count', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    for (const word of ['one', 'two', 'three', 'four', 'five']) await session.send('Text', word);
    const indexes = (messages: V3Message[]) => messages.map((message) => message.index);
    expect(indexes((await session.poll()).messages)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(indexes((await session.poll('&index=4')).messages)).toEqual([4, 5, 6]);
    expect(indexes((await session.poll('&index=7')).messages)).toEqual([]);
    expect(indexes((await session.poll('&index=3&count=2')).messages)).toEqual([3, 4]);
    expect(indexes((await session.poll('&index=1&count=2')).messages)).toEqual([1, 2]);
    expect(indexes((await session.poll('&index=5&count=10')).messages)).toEqual([5, 6]);
    expect(indexes((await session.poll('&count=2')).messages)).toEqual([5, 6]);
    const bad = await session.call('GET', `/messages?operationId=x&index=-1`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: { code: 'INVALID_PARAMETER' } });
  });
});

describe('images', () => {
  const upload = (session: Session, name: string, content: string, type: string) => {
    const body = new FormData();
    body.append('operationId', operationId());
    body.append('file', new Blob([content], { type }), name);
    return session.call('POST', '/images', { body });
  };

  it('accepts an image: a Text message with image content the client can fetch', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    simulator.chat.agentJoin(session.sessionId, { name: 'Anna' });
    const uploaded = await upload(session, 'cat.png', 'PNGDATA', 'image/png');
    expect(uploaded).toEqual({ status: 200, body: { data: { chatEnded: false } } });
    const last = (await session.poll()).messages.at(-1);
    expect(last).toMatchObject({
      type: 'Text',
      text: 'cat.png',
      from: { type: 'Customer' },
      content: [{ type: 'image', mime: 'image/png', name: 'cat.png' }],
    });
    const url = last?.content?.[0]?.url ?? '';
    expect(url).toMatch(new RegExp(`^/sessions/${session.sessionId}/images/`));
    const image = await fetch(`${simulator.url}/nexus/v3/chat${url}`, {
      headers: { 'x-nexus-client-key': session.token },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await image.text()).toBe('PNGDATA');
    const anonymous = await fetch(`${simulator.url}/nexus/v3/chat${url}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses other types and files over the size limit', async () => {
    const simulator = await start({ chat: { fileLimits: { maxFileSize: 4 } } });
    const session = await startChat(simulator);
    simulator.chat.agentJoin(session.sessionId);
    const text = await upload(session, 'notes.txt', 'hi', 'text/plain');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ status: { code: 'INVALID_FILE_TYPE' } });
    const big = await upload(session, 'big.gif', 'GIF89a', 'image/gif');
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ status: { code: 'LIMIT_FILE_SIZE' } });
    expect(simulator.chat.require(session.sessionId).files).toEqual([]);
  });
});

describe('user data and end', () => {
  it('merges user data', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    const updated = await session.call('PUT', '/userdata', form([['data[Plan]', 'gold']]));
    expect(updated).toEqual({ status: 200, body: { data: { chatEnded: false } } });
    expect(simulator.chat.require(session.sessionId).userData).toMatchObject({
      _genesys_source: 'web',
      Plan: 'gold',
    });
  });

  it('ends the chat when the visitor is deleted', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    const ended = await session.call(
      'DELETE',
      `/participants/${session.participantId}?operationId=${operationId()}`,
    );
    expect(ended).toEqual({ status: 200, body: { data: { chatEnded: true } } });
    const poll = await session.poll();
    expect(poll.chatEnded).toBe(true);
    expect(types(poll.messages).at(-1)).toBe('ParticipantLeft');
    expect(simulator.chat.require(session.sessionId).state).toBe('ended');
    const late = await session.send('Text', 'still there?');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ status: { code: 'CHAT_ENDED' } });
  });

  it('reports an agent ending the chat through the control API', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    await control(simulator, `/chats/${session.sessionId}/agent/join`, {});
    await control(simulator, `/chats/${session.sessionId}/end`);
    const poll = await session.poll();
    expect(poll.chatEnded).toBe(true);
    expect(types(poll.messages).slice(-1)).toEqual(['ParticipantLeft']);
    const listed = await fetch(`${simulator.url}/sim/api/chats`);
    const { chats } = (await listed.json()) as { chats: { id: string; transport: string }[] };
    expect(chats).toEqual([
      expect.objectContaining({ id: session.sessionId, transport: 'rest-v3' }),
    ]);
  });
});

describe('errors', () => {
  it('needs the session token, a known session and an operationId', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    const other = await startChat(simulator);
    const poll = `/messages?operationId=${operationId()}`;
    const missing = await fetch(session.url(poll));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      status: { code: 'AUTHENTICATION_REQUIRED', message: expect.any(String) },
    });
    const forged = await session.call('GET', poll, {
      headers: { 'x-nexus-client-key': `${session.token.slice(0, -4)}AAA=` },
    });
    expect(forged.status).toBe(401);
    const crossed = await session.call('GET', poll, {
      headers: { 'x-nexus-client-key': other.token },
    });
    expect(crossed.status).toBe(401);
    const unknown = await fetch(`${base(simulator)}/NOPE${poll}`, {
      headers: { 'x-nexus-client-key': session.token },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: { code: 'INVALID_SESSION' } });
    const noOperation = await session.call('GET', '/messages');
    expect(noOperation.status).toBe(400);
    expect(noOperation.body).toMatchObject({ status: { code: 'INVALID_OPERATION_ID' } });
    const noOperationPost = await session.call('POST', '/messages', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'data[type]=Text&data[text]=hi',
    });
    expect(noOperationPost.status).toBe(400);
    const wrongParticipant = await session.call(
      'DELETE',
      `/participants/2?operationId=${operationId()}`,
    );
    expect(wrongParticipant.status).toBe(404);
  });

  it('answers INVALID_SESSION after a reset', async () => {
    const simulator = await start();
    const session = await startChat(simulator);
    await control(simulator, '/reset');
    const reply = await session.call('GET', `/messages?operationId=${operationId()}`);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ status: { code: 'INVALID_SESSION' } });
  });
});
