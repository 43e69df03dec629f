// The ClickToCall window on the demo against the simulator's GMS request-interaction service: a
// number with its access code and countdown, its expiry and a new one, the empty phone, a server
// exception, a network failure, a reload that restores the number, the keyboard alone and 320 px,
// with axe in each state.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, tabTo, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const control = (path: string) => new URL(path, session.demo.simulatorUrls.control);

afterEach(async () => {
  await fetch(control('click-to-call/failures'), { method: 'DELETE' });
  await fetch(control('click-to-call'), { method: 'DELETE' });
  await fetch(control('click-to-call/settings'), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expirationSeconds: 300 }),
  });
});

interface Requested {
  outcome: string;
  customerNumber?: string;
  firstname?: string;
  accessCode?: string;
}

async function requested(): Promise<Requested[]> {
  const response = await fetch(control('click-to-call'));
  const body = (await response.json()) as { requests?: Requested[] } | Requested[];
  return Array.isArray(body) ? body : (body.requests ?? []);
}

async function settings(change: Record<string, unknown>) {
  const response = await fetch(control('click-to-call/settings'), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(response.ok).toBe(true);
}

async function failNext(failure: Record<string, unknown>) {
  const response = await fetch(control('click-to-call/failures'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(failure),
  });
  expect(response.ok).toBe(true);
}

const clickToCall = () => page.getByRole('region', { name: 'ClickToCall', exact: true });
const inWindow = (role: 'button' | 'textbox' | 'link', name: string | RegExp) =>
  clickToCall().getByRole(role, { name, exact: typeof name === 'string' });

async function openDemo(viewport = { width: 1280, height: 900 }) {
  // Reduced motion: the chat button fades in when it shows, and axe must not catch it half drawn.
  page = await session.newPage({ viewport, reducedMotion: 'reduce' });
  await page.goto(session.demo.siteUrl);
  await page.getByRole('button', { name: 'Request a number to call', exact: true }).click();
  await clickToCall().waitFor();
}

async function request(phone = '+15550002222') {
  await inWindow('textbox', 'First Name').fill('Ada');
  await inWindow('textbox', 'Last Name').fill('Lovelace');
  await inWindow('textbox', 'Phone Number').fill(phone);
  await inWindow('button', 'Request a number').click();
}

/** The display step: 'Dial in now' with the link, the access code, the countdown. */
async function expectNumber() {
  await clickToCall().getByText('Dial in now').waitFor();
  const link = inWindow('link', '+18005550100');
  await link.waitFor();
  expect(await link.getAttribute('href')).toMatch(/^tel:\+18005550100,,\d+#$/);
  await clickToCall().getByText('Access Code').waitFor();
  await clickToCall().getByText('Number Expires in').waitFor();
  return (await link.getAttribute('href'))!;
}

describe('the ClickToCall window against the simulator', () => {
  it('shows the wait time, then a number with its access code and countdown', async () => {
    await openDemo();
    // The simulator's default wait is 90 s, above the 30 s threshold: 2 min.
    await clickToCall().getByText('2 min').waitFor();
    await expectNoAxeViolations(page, 'the click-to-call form');
    await request();
    await expectNumber();
    const timer = clickToCall().getByRole('timer');
    expect(await timer.textContent()).toMatch(/^0[45]:\d\d$/);
    await expectNoAxeViolations(page, 'the number to dial');
    const [first] = await requested();
    expect(first).toMatchObject({
      outcome: 'number',
      customerNumber: '+15550002222',
      firstname: 'Ada',
    });
  });

  it('lets the number expire, then requests a new one', async () => {
    await settings({ expirationSeconds: 3 });
    await openDemo();
    await request();
    const first = await expectNumber();
    await clickToCall().getByText('Phone number has expired!').waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page, 'the expired number');
    await settings({ expirationSeconds: 300 });
    await inWindow('button', 'Request a new number').click();
    expect(await inWindow('textbox', 'First Name').inputValue()).toBe('Ada');
    await inWindow('button', 'Request a number').click();
    const second = await expectNumber();
    expect(second).not.toBe(first);
    expect(await requested()).toHaveLength(2);
  });

  it('refuses an empty phone with the invalid-form dialog and sends nothing', async () => {
    await openDemo();
    await inWindow('textbox', 'First Name').fill('Ada');
    await inWindow('button', 'Request a number').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Please enter a phone number').waitFor();
    await expectNoAxeViolations(page, 'the invalid-form dialog');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await inWindow('textbox', 'First Name').inputValue()).toBe('Ada');
    expect(await requested()).toEqual([]);
  });

  it("shows a server exception's message on the phone, keeping the form", async () => {
    await openDemo();
    // The refused request's response is logged by the browser; the window shows its message.
    session.allowConsoleErrors(/status of 400/);
    await request('12');
    await clickToCall().getByText('Invalid customer number').waitFor();
    const phone = inWindow('textbox', 'Phone Number');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await inWindow('textbox', 'Last Name').inputValue()).toBe('Lovelace');
    await expectNoAxeViolations(page, 'the server exception');
  });

  it('shows the network failure dialog; OK keeps the form', async () => {
    // Every request until the test ends: Chromium may send the POST again when a reused connection drops.
    await failNext({ kind: 'network', count: 0 });
    await openDemo();
    session.allowConsoleErrors(/Failed to load resource|net::ERR/);
    await request();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText(
        'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
      )
      .waitFor();
    await expectNoAxeViolations(page, 'the network failure dialog');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await inWindow('textbox', 'Phone Number').inputValue()).toBe('+15550002222');
    expect(await inWindow('textbox', 'First Name').inputValue()).toBe('Ada');
  });

  it('shows the number again after a reload, with no new request', async () => {
    await openDemo();
    await request();
    const href = await expectNumber();
    await page.reload();
    const link = inWindow('link', '+18005550100');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(href);
    expect(await requested()).toHaveLength(1);
    await expectNoAxeViolations(page, 'the restored number');
  });

  it('asks before closing typed data: No keeps the window, Yes closes it', async () => {
    await openDemo();
    await inWindow('textbox', 'First Name').fill('Ada');
    await inWindow('button', 'Cancel').click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('You have unsubmitted form data. Are you sure you want to quit?')
      .waitFor();
    await expectNoAxeViolations(page, 'the close question');
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    expect(await inWindow('textbox', 'First Name').inputValue()).toBe('Ada');
    await inWindow('button', 'Cancel').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes', exact: true }).click();
    await clickToCall().waitFor({ state: 'detached' });
  });
});

