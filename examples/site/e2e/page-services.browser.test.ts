// The page services on the demo's page of legacy settings (legacy.html, booted by bootWidgets):
// the Timer and the Remote executor through the legacy CXBus, as a site's own script uses them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

interface LegacyBus {
  command(
    name: string,
    options?: unknown,
  ): { done(fn: (v: unknown) => void): { fail(fn: (r: unknown) => void): unknown } };
  subscribe(event: string, fn: (event: { data: unknown }) => void): unknown;
}

async function openLegacyPage() {
  page = await session.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(new URL('legacy.html', session.demo.siteUrl).href);
  await page.getByRole('button', { name: 'Live Chat' }).waitFor();
}

/** Runs a command through `window.CXBus`: its result, or its refusal. */
function legacyCommand(name: string, options: unknown): Promise<unknown> {
  return page.evaluate(
    ({ name: command, options: given }) =>
      new Promise((resolve) => {
        const cxbus = (window as unknown as { CXBus: LegacyBus }).CXBus;
        cxbus
          .command(command, given)
          .done((result) => resolve({ result }))
          .fail((reason) => resolve({ refused: reason }));
      }),
    { name, options },
  );
}

describe('the page services on the legacy settings page', () => {
  it("CXBus.command('Timer.countdown') counts down and tells CXBus subscribers when done", async () => {
    await openLegacyPage();
    const done = page.evaluate(
      () =>
        new Promise((resolve) => {
          const cxbus = (window as unknown as { CXBus: LegacyBus }).CXBus;
          cxbus.subscribe('Timer.countdownDone', (event) => resolve(event.data));
        }),
    );
    expect(await legacyCommand('Timer.countdown', { time: 1_000, id: 'legacy' })).toEqual({
      result: { id: 'legacy' },
    });
    expect(await done).toEqual({ id: 'legacy' });
    expect(await legacyCommand('Timer.countdown', { time: 0 })).toEqual({
      refused: 'Timer countdown needs time >= 1',
    });
    expect(await legacyCommand('Timer.alarm', { time: 'tomorrow' })).toEqual({
      refused: 'An alarm needs a millisecond timestamp',
    });
  });

  it("CXBus.command('Remote.execute') runs its commands: Call Us opens", async () => {
    await openLegacyPage();
    expect(await legacyCommand('Remote.execute', { values: [['CallUs.open']] })).toEqual({
      result: [{ command: 'CallUs.open', status: 'fulfilled' }],
    });
    await page.getByRole('dialog', { name: 'Call Us', exact: true }).waitFor();
    expect(await legacyCommand('Remote.push', { values: {} })).toEqual({
      refused: 'Attempted to push invalid data. Expected an array of values.',
    });
  });
});
