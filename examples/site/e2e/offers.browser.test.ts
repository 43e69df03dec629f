// Offers on the demo: the overlay (a modal dialog in its layout) and the toaster (docked, not
// modal) with the image and the call to action that opens the chat, the close button, the timeout
// raised to 10 s with its countdown, the bus's rejections, the privacy-friendly video (no request to
// YouTube before the visitor asks), and axe in each state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, isFocused, settle, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const offer = () => page.getByRole('dialog', { name: 'Offers', exact: true });
const opener = () => page.getByRole('button', { name: "See this week's offer", exact: true });
const toasterOpener = () => page.getByRole('button', { name: 'Show it docked', exact: true });
const chatWindow = () => page.getByRole('region', { name: 'Live Chat', exact: true });

interface Closed {
  result: string;
  metadata: Record<string, unknown>;
}

async function openDemo() {
  page = await session.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(session.demo.siteUrl);
  await page.waitForFunction(() => window.cxkitDemo !== undefined);
  // Records each Offers.closed the page publishes.
  await page.evaluate(() => {
    const target = window as unknown as { offersClosed: unknown[] };
    target.offersClosed = [];
    window.cxkitDemo!.bus.untyped.subscribe('Offers.closed', (event: { data: unknown }) => {
      target.offersClosed.push(event.data);
    });
  });
}

const closedEvents = () =>
  page.evaluate(() => (window as unknown as { offersClosed: Closed[] }).offersClosed);

/** Runs a bus command in the page; its rejection text, if any. */
function command(name: string, options?: unknown): Promise<string | undefined> {
  return page.evaluate(
    async ({ name: commandName, options: commandOptions }) => {
      try {
        await window.cxkitDemo!.bus.untyped.command(commandName, commandOptions);
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    },
    { name, options },
  );
}

describe('Offers on the demo', () => {
  it('opens an overlay with the image and the CTA, which opens the chat', async () => {
    await openDemo();
    await opener().click();
    await offer().waitFor();
    expect(await offer().getAttribute('aria-modal')).toBe('true');
    await offer().getByRole('heading', { name: 'Free shipping this week' }).waitFor();
    const image = offer().locator('img');
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(
      await offer().locator('[data-scope="offers"][data-part="root"]').getAttribute('data-layout'),
    ).toBe('leftText');
    await offer().getByRole('timer').waitFor();
    await expectNoAxeViolations(page, 'the offer overlay');
    expect(await command('Offers.open', { headline: 'Another' })).toBe('Already open');
    await offer().getByRole('button', { name: 'Chat with us', exact: true }).click();
    await offer().waitFor({ state: 'detached' });
    await chatWindow().waitFor();
    await expect.poll(closedEvents, { timeout: 5_000 }).toEqual([
      expect.objectContaining({
        result: 'accept',
        metadata: expect.objectContaining({ triggeredCTA: true, elementClicked: 'cta' }),
      }),
    ]);
  });

  it('docks a toaster, not modal; its close button dismisses it', async () => {
    await openDemo();
    await toasterOpener().click();
    await offer().waitFor();
    expect(await offer().getAttribute('aria-modal')).toBe('false');
    const box = await offer().boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(900 - 64);
    await expectNoAxeViolations(page, 'the offer toaster');
    await offer().getByRole('button', { name: 'Close', exact: true }).click();
    await offer().waitFor({ state: 'detached' });
    expect(await command('Offers.close')).toBe('already closed');
    await expect.poll(closedEvents, { timeout: 5_000 }).toEqual([
      expect.objectContaining({
        result: 'cancel',
        metadata: expect.objectContaining({ dismissed: true }),
      }),
    ]);
  });

  it('closes on Escape, the focus back on the opener', async () => {
    await openDemo();
    await opener().click();
    await offer().waitFor();
    expect(await offer().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await offer().waitFor({ state: 'detached' });
    expect(await isFocused(opener())).toBe(true);
  });

  it('raises a timeout under 10 s to 10 s, counting down, then closes as timed out', async () => {
    await openDemo();
    const started = Date.now();
    expect(
      await command('Offers.open', {
        headline: 'Flash sale',
        body: 'Ten seconds only.',
        timeout: 2000,
        countdownText: 'Ends in {time}',
      }),
    ).toBeUndefined();
    const timer = offer().getByRole('timer');
    await timer.waitFor();
    expect(await timer.innerText()).toMatch(/^Ends in 0:(10|09)$/);
    await page.waitForTimeout(3000);
    await offer().waitFor();
    await offer().waitFor({ state: 'detached', timeout: 12_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9500);
    await expect.poll(closedEvents, { timeout: 5_000 }).toEqual([
      expect.objectContaining({
        result: 'timeout',
        metadata: expect.objectContaining({ timedOut: true }),
      }),
    ]);
  }, 30_000);

  it("refuses an offer with no data: 'No offer data provided'", async () => {
    await openDemo();
    expect(await command('Offers.open', {})).toBe('No offer data provided');
    expect(await command('Offers.close')).toBe('already closed');
  });

  it('loads no video player before the visitor asks, then the youtube-nocookie one', async () => {
    await openDemo();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/youtube|vimeo/.test(request.url())) requested.push(request.url());
    });
    // No network here: the player's request is answered empty, so the test sees it without leaving the machine.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await command('Offers.open', {
      headline: 'Watch our new range',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const play = offer().getByRole('button', { name: 'Play video', exact: true });
    await play.waitFor();
    await expectNoAxeViolations(page, 'the offer with a video, not played');
    expect(requested).toEqual([]);
    await play.click();
    const frame = offer().locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1',
    );
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
      true,
    );
    // A video played: the closed event comes 1 s after the offer closed.
    await offer().getByRole('button', { name: 'Close', exact: true }).click();
    await offer().waitFor({ state: 'detached' });
    expect(await closedEvents()).toEqual([]);
    await expect
      .poll(closedEvents)
      .toEqual([
        expect.objectContaining({ metadata: expect.objectContaining({ videoPlayed: true }) }),
      ]);
  });
});

