import {
  applyBatch,
  chatSessionMachine,
  createCookieSessionStore,
  createGmsTransport,
} from '@cxkit/headless/chat';
import { createCookieStore } from '@cxkit/headless/services';
import { bench, describe } from 'vitest';
import { createActor } from 'xstate';
import { createFakeChatTransport } from '../packages/headless/machines/testing/fake-chat-transport';

const agent = { id: '2', type: 'Agent' as const, name: 'Anna' };

function activeChat() {
  const transport = createFakeChatTransport();
  const actor = createActor(chatSessionMachine, {
    input: {
      transport,
      store: createCookieSessionStore(createCookieStore()),
      createId: () => crypto.randomUUID(),
    },
  }).start();
  actor.send({ type: 'session.start', form: { nickname: 'Ada' } });
  return { actor, transport };
}

/** Polls a quiet chat makes in its first minute, counted on simulated time (a figure, not a timing). */
async function idlePollsPerMinute(): Promise<number> {
  const { vi } = await import('vitest');
  vi.useFakeTimers();
  try {
    const { actor, transport } = activeChat();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.stop();
    return transport.calls.filter((call) => call.call === 'poll').length;
  } finally {
    vi.useRealTimers();
  }
}

describe('chat session', async () => {
  console.info(
    `idle poll requests in the first minute of a quiet chat: ${await idlePollsPerMinute()}`,
  );

  const chat = activeChat();
  await new Promise((resolve) => setTimeout(resolve, 0));
  bench(
    'machine events: a visitor message sent and confirmed (events per second = hz)',
    async () => {
      chat.actor.send({ type: 'message.send', text: 'hello' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  );

  bench('machine events: an event the machine handles without side effects', () => {
    chat.actor.send({ type: 'error.dismiss', id: 0 });
  });

  const receiving = activeChat();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (let index = 0; index < 50; index += 1)
    receiving.transport.add('Message', agent, `message ${index}`);
  bench('poll answer with 50 new messages applied', async () => {
    receiving.actor.send({ type: 'poll.now' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let index = 0; index < 50; index += 1)
      receiving.transport.add('Message', agent, `more ${index}`);
  });
});

/**
 * A GMS chat whose every transcript read answers one message built by `message` for the next
 * index, as JSON text made once per read: the wire, the zod envelope and the normaliser all run.
 */
function gmsChatAnswering(message: (index: number) => Record<string, unknown>) {
  const keys = { chatId: 'bench', secureKey: 'key', alias: '1', userId: 'u1' };
  let index = 2;
  const transport = createGmsTransport({
    dataURL: 'http://gms.test/genesys/2/chat/bench',
    fetch: async () => {
      index += 1;
      const answer = { statusCode: 0, chatEnded: false, ...keys, messages: [message(index)] };
      return new Response(JSON.stringify(answer), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const actor = createActor(chatSessionMachine, {
    input: { transport, store: createCookieSessionStore(createCookieStore()) },
  });
  const context = actor.getSnapshot().context;
  /** Reads the next answer and applies it to a chat that has shown nothing yet. */
  return async () => {
    const read = await transport.poll(keys, index + 1, '');
    if (!read.ok) throw new Error(`the read failed: ${read.error.kind}`);
    const { changes } = applyBatch(context, { batch: read.value, restoring: false });
    if (changes.messages?.length !== 1) throw new Error('the message was not shown');
  };
}

const from = { nickname: 'Anna', participantId: 2, type: 'Agent' };

// The chat's boundary tests check that these payloads are read whole and harmlessly; here is how long
// that takes (the 2 s they once asserted was a timing, which a loaded machine does not keep).
describe('huge payloads, from the answer to the message shown', () => {
  // Near misses of the start-token filter make its regex work at every position.
  const fiveMegabytes = 'start:12345678 '.repeat(Math.ceil((5 * 1024 * 1024) / 15));
  bench(
    'a 5 MB text message',
    gmsChatAnswering((index) => ({
      index,
      type: 'Message',
      utcTime: index,
      text: fiveMegabytes,
      from,
    })),
    { iterations: 5, time: 0 },
  );

  const userData = Object.fromEntries(
    Array.from({ length: 100_000 }, (_, key) => [`key${key}`, `value ${key}`]),
  );
  bench(
    'a message with 100,000 user data keys',
    gmsChatAnswering((index) => ({
      index,
      type: 'Message',
      utcTime: index,
      text: 'wide',
      from,
      userData,
    })),
    { iterations: 5, time: 0 },
  );
});
