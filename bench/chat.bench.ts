import { chatSessionMachine, createCookieSessionStore } from '@cxkit/headless/chat';
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
