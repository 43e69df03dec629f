import { startSimulator } from '@cxkit/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatBatch, ChatTransport, SessionKeys } from '../transport.types';
import { createGmsPushTransport } from './gms-push.transport';
import { nodeCometWindow } from './gms-push.test-support';
import type { GmsPushTransportOptions } from './gms-push.types';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

let simulator: Simulator;
const window = nodeCometWindow();
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await simulator.close();
});

function transport(overrides: Partial<GmsPushTransportOptions> = {}): ChatTransport {
  return createGmsPushTransport({
    cometURL: `${simulator.url}/genesys/cometd`,
    channel: '/service/chatV2/customer-support',
    apiURL: `${simulator.url}/genesys/2/chat-ntf`,
    websocketEnabled: false,
    backoffIncrement: 50,
    maxNetworkDelay: 2000,
    lingerMs: 200,
    window,
    ...overrides,
  });
}

async function started(chat: ChatTransport): Promise<SessionKeys> {
  const result = await chat.start({ firstName: 'Ada', lastName: 'Lovelace', userData: { a: '1' } });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.session;
}

async function control(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${simulator.url}/sim/api${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
}

const texts = (batches: ChatBatch[]) =>
  batches.flatMap((batch) => batch.messages).map((message) => message.text);

describe('the GMS push transport against the simulator (faye)', () => {
  it('starts over the channel and answers with the session keys and the first batch', async () => {
    const chat = transport();
    const start = await chat.start({ nickname: 'Ada', subject: 'Billing', userData: {} });
    expect(start).toMatchObject({
      ok: true,
      value: {
        session: { chatId: expect.any(String), secureKey: expect.any(String) },
        batch: { ended: false, nextPosition: 2, messages: [{ type: 'ParticipantJoined' }] },
      },
    });
    const chatId = start.ok ? start.value.session.chatId! : '';
    expect(simulator.chat.get(chatId)).toMatchObject({ transport: 'gms-cometd' });
    if (start.ok) await chat.disconnect(start.value.session);
  });

  it('publishes every operation and reads the echo back', async () => {
    const chat = transport();
    const session = await started(chat);
    const sent = await chat.send(session, { text: 'Hi', clientMessageId: 'c-1' }, 2);
    expect(sent).toMatchObject({
      ok: true,
      value: { messages: [{ text: 'Hi', clientMessageId: 'c-1', from: { type: 'Client' } }] },
    });
    expect(await chat.typing(session, true, 'My', 3)).toMatchObject({ ok: true });
    expect(await chat.typing(session, false, '', 3)).toMatchObject({ ok: true });
    expect(
      await chat.customNotice(session, 'wake', { purpose: 'cancel-idle-timer' }),
    ).toMatchObject({ ok: true });
    expect(await chat.updateData(session, { plan: 'gold' })).toMatchObject({ ok: true });
    expect(simulator.chat.get(session.chatId!)?.userData).toMatchObject({ plan: 'gold' });
    const polled = await chat.poll(session, 1, '');
    expect(polled.ok && polled.value.messages.map((message) => message.type)).toEqual([
      'ParticipantJoined',
      'Message',
      'TypingStarted',
      'TypingStopped',
      'CustomNotice',
    ]);
    expect(await chat.disconnect(session)).toMatchObject({ ok: true, value: { ended: true } });
  });

  it('pushes agent events to listen() and stops cleanly', async () => {
    const chat = transport();
    const session = await started(chat);
    const batches: ChatBatch[] = [];
    const stop = chat.listen!(session, 2, {
      batch: (batch) => batches.push(batch),
      lost: () => undefined,
      restored: () => undefined,
    });
    await control('POST', `/chats/${session.chatId}/agent/join`, { name: 'Anna' });
    await control('POST', `/chats/${session.chatId}/agent/messages`, { text: 'Hello Ada' });
    await vi.waitFor(() => expect(texts(batches)).toContain('Hello Ada'));
    await control('POST', `/chats/${session.chatId}/end`);
    await vi.waitFor(() => expect(batches.some((batch) => batch.ended === true)).toBe(true));
    stop();
  });

  it('reports a lost channel, restores it and catches up from the position', async () => {
    const chat = transport();
    const session = await started(chat);
    const batches: ChatBatch[] = [];
    const events: string[] = [];
    const stop = chat.listen!(session, 2, {
      batch: (batch) => batches.push(batch),
      lost: () => events.push('lost'),
      restored: () => events.push('restored'),
    });
    await vi.waitFor(() => expect(batches.length).toBeGreaterThan(0));
    await control('POST', '/faults', { route: 'cometd', action: 'error', status: 503 });
    // A push ends the pending long poll; the next one meets the fault.
    await control('POST', `/chats/${session.chatId}/agent/join`, { name: 'Anna' });
    await vi.waitFor(() => expect(events).toEqual(['lost']));
    await control('POST', `/chats/${session.chatId}/agent/messages`, { text: 'While away' });
    await control('DELETE', '/faults');
    await vi.waitFor(() => expect(events).toEqual(['lost', 'restored']), { timeout: 5000 });
    expect(texts(batches)).toContain('While away');
    const caughtUp = await chat.poll(session, 1, '');
    expect(caughtUp.ok && texts([caughtUp.value])).toContain('While away');
    stop();
    await chat.disconnect(session);
  });

  it('handles files over apiURL', async () => {
    const chat = transport();
    const session = await started(chat);
    simulator.chat.agentJoin(session.chatId!, { name: 'Anna' });
    const limits = await chat.fileLimits(session);
    expect(limits).toMatchObject({ ok: true, value: { fileTypes: expect.any(Array) } });
    const uploaded = await chat.upload(session, new Blob(['%PDF-1.4 hi']), 'a.pdf');
    expect(uploaded).toMatchObject({ ok: true, value: { fileId: expect.any(String) } });
    const fileId = uploaded.ok ? uploaded.value.fileId : '';
    const download = chat.downloadRequest(session, fileId);
    expect(download).toMatchObject({
      url: `${simulator.url}/genesys/2/chat-ntf`,
      fields: { operation: 'fileDownload', fileId, chatId: session.chatId },
    });
    const response = await fetch(download.url, {
      method: 'POST',
      body: new URLSearchParams(download.fields),
    });
    expect(await response.text()).toBe('%PDF-1.4 hi');
    await chat.disconnect(session);
  });

  it('answers a start with status 1 after five failed handshakes', async () => {
    await control('POST', '/faults', { route: 'cometd', action: 'error', status: 503 });
    try {
      const chat = transport({ backoffIncrement: 10, maxBackoff: 20 });
      expect(await chat.start({ nickname: 'Ada', userData: {} })).toEqual({
        ok: false,
        error: { kind: 'unavailable', status: 1 },
      });
    } finally {
      await control('DELETE', '/faults');
    }
  });
});
