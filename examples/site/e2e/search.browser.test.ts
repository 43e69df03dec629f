// The Search window 'Ask a Question' on the demo against the simulator's knowledge centre (GKC v2):
// trending, suggestions as the visitor types, a search and its results, an article read in full
// (sanitised), the vote and the stars, Back, 'No Results' for nonsense, and the error view with a
// simulator fault, with axe in each state.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const control = (path: string) => new URL(path, session.demo.simulatorUrls.control);

afterEach(async () => {
  await fetch(control('knowledge/faults'), { method: 'DELETE' });
});

interface FeedbackRecord {
  kind: string;
  docId?: string;
  rating?: number;
  comment?: string;
}

/** The feedback the simulator recorded. */
async function feedback(): Promise<FeedbackRecord[]> {
  const response = await fetch(control('knowledge/feedback'));
  expect(response.ok).toBe(true);
  return ((await response.json()) as { feedback: FeedbackRecord[] }).feedback;
}

const search = () => page.getByRole('region', { name: 'Ask a Question', exact: true });
const question = () => search().getByRole('combobox', { name: 'Your question' });
const button = (name: string | RegExp) =>
  search().getByRole('button', { name, exact: typeof name === 'string' });

async function openDemo() {
  // Reduced motion: the side buttons fade in when they show, and axe must not catch them half drawn.
  page = await session.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  // Any alert() would be script from an article that ran.
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto(session.demo.siteUrl);
  await page.getByRole('button', { name: 'Ask a question', exact: true }).click();
  await search().waitFor();
}

async function ask(text: string) {
  await question().fill(text);
  await button('Ask').click();
}

/** Opens the result titled `title` with its 'More'. */
async function openResult(title: string) {
  const result = search()
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await result.getByRole('button', { name: 'More' }).click();
  await search().getByRole('heading', { name: title, level: 3 }).waitFor();
}

describe('the Search window against the simulator', () => {
  it('shows trending, suggests as the visitor types, searches and opens an article', async () => {
    await openDemo();
    await search().getByRole('heading', { name: 'Trending questions' }).waitFor();
    expect(await button('More').count()).toBeLessThanOrEqual(5);
    await expectNoAxeViolations(page, 'the trending documents');

    await question().pressSequentially('how to pa', { delay: 30 });
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option').first().waitFor();
    const options = await listbox.getByRole('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(options).toContain('how to pay');
    expect(await question().getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page, 'the suggestions');

    await listbox.getByRole('option', { name: 'how to pay', exact: true }).click();
    await search().getByRole('heading', { name: 'Results' }).waitFor();
    await search().getByRole('heading', { name: 'How to pay my bill' }).waitFor();
    for (const snippet of await search().locator('[data-part="snippet"]').allTextContents()) {
      expect(snippet.length).toBeLessThanOrEqual(253);
    }
    await expectNoAxeViolations(page, 'the results');

    await openResult('How to pay my bill');
    // The article is the server's HTML, sanitised: its markup stays.
    await search().locator('strong', { hasText: 'Pay now' }).waitFor();
    await search().getByText('Was this helpful?').waitFor();
    await expectNoAxeViolations(page, 'the article');

    // kb-billing takes votes and stars.
    await button('Yes').click();
    await search().getByText('Thank you for your feedback!').first().waitFor();
    const stars = search().getByRole('group', { name: 'Rate this answer' });
    await stars.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    await stars.getByRole('textbox', { name: 'Comment' }).fill('Clear and short');
    await stars.getByRole('button', { name: 'Send rating' }).click();
    await search().getByText('Thank you for your rating!').first().waitFor();
    await expectNoAxeViolations(page, 'the feedback given');
    const records = await feedback();
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          docId: 'doc-how-to-pay',
          kind: expect.stringMatching(/like|view/),
        }),
      ]),
    );
    expect(JSON.stringify(records)).toContain('Clear and short');

    await button('Back').click();
    await search().getByRole('heading', { name: 'How to pay my bill' }).waitFor();
    expect(await question().inputValue()).toBe('how to pay');
  });

  it('votes No on an article that takes votes only, with its attachment in a new tab', async () => {
    await openDemo();
    await ask('return an item');
    await openResult('How do I return an item?');
    const attachment = search().getByRole('link', { name: 'return-label.pdf' });
    expect(await attachment.getAttribute('target')).toBe('_blank');
    expect(await attachment.getAttribute('rel')).toContain('noopener');
    expect(await search().getByRole('radio').count()).toBe(0);
    await button('No').click();
    await search().getByText('Thank you for your feedback!').first().waitFor();
    expect(JSON.stringify(await feedback())).toMatch(
      /dislike[^}]*doc-return-item|doc-return-item[^}]*dislike/,
    );
  });

  it('reads an article of hostile markup inert, with no feedback where none is taken', async () => {
    await openDemo();
    // The article's image points at `x`, on the page's origin, which has none.
    session.allowConsoleErrors(/status of 404/);
    await ask('formatting of rich answers');
    await openResult('Formatting of rich answers');
    const article = search().getByRole('article');
    await article.locator('strong', { hasText: 'bold' }).waitFor();
    expect(await article.locator('script, iframe, [onerror], [onclick]').count()).toBe(0);
    for (const href of await article
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href).not.toMatch(/^\s*javascript:/i);
    }
    // kb-product takes no feedback.
    expect(await search().getByText('Was this helpful?').count()).toBe(0);
    // No axe here: the article's own image has no alt text, which is the author's to give.
  });

  it("says 'No Results' with a hint to rephrase for nonsense", async () => {
    await openDemo();
    await ask('qzxv blorft wibble');
    await search().getByText('No Results', { exact: true }).waitFor();
    await search()
      .getByText(/Try to rephrase your question/)
      .waitFor();
    await expectNoAxeViolations(page, 'no results');
  });

  it('shows the error view when the knowledge centre fails', async () => {
    await openDemo();
    await search().getByRole('heading', { name: 'Trending questions' }).waitFor();
    const armed = await fetch(control('knowledge/faults'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'error', route: 'search/v2/search', status: 503, count: 0 }),
    });
    expect(armed.ok).toBe(true);
    session.allowConsoleErrors(/status of 503/);
    await ask('how to pay');
    const alert = search().getByRole('alert');
    await alert.getByText('Error!').waitFor();
    await alert.getByText('Knowledge Center Server is currently not available').waitFor();
    await expectNoAxeViolations(page, 'the error view');
    // Asking again once the server is back finds the answers.
    await fetch(control('knowledge/faults'), { method: 'DELETE' });
    await button('Ask').click();
    await search().getByRole('heading', { name: 'How to pay my bill' }).waitFor();
  });

  it('boots from window._genesys.widgets.knowledgecenter on the legacy page, with its side button', async () => {
    page = await session.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    await page.goto(new URL('legacy.html', session.demo.siteUrl).href);
    const side = page.getByRole('group', { name: 'Search the knowledge centre' });
    await side.getByRole('button', { name: 'Search', exact: true }).click();
    await search().getByRole('heading', { name: 'Trending questions' }).waitFor();
    await ask('how to pay');
    await search().getByRole('heading', { name: 'How to pay my bill' }).waitFor();
    await expectNoAxeViolations(page, 'the legacy page with the Search window');
    await page.evaluate(() =>
      (window as unknown as { CXBus: { command(name: string): Promise<unknown> } }).CXBus.command(
        'Search.close',
      ),
    );
    await search().waitFor({ state: 'detached' });
  });
});
