// The custom chat example, built with Vite and served by the simulator, driven in Chromium: a
// product team's UI made from the public hooks alone holds a whole chat with the scripted agent.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator, type SimulatorInstance } from '@cxkit/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchChromium } from '../../site/e2e/browser';
import { buildProductionPage } from '../../site/scripts/demo-server';

const root = fileURLToPath(new URL('..', import.meta.url));
let outDir: string;
let simulator: SimulatorInstance;
let browser: Browser;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'cxkit-custom-chat-'));
  await buildProductionPage(root, join(outDir, 'site'), join(outDir, '.vite'));
  [simulator, browser] = await Promise.all([
    startSimulator({
      port: 0,
      host: '127.0.0.1',
      staticRoot: join(outDir, 'site'),
      chat: { scenario: 'demo' },
    }),
    launchChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), simulator?.close()]);
  await rm(outDir, { recursive: true, force: true });
});

const line = (page: Page, text: string | RegExp) =>
  page.getByRole('log', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: text });

describe('the custom chat example (examples/custom-chat)', { timeout: 60_000 }, () => {
  it('starts, chats, downloads the agent’s file, survives a reload and ends with the survey declined', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(simulator.url);

    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await expectNoAxeViolations(page, 'with the start form');
    await page.getByRole('button', { name: 'Talk to us' }).click();
    // The scripted agent joins after a moment and greets the visitor.
    await line(page, /How can I help you\?/).waitFor();

    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('hello');
    await message.press('Enter');
    await line(page, 'Hello Ada!').waitFor();
    await expectNoAxeViolations(page, 'while chatting');

    await message.fill('file please');
    await page.getByRole('button', { name: 'Send' }).click();
    const download = line(page, /sent /).getByRole('button', { name: 'Download' });
    await download.waitFor();
    const request = page.waitForRequest((sent) => sent.url().includes('/download'));
    await download.click();
    expect((await request).method()).toBe('POST');

    await page.reload();
    await line(page, 'Hello Ada!').waitFor();
    await message.fill('survey');
    await message.press('Enter');
    await page.getByText('The chat has ended.').waitFor();
    const cancel = page.waitForRequest((sent) => /cancel/i.test(sent.url()));
    await page.getByRole('button', { name: 'No thanks' }).click();
    await cancel;
    await expect.poll(() => page.getByRole('button', { name: 'No thanks' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