describe('the ClickToCall window with the keyboard alone and on a small screen', () => {
  it('requests a number with the keyboard alone: Tab through the form, Enter submits', async () => {
    await openDemo();
    await tabTo(page, inWindow('textbox', 'First Name'));
    await page.keyboard.type('Ada');
    await tabTo(page, inWindow('textbox', 'Phone Number'));
    await page.keyboard.type('+1 555 000 3333');
    await page.keyboard.press('Enter');
    await expectNumber();
    await tabTo(page, inWindow('link', '+18005550100'));
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    const [first] = await requested();
    expect(first?.customerNumber).toBe('+15550003333');
  });

  it('at 320 px wide: full width, nothing scrolls sideways, targets of 24 px, axe clean', async () => {
    const viewport = { width: 320, height: 640 };
    await openDemo(viewport);
    const check = async (when: string) => {
      const box = (await clickToCall().boundingBox())!;
      expect(box).toMatchObject({ x: 0, width: viewport.width });
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBe(0);
      const small = await clickToCall()
        .locator('button, a, input:not([type="hidden"])')
        .evaluateAll(
          (elements) =>
            elements
              .filter((element) => element.getClientRects().length > 0)
              .map((element) => element.getBoundingClientRect())
              .filter((rect) => rect.width < 24 || rect.height < 24).length,
        );
      expect(small).toBe(0);
      await expectNoAxeViolations(page, when);
    };
    await check('the click-to-call form at 320 px');
    await request();
    await expectNumber();
    await check('the number to dial at 320 px');
  });
});
