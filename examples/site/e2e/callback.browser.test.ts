// The Callback window on the demo against the simulator: immediate and scheduled bookings on both
// callback APIs, the wait time, and each error of the table, with axe in each state.
import { callbackErrorTexts } from '@cxkit/headless/callback';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, tabTo, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const control = (path: string) => new URL(path, session.demo.simulatorUrls.control);

afterEach(async () => {
  await fetch(control('callbacks/errors'), { method: 'DELETE' });
  await fetch(control('callbacks'), { method: 'DELETE' });
});

interface Booked {
  api: string;
  state: string;
  body: Record<string, unknown>;
}

async function booked(): Promise<Booked[]> {
  const response = await fetch(control('callbacks'));
  return ((await response.json()) as { callbacks: Booked[] }).callbacks;
}

/** Makes the simulator's next schedule answer this error. */
async function forceError(error: { code?: number; status?: number; message?: string }) {
  const response = await fetch(control('callbacks/errors'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operation: 'schedule', ...error }),
  });
  expect(response.ok).toBe(true);
}

const callbackWindow = () => page.getByRole('region', { name: 'Receive a Call', exact: true });
const inWindow = (role: 'button' | 'textbox' | 'combobox', name: string | RegExp) =>
  callbackWindow().getByRole(role, { name, exact: typeof name === 'string' });

async function openDemo(api: 'v1' | 'v3', viewport = { width: 1280, height: 900 }) {
  // Reduced motion: the chat button fades in when it shows, and axe must not catch it half drawn.
  page = await session.newPage({ viewport, reducedMotion: 'reduce' });
  await page.goto(session.demo.siteUrl);
  const choice = page.getByRole('combobox', { name: 'Callback API', exact: true });
  await choice.selectOption(api);
  await page.getByRole('button', { name: 'Request a callback', exact: true }).click();
  await callbackWindow().waitFor();
}

async function fill(phone = '+12015550123') {
  await inWindow('textbox', 'First Name').fill('Ada');
  await inWindow('textbox', 'Last Name').fill('Lovelace');
  const number = inWindow('textbox', /Phone Number/);
  await number.fill(phone);
}

describe.each(['v1', 'v3'] as const)('the Callback window on the %s API', (api) => {
  it('books an immediate callback, showing the wait time first', async () => {
    await openDemo(api);
    // The simulator's default wait is 90 s, above the 30 s threshold: the window says so.
    await callbackWindow().getByText('2 min wait').waitFor();
    await fill();
    await expectNoAxeViolations(page, 'the filled callback form');
    await inWindow('button', 'Confirm').click();
    await callbackWindow().getByText("You're booked in!").waitFor();
    await callbackWindow().getByText('+12015550123').waitFor();
    await expectNoAxeViolations(page, 'the callback confirmation');
    const [callback] = await booked();
    expect(callback).toMatchObject({ api });
  });

  it('books a callback at a time picked in the calendar', async () => {
    await openDemo(api);
    await fill();
    await inWindow('combobox', 'When should we call you?').selectOption({
      label: 'Pick date & time',
    });
    await inWindow('textbox', /Select Date & Time/).click();
    // Tomorrow, so that every slot of the day is still ahead.
    await callbackWindow()
      .getByRole('radio', { name: /Tomorrow/ })
      .click();
    const slot = callbackWindow().getByRole('option', { disabled: false }).first();
    await slot.waitFor();
    await expectNoAxeViolations(page, 'the schedule calendar');
    await slot.click();
    await inWindow('button', 'Confirm').click();
    await callbackWindow().getByText("You're booked in!").waitFor();
    const [callback] = await booked();
    expect(callback).toMatchObject({ api });
    expect(JSON.stringify(callback!.body)).toMatch(/T\d\d:\d\d:00\.000Z/);
  });
});

describe('the Callback window errors by code (v3)', () => {
  const cases: { name: string; error: { code?: number; status?: number }; text: string }[] = [
    { name: '7030', error: { code: 7030 }, text: callbackErrorTexts['7030'] },
    { name: '7036', error: { code: 7036 }, text: callbackErrorTexts['7036'] },
    { name: '7037', error: { code: 7037 }, text: callbackErrorTexts['7037'] },
    { name: '7040', error: { code: 7040 }, text: callbackErrorTexts['7040'] },
    { name: '7041', error: { code: 7041 }, text: callbackErrorTexts['7041'] },
    { name: '7042', error: { code: 7042 }, text: callbackErrorTexts['7042'] },
    { name: '501', error: { code: 501 }, text: callbackErrorTexts['501'] },
    { name: '1103', error: { code: 1103 }, text: callbackErrorTexts['1103'] },
    {
      name: 'an unknown failure (HTTP 500)',
      error: { status: 500 },
      text: callbackErrorTexts.unknown,
    },
  ];

  it.each(cases)(
    'shows $name in the error dialog and keeps what was typed',
    async ({ error, text }) => {
      await forceError(error);
      await openDemo('v3');
      // The failed booking's response is logged by the browser; the window shows it.
      session.allowConsoleErrors(/status of (400|429|500|503)/);
      await fill();
      await inWindow('button', 'Confirm').click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await dialog.getByText(text).waitFor();
      await expectNoAxeViolations(page, `the error dialog of ${text}`);
      await dialog.getByRole('button', { name: 'Okay', exact: true }).click();
      expect(await inWindow('textbox', 'First Name').inputValue()).toBe('Ada');
      expect(await booked()).toEqual([]);
    },
  );
});

describe('the Callback window with the keyboard alone and on small screens', () => {
  it('books with the keyboard alone: Tab through the form, Enter submits, the focus stays on the page', async () => {
    await openDemo('v1');
    const first = inWindow('textbox', 'First Name');
    await tabTo(page, first);
    await page.keyboard.type('Ada');
    await tabTo(page, inWindow('textbox', /Phone Number/));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('+12015550123');
    await page.keyboard.press('Enter');
    await callbackWindow().getByText("You're booked in!").waitFor();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    expect(await booked()).toHaveLength(1);
  });

  it.each([
    { name: 'at 320 px wide (portrait)', viewport: { width: 320, height: 640 }, fullScreen: true },
    // Above the app's mobile breakpoint (600 px wide) it stays docked, within the short viewport.
    { name: 'on a phone held landscape', viewport: { width: 640, height: 320 }, fullScreen: false },
  ])(
    '$name: in the viewport, nothing scrolls sideways, targets of 24 px, axe clean',
    async ({ viewport, fullScreen }) => {
      await openDemo('v1', viewport);
      const box = (await callbackWindow().boundingBox())!;
      if (fullScreen) expect(box).toMatchObject({ x: 0, width: viewport.width });
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBe(0);
      const small = await callbackWindow()
        .locator('button, select, input:not([type="hidden"])')
        .evaluateAll(
          (elements) =>
            elements
              .filter((element) => element.getClientRects().length > 0)
              .map((element) => element.getBoundingClientRect())
              .filter((rect) => rect.width < 24 || rect.height < 24).length,
        );
      expect(small).toBe(0);
      await expectNoAxeViolations(page, `the callback form ${JSON.stringify(viewport)}`);
    },
  );
});
