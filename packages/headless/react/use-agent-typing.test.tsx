import { act, cleanup, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import {
  createFakeChatTransport,
  type FakeChatTransport,
} from '../machines/testing/fake-chat-transport';
import { createCookieStore } from '../services/cookies/cookie-store';
import type { ChatTransport } from '../transports/transport.types';
import { chatWrapper } from './chat.test-support';
import { useAgentTyping } from './use-agent-typing';
import { useChat } from './use-chat';

const anna = { id: '2', type: 'Agent' as const, name: 'Anna' };
const bob = { id: '3', type: 'Agent' as const, name: 'Bob' };

const wrapper = chatWrapper;

function useChatAndTyping() {
  return { chat: useChat(), typing: useAgentTyping() };
}

/** Renders both hooks, starts a chat and lets the agents join. */
async function startChat(transport: FakeChatTransport, ...agents: (typeof anna)[]) {
  const view = renderHook(useChatAndTyping, { wrapper: wrapper(transport) });
  act(() => view.result.current.chat.start({ nickname: 'Ada' }));
  await waitFor(() => expect(view.result.current.chat.isActive).toBe(true));
  for (const agent of agents) transport.add('ParticipantJoined', agent);
  act(() => view.result.current.chat.send({ type: 'poll.now' }));
  await waitFor(() => expect(view.result.current.chat.connectedCount).toBe(agents.length));
  return view;
}

/** Polls at once and waits until the typists are the given names. */
async function pollUntilTyping(view: Awaited<ReturnType<typeof startChat>>, names: string[]) {
  act(() => view.result.current.chat.send({ type: 'poll.now' }));
  await waitFor(() =>
    expect(view.result.current.typing.participants.map(({ name }) => name)).toEqual(names),
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAgentTyping', () => {
  it('shows an agent on TypingStarted and hides them on their message', async () => {
    const transport = createFakeChatTransport();
    const view = await startChat(transport, anna);
    expect(view.result.current.typing).toMatchObject({ isTyping: false, participants: [] });
    transport.add('TypingStarted', anna);
    await pollUntilTyping(view, ['Anna']);
    expect(view.result.current.typing.isTyping).toBe(true);
    expect(view.result.current.typing.participants).toEqual([anna]);
    expect(view.result.current.typing.getIndicatorProps()).toMatchObject({
      'data-state': 'shown',
      hidden: false,
    });
    transport.add('Message', anna, 'Here is your answer');
    await pollUntilTyping(view, []);
    expect(view.result.current.typing.isTyping).toBe(false);
    expect(view.result.current.chat.messages.map((m) => m.text)).toContain('Here is your answer');
  });

  it('hides an agent who leaves while typing', async () => {
    const transport = createFakeChatTransport();
    const view = await startChat(transport, anna);
    transport.add('TypingStarted', anna);
    await pollUntilTyping(view, ['Anna']);
    transport.add('ParticipantLeft', anna);
    await pollUntilTyping(view, []);
    expect(view.result.current.chat.connectedCount).toBe(0);
  });

  it('hides an agent after 3000 ms without news', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const transport = createFakeChatTransport();
    const view = await startChat(transport, anna);
    transport.add('TypingStarted', anna);
    await pollUntilTyping(view, ['Anna']);
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(view.result.current.typing.isTyping).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(view.result.current.typing).toMatchObject({ isTyping: false, participants: [] });
  });

  it('tracks two agents with their own timers and their own stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const transport = createFakeChatTransport();
    const view = await startChat(transport, anna, bob);
    transport.add('TypingStarted', anna);
    await pollUntilTyping(view, ['Anna']);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    transport.add('TypingStarted', bob);
    await pollUntilTyping(view, ['Anna', 'Bob']);
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(view.result.current.typing.participants).toEqual([bob]);
    transport.add('TypingStopped', bob);
    await pollUntilTyping(view, []);
  });

  it('ignores typing starts that a restore reads back', async () => {
    const transport = createFakeChatTransport(() => Date.now());
    const store = createCookieSessionStore(createCookieStore());
    const first = renderHook(useChatAndTyping, { wrapper: wrapper(transport, {}, store) });
    act(() => first.result.current.chat.start({ nickname: 'Ada' }));
    await waitFor(() => expect(first.result.current.chat.isActive).toBe(true));
    first.unmount();
    transport.add('ParticipantJoined', anna);
    transport.add('TypingStarted', anna);
    const second = renderHook(useChatAndTyping, { wrapper: wrapper(transport, {}, store) });
    await waitFor(() => expect(second.result.current.chat.connectedCount).toBe(1));
    expect(second.result.current.chat.messages.every((m) => m.restoring)).toBe(true);
    expect(second.result.current.typing.participants).toEqual([]);
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAgentTyping())).toThrow(
      'useAgentTyping must be used inside <ChatProvider>',
    );
    spy.mockRestore();
  });
});

