import type { Message } from 'cometd';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startSimulator, type SimulatorInstance } from '../../server';
import { call, connectedClient, disconnect, stubCometWindow } from './gms-cometd.test-support';

let simulator: SimulatorInstance;
beforeAll(async () => {
  stubCometWindow(WebSocket);
  simulator = await startSimulator({ port: 0, host: '127.0.0.1' });
});
// The stubbed window stays for the file: the client's socket reports its close (through CometD's
// timers on `window`) after the last test; test files do not share globals.
afterAll(async () => {
  await simulator.close();
});

describe('the GMS CometD module over WebSocket', () => {
  it('upgrades the Bayeux path beside the other WebSocket routes and pushes over it', async () => {
    const pushes: Message[] = [];
    const cometd = await connectedClient(
      `${simulator.url}/genesys/cometd`,
      (message) => pushes.push(message),
      { websocket: true },
    );
    try {
      expect(cometd.getTransport()?.type).toBe('websocket');
      const { data } = await call(cometd, { operation: 'requestChat', nickname: 'Ada' });
      simulator.chat.agentJoin(data.chatId as string, { name: 'Anna' });
      await vi.waitFor(() =>
        expect(pushes.flatMap((push) => push.data.messages)).toMatchObject([
          { type: 'ParticipantJoined', from: { nickname: 'Anna' } },
        ]),
      );
      // The simulator's own WebSocket routes still work.
      const events = new WebSocket(`${simulator.url.replace('http', 'ws')}/sim/api/events`);
      await new Promise((resolve, reject) => {
        events.once('open', resolve);
        events.once('error', reject);
      });
      events.close();
    } finally {
      await disconnect(cometd);
    }
  });
});
