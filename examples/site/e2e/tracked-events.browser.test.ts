// The demo's 'Analytics' section: the page's tracked event stream forwarded to a log as a site
// forwards it to its analytics, a remote command batch (Remote.push) opening Call Us, the timer
// service's idle state after 5 s without activity, and the Timer and Remote commands' texts. axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const analytics = () => page.locator('section[data-widget="analytics"]');
const log = () => analytics().getByRole('list', { name: 'Tracked events, newest first' });
const callUs = () => page.getByRole('dialog', { name: 'Call Us', exact: true });

async function openDemo() {
  page = await session.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(session.demo.siteUrl);
  await analytics().getByText('No tracked event yet: open a widget.').waitFor();
}

/** Runs a bus command in the page; its result, or its rejection text. */
function command(name: string, options: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ name: commandName, options: given }) => {
      const { bus } = (
        window as unknown as {
          cxkitDemo: {
            bus: { untyped: { command(name: string, options: unknown): Promise<unknown> } };
          };
        }
      ).cxkitDemo;
      try {
        return { result: await bus.untyped.command(commandName, given) };
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
    { name, options },
  );
}

describe('the tracked event stream on the demo', () => {
  it('logs the tracked events of a Call Us opened by a remote command, and closed', async () => {
    await openDemo();
    await analytics().getByRole('button', { name: 'Open Call Us by a remote command' }).click();
    await callUs().waitFor();
    await log().getByText('CallUs.opened').waitFor();
    await page.keyboard.press('Escape');
    await callUs().waitFor({ state: 'detached' });
    await log().getByText('CallUs.closed').waitFor();
    // Call Us offers co-browse, whose state changes are tracked too: only the Call Us ones here.
    const names = await log().locator('code').allInnerTexts();
    expect(names.filter((name) => name.startsWith('CallUs.'))).toEqual([
      'CallUs.closed',
      'CallUs.opened',
    ]);
    await expectNoAxeViolations(page, 'the analytics section with its log');
  });

  it('forwards the stream to the console when asked', async () => {
    await openDemo();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    await analytics().getByLabel('Also forward them to the browser console').check();
    await page.getByRole('button', { name: 'See our phone numbers', exact: true }).click();
    await callUs().waitFor();
    await log().getByText('CallUs.opened').waitFor();
    await expect.poll(() => logged.some((text) => text.includes('CallUs.opened'))).toBe(true);
  });

  it('says idle after 5 s without activity, and active again when the mouse moves', async () => {
    await openDemo();
    await analytics().locator('[data-part="attention"][data-state="idle"]').waitFor({
      timeout: 10_000,
    });
    expect(await analytics().locator('[data-part="attention"]').innerText()).toBe(
      'Attention: idle (5 s without activity).',
    );
    await expectNoAxeViolations(page, 'the analytics section, idle');
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 200);
    await analytics().locator('[data-part="attention"][data-state="active"]').waitFor();
  }, 20_000);

  it("answers the Timer and Remote commands, with the spec's texts when refused", async () => {
    await openDemo();
    expect(await command('Timer.countdown', { time: 1_000, id: 'demo' })).toEqual({
      result: { id: 'demo' },
    });
    expect(await command('Timer.countdown', { time: 0 })).toEqual({
      error: 'Timer countdown needs time >= 1',
    });
    expect(await command('Timer.alarm', { time: 1_700_000_000 })).toEqual({
      error: 'An alarm needs a millisecond timestamp',
    });
    expect(await command('Remote.execute', { values: 'CallUs.open' })).toEqual({
      error: 'Attempted to push invalid data. Expected an array of values.',
    });
  });
});
