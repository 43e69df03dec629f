// The Call Us overlay on the demo: the numbers as dial links, the hours, Cancel and Escape with the
// focus back on the opener, the exclusivity with the Callback window, the bus's rejections, axe,
// a 320 px wide screen, and the co-browse offer while the simulator's stand-in co-browse is online.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, isFocused, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const callUs = () => page.getByRole('dialog', { name: 'Call Us', exact: true });
const callbackWindow = () => page.getByRole('region', { name: 'Receive a Call', exact: true });
const opener = () => page.getByRole('button', { name: 'See our phone numbers', exact: true });

async function openDemo(viewport = { width: 1280, height: 900 }) {
  page = await session.newPage({ viewport, reducedMotion: 'reduce' });
  await page.goto(session.demo.siteUrl);
  await opener().click();
  await callUs().waitFor();
}

/** Runs a bus command in the page (the demo exposes its bus as `cxkitDemo.bus`); its rejection text, if any. */
function command(name: string): Promise<string | undefined> {
  return page.evaluate(async (commandName) => {
    const { bus } = (
      window as unknown as {
        cxkitDemo: { bus: { untyped: { command(name: string): Promise<unknown> } } };
      }
    ).cxkitDemo;
    try {
      await bus.untyped.command(commandName);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  }, name);
}

describe('the Call Us overlay on the demo', () => {
  it('shows the main number and the alternates as tel links, the hours and the Available line', async () => {
    await openDemo();
    const links = callUs().getByRole('link');
    expect(
      await links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href'))),
    ).toEqual(['tel:+12025550162', 'tel:+12025550178', 'tel:+442079460958']);
    expect(await callUs().locator('[data-part="main-phone"] a').innerText()).toBe(
      '+1 202 555 0162',
    );
    await callUs().getByText('You can reach us at any of the following numbers...').waitFor();
    const hours = callUs().getByRole('group', { name: 'Available' });
    expect(await hours.getByRole('listitem').allInnerTexts()).toEqual([
      'Monday to Friday: 8:00 AM - 8:00 PM (ET)',
      'Saturday: 9:00 AM - 1:00 PM (ET)',
    ]);
    // The main number's text is fitted: at most 36 px, the alternates' at most 13 px.
    const sizes = await links.evaluateAll((elements) =>
      elements.map((a) => parseFloat(getComputedStyle(a).fontSize)),
    );
    expect(sizes[0]).toBeLessThanOrEqual(36);
    expect(sizes[0]).toBeGreaterThan(13);
    for (const size of sizes.slice(1)) expect(size).toBeLessThanOrEqual(13);
    await expectNoAxeViolations(page, 'the Call Us overlay');
  });

  it('closes on Cancel and on Escape, the focus back on the button that opened it', async () => {
    await openDemo();
    expect(await callUs().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await callUs().waitFor({ state: 'detached' });
    expect(await isFocused(opener())).toBe(true);
    await opener().click();
    await callUs().getByRole('button', { name: 'Cancel', exact: true }).click();
    await callUs().waitFor({ state: 'detached' });
    expect(await isFocused(opener())).toBe(true);
  });

  it("answers 'Already opened' to a second CallUs.open, and 'Already closed' once closed", async () => {
    await openDemo();
    expect(await command('CallUs.open')).toBe('Already opened');
    expect(await command('CallUs.close')).toBeUndefined();
    await callUs().waitFor({ state: 'detached' });
    expect(await command('CallUs.close')).toBe('Already closed');
  });

  it('is one contact channel at a time: it closes the Callback window, and the Callback closes it', async () => {
    page = await session.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    await page.goto(session.demo.siteUrl);
    await page.getByRole('button', { name: 'Request a callback', exact: true }).click();
    await callbackWindow().waitFor();
    await opener().click();
    await callUs().waitFor();
    await callbackWindow().waitFor({ state: 'detached' });
    expect(await command('Callback.open')).toBeUndefined();
    await callbackWindow().waitFor();
    await callUs().waitFor({ state: 'detached' });
  });

  it('offers co-browse while the stand-in is online: the offer opens the co-browse warning', async () => {
    await openDemo();
    const offer = callUs().getByRole('button', { name: 'Start Co-browse', exact: true });
    // The offer shows once the demo's co-browse bridge has loaded the stand-in and found it online.
    await offer.waitFor({ timeout: 15_000 });
    await callUs().getByText('Already on a call with us?').waitFor();
    await expectNoAxeViolations(page, 'Call Us with the co-browse offer');
    await offer.click();
    await page.getByRole('dialog', { name: 'Co-browse', exact: true }).waitFor();
    await callUs().waitFor({ state: 'detached' });
  });

  it('fits a 320 px wide screen: full screen, nothing scrolls sideways, targets of 24 px, axe clean', async () => {
    const viewport = { width: 320, height: 640 };
    await openDemo(viewport);
    const box = (await callUs().boundingBox())!;
    expect(box).toMatchObject({ x: 0, width: viewport.width });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    const links = callUs().getByRole('link');
    // Each number shows whole inside its box (its text shrinks rather than overflowing).
    expect(
      await links.evaluateAll(
        (elements) => elements.filter((a) => a.scrollWidth > a.clientWidth).length,
      ),
    ).toBe(0);
    const small = await callUs()
      .locator('button, a')
      .evaluateAll(
        (elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.width < 24 || rect.height < 24).length,
      );
    expect(small).toBe(0);
    await expectNoAxeViolations(page, 'the Call Us overlay at 320 px');
  });
});