describe('an offer with a video', () => {
  it("closes when the player reports the video's end, its closed 1 s later as videoViewed", async () => {
    await openDemo();
    // A stand-in for the player (no network here): once asked to report, it says the video ended.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<title>player</title><script>
          addEventListener('message', (event) => {
            if (String(event.data).includes('listening')) {
              setTimeout(() => parent.postMessage(JSON.stringify({ event: 'onStateChange', info: 0 }), '*'), 500);
            }
          });
        </script>`,
      }),
    );
    await command('Offers.open', {
      headline: 'Watch our new range',
      video: 'https://youtu.be/dQw4w9WgXcQ',
    });
    await offer().getByRole('button', { name: 'Play video', exact: true }).click();
    await offer().waitFor({ state: 'detached' });
    expect(await closedEvents()).toEqual([]);
    await expect.poll(closedEvents, { timeout: 5_000 }).toEqual([
      expect.objectContaining({
        result: 'videoViewed',
        metadata: expect.objectContaining({ videoPlayed: true, dismissed: false }),
      }),
    ]);
  });
});

describe("the demo's page of legacy settings", () => {
  it('shows the offer from window._genesys.widgets.offers through CXBus; its CTA opens the chat', async () => {
    page = await session.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(new URL('legacy.html', session.demo.siteUrl).href);
    await page.getByRole('button', { name: 'Show the offer through CXBus', exact: true }).click();
    await offer().getByRole('heading', { name: 'Free shipping this week' }).waitFor();
    expect(
      await offer().locator('[data-scope="offers"][data-part="root"]').getAttribute('data-layout'),
    ).toBe('stacked');
    await settle(page);
    await expectNoAxeViolations(page, 'the legacy settings page with the offer open');
    await offer().getByRole('button', { name: 'Chat with us', exact: true }).click();
    await offer().waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Live Chat', exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
