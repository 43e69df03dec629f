import { startSimulator } from '@cxkit/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { ChatBatch } from '../transport.types';
import { createGmsPushTransport } from './gms-push.transport';
import { nodeCometWindow } from './gms-push.test-support';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

let simulator: Simulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await simulator.close();
});

describe('the GMS push transport over WebSocket', () => {
  it('starts, hears pushes and ends over a CometD WebSocket', async () => {
    const upgrades: string[] = [];
    simulator.app.server.prependListener('upgrade', (request: { url?: string }) => {
      upgrades.push(request.url ?? '');
    });
    const chat = createGmsPushTransport({
      cometURL: `${simulator.url}/genesys/cometd`,
      channel: '/service/chatV2/customer-support',
      apiURL: `${simulator.url}/genesys/2/chat-ntf`,
      websocketEnabled: true,
      window: nodeCometWindow(WebSocket),
    });
    const start = await chat.start({ nickname: 'Ada', userData: {} });
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    const { session } = start.value;
    const batches: ChatBatch[] = [];
    const stop = chat.listen!(session, 2, {
      batch: (batch) => batches.push(batch),
      lost: () => undefined,
      restored: () => undefined,
    });
    simulator.chat.agentJoin(session.chatId!, { name: 'Anna' });
    simulator.chat.agentMessage(session.chatId!, { text: 'Over the socket' });
    await vi.waitFor(() =>
      expect(batches.flatMap((batch) => batch.messages).map((message) => message.text)).toContain(
        'Over the socket',
      ),
    );
    expect(upgrades.some((url) => url.startsWith('/genesys/cometd'))).toBe(true);
    stop();
    expect(await chat.disconnect(session)).toMatchObject({ ok: true, value: { ended: true } });
  });
});