let chatRenders = 0;
let typingRenders = 0;

function ChatStatus() {
  chatRenders += 1;
  const chat = useChat();
  return (
    <div>
      <button type="button" onClick={() => chat.start({ nickname: 'Ada' })}>
        start
      </button>
      <button type="button" onClick={() => chat.send({ type: 'poll.now' })}>
        poll
      </button>
      <p>{chat.status}</p>
    </div>
  );
}

function TypingIndicator() {
  typingRenders += 1;
  const typing = useAgentTyping();
  return (
    <p aria-label="typing" {...typing.getIndicatorProps()}>
      {typing.participants.map(({ name }) => name).join(', ')}
    </p>
  );
}

describe('useChat and typing', () => {
  it('does not re-render useChat users when only typing changes', async () => {
    const fake = createFakeChatTransport();
    const gate = { polls: Infinity };
    const transport: ChatTransport = {
      ...fake,
      poll: (...args) => (gate.polls-- > 0 ? fake.poll(...args) : new Promise(() => undefined)),
    };
    const view = render(
      <>
        <ChatStatus />
        <TypingIndicator />
      </>,
      { wrapper: wrapper(transport, { agentTypingTimeout: 300 }) },
    );
    fireEvent.click(view.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(view.getByText('active')).toBeTruthy());
    const indicator = view.getByLabelText('typing');
    fake.add('ParticipantJoined', anna);
    fake.add('TypingStarted', anna);
    gate.polls = 1;
    fireEvent.click(view.getByRole('button', { name: 'poll' }));
    await waitFor(() => expect(indicator.textContent).toBe('Anna'));
    const chatBefore = chatRenders;
    const typingBefore = typingRenders;
    await waitFor(() => expect(indicator.hidden).toBe(true));
    expect(indicator.textContent).toBe('');
    expect(typingRenders).toBe(typingBefore + 1);
    expect(chatRenders).toBe(chatBefore);
  });

  it('does not re-render useChat users for typing events the server sends', async () => {
    const transport = createFakeChatTransport();
    const view = render(
      <>
        <ChatStatus />
        <TypingIndicator />
      </>,
      { wrapper: wrapper(transport) },
    );
    fireEvent.click(view.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(view.getByText('active')).toBeTruthy());
    const indicator = view.getByLabelText('typing');
    const typed = async (type: 'TypingStarted' | 'TypingStopped', shown: string) => {
      transport.add(type, anna);
      fireEvent.click(view.getByRole('button', { name: 'poll' }));
      await waitFor(() => expect(indicator.textContent).toBe(shown));
    };
    transport.add('ParticipantJoined', anna);
    await typed('TypingStarted', 'Anna');
    const chatBefore = chatRenders;
    await typed('TypingStopped', '');
    await typed('TypingStarted', 'Anna');
    await typed('TypingStopped', '');
    expect(chatRenders).toBe(chatBefore);
  });
});
