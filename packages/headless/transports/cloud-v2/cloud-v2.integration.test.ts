import { startSimulator } from '@cxkit/simulator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { ChatMessage } from '../chat.types';
import type { ChatBatch, PushHandlers, SessionKeys } from '../transport.types';
import { createCloudV2Transport, type CloudV2WebSocketConstructor } from '.';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

let simulator: Simulator;
beforeAll(async () => {
  simulator = await startSimulator({ host: '127.0.0.1', port: 0, chat: { cloudHeartbeatMs: 100 } });
});
afterAll(async () => {
  await simulator.close();
});

const closers: (() => void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  await fetch(`${simulator.url}/sim/api/reset`, { method: 'POST' });
});

const transportOf = () =>
  createCloudV2Transport({
    dataURL: simulator.url,
    deploymentKey: 'deployment-1',
    orgGuid: 'org-1',
    interactionData: { routing: { targetAddress: 'Support' } },
    WebSocket: WebSocket as unknown as CloudV2WebSocketConstructor,
    socketReconnectInterval: 100,
    heartbeatTimeout: 1000,
    timeoutMs: 2000,
  });

function listening(transport: ReturnType<typeof transportOf>, session: SessionKeys) {
  const messages: ChatMessage[] = [];
  const batches: ChatBatch[] = [];
  const events: string[] = [];
  const handlers: PushHandlers = {
    batch: (batch) => {
      batches.push(batch);
      messages.push(...batch.messages);
    },
    lost: (message) => events.push(`lost: ${message}`),
    restored: () => events.push('restored'),
  };
  closers.push(transport.listen(session, 1, handlers));
  return { messages, batches, events };
}

async function started(transport: ReturnType<typeof transportOf>) {
  const result = await transport.start({ firstName: 'Ada', lastName: 'Lovelace', userData: {} });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.session;
}

const soon = { timeout: 5000 };

describe('the cloud v2 transport against the simulator', () => {
  it('pushes the conversation over the event stream with the indexes a transcript read gives', async () => {
    const transport = transportOf();
    const session = await started(transport);
    const chatId = session.conversationId!;
    expect(simulator.chat.require(chatId)).toMatchObject({
      transport: 'cloud-v2',
      visitor: { nickname: 'Ada Lovelace' },
    });
    const stream = listening(transport, session);
    await vi.waitFor(() => expect(stream.messages).toHaveLength(1), soon);

    simulator.chat.agentJoin(chatId, { name: 'Anna' });
    simulator.chat.agentTyping(chatId);
    simulator.chat.agentMessage(chatId, { text: 'Hello Ada' });
    await vi.waitFor(() => expect(stream.messages).toHaveLength(4), soon);
    expect(
      await transport.send(session, { text: 'Hi Anna', clientMessageId: 'c1' }, 5),
    ).toMatchObject({
      ok: true,
    });
    expect(await transport.typing(session, true, 'Hi', 5)).toMatchObject({ ok: true });
    await vi.waitFor(() => expect(stream.messages).toHaveLength(5), soon);
    expect(
      stream.messages.map((message) => [
        message.index,
        message.type,
        message.from.type,
        message.text,
      ]),
    ).toEqual([
      [1, 'ParticipantJoined', 'Client', ''],
      [2, 'ParticipantJoined', 'Agent', ''],
      [3, 'TypingStarted', 'Agent', ''],
      [4, 'Message', 'Agent', 'Hello Ada'],
      [5, 'Message', 'Client', 'Hi Anna'],
    ]);
    expect(stream.messages[1]?.from.name).toBe('Anna');

    const read = await transport.poll(session, 1, '');
    expect(read.ok && read.value.messages.map((message) => [message.index, message.text])).toEqual([
      [1, ''],
      [2, ''],
      [4, 'Hello Ada'],
      [5, 'Hi Anna'],
    ]);
    expect(read).toMatchObject({ ok: true, value: { ended: false } });
    const older = await transport.history(session, 5, 2);
    expect(older.ok && older.value.messages.map((message) => message.index)).toEqual([2, 4]);

    simulator.chat.end(chatId);
    await vi.waitFor(() => expect(stream.batches.at(-1)?.ended).toBe(true), soon);
    expect(stream.messages.slice(-2).map((message) => [message.type, message.from.type])).toEqual([
      ['ParticipantLeft', 'Agent'],
      ['ParticipantLeft', 'Client'],
    ]);
    expect(stream.events).toEqual([]);
    expect(await transport.send(session, { text: 'late', clientMessageId: 'c2' }, 8)).toMatchObject(
      {
        ok: false,
        error: { kind: 'rejected', ended: true },
      },
    );
  });

  it('reports a stream that fails to open, then restores it on the next attempt', async () => {
    const transport = transportOf();
    const fault = await fetch(`${simulator.url}/sim/api/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/streams/', action: 'error', status: 500, count: 1 }),
    });
    expect(fault.status).toBeLessThan(300);
    const session = await started(transport);
    const stream = listening(transport, session);
    await vi.waitFor(
      () => expect(stream.events).toEqual(['lost: websocket failed to open', 'restored']),
      soon,
    );
    expect(stream.messages.map((message) => message.type)).toEqual(['ParticipantJoined']);
  });

  it('falls back to isomorphic-ws in Node when there is no global WebSocket and none is given', async () => {
    expect((globalThis as { WebSocket?: unknown }).WebSocket).toBeUndefined();
    const transport = createCloudV2Transport({
      dataURL: simulator.url,
      deploymentKey: 'deployment-1',
      orgGuid: 'org-1',
      interactionData: { routing: { targetAddress: 'Support' } },
      timeoutMs: 2000,
    });
    const session = await started(transport);
    const stream = listening(transport, session);
    simulator.chat.agentJoin(session.conversationId!, { name: 'Anna' });
    simulator.chat.agentMessage(session.conversationId!, { text: 'Over isomorphic-ws' });
    await vi.waitFor(
      () => expect(stream.messages.map((message) => message.text)).toContain('Over isomorphic-ws'),
      soon,
    );
    expect(stream.events).toEqual([]);
  });

  it('ends the chat from the visitor side', async () => {
    const transport = transportOf();
    const session = await started(transport);
    expect(await transport.disconnect(session)).toMatchObject({ ok: true, value: { ended: true } });
    expect(simulator.chat.require(session.conversationId!).state).toBe('ended');
    expect(await transport.poll(session, 1, '')).toMatchObject({
      ok: true,
      value: { ended: true },
    });
  });
});
