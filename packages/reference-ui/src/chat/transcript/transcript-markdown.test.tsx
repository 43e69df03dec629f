import { preloadMarkdown } from '@cxkit/headless/react/markdown';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bot, richMediaMessage, visitor } from '../../rich-media/rich-media.fixtures';
import { installLogLayout } from './transcript.test-layout';
import { TranscriptView } from './transcript-view';

const start = new Date(2024, 2, 4, 9, 0).getTime();
const now = () => new Date(2024, 2, 4, 18, 0).getTime();
let restoreLayout: () => void;
beforeAll(async () => {
  restoreLayout = installLogLayout(400);
  await preloadMarkdown();
});
afterAll(() => restoreLayout());
afterEach(cleanup);

const agentText =
  '**Opening hours**\n\n- Mon to Fri\n- [Details](https://example.com/hours) [x](javascript:alert(1))';
const messages = [
  richMediaMessage(1, bot, agentText, start),
  richMediaMessage(2, visitor, '**not markdown**', start + 1000),
];

describe('markdown messages', () => {
  it('render agent, bot and supervisor messages as sanitised markdown when enabled', () => {
    render(<TranscriptView messages={messages} now={now} markdown />);
    const log = screen.getByRole('log', { name: 'Chat transcript' });
    expect(log.querySelector('strong')?.textContent).toBe('Opening hours');
    expect(log.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    for (const link of log.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    }
    expect(log.textContent).toContain('**not markdown**');
  });

  it('are announced as their words, not their markdown source', () => {
    const { container, rerender } = render(
      <TranscriptView messages={messages} now={now} markdown />,
    );
    rerender(
      <TranscriptView
        messages={[
          ...messages,
          richMediaMessage(3, bot, 'See **our** [hours](https://example.com/hours)', start + 2000),
          richMediaMessage(4, visitor, '**still mine**', start + 3000),
        ]}
        now={now}
        markdown
      />,
    );
    const region = container.querySelector<HTMLElement>('[data-part="announcer"]')!;
    expect(region.textContent).toContain('Bot said: See our hours');
    expect(region.textContent).toContain('You said: **still mine**');
    expect(region.textContent).not.toContain('https://example.com');
  });

  it('stay plain text when not enabled', () => {
    render(<TranscriptView messages={messages} now={now} />);
    const log = screen.getByRole('log', { name: 'Chat transcript' });
    expect(log.querySelector('strong')).toBeNull();
    expect(log.textContent).toContain('**Opening hours**');
  });
});
