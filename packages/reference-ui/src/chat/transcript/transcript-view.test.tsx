import { createTranslator } from '@cxkit/headless/services';
import { webchatLanguagePacks } from '@cxkit/headless/chat-texts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShellContext } from '../../shell/shell-context';
import { transcriptTexts } from './transcript.texts';
import {
  ada,
  anna,
  bob,
  chatMessage,
  conversation,
  fileMessage,
  outboxEntry,
} from '../../../../headless/machines/transcript/transcript.fixtures';
import { installLogLayout } from './transcript.test-layout';
import { TranscriptView, type TranscriptViewProps } from './transcript-view';

const today = new Date(2024, 2, 4, 15, 4).getTime();
const now = () => new Date(2024, 2, 4, 18, 0).getTime();
const friday = new Date(2024, 2, 1, 9, 30).getTime();

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installLogLayout(400);
});
afterAll(() => restoreLayout());
afterEach(cleanup);

function view(props: Partial<TranscriptViewProps> = {}) {
  return (
    <TranscriptView messages={[]} now={now} initialRect={{ width: 360, height: 400 }} {...props} />
  );
}

function log() {
  return screen.getByRole('log', { name: 'Chat transcript' });
}

function announcer(container: HTMLElement) {
  return container.querySelector<HTMLElement>('[data-part="announcer"]')!;
}

