// The app settings `mobileMode` and `mobileModeBreakpoint` decide the window's layout, at any
// viewport width: a page with one docked window (./mobile-mode), built with Vite and driven in Chromium.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfigInput } from '@cxkit/headless/app';
import { startSimulator, type SimulatorInstance } from '@cxkit/simulator';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, settle } from './browser';
import { buildProductionPage } from '../scripts/demo-server';

const root = fileURLToPath(new URL('./mobile-mode', import.meta.url));
let outDir: string;
let simulator: SimulatorInstance;
let browser: Browser;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'cxkit-mobile-mode-'));
  await buildProductionPage(root, join(outDir, 'site'), join(outDir, '.vite'));
  [simulator, browser] = await Promise.all([
    startSimulator({ port: 0, host: '127.0.0.1', staticRoot: join(outDir, 'site') }),
    launchChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), simulator?.close()]);
  await rm(outDir, { recursive: true, force: true });
});

describe('mobile mode', () => {
  it.each([
    { config: {}, width: 500, mobile: true },
    { config: { mobileModeBreakpoint: 400 }, width: 500, mobile: false },
    { config: { mobileMode: true }, width: 1000, mobile: true },
    { config: { mobileMode: false }, width: 400, mobile: false },
  ] satisfies { config: AppConfigInput; width: number; mobile: boolean }[])(
    'follows the settings, not a fixed breakpoint: $config at $width px wide is mobile: $mobile',
    async ({ config, width, mobile }) => {
      const viewport = { width, height: 800 };
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${simulator.url}/?config=${encodeURIComponent(JSON.stringify(config))}`);
      const window = page.getByRole('region', { name: 'Live Chat', exact: true });
      await window.waitFor();
      await settle(page);

      expect(await window.getAttribute('data-mobile')).toBe(mobile ? 'true' : null);
      const box = (await window.boundingBox())!;
      const fullScreen = { x: 0, y: 0, ...viewport };
      if (mobile) {
        expect(box, 'full screen').toEqual(fullScreen);
      } else {
        expect(box, 'docked, not full screen').not.toEqual(fullScreen);
        // Docked: 22.5rem wide at most, 35rem tall (the chat's window height), 1rem above the bottom.
        expect(box.width, 'docked width (px)').toBeLessThanOrEqual(360);
        expect(box.height, 'docked height (px)').toBe(560);
        expect(box.y + box.height, 'bottom edge (px)').toBe(viewport.height - 16);
        expect(box.x, 'left edge (px)').toBeGreaterThan(0);
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
