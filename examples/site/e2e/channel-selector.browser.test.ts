// The channel selector ('Live Assistance') on the demo against the simulator: each tile's wait from
// the simulator's EWT per queue (Available, N mins, Unavailable, hidden at the maximum), a changed
// wait after the refresh, the co-browse tile following the stand-in's service, the Callback tile
// opening the Callback window, the keyboard alone, axe, and 320 px.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, tabTo, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const control = (path: string) => new URL(path, session.demo.simulatorUrls.control);

/** Sets a queue's wait on the simulator (`PUT /sim/api/stats/queues/:queue`). */
async function setWait(queue: string, ewt: number) {
  const response = await fetch(control(`stats/queues/${queue}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ewt }),
  });
  expect(response.ok).toBe(true);
}

/** Takes the simulator's stand-in co-browse service offline or back online. */
async function setCoBrowseOnline(online: boolean) {
  const response = await fetch(control('cobrowse/service'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ online }),
  });
  expect(response.ok).toBe(true);
}

afterEach(async () => {
  for (const queue of ['VQ_Chat', 'VQ_Callback']) {
    await fetch(control(`stats/queues/${queue}`), { method: 'DELETE' });
  }
  await setCoBrowseOnline(true);
});

const selector = () => page.getByRole('region', { name: 'Live Assistance', exact: true });
const tile = (name: string) => selector().getByRole('button', { name: new RegExp(`^${name}`) });
const status = (id: string) => page.locator(`#cx-${id}-status`);

/** Opens the demo with the waits read every second, and the selector from its section's button. */
async function openSelector(viewport = { width: 1280, height: 900 }) {
  page = await session.newPage({ viewport, reducedMotion: 'reduce' });
  await page.goto(new URL('?ewtRefresh=1', session.demo.siteUrl).href);
  await page.getByRole('button', { name: 'Get in touch', exact: true }).click();
  await selector().waitFor();
}

describe('the channel selector on the simulator', () => {
  it('shows each wait as Available or N mins, then follows the changes after the refresh', async () => {
    await setWait('VQ_Chat', 0);
    await setWait('VQ_Callback', 120);
    await openSelector();
    await selector().getByText('How would you like to get in touch?').waitFor();
    await expect.poll(() => status('WebChat').textContent()).toBe('Available');
    await expect.poll(() => status('Callback').textContent()).toBe('Wait Time 2 mins');
    expect(await tile('Callback').getAttribute('data-state')).toBe('warning');
    expect(await tile('Web Chat').getAttribute('id')).toBe('cx-WebChat');
    for (const name of ['Click to Call', 'Call Us', 'Co-browse']) {
      expect(await tile(name).count(), name).toBe(1);
    }
    await expectNoAxeViolations(page, 'the channel selector with its waits');

    // Between the thresholds (300 s, 480 s): an alert.
    await setWait('VQ_Callback', 400);
    await expect.poll(() => tile('Callback').getAttribute('data-state')).toBe('alert');
    expect(await status('Callback').textContent()).toBe('Wait Time 7 mins');

    // At the maximum: the callback (not hidden by its settings) is disabled, the chat hidden.
    await setWait('VQ_Callback', 480);
    await setWait('VQ_Chat', 600);
    await expect.poll(() => status('Callback').textContent()).toBe('Unavailable');
    expect(await tile('Callback').getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => tile('Web Chat').count()).toBe(0);
    await expectNoAxeViolations(page, 'the channel selector with a disabled and a hidden tile');
    // Still focusable and named (aria-disabled), Enter and a click on it do nothing.
    await tile('Callback').focus();
    await page.keyboard.press('Enter');
    await tile('Callback').dispatchEvent('click');
    expect(await selector().isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Receive a Call', exact: true }).count()).toBe(0);

    // The demo's co-browse bridge found the stand-in online: its tile is enabled; offline, disabled.
    await expect.poll(() => tile('Co-browse').getAttribute('aria-disabled')).not.toBe('true');
    // The stand-in's status polls answer 503 while the service is offline; the browser logs them.
    session.allowConsoleErrors(/status of 503/);
    await setCoBrowseOnline(false);
    await expect
      .poll(() => tile('Co-browse').getAttribute('aria-disabled'), { timeout: 10_000 })
      .toBe('true');
  });

  it('picking the Callback tile closes the selector and opens the Callback window', async () => {
    await setWait('VQ_Callback', 60);
    await openSelector();
    await expect.poll(() => status('Callback').textContent()).toBe('Wait Time 1 min');
    await tile('Callback').click();
    await page.getByRole('region', { name: 'Receive a Call', exact: true }).waitFor();
    expect(await selector().count()).toBe(0);
  });

  it('works with the keyboard alone: Tab to the button, Enter; Tab to a tile, Enter', async () => {
    page = await session.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    await page.goto(new URL('?ewtRefresh=1', session.demo.siteUrl).href);
    await tabTo(page, page.getByRole('button', { name: 'Get in touch', exact: true }), {
      limit: 60,
    });
    await page.keyboard.press('Enter');
    await selector().waitFor();
    await tabTo(page, tile('Callback'), { limit: 60 });
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Receive a Call', exact: true }).waitFor();
    expect(await selector().count()).toBe(0);
  });

  it('at 320 px wide: full screen, nothing scrolls sideways, targets of 24 px, axe clean', async () => {
    const viewport = { width: 320, height: 640 };
    await openSelector(viewport);
    await expect.poll(() => status('Callback').textContent()).toMatch(/mins?$/);
    const box = (await selector().boundingBox())!;
    expect(box).toMatchObject({ x: 0, width: viewport.width });
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    const small = await selector()
      .locator('button')
      .evaluateAll(
        (elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.width < 24 || rect.height < 24).length,
      );
    expect(small).toBe(0);
    await expectNoAxeViolations(page, 'the channel selector at 320 px');
  });
});
