// The sidebar on the demo: a 48 px strip on the right that widens to at least 132 px with the
// channels' names after 250 ms of hover and narrows 500 ms after the pointer leaves; a channel opens
// its widget (the web chat); on a phone the branding button shows the 'Need help?' list over the
// page. And the legacy page boots it from `window._genesys.widgets.sidebar`, driven by CXBus. axe
// checks each state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, isFocused, settle, tabTo, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const strip = () => page.getByRole('navigation', { name: 'Contact us', exact: true });
const stripState = () => strip().getAttribute('data-strip');
const width = async () => (await strip().boundingBox())!.width;

/** Opens the demo and shows its sidebar from its page section (the demo does not show it on startup). */
async function openDemo(viewport = { width: 1280, height: 900 }) {
  page = await session.newPage({ viewport, reducedMotion: 'reduce' });
  await page.goto(session.demo.siteUrl);
  await page.getByRole('button', { name: 'Show or hide the sidebar', exact: true }).click();
}

describe('sidebar', () => {
  it('expands after 250 ms of hover to 132 px or more with the names, and contracts 500 ms after leaving', async () => {
    await openDemo();
    await strip().waitFor();
    expect(await stripState()).toBe('contracted');
    expect(await width()).toBe(48);
    expect(
      await strip()
        .getByRole('button')
        .evaluateAll((buttons) => buttons.length),
    ).toBe(7);
    await expect.poll(() => strip().getByText('Live Chat').isVisible()).toBe(false);
    await expectNoAxeViolations(page, 'the contracted sidebar');

    const box = (await strip().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const hovered = Date.now();
    await page.waitForFunction(() =>
      document.querySelector('[data-scope="sidebar"][data-part="root"][data-strip="expanded"]'),
    );
    expect(Date.now() - hovered).toBeGreaterThanOrEqual(240);
    expect(await width()).toBeGreaterThanOrEqual(132);
    for (const name of ['Live Assistance', 'Live Chat', 'Send Message', 'Callback', 'Call Us'])
      expect(await strip().getByText(name, { exact: true }).isVisible()).toBe(true);
    await settle(page);
    await expectNoAxeViolations(page, 'the expanded sidebar');

    await page.mouse.move(10, 10);
    const left = Date.now();
    await page.waitForFunction(() =>
      document.querySelector('[data-scope="sidebar"][data-part="root"][data-strip="contracted"]'),
    );
    expect(Date.now() - left).toBeGreaterThanOrEqual(490);
    expect(await width()).toBe(48);
  });

  it('a channel opens its widget: Live Chat opens the chat window', async () => {
    await openDemo();
    await strip().getByRole('button', { name: 'Live Chat', exact: true }).click();
    await page.getByRole('region', { name: 'Live Chat', exact: true }).waitFor();
  });

  it("each of the demo's channels opens its widget on the page", async () => {
    await openDemo();
    const widgets: [string, 'region' | 'dialog', string][] = [
      ['Live Assistance', 'region', 'Live Assistance'],
      ['Send Message', 'region', 'Send Message'],
      ['Callback', 'region', 'Receive a Call'],
      ['Call Us', 'dialog', 'Call Us'],
      ['ClickToCall', 'region', 'ClickToCall'],
      ['Search', 'region', 'Ask a Question'],
    ];
    for (const [channel, role, name] of widgets) {
      await strip().getByRole('button', { name: channel, exact: true }).click();
      await page.getByRole(role, { name, exact: true }).waitFor();
      // Call Us is a modal overlay over the strip: Escape gives the page back.
      if (role === 'dialog') {
        await page.keyboard.press('Escape');
        await page.getByRole(role, { name, exact: true }).waitFor({ state: 'detached' });
      }
    }
  });

  it('keyboard: Tab reaches the named buttons, focus expands the strip, Enter runs the channel', async () => {
    await openDemo();
    const button = strip().getByRole('button', { name: 'Send Message', exact: true });
    await tabTo(page, button, { limit: 60 });
    await expect.poll(stripState).toBe('expanded');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Send Message', exact: true }).waitFor();
  });

  it("on a phone: the branding button, and the 'Need help?' list over the page; a channel opens chat", async () => {
    await openDemo({ width: 375, height: 720 });
    const branding = page.getByRole('button', { name: 'Need help?', exact: true });
    await branding.waitFor();
    expect(await strip().count()).toBe(0);
    await expectNoAxeViolations(page, 'the mobile branding button');
    await branding.click();
    const dialog = page.getByRole('dialog', { name: 'Need help?', exact: true });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(7);
    await settle(page);
    await expectNoAxeViolations(page, "the mobile 'Need help?' list");
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(branding)).toBe(true);
    await branding.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Live Chat', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Live Chat', exact: true }).waitFor();
  });

  it('boots from window._genesys.widgets.sidebar on the legacy page, on the left; CXBus opens and expands it', async () => {
    page = await session.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    await page.goto(new URL('legacy.html', session.demo.siteUrl).href);
    expect(await strip().count()).toBe(0);
    await page.getByRole('button', { name: 'Show the sidebar through CXBus' }).click();
    await strip().waitFor();
    expect(await strip().getAttribute('data-position')).toBe('left');
    expect((await strip().boundingBox())!.x).toBe(0);
    await expect.poll(stripState).toBe('expanded');
    await settle(page);
    await expectNoAxeViolations(page, 'the legacy page with the sidebar expanded');
  });
});
