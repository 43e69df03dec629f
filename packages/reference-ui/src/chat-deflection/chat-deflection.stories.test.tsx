import { CxProvider } from '@cxkit/headless/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import * as stories from './chat-deflection.stories';

afterEach(cleanup);

function show(Story: FunctionComponent) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <Story />
      </CxRoot>
    </CxProvider>,
  );
}

const title = () => screen.getByRole('heading', { name: 'How to pay by card' });

describe('chat deflection stories', () => {
  it('ArticleLoading says so under the title, which has the focus', async () => {
    show(stories.ArticleLoading);
    await screen.findByText('Loading the article…');
    expect(document.activeElement).toBe(title());
  });

  it('ArticleOpen shows the sanitised body, the attachment in a new tab, and the vote', async () => {
    show(stories.ArticleOpen);
    await screen.findByText('Was this helpful?');
    expect(await screen.findByText('No fee')).toBeTruthy();
    const attachment = screen.getByRole('link', { name: 'card-payments.pdf' });
    expect(attachment.getAttribute('target')).toBe('_blank');
    expect(attachment.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('ArticleVoted thanks the visitor instead of asking', async () => {
    show(stories.ArticleVoted);
    await screen.findByText('Thank you for your feedback!');
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('ArticleWithoutVotes asks nothing; ArticleFailed says the article could not load', async () => {
    show(stories.ArticleWithoutVotes);
    await screen.findByText(/the whole answer|Pay by card/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByText('Was this helpful?')).toBeNull();
    cleanup();
    show(stories.ArticleFailed);
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
  });
});
