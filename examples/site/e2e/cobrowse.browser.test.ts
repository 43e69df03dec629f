// The co-browse bridge on the demo against the simulator's stand-in co-browse product: the script
// loads and the bridge goes online; a session starts from the warning (a second start within 3 s is
// refused), the agent ends it through the control API, and the service going offline shows.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, isFocused, tabTo, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const control = (path: string) => new URL(path, session.demo.simulatorUrls.control);

async function setService(online: boolean) {
  const response = await fetch(control('cobrowse/service'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ online }),
  });
  expect(response.ok).toBe(true);
}

interface Session {
  token: string;
  state: string;
  endedBy?: string;
}

async function sessions(): Promise<Session[]> {
  return ((await (await fetch(control('cobrowse'))).json()) as { sessions: Session[] }).sessions;
}

afterEach(async () => {
  await setService(true);
  await fetch(control('cobrowse'), { method: 'DELETE' });
});

const section = () => page.locator('[data-widget="cobrowse"]');
const stateLine = () => section().locator('[data-cobrowse-state]');
/**
 * The state line once it reads `text`. The stand-in's status polls come every second, and a
 * change shows on the poll after it: more than `expect.poll`'s default second on a busy machine.
 */
const stateReads = (text: string) =>
  expect.poll(() => stateLine().textContent(), { timeout: 5_000 }).toBe(text);
const warning = () => page.getByRole('dialog', { name: 'Co-browse', exact: true });
const sessionBar = () => page.getByRole('region', { name: 'Co-browse session', exact: true });

async function openDemo() {
  page = await session.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(session.demo.siteUrl);
  await stateReads('Co-browse: online');
}

describe('the co-browse bridge on the stand-in script', { timeout: 60_000 }, () => {
  it('loads the stand-in script from src with data-gcb-url, and goes online', async () => {
    await openDemo();
    const script = page.locator('script[src$="/cobrowse/js/gcb.min.js"]');
    expect(await script.getAttribute('data-gcb-url')).toBe(
      new URL('/cobrowse', session.demo.siteUrl).href,
    );
    expect(
      await page.evaluate(
        () =>
          typeof (window as { _genesys?: { cobrowse?: { onReady?: unknown } } })._genesys?.cobrowse
            ?.onReady,
      ),
    ).toBe('function');
  });

  it('starts from the warning, refuses a second start within 3 s, and the agent ends it', async () => {
    await openDemo();
    await section().getByRole('button', { name: 'Start co-browse', exact: true }).click();
    await warning().waitFor();
    expect(await warning().textContent()).toContain('see and control your desktop');
    await expectNoAxeViolations(page, 'the co-browse warning');
    await warning().getByRole('button', { name: 'Start Co-browse', exact: true }).click();
    // Through the page's bus: CoBrowse.startSession again, while the first start is pending.
    await section()
      .getByRole('button', { name: /Ask to start at once/ })
      .click();
    await section()
      .getByText('A previous Cobrowse session is still waiting to start', { exact: true })
      .waitFor();
    await sessionBar().waitFor();
    const code = (await sessionBar().locator('[data-part="code"]').textContent()) ?? '';
    expect(code).toMatch(/^\d{9}$/);
    await stateReads('Co-browse: session running');
    await expectNoAxeViolations(page, 'the co-browse session bar');
    expect(await sessions()).toMatchObject([{ token: code, state: 'active' }]);

    const ended = await fetch(control(`cobrowse/sessions/${code}/end`), { method: 'POST' });
    expect(ended.ok).toBe(true);
    await stateReads('Co-browse: session ended');
    await sessionBar().waitFor({ state: 'detached' });
    expect(await sessions()).toMatchObject([{ token: code, state: 'ended', endedBy: 'agent' }]);
  });

  it('Stop leaves the session from the page', async () => {
    await openDemo();
    await section().getByRole('button', { name: 'Start co-browse', exact: true }).click();
    await warning().getByRole('button', { name: 'Start Co-browse', exact: true }).click();
    await sessionBar().getByRole('button', { name: 'Stop co-browse', exact: true }).click();
    await sessionBar().waitFor({ state: 'detached' });
    await expect.poll(async () => (await sessions())[0]?.endedBy).toBe('visitor');
  });

  it('shows offline when the service stops answering, and online when it is back', async () => {
    await openDemo();
    // The stand-in's status polls answer 503 while the service is offline; the browser logs them.
    session.allowConsoleErrors(/status of 503/);
    await setService(false);
    await stateReads('Co-browse: offline');
    await section().getByRole('button', { name: 'Start co-browse', exact: true }).click();
    await warning().getByText('Co-browse is not available right now.').waitFor();
    expect(await warning().getByRole('button', { name: 'Start Co-browse' }).isDisabled()).toBe(
      true,
    );
    await expectNoAxeViolations(page, 'the co-browse warning offline');
    await warning().getByRole('button', { name: 'Cancel', exact: true }).click();
    await section()
      .getByRole('button', { name: /Ask to start at once/ })
      .click();
    await section().getByText('API is not available', { exact: true }).waitFor();
    await setService(true);
    await stateReads('Co-browse: online');
  });

  it('works with the keyboard alone: Escape closes the warning back to its opener, Enter starts', async () => {
    await openDemo();
    const opener = section().getByRole('button', { name: 'Start co-browse', exact: true });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await warning().waitFor();
    const start = warning().getByRole('button', { name: 'Start Co-browse', exact: true });
    await expect.poll(() => isFocused(start)).toBe(true);
    await page.keyboard.press('Escape');
    await warning().waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(opener)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(start)).toBe(true);
    await page.keyboard.press('Enter');
    // The bar shows while the start is pending; Stop once the stand-in reports the session started.
    const stop = sessionBar().getByRole('button', { name: 'Stop co-browse' });
    await stop.waitFor({ timeout: 20_000 });
    await tabTo(page, stop);
    await page.keyboard.press('Enter');
    await sessionBar().waitFor({ state: 'detached' });
  });
});
