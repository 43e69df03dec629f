import { CxProvider } from '@cxkit/headless/react';
import { DockProvider } from '@cxkit/headless/react/dock';
import { preloadMarkdown } from '@cxkit/headless/react/markdown';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import * as stories from './search-window.stories';

beforeAll(async () => {
  await preloadMarkdown();
});
afterEach(cleanup);

function show(Story: FunctionComponent) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <DockProvider sideButtonDelay={0}>
        <CxRoot>
          <Story />
        </CxRoot>
      </DockProvider>
    </CxProvider>,
  );
}

const region = (name = 'Ask a Question') => screen.findByRole('region', { name });

describe('search window stories', () => {
  it('Trending lists the trending documents under the question', async () => {
    show(stories.Trending);
    const window = await region();
    expect(within(window).getByRole('combobox', { name: 'Your question' })).toBeTruthy();
    expect(within(window).getByRole('button', { name: 'Ask' })).toBeTruthy();
    await within(window).findByRole('heading', { name: 'Trending questions' });
    expect(within(window).getAllByRole('button', { name: 'More' })).toHaveLength(3);
  });

  it('Suggestions shows at most 5 suggestions in a listbox', async () => {
    show(stories.Suggestions);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Clear the question' })).toBeTruthy();
  });

  it('Results: titles, snippets cut at 250 characters plus ..., and More opens a document', async () => {
    show(stories.Results);
    const window = await region();
    await within(window).findByRole('heading', { name: 'How do I pay my bill?' });
    const snippet = within(window).getAllByText(/^You can pay my bill/)[0]!;
    expect(snippet.textContent).toHaveLength(253);
    expect(snippet.textContent!.endsWith('...')).toBe(true);
    expect(screen.getByText('Results for “pay”: 2')).toBeTruthy();
    fireEvent.click(within(window).getAllByRole('button', { name: 'More' })[0]!);
    await within(window).findByRole('heading', { name: 'How do I pay my bill?', level: 3 });
    expect(within(window).getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('NoResults says so with a hint to rephrase', async () => {
    show(stories.NoResults);
    const status = await screen.findByText('No Results');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText(/Try to rephrase your question/)).toBeTruthy();
  });

  it('PresetWithoutSearchBar hides the question and takes the title', async () => {
    show(stories.PresetWithoutSearchBar);
    const window = await region('Billing help');
    await within(window).findAllByRole('button', { name: 'More' });
    expect(within(window).queryByRole('combobox')).toBeNull();
  });

  it('Document shows the body sanitised, attachments in a new tab, Yes/No and the stars', async () => {
    show(stories.Document);
    const window = await region();
    await within(window).findByRole('heading', { name: 'How do I pay my bill?' });
    expect(within(window).getByText('pay my bill', { selector: 'strong' })).toBeTruthy();
    const attachment = within(window).getByRole('link', { name: 'guide.pdf' });
    expect(attachment.getAttribute('target')).toBe('_blank');
    expect(attachment.getAttribute('rel')).toContain('noopener');
    expect(within(window).getByText('Was this helpful?')).toBeTruthy();
    expect(within(window).getByRole('button', { name: 'Yes' })).toBeTruthy();
    const stars = within(window).getByRole('group', { name: 'Rate this answer' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(stars).getByRole('radio', { name: '3 of 5 stars' }));
    expect(
      (within(stars).getByRole('radio', { name: '3 of 5 stars' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('DocumentVoteOnly has no stars; DocumentNoFeedback has no feedback', async () => {
    show(stories.DocumentVoteOnly);
    await screen.findByText('Was this helpful?');
    expect(screen.queryByRole('radio')).toBeNull();
    cleanup();
    show(stories.DocumentNoFeedback);
    await screen.findByRole('heading', { name: 'How do I close my account?' });
    expect(screen.queryByText('Was this helpful?')).toBeNull();
  });

  it('Voted and Rated thank the visitor', async () => {
    show(stories.Voted);
    expect((await screen.findAllByText('Thank you for your feedback!')).length).toBeGreaterThan(0);
    cleanup();
    show(stories.Rated);
    expect((await screen.findAllByText('Thank you for your rating!')).length).toBeGreaterThan(0);
  });

  it('FeedbackFailed says so; ServerError shows the error view', async () => {
    show(stories.FeedbackFailed);
    expect(
      await screen.findByText('Your feedback could not be sent. Please try again.'),
    ).toBeTruthy();
    cleanup();
    show(stories.ServerError);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error!');
    expect(alert.textContent).toContain('Knowledge Center Server is currently not available');
  });

  it('Searching and DocumentLoading mark the window busy', async () => {
    show(stories.Searching);
    await screen.findByText('Loading');
    cleanup();
    show(stories.DocumentLoading);
    await screen.findByText('Loading');
  });

  it('SideButton opens the window', async () => {
    show(stories.SideButton);
    const button = await screen.findByRole('button', { name: 'Search' });
    fireEvent.click(button);
    await region();
  });
});
