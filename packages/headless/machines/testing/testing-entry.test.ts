import {
  createFakeChatTransport,
  createFixedStore,
  createManualClock,
  createMemorySessionStore,
  createMemoryTabRegistry,
  transitionCoverage,
} from '@cxkit/headless/testing';
import { chatSessionMachine, visitorTypingMachine } from '@cxkit/headless/chat';
import { chatWidgetMachine, type SavedWindow } from '@cxkit/headless/chat-widget';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';

/** Lets promise callbacks (the fake transport's answers) run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('@cxkit/headless/testing, used as a tester would', () => {
  it('walks a machine and reports what the walk covered', () => {
    type Event = EventFromLogic<typeof visitorTypingMachine>;
    const coverage = transitionCoverage(visitorTypingMachine, [
      {
        input: {},
        events: [
          { type: 'input.change', text: 'Hi' },
          { type: 'input.change', text: '' },
          { type: 'message.send' },
          { type: 'xstate.after.typingStop.visitorTyping.typing.quiet.recent' } as unknown as Event,
        ],
      },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    // The ticker's timer was not offered: the walk names the edge it could not take.
    expect(coverage.untakenTransitions.join('\n')).toContain('xstate.after.typingTick');
    expect(coverage.totals).toEqual({ states: 7, transitions: 9 });
  });

  it('gives a walk a store that ignores what the walk saves', () => {
    const store = createFixedStore<SavedWindow>({ window: 'minimized', maximized: false });
    const actor = createActor(chatWidgetMachine, { input: { store } }).start();
    actor.send({ type: 'chat.restored' });
    store.save({ window: 'closed', maximized: true });
    store.clear();
    expect(store.load()).toEqual({ window: 'minimized', maximized: false });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('runs a chat on the fake back end, a session store in memory and a manual clock', async () => {
    const clock = createManualClock(1_000);
    const transport = createFakeChatTransport(() => clock.now());
    const store = createMemorySessionStore();
    const presence = createMemoryTabRegistry().presence('tab');
    const chat = createActor(chatSessionMachine, {
      input: { transport, store, presence, now: clock.now },
      clock,
    }).start();
    chat.send({ type: 'session.start', form: { firstName: 'Ada' } });
    await flush();
    expect(store.load()?.session).toMatchObject({ chatId: 'chat-1' });
    chat.send({ type: 'message.send', text: 'hello' });
    await flush();
    transport.add('Message', { id: '2', type: 'Agent', name: 'Anna' }, 'hi Ada');
    clock.advance(3000);
    await flush();
    const texts = chat.getSnapshot().context.messages.map((message) => message.text);
    expect(texts).toEqual(expect.arrayContaining(['hello', 'hi Ada']));
    expect(transport.transcript.filter((message) => message.text === 'hello')).toHaveLength(1);
    chat.stop();
  });
});
