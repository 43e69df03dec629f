import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anna,
  chatMessage,
  conversation,
} from '../../../../headless/machines/transcript/transcript.fixtures';
import { installLogLayout } from './transcript.test-layout';
import { Profiler, type ReactNode } from 'react';
import type * as VirtualModule from '@tanstack/react-virtual';
import type * as RowModule from './transcript-row';
import type { TranscriptRowProps } from './transcript-row';
import type * as TypingModule from './typing-indicator';
import type { TypingIndicatorProps } from './typing-indicator';
import { TranscriptView, type TranscriptViewProps } from './transcript-view';

// Counts renders of the row component: the probe wraps the real row with the same memo comparison.
const renders = vi.hoisted(() => [] as string[]);
vi.mock('./transcript-row', async (importOriginal) => {
  const actual = await importOriginal<typeof RowModule>();
  const { createElement, memo } = await import('react');
  // A memo component exposes the wrapped component and its comparison.
  const Real = actual.TranscriptRow as unknown as {
    type: (props: TranscriptRowProps) => ReactNode;
    compare: (a: TranscriptRowProps, b: TranscriptRowProps) => boolean;
  };
  function Probe(props: TranscriptRowProps) {
    renders.push(props.item.key);
    return createElement(Real.type, props);
  }
  return { ...actual, TranscriptRow: memo(Probe, Real.compare) };
});

// Counts renders of the typing indicator, keeping its memo comparison when it has one.
const typingRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./typing-indicator', async (importOriginal) => {
  const actual = await importOriginal<typeof TypingModule>();
  const { createElement, memo } = await import('react');
  type Render = (props: TypingIndicatorProps) => ReactNode;
  type Compare = (a: TypingIndicatorProps, b: TypingIndicatorProps) => boolean;
  const Real = actual.TypingIndicator as unknown as
    Render | { type: Render; compare: Compare | null };
  const inner = typeof Real === 'function' ? Real : Real.type;
  function Probe(props: TypingIndicatorProps) {
    typingRenders.count += 1;
    return createElement(inner, props);
  }
  const TypingIndicator =
    typeof Real === 'function' ? Probe : memo(Probe, Real.compare ?? undefined);
  return { ...actual, TypingIndicator };
});

// Counts executions of the view's body: it calls useVirtualizer once per execution.
const viewRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@tanstack/react-virtual', async (importOriginal) => {
  const actual = await importOriginal<typeof VirtualModule>();
  return {
    ...actual,
    useVirtualizer: ((options) => {
      viewRenders.count += 1;
      return actual.useVirtualizer(options);
    }) as typeof actual.useVirtualizer,
  };
});

const start = new Date(2024, 2, 4, 9, 0).getTime();
const now = () => new Date(2024, 2, 4, 18, 0).getTime();
let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installLogLayout(400);
});
afterAll(() => restoreLayout());
beforeEach(() => {
  renders.length = 0;
});
afterEach(cleanup);

function view(props: Partial<TranscriptViewProps>) {
  return (
    <TranscriptView
      messages={[]}
      now={now}
      initialRect={{ width: 360, height: 400 }}
      onRetry={() => undefined}
      onDownload={() => undefined}
      {...props}
    />
  );
}

describe('TranscriptView render counts', () => {
  it('renders one row per appended message, however long the transcript', () => {
    let messages = conversation(5000, start);
    const { rerender } = render(view({ messages }));
    const mounted = renders.length;
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThan(30);
    typingRenders.count = 0;

    for (let index = 5001; index <= 5040; index += 1) {
      renders.length = 0;
      messages = [
        ...messages,
        chatMessage(index, anna, `Message ${index}`, start + index * 30_000),
      ];
      // New handler functions on every render must not re-render the rows either.
      rerender(view({ messages, onRetry: () => undefined, onDownload: () => undefined }));
      expect(renders).toEqual([`message-${index}`]);
    }
    // Nobody started or stopped typing: the indicator does not render again.
    expect(typingRenders.count).toBe(0);
  });

  it('renders the view twice per appended message, each render committed: the new row, then the scroll to it', () => {
    let messages = conversation(5000, start);
    let commits = 0;
    const counted = (list: typeof messages) => (
      <Profiler id="transcript" onRender={() => (commits += 1)}>
        {view({ messages: list })}
      </Profiler>
    );
    const { rerender } = render(counted(messages));
    for (let index = 5001; index <= 5010; index += 1) {
      viewRenders.count = 0;
      commits = 0;
      messages = [
        ...messages,
        chatMessage(index, anna, `Message ${index}`, start + index * 30_000),
      ];
      rerender(counted(messages));
      // No render is thrown away (no state set during render), and no state is set twice.
      expect({ renders: viewRenders.count, commits }).toEqual({ renders: 2, commits: 2 });
    }
  });

  it('renders no row on focus or on a scroll that shows no new row', () => {
    const messages = conversation(300, start);
    render(view({ messages }));
    const log = screen.getByRole('log', { name: 'Chat transcript' });
    renders.length = 0;

    act(() => log.focus());
    fireEvent.focus(log);
    act(() => {
      log.scrollTop -= 4;
      fireEvent.scroll(log);
    });
    expect(renders).toEqual([]);
  });

  it('renders only the rows a scroll brings into view, each once', () => {
    const messages = conversation(300, start);
    const { container } = render(view({ messages }));
    const log = screen.getByRole('log', { name: 'Chat transcript' });
    const before = new Set(
      [...container.querySelectorAll('[data-part="row"]')].map((row) =>
        row.getAttribute('data-index'),
      ),
    );
    renders.length = 0;
    act(() => {
      log.scrollTop -= 1200;
      fireEvent.scroll(log);
    });
    expect(renders.length).toBeGreaterThan(0);
    expect(new Set(renders).size).toBe(renders.length);
    const after = [...container.querySelectorAll('[data-part="row"]')];
    const kept = after.filter((row) => before.has(row.getAttribute('data-index')));
    expect(renders.length).toBe(after.length - kept.length);
  });
});