describe('TranscriptView', () => {
  it('is a log named Chat transcript, not itself live: one polite region announces', () => {
    const { container } = render(view());
    expect(log().getAttribute('aria-live')).toBe('off');
    expect(log().tabIndex).toBe(0);
    expect(announcer(container).getAttribute('aria-live')).toBe('polite');
    expect(container.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
  });

  it('groups bubbles per sender: the name shows once per group, the spoken prefix on each', () => {
    render(
      view({
        messages: [
          chatMessage(1, anna, 'Hello', today),
          chatMessage(2, anna, 'How can I help?', today + 1000),
          chatMessage(3, ada, 'Where is my order?', today + 2000),
          chatMessage(4, anna, 'Let me check', today + 3000 + 100_001),
        ],
      }),
    );
    expect(screen.getAllByText('Anna')).toHaveLength(2);
    expect(screen.getAllByText('You')).toHaveLength(1);
    expect(screen.getAllByText('Anna said:')).toHaveLength(3);
    expect(screen.getAllByText('You said:')).toHaveLength(1);
    const bubbles = log().querySelectorAll('[data-part="bubble"]');
    expect([...bubbles].map((bubble) => bubble.getAttribute('data-group'))).toEqual([
      'start',
      'continued',
      'start',
      'start',
    ]);
    expect(bubbles[2]?.getAttribute('data-state')).toBe('visitor');
  });

  it('shows date lines: Today, or weekday, month and day', () => {
    render(
      view({
        messages: [chatMessage(1, anna, 'Earlier', friday), chatMessage(2, anna, 'Now', today)],
      }),
    );
    expect(screen.getByText('Friday, March 1')).toBeTruthy();
    expect(screen.getByText('Today')).toBeTruthy();
  });

  it('shows system lines for join, leave and the end of the chat, spoken as System said', () => {
    render(
      view({
        messages: [
          chatMessage(1, anna, '', today, { type: 'ParticipantJoined' }),
          chatMessage(2, anna, '', today + 1, { type: 'ParticipantLeft' }),
        ],
        ended: true,
      }),
    );
    expect(screen.getByText('Anna has joined the session')).toBeTruthy();
    expect(screen.getByText('Anna has left the session')).toBeTruthy();
    expect(screen.getByText('The chat has ended')).toBeTruthy();
    expect(screen.getAllByText('System said:')).toHaveLength(3);
  });

  it('shows a file bubble: sender, has sent:, shortened name, Download, size and time', () => {
    const onDownload = vi.fn();
    const longName = 'quarterly-report-for-the-board-meeting-2024-final.pdf';
    const file = fileMessage(1, anna, longName, 1536, today);
    render(view({ messages: [file], onDownload }));
    expect(screen.getByText('Anna has sent:')).toBeTruthy();
    const shown = screen.getByText('quarterly-report-for-the-bo…inal.pdf');
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    expect(Array.from(shown.textContent!)).toHaveLength(36);
    expect(screen.getByText(longName)).toBeTruthy();
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    expect(screen.getAllByText(/^3:04\sPM$/).length).toBeGreaterThan(0);
    const download = screen.getByRole('button', { name: 'Download' });
    const description = document.getElementById(download.getAttribute('aria-describedby')!);
    expect(description?.textContent).toContain(longName);
    fireEvent.click(download);
    expect(onDownload).toHaveBeenCalledWith({ message: file, file: file.fileDetails });
  });

  it('says You have sent: for the visitor’s own file, and disables Download without a handler', () => {
    render(view({ messages: [fileMessage(1, ada, 'photo.png', 10, today)] }));
    expect(screen.getByText('You have sent:')).toBeTruthy();
    expect(screen.getByText('photo.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows pending messages as sending, and failed ones with the reason, Retry and Discard', () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    render(
      view({
        messages: [chatMessage(1, anna, 'Hello', today)],
        pending: [
          outboxEntry('c1', 'First try', today + 1000),
          outboxEntry('c2', 'Second try', today + 2000, {
            status: 'failed',
            error: { key: 'webchat.errors.MessageFailed' },
          }),
        ],
        onRetry,
        onDiscard,
      }),
    );
    expect(screen.getByText('First try')).toBeTruthy();
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect(
      screen.getByText('Not sent. Your message was not received successfully. Please try again'),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith({ clientMessageId: 'c2' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledWith({ clientMessageId: 'c2' });
  });

  it('calls a failed message that may have arrived not confirmed, not unsent, with its reason, Retry and Discard', () => {
    render(
      view({
        pending: [
          outboxEntry('c1', 'Sent as the line went', today + 1000, {
            status: 'failed',
            error: { key: 'webchat.messages.unconfirmed' },
          }),
        ],
        onRetry: vi.fn(),
        onDiscard: vi.fn(),
      }),
    );
    expect(
      screen.getByText(
        'Not confirmed. The chat stopped before the server confirmed this message, so it may have arrived. Send it again only if needed',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Not sent/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('writes times in 12 or 24 hours', () => {
    const messages = [chatMessage(1, anna, 'Hello', today)];
    const { rerender } = render(view({ messages, timeFormat: 12 }));
    expect(log().querySelector('time')?.textContent).toMatch(/^3:04\sPM$/);
    rerender(view({ messages, timeFormat: 24 }));
    expect(log().querySelector('time')?.textContent).toBe('15:04');
  });

  it('announces each new message once: not those there on mount, nor on re-render, nor restored', () => {
    const first = [chatMessage(1, anna, 'Hello', today), chatMessage(2, ada, 'Hi', today + 1)];
    const { container, rerender } = render(view({ messages: first }));
    const region = announcer(container);
    expect(region.children).toHaveLength(0);

    const second = [...first, chatMessage(3, anna, 'How can I help?', today + 2)];
    rerender(view({ messages: second }));
    expect([...region.children].map((node) => node.textContent)).toEqual([
      'Anna said: How can I help?',
    ]);
    const node = region.firstElementChild;
    rerender(view({ messages: [...second] }));
    rerender(view({ messages: [...second], typing: [anna] }));
    expect(region.children).toHaveLength(1);
    expect(region.firstElementChild).toBe(node);

    const restored = [...second, chatMessage(4, anna, 'Old one', today + 3, { restoring: true })];
    rerender(view({ messages: restored }));
    expect(region.children).toHaveLength(1);

    rerender(
      view({
        messages: [...restored, fileMessage(5, anna, 'a.pdf', 10, today + 4)],
        ended: true,
      }),
    );
    // Older lines may leave the region (silently); none is added twice.
    expect([...region.children].map((child) => child.textContent)).toEqual([
      'Anna has sent: a.pdf',
      'System said: The chat has ended',
    ]);
  });

  it('announces every message of a large batch once, and keeps them while only the outbox changes', () => {
    const first = [chatMessage(1, anna, 'Hello', today)];
    const { container, rerender } = render(view({ messages: first }));
    const batch = Array.from({ length: 7 }, (_, at) =>
      chatMessage(at + 2, anna, `Line ${at + 2}`, today + at + 1),
    );
    const messages = [...first, ...batch];
    rerender(view({ messages }));
    const region = announcer(container);
    expect([...region.children].map((node) => node.textContent)).toEqual(
      batch.map((message) => `Anna said: ${message.text}`),
    );
    const nodes = [...region.children];
    rerender(view({ messages, pending: [outboxEntry('c1', 'Mine', today + 100)] }));
    expect([...region.children]).toEqual(nodes);
  });

  it('announces again from the first message of a new chat', () => {
    const { container, rerender } = render(
      view({ messages: [chatMessage(4, anna, 'Old chat', today)] }),
    );
    rerender(view({ messages: [] }));
    rerender(view({ messages: [chatMessage(1, anna, 'New chat', today)] }));
    expect(announcer(container).textContent).toBe('Anna said: New chat');
  });

  it('shows who is typing', () => {
    const { rerender, container } = render(view({ typing: [anna] }));
    expect(screen.getByText('Anna is typing')).toBeTruthy();
    rerender(view({ typing: [anna, bob] }));
    expect(screen.getByText('Anna and Bob are typing')).toBeTruthy();
    rerender(view({ typing: [] }));
    const indicator = container.querySelector<HTMLElement>('[data-part="typing"]')!;
    expect(indicator.hidden).toBe(true);
    expect(indicator.dataset.state).toBe('hidden');
  });

  it('shows the history spinner at the top and marks the log busy', () => {
    const { rerender } = render(view({ loadingHistory: true }));
    expect(screen.getByText('Loading earlier messages')).toBeTruthy();
    expect(log().getAttribute('aria-busy')).toBe('true');
    rerender(view());
    expect(screen.queryByText('Loading earlier messages')).toBeNull();
    expect(log().hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps the DOM size independent of the transcript length', () => {
    const rows = (count: number) => {
      const { container, unmount } = render(
        view({ messages: conversation(count, today - 200_000_000) }),
      );
      const found = container.querySelectorAll('[data-part="row"]').length;
      const nodes = container.querySelectorAll('*').length;
      unmount();
      return { found, nodes };
    };
    const small = rows(300);
    const large = rows(5000);
    expect(large.found).toBeLessThan(30);
    expect(large.found).toBe(small.found);
    expect(Math.abs(large.nodes - small.nodes)).toBeLessThan(20);
  });

  it('follows new messages at the bottom; scrolled up, New messages jumps down', () => {
    const messages = conversation(200, today - 10_000_000);
    const { rerender } = render(view({ messages }));
    const element = log();
    const bottom = () => element.scrollHeight - element.clientHeight;
    expect(element.scrollTop).toBe(bottom());

    const more = [...messages, chatMessage(201, anna, 'Are you there?', today)];
    rerender(view({ messages: more }));
    expect(element.scrollTop).toBe(bottom());
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();

    act(() => {
      element.scrollTop = 1000;
      fireEvent.scroll(element);
    });
    const evenMore = [...more, chatMessage(202, anna, 'Hello?', today + 1)];
    rerender(view({ messages: evenMore }));
    expect(element.scrollTop).toBe(1000);
    const jump = screen.getByRole('button', { name: 'New messages' });
    act(() => jump.click());
    expect(element.scrollTop).toBe(bottom());
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
    expect(document.activeElement).toBe(element);
    expect(within(element).getByText('Hello?')).toBeTruthy();
  });

  it('asks for older messages when the visitor scrolls up to the top, and not while they load', () => {
    const messages = conversation(100, today - 10_000_000);
    const onReachStart = vi.fn();
    const { rerender } = render(view({ messages, onReachStart }));
    const element = log();
    const scrollTo = (top: number) =>
      act(() => {
        element.scrollTop = top;
        fireEvent.scroll(element);
      });
    scrollTo(600);
    expect(onReachStart).not.toHaveBeenCalled();
    scrollTo(0);
    expect(onReachStart).toHaveBeenCalledTimes(1);

    rerender(view({ messages, onReachStart, loadingHistory: true }));
    scrollTo(400);
    scrollTo(0);
    expect(onReachStart).toHaveBeenCalledTimes(1);

    // The older page arrives above and the spinner goes; the next reach of the top asks again.
    const older = conversation(20, today - 20_000_000).map((message, n) => ({
      ...message,
      index: n - 40,
    }));
    rerender(view({ messages: [...older, ...messages], onReachStart }));
    expect(screen.queryByText('Loading earlier messages')).toBeNull();
    scrollTo(300);
    scrollTo(0);
    expect(onReachStart).toHaveBeenCalledTimes(2);
  });

  it('scrolls down when the visitor sends while scrolled up', () => {
    const messages = conversation(100, today - 10_000_000);
    const { rerender } = render(view({ messages }));
    const element = log();
    act(() => {
      element.scrollTop = 200;
      fireEvent.scroll(element);
    });
    rerender(view({ messages, pending: [outboxEntry('c1', 'Me again', today)] }));
    expect(element.scrollTop).toBe(element.scrollHeight - element.clientHeight);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('stays scrolled up when the visitor scrolls up while their message is still pending', () => {
    const messages = conversation(100, today - 10_000_000);
    const pending = [outboxEntry('c1', 'Me again', today)];
    const { rerender } = render(view({ messages, pending }));
    const element = log();
    const bottom = element.scrollHeight - element.clientHeight;
    expect(element.scrollTop).toBe(bottom);
    act(() => {
      element.scrollTop = 200;
      fireEvent.scroll(element);
    });
    rerender(view({ messages, pending }));
    expect(element.scrollTop).toBe(200);
    rerender(view({ messages, pending: [...pending, outboxEntry('c2', 'And again', today)] }));
    expect(element.scrollTop).toBe(element.scrollHeight - element.clientHeight);
  });

  it('speaks the active language: French texts, dates and file sizes', () => {
    const translate = createTranslator({ ...webchatLanguagePacks.fr, ...transcriptTexts.fr });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShellContext value={{ translate, isMobile: false, language: 'fr' }}>{children}</ShellContext>
    );
    render(
      view({
        language: 'fr',
        timeFormat: 24,
        messages: [
          chatMessage(1, anna, 'Bonjour', friday),
          chatMessage(2, ada, 'Salut', today),
          fileMessage(3, anna, 'devis.pdf', 1536, today),
          fileMessage(4, anna, 'note.txt', 40, today),
        ],
      }),
      { wrapper },
    );
    expect(screen.getByText('1,5 Ko')).toBeTruthy();
    expect(screen.getByText('40 octets')).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Transcription du chat' })).toBeTruthy();
    expect(screen.getByText('vendredi 1 mars')).toBeTruthy();
    expect(screen.getByText("Aujourd'hui")).toBeTruthy();
    expect(screen.getByText('Anna a dit:')).toBeTruthy();
    expect(screen.getByText('Vous avez dit:')).toBeTruthy();
  });
});
