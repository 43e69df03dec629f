import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CometD, Message } from 'cometd';
import { startSimulator, type SimulatorInstance } from '../../server';
import { call, connectedClient, disconnect, stubCometWindow } from './gms-cometd.test-support';

let simulator: SimulatorInstance;
const clients: CometD[] = [];

beforeAll(async () => {
  stubCometWindow();
  simulator = await startSimulator({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map(disconnect));
  await fetch(`${simulator.url}/sim/api/faults`, { method: 'DELETE' });
});
afterAll(async () => {
  // The stubbed window stays for the file: aborted long polls still reach CometD's timers on it.
  await simulator.close();
});

const cometURL = () => `${simulator.url}/genesys/cometd`;

async function client(onPush?: (message: Message) => void) {
  const cometd = await connectedClient(cometURL(), onPush);
  clients.push(cometd);
  return cometd;
}

/** A client with a chat it started as Ada, and that chat's session keys. */
async function startedChat() {
  const cometd = await client();
  const { data } = await call(cometd, { operation: 'requestChat', nickname: 'Ada' });
  const keys = {
    chatId: data.chatId,
    secureKey: data.secureKey,
    alias: data.alias,
    userId: data.userId,
  };
  return { cometd, keys };
}

describe('the GMS CometD module', () => {
  it('starts a chat with requestChat and answers with the REST envelope', async () => {
    const cometd = await client();
    const reply = await call(cometd, {
      operation: 'requestChat',
      nickname: 'Ada',
      subject: 'Billing',
      userData: { GCTI_LanguageCode: 'en' },
    });
    expect(reply.successful).not.toBe(false);
    expect(reply.data).toMatchObject({
      statusCode: 0,
      chatEnded: false,
      alias: expect.any(String),
      nextPosition: 2,
      messages: [{ index: 1, type: 'ParticipantJoined', from: { type: 'Client' } }],
    });
    const chat = simulator.chat.get(reply.data.chatId as string);
    expect(chat).toMatchObject({
      transport: 'gms-cometd',
      details: { serviceName: 'customer-support' },
    });
  });

  it('pushes agent events to the chat client only', async () => {
    const pushes: Message[] = [];
    const others: Message[] = [];
    const visitor = await client((message) => pushes.push(message));
    await client((message) => others.push(message));
    const { data } = await call(visitor, { operation: 'requestChat', nickname: 'Ada' });
    const chatId = data.chatId as string;
    simulator.chat.agentJoin(chatId, { name: 'Anna' });
    simulator.chat.agentMessage(chatId, { text: 'Hello Ada' });
    await vi.waitFor(() =>
      expect(pushes.flatMap((push) => push.data.messages)).toMatchObject([
        { type: 'ParticipantJoined', from: { nickname: 'Anna', type: 'Agent' } },
        { type: 'Message', text: 'Hello Ada' },
      ]),
    );
    expect(pushes[0]).toMatchObject({ channel: '/service/chatV2/customer-support' });
    expect(others).toEqual([]);
  });

  it('carries every operation and re-syncs with requestNotifications', async () => {
    const { cometd, keys } = await startedChat();
    const sent = await call(cometd, {
      operation: 'sendMessage',
      ...keys,
      message: 'Hi',
      messageType: 'text',
      transcriptPosition: 2,
      eventAttributes: JSON.stringify({ 'cxkit-client-id': 'c1' }),
    });
    expect(sent.data.messages).toMatchObject([
      { index: 2, type: 'Message', text: 'Hi', eventAttributes: { 'cxkit-client-id': 'c1' } },
    ]);
    for (const operation of ['startTyping', 'stopTyping', 'customNotice', 'updateData']) {
      const reply = await call(cometd, { operation, ...keys, message: 'x', userData: { a: '1' } });
      expect(reply.data, operation).toMatchObject({ statusCode: 0 });
    }
    const resync = await call(cometd, {
      operation: 'requestNotifications',
      ...keys,
      transcriptPosition: 1,
    });
    expect(resync.data.messages.map((message: { type: string }) => message.type)).toEqual([
      'ParticipantJoined',
      'Message',
      'TypingStarted',
      'TypingStopped',
      'CustomNotice',
    ]);
    const ended = await call(cometd, { operation: 'disconnect', ...keys });
    expect(ended.data).toMatchObject({ statusCode: 0, chatEnded: true });
  });

  it('refuses a wrong secure key, an unknown operation and answers status 1 under a fault', async () => {
    const cometd = await client();
    const { data } = await call(cometd, { operation: 'requestChat', nickname: 'Ada' });
    const wrong = await call(cometd, {
      operation: 'sendMessage',
      chatId: data.chatId,
      secureKey: 'no',
      message: 'x',
    });
    expect(wrong.data).toMatchObject({ statusCode: 2, errors: [{ code: 404 }] });
    const unknown = await call(cometd, { operation: 'refresh', chatId: data.chatId });
    expect(unknown.data).toMatchObject({ statusCode: 2, errors: [{ code: 400 }] });
    simulator.chat.setUnavailable(data.chatId as string, 1);
    const busy = await call(cometd, {
      operation: 'requestNotifications',
      chatId: data.chatId,
      secureKey: data.secureKey,
    });
    expect(busy.data).toMatchObject({ statusCode: 1 });
    const missing = await call(cometd, { operation: 'requestChat' });
    expect(missing.data).toMatchObject({ statusCode: 2, errors: [{ code: 161 }] });
  });

  it('answers a bad field on a known session in the chat envelope (protocols 10)', async () => {
    const { cometd, keys } = await startedChat();
    const refused = await call(cometd, {
      operation: 'sendMessage',
      ...keys,
      message: 'x',
      eventAttributes: '{oops',
    });
    expect(refused.data).toEqual({
      statusCode: 2,
      ...keys,
      chatEnded: false,
      nextPosition: 2,
      messages: [],
      errors: [{ code: 400, advice: expect.stringContaining('eventAttributes') }],
    });
    expect(simulator.chat.transcript(keys.chatId as string)).toHaveLength(1);
  });

  it('strikes the pushes of a chat with the push faults armed on /push/gms-cometd/{chatId}', async () => {
    const pushes: Message[] = [];
    const visitor = await client((message) => pushes.push(message));
    const { data } = await call(visitor, { operation: 'requestChat', nickname: 'Ada' });
    const chatId = data.chatId as string;
    await arm({ route: `^/push/gms-cometd/${chatId}$`, action: 'duplicate', count: 1 });
    await arm({ route: '^/push/gms-cometd/other$', action: 'close' });
    simulator.chat.agentJoin(chatId, { name: 'Anna' });
    await arm({ route: `^/push/gms-cometd/${chatId}$`, action: 'reorder', count: 1 });
    simulator.chat.agentMessage(chatId, { text: 'one' });
    simulator.chat.agentMessage(chatId, { text: 'two' });
    const pushed = () =>
      pushes.flatMap((push) =>
        (push.data.messages as { type: string; text?: string }[]).map(
          (message) => message.text ?? message.type,
        ),
      );
    await vi.waitFor(() => expect(pushed()).toHaveLength(4));
    expect(pushed()).toEqual(['ParticipantJoined', 'ParticipantJoined', 'two', 'one']);
  });

  it('ends the Bayeux session of the client on a close fault, so that it handshakes again', async () => {
    const pushes: Message[] = [];
    const visitor = await client((message) => pushes.push(message));
    const handshakes: Message[] = [];
    visitor.addListener('/meta/handshake', (message) => handshakes.push(message));
    const refused: Message[] = [];
    visitor.addListener('/meta/connect', (message) => {
      if (message.successful === false) refused.push(message);
    });
    const { data } = await call(visitor, { operation: 'requestChat', nickname: 'Ada' });
    const chatId = data.chatId as string;
    await arm({ route: `^/push/gms-cometd/${chatId}$`, action: 'close', count: 1 });
    simulator.chat.agentJoin(chatId, { name: 'Anna' });
    await vi.waitFor(() => expect(handshakes).toMatchObject([{ successful: true }]), {
      timeout: 3000,
    });
    expect(refused[0]?.error).toMatch(/^402:/);
    expect(pushes).toEqual([]);
  });
});

async function arm(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${simulator.url}/sim/api/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBeLessThan(300);
}
