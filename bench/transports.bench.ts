import {
  chatSessionMachine,
  createCookieSessionStore,
  createGmsTransport,
} from '@cxkit/headless/chat';
import type { ChatSessionEmitted, ChatTransport } from '@cxkit/headless/chat';
import { createGmsPushTransport } from '@cxkit/headless/chat/gms-push';
import { createCloudV2Transport } from '@cxkit/headless/chat/cloud-v2';
import type { CloudV2WebSocketConstructor } from '@cxkit/headless/chat/cloud-v2';
import { createRestV3Transport } from '@cxkit/headless/chat/rest-v3';
import { createCookieStore } from '@cxkit/headless/services';
import { startSimulator } from '@cxkit/simulator';
import { Window } from 'happy-dom';
import { bench, describe } from 'vitest';
import { createActor } from 'xstate';
import WebSocket from 'ws';
import { createFakeChatTransport } from '../packages/headless/machines/testing/fake-chat-transport';

/**
 * Per back end, against the simulator on loopback with each transport's default timings: requests
 * and socket frames in a quiet minute of a running chat, and the delay from an agent's send (the
 * control API call) to the message being in the visitor's transcript. Real time: about two minutes.
 */

const idleMs = Number(process.env.CXKIT_BENCH_IDLE_MS ?? 60_000);
const latencySamples = 15;

/** Counts the frames a WebSocket client sends and receives. */
function countingWebSocket(counter: { frames: number }) {
  return class CountingWebSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', () => (counter.frames += 1));
    }
    override send(data: Parameters<WebSocket['send']>[0], ...rest: unknown[]): void {
      counter.frames += 1;
      (super.send as (...args: unknown[]) => void)(data, ...rest);
    }
  };
}

interface Subject {
  name: string;
  /** The paths of its HTTP requests on the simulator. */
  paths: RegExp;
  /** The simulator's chat id in the session keys. */
  chatIdKey: string;
  make(url: string, counter: { frames: number }): ChatTransport;
}

const subjects: Subject[] = [
  {
    name: 'gms (GMS chat v2, polling)',
    paths: /^\/genesys\/2\/chat\//,
    chatIdKey: 'chatId',
    make: (url) => createGmsTransport({ dataURL: `${url}/genesys/2/chat/customer-support` }),
  },
  {
    name: 'gms-push (GMS chat v2, CometD over WebSocket)',
    paths: /^\/genesys\/(cometd|2\/chat-ntf)/,
    chatIdKey: 'chatId',
    make: (url, counter) => {
      const happy = new Window();
      return createGmsPushTransport({
        cometURL: `${url}/genesys/cometd`,
        channel: '/service/chatV2/customer-support',
        apiURL: `${url}/genesys/2/chat-ntf`,
        window: {
          setTimeout: (run, delay) => setTimeout(run, delay),
          clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
          XMLHttpRequest: happy.XMLHttpRequest,
          WebSocket: countingWebSocket(counter),
        },
      });
    },
  },
  {
    name: 'pureengage-v3-rest (polling)',
    paths: /^\/nexus\//,
    chatIdKey: 'sessionId',
    make: (url) =>
      createRestV3Transport({
        dataURL: `${url}/nexus/v3/chat/sessions`,
        endpoint: 'customer-support',
      }),
  },
  {
    name: 'purecloud-v2-sockets (event-stream WebSocket)',
    paths: /^\/api\/v2\/webchat\//,
    chatIdKey: 'conversationId',
    make: (url, counter) =>
      createCloudV2Transport({
        dataURL: url,
        deploymentKey: 'deployment-1',
        orgGuid: 'org-1',
        interactionData: { routing: { targetAddress: 'customer-support' } },
        WebSocket: countingWebSocket(counter) as unknown as CloudV2WebSocketConstructor,
      }),
  },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(subject: Subject, url: string, requests: Map<Subject, number>) {
  const counter = { frames: 0 };
  const transport = subject.make(url, counter);
  const actor = createActor(chatSessionMachine, {
    input: { transport, store: createCookieSessionStore(createCookieStore()) },
  }).start();
  const arrivals = new Map<string, number>();
  actor.on('*', (event: ChatSessionEmitted) => {
    if (event.type !== 'messageReceived') return;
    for (const message of event.messages) arrivals.set(message.text, performance.now());
  });
  actor.send({ type: 'session.start', form: { nickname: `Bench ${subject.name}` } });
  while (!actor.getSnapshot().matches('active')) await wait(20);
  const chatId = actor.getSnapshot().context.session![subject.chatIdKey]!;
  const control = (path: string, body?: unknown) =>
    fetch(`${url}/sim/api/chats/${chatId}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  await control('/agent/join', { name: 'Anna' });
  await wait(5000);

  const requestsBefore = requests.get(subject) ?? 0;
  const framesBefore = counter.frames;
  await wait(idleMs);
  // Per minute, also when CXKIT_BENCH_IDLE_MS shortens the window for a quick run.
  const perMinute = (count: number) => Math.round((count * 60_000) / idleMs);
  const idleRequests = perMinute((requests.get(subject) ?? 0) - requestsBefore);
  const idleFrames = perMinute(counter.frames - framesBefore);

  const latencies: number[] = [];
  for (let sample = 0; sample < latencySamples; sample += 1) {
    // Spread the sends over the poll cycle: 0.5 to 3 s apart.
    await wait(500 + ((sample * 977) % 2500));
    const text = `latency probe ${sample}`;
    const sent = performance.now();
    await control('/agent/messages', { text });
    while (!arrivals.has(text)) await wait(5);
    latencies.push(arrivals.get(text)! - sent);
  }
  actor.stop();
  return { idleRequests, idleFrames, medianLatency: median(latencies) };
}

describe('chat transports against the simulator', async () => {
  const simulator = await startSimulator({ port: 0, host: '127.0.0.1' });
  // HTTP requests per back end, told apart by their paths (each protocol has its own).
  const requests = new Map<Subject, number>();
  simulator.app.server.prependListener('request', (request: { url?: string }) => {
    const subject = subjects.find(({ paths }) => paths.test(request.url ?? ''));
    if (subject) requests.set(subject, (requests.get(subject) ?? 0) + 1);
  });
  const results = await Promise.all(
    subjects.map(
      async (subject) => [subject.name, await measure(subject, simulator.url, requests)] as const,
    ),
  );
  console.info('per transport, a quiet minute of a running chat, then agent-to-visitor latency:');
  for (const [name, result] of results) {
    console.info(
      `  ${name}: ${result.idleRequests} requests and ${result.idleFrames} socket frames per idle minute; median latency ${result.medianLatency.toFixed(0)} ms`,
    );
  }
  await simulator.close();

  // What the session does with each pushed frame's batch, whatever the transport.
  const fake = createFakeChatTransport();
  const pushed = createActor(chatSessionMachine, {
    input: { transport: fake, store: createCookieSessionStore(createCookieStore()) },
  }).start();
  pushed.send({ type: 'session.start', form: { nickname: 'Ada' } });
  await wait(0);
  bench('a pushed batch of one agent message applied by the session', () => {
    const message = fake.add('Message', { id: '2', type: 'Agent', name: 'Anna' }, 'pushed');
    fake.channel!.batch({ messages: [message], ended: false, nextPosition: message.index + 1 });
  });
});
