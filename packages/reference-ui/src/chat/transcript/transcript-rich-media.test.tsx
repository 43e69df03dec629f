import { useChat } from '@cxkit/headless/react/chat';
import { RichMediaProvider } from '@cxkit/headless/react/rich-media';
import { buildTranscriptItems, createTranscriptItemsBuilder } from '@cxkit/headless/transcript';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeChatTransport } from '../../../../headless/machines/testing/fake-chat-transport';
import { chatWrapper } from '../../../../headless/react/chat.test-support';
import {
  bot,
  richMediaFixtures,
  richMediaMessage,
  visitor,
} from '../../rich-media/rich-media.fixtures';
import { ChatTranscript } from './chat-transcript';
import { outboxEntry } from '../../../../headless/machines/transcript/transcript.fixtures';
import { installLogLayout } from './transcript.test-layout';
import { TranscriptView, type TranscriptViewProps } from './transcript-view';

const start = new Date(2024, 2, 4, 9, 0).getTime();
const now = () => new Date(2024, 2, 4, 18, 0).getTime();
let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installLogLayout(400);
});
afterAll(() => restoreLayout());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const question = richMediaMessage(1, bot, '', start, richMediaFixtures.quickReplies);
const answer = richMediaMessage(2, visitor, 'Orders', start + 60_000);
const later = richMediaMessage(3, bot, 'Let me look.', start + 120_000);

function bubble(items: ReturnType<typeof buildTranscriptItems>, index: number) {
  return items.find((item) => item.key === `message-${index}`);
}

describe('transcript rows of rich media', () => {
  it('shows rich media without text, with quick replies on until the visitor writes', () => {
    expect(bubble(buildTranscriptItems([question]), 1)).toMatchObject({
      kind: 'bubble',
      repliesEnabled: true,
    });
    expect(bubble(buildTranscriptItems([question, later]), 1)).toMatchObject({
      repliesEnabled: true,
    });
    expect(bubble(buildTranscriptItems([question, answer]), 1)).toMatchObject({
      repliesEnabled: false,
    });
    const pending = [outboxEntry('c1', 'Orders', start + 60_000)];
    expect(bubble(buildTranscriptItems([question], pending), 1)).toMatchObject({
      repliesEnabled: false,
    });
    expect(bubble(buildTranscriptItems([question], [], true), 1)).toMatchObject({
      repliesEnabled: false,
    });
    expect(bubble(buildTranscriptItems([later]), 3)).not.toHaveProperty('repliesEnabled');
  });

  it('changes only the answered row when the transcript grows', () => {
    const builder = createTranscriptItemsBuilder();
    const first = builder.build([question], [], false);
    const grown = builder.build([question, later], [], false);
    expect(bubble(grown, 1)).toBe(bubble(first, 1));
    const answered = builder.build([question, later, { ...answer, index: 4 }], [], false);
    expect(bubble(answered, 1)).toMatchObject({ repliesEnabled: false });
    expect(bubble(answered, 3)).toBe(bubble(grown, 3));
    expect(bubble(first, 1)).toMatchObject({ repliesEnabled: true });
  });
});

// Module-level: a new callback on every render would give the provider a new runtime each time.
const quiet = () => undefined;

function Provided({ children }: { children: ReactNode }) {
  return <RichMediaProvider log={quiet}>{children}</RichMediaProvider>;
}

function view(props: Partial<TranscriptViewProps>) {
  return (
    <TranscriptView messages={[]} now={now} initialRect={{ width: 360, height: 400 }} {...props} />
  );
}

const chips = () => within(screen.getByRole('group')).getAllByRole('button');

describe('TranscriptView with rich media', () => {
  it('sends a chosen quick reply once, and disables the row', async () => {
    const onQuickReply = vi.fn();
    const { rerender } = render(view({ messages: [question], onQuickReply }), {
      wrapper: Provided,
    });
    await act(async () => undefined);
    const group = screen.getByRole('group', { name: 'Which topic can I help you with?' });
    fireEvent.click(within(group).getByRole('button', { name: 'Orders' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Returns' }));
    expect(onQuickReply).toHaveBeenCalledTimes(1);
    expect(onQuickReply).toHaveBeenCalledWith({ text: 'Orders' });
    rerender(view({ messages: [question, answer], onQuickReply }));
    expect(screen.getByRole('button', { name: 'Orders' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const chip of chips()) expect(chip.getAttribute('aria-disabled')).toBe('true');
  });

  it('disables quick replies answered by a typed message, or without a way to send them', async () => {
    const onQuickReply = vi.fn();
    const { rerender } = render(view({ messages: [question], onQuickReply }), {
      wrapper: Provided,
    });
    await act(async () => undefined);
    rerender(view({ messages: [question, answer], onQuickReply }));
    for (const chip of chips()) {
      expect(chip.getAttribute('aria-disabled')).toBe('true');
      expect(chip.getAttribute('aria-pressed')).toBe('false');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Returns' }));
    expect(onQuickReply).not.toHaveBeenCalled();
    cleanup();
    render(view({ messages: [{ ...question, index: 9 }] }), { wrapper: Provided });
    for (const chip of chips()) expect(chip.getAttribute('aria-disabled')).toBe('true');
  });

  it('announces rich media without text by its text version', async () => {
    const { rerender } = render(view({ messages: [later] }), { wrapper: Provided });
    rerender(view({ messages: [later, { ...question, index: 4 }] }));
    const announcer = document.querySelector('[data-part="announcer"]')!;
    await waitFor(() =>
      expect(announcer.textContent).toBe('Bot said: Which topic can I help you with?'),
    );
  });

  it('shows content that cannot be shown as a text bubble', () => {
    const broken = richMediaMessage(5, bot, 'See https://example.com/offers', start, {
      contentType: 'carousel',
      content: {},
    });
    render(view({ messages: [broken] }), { wrapper: Provided });
    expect(screen.getByRole('link', { name: 'https://example.com/offers' })).toBeTruthy();
  });
});

describe('ChatTranscript with rich media', () => {
  it('sends a chosen quick reply as the visitor’s message', async () => {
    const transport = createFakeChatTransport(() => Date.now());
    const chat: { current?: ReturnType<typeof useChat> } = {};
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
        <Provided>
          <ChatTranscript initialRect={{ width: 360, height: 400 }} />
        </Provided>
        <Capture />
      </Wrapper>,
    );
    await waitFor(() => expect(chat.current).toBeDefined());
    act(() => chat.current!.start({ nickname: 'Ada' }));
    await waitFor(() => expect(chat.current!.isActive).toBe(true));
    transport.add('Structured', bot, 'Which topic can I help you with?', {
      richMedia: richMediaFixtures.quickReplies,
    });
    act(() => chat.current!.send({ type: 'poll.now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Returns' }));
    await waitFor(() =>
      expect(transport.calls.filter((call) => call.call === 'send')).toEqual([
        expect.objectContaining({ text: 'Returns' }),
      ]),
    );
    await waitFor(() => {
      for (const chip of chips()) expect(chip.getAttribute('aria-disabled')).toBe('true');
    });
  });
});
