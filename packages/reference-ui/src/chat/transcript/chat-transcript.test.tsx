import { useChat } from '@cxkit/headless/react/chat';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatWrapper } from '../../../../headless/react/chat.test-support';
import { createFakeChatTransport } from '../../../../headless/machines/testing/fake-chat-transport';
import { ChatTranscript, type ChatTranscriptProps } from './chat-transcript';
import { installLogLayout } from './transcript.test-layout';

const anna = { id: '2', type: 'Agent' as const, name: 'Anna' };
let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installLogLayout(400);
});
afterAll(() => restoreLayout());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Chat = ReturnType<typeof useChat>;

/** Renders the connected transcript and hands out the chat api for driving it. */
async function startChat(props: Partial<ChatTranscriptProps> = {}) {
  const transport = createFakeChatTransport(() => Date.now());
  const chat: { current?: Chat } = {};
  function Capture() {
    const api = useChat();
    useEffect(() => {
      chat.current = api;
    });
    return null;
  }
  const Wrapper = chatWrapper(transport);
  render(
    <Wrapper>
      <ChatTranscript initialRect={{ width: 360, height: 400 }} {...props} />
      <Capture />
    </Wrapper>,
  );
  await waitFor(() => expect(chat.current).toBeDefined());
  act(() => chat.current!.start({ nickname: 'Ada' }));
  await waitFor(() => expect(chat.current!.isActive).toBe(true));
  const poll = () => act(() => chat.current!.send({ type: 'poll.now' }));
  return { transport, chat: () => chat.current!, poll };
}

function announcer() {
  return document.querySelector<HTMLElement>('[data-part="announcer"]')!;
}

describe('ChatTranscript', () => {
  it('shows the chat: join line, agent message, typing, each announced once', async () => {
    const { transport, poll } = await startChat();
    expect(screen.getByRole('log', { name: 'Chat transcript' })).toBeTruthy();
    transport.add('ParticipantJoined', anna);
    transport.add('Message', anna, 'Hello Ada');
    transport.add('TypingStarted', anna);
    poll();
    await screen.findByText('Hello Ada');
    expect(screen.getByText('Anna has joined the session')).toBeTruthy();
    await screen.findByText('Anna is typing');
    expect([...announcer().children].map((node) => node.textContent)).toEqual([
      'System said: Anna has joined the session',
      'Anna said: Hello Ada',
    ]);
    poll();
    await waitFor(() => expect(announcer().children).toHaveLength(2));
  });

  it("shows times on the app's clock, or on its own when given one", async () => {
    const times = () => [...document.querySelectorAll('time')].map((time) => time.textContent);
    const twelve = await startChat();
    twelve.transport.add('Message', anna, 'On the app clock');
    twelve.poll();
    await screen.findByText('On the app clock');
    expect(times().length).toBeGreaterThan(0);
    expect(times().every((time) => /^\d{1,2}:\d{2}\s?[AP]M$/.test(time ?? ''))).toBe(true);
    cleanup();
    const own = await startChat({ timeFormat: 24 });
    own.transport.add('Message', anna, 'On its own clock');
    own.poll();
    await screen.findByText('On its own clock');
    expect(times().length).toBeGreaterThan(0);
    expect(times().every((time) => /^\d{2}:\d{2}$/.test(time ?? ''))).toBe(true);
  });

  it('shows a refused message with Retry, which sends it again', async () => {
    const { transport, chat } = await startChat();
    transport.fail('send', { kind: 'rejected', status: 400, errors: [] });
    act(() => chat().sendMessage('Where is my parcel?'));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Where is my parcel?')).toBeTruthy();
    expect(screen.getByText(/^Not sent/)).toBeTruthy();
    fireEvent.click(retry);
    await waitFor(() =>
      expect(transport.calls.filter((call) => call.call === 'send')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
    expect(screen.getByText('Where is my parcel?')).toBeTruthy();
    expect(announcer().textContent).toContain('You said: Where is my parcel?');
  });

  it('keeps a message still unsent when the chat ends, refused, with Discard and no Retry; one sent without an answer is called not confirmed', async () => {
    const { transport, chat } = await startChat();
    const down = { kind: 'network', message: 'down' } as const;
    transport.fail('send', ...Array<typeof down>(20).fill(down));
    transport.fail('customNotice', ...Array<typeof down>(20).fill(down));
    act(() => chat().sendMessage('Are you still there?'));
    await waitFor(() => expect(chat().pending).toHaveLength(1));
    act(() => chat().end());
    await screen.findByText('The chat has ended');
    expect(screen.getByText('Are you still there?')).toBeTruthy();
    // Its send got no answer, and the visitor ended the chat before anything could tell whether it arrived.
    expect(
      screen.getByText(/^Not confirmed\. The chat stopped before the server confirmed/),
    ).toBeTruthy();
    expect(screen.queryByText(/^Not sent/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Are you still there?')).toBeNull());
  });

  it('downloads a file with the session’s form POST', async () => {
    const { transport, poll } = await startChat();
    const submitted: { action: string; method: string; target: string }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push({ action: this.action, method: this.method, target: this.target });
    });
    transport.add('FileUploaded', anna, '', {
      fileDetails: { fileName: 'invoice.pdf', fileSize: 2048, fileId: 'f-9' },
    });
    poll();
    expect(await screen.findByText('Anna has sent:')).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submitted).toEqual([
      {
        action: expect.stringMatching(/\/file\/f-9\/download$/),
        method: 'post',
        target: 'cx-transcript-download',
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });

  it('adds the chat ended line when the chat ends', async () => {
    const { chat } = await startChat();
    act(() => chat().end());
    await screen.findByText('The chat has ended');
  });
});
