import type { Locator, Page, ViewportSize } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, isFocused, settle, tabTo, useDemoAndBrowser } from './browser';

const desktop: ViewportSize = { width: 1280, height: 800 };

const session = useDemoAndBrowser();
let page: Page;

/** Opens the demo in a fresh browser context and waits for the chat button. */
async function openDemo(
  viewport: ViewportSize = desktop,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<void> {
  page = await session.newPage({ viewport, reducedMotion });
  await page.goto(session.demo.siteUrl);
  // The chat button appears after its delay and fades in: checks must not catch it half drawn.
  await button('Live Chat').waitFor();
  await settle(page);
}

/** Opens the Welcome window from its page section, as a visitor does, and waits until it is drawn. */
async function openWelcome(): Promise<void> {
  await button('Open Welcome').click();
  await welcomeWindow().waitFor();
  await settle(page);
}

const appRoot = () => page.locator('[data-scope="app"][data-part="root"]');
const welcomeWindow = (name = 'Welcome') => page.getByRole('region', { name, exact: true });
const themeSelect = () => page.getByRole('combobox', { name: 'Theme', exact: true });
const languageSelect = (name = 'Language') => page.getByRole('combobox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const dialog = () => page.getByRole('dialog', { name: 'About this demo', exact: true });
/** Every widget window on the page, open or minimized. */
const windows = () => page.locator('[data-scope="window"][data-part="root"]');

/** Whether the focused element lies inside the element of the locator. */
const focusIsInside = (selector: string) =>
  page.evaluate((css) => document.activeElement?.closest(css) != null, selector);

async function openDialog(): Promise<void> {
  const opener = button('Open dialog');
  await opener.focus();
  await page.keyboard.press('Enter');
  await dialog().waitFor();
}

describe('the demo site', () => {
  it('shows the shell with its landmarks and accessible names', async () => {
    await openDemo();
    await openWelcome();
    expect(await page.title()).toBe('cxkit demo');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const banner = page.getByRole('banner');
    expect(await banner.count()).toBe(1);
    expect(await banner.getByRole('heading', { level: 1, name: 'cxkit demo' }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);

    expect(await themeSelect().inputValue()).toBe('dark');
    expect(await themeSelect().locator('option').allTextContents()).toEqual([
      'Dark',
      'Light',
      'Forest (a custom theme)',
    ]);
    expect(await languageSelect().inputValue()).toBe('en');
    expect(
      await languageSelect()
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(['en', 'fr']);

    const window = welcomeWindow();
    expect(await window.getByRole('heading', { level: 2, name: 'Welcome' }).count()).toBe(1);
    for (const name of ['Minimize', 'Close', 'Open dialog']) {
      expect(await window.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await window.getByText('Powered by').isVisible()).toBe(true);
    expect(await appRoot().getAttribute('class')).toContain('cx-theme-dark');
  });

  it('switches the theme with the select, and back', async () => {
    await openDemo();
    await openWelcome();
    const background = () =>
      welcomeWindow().evaluate((element) => getComputedStyle(element).backgroundColor);
    const darkBackground = await background();

    await themeSelect().selectOption('light');
    await expect.poll(() => appRoot().getAttribute('class')).toContain('cx-theme-light');
    expect(await appRoot().getAttribute('class')).not.toContain('cx-theme-dark');
    expect(await appRoot().getAttribute('data-theme')).toBe('light');
    await settle(page);
    expect(await background()).not.toBe(darkBackground);

    await themeSelect().selectOption('dark');
    await expect.poll(() => appRoot().getAttribute('class')).toContain('cx-theme-dark');
    expect(await appRoot().getAttribute('class')).not.toContain('cx-theme-light');
    await settle(page);
    expect(await background()).toBe(darkBackground);
  });

  it("applies a site's custom theme through the --cx-* custom properties, without axe violations", async () => {
    await openDemo();
    await themeSelect().selectOption('forest');
    await expect.poll(() => appRoot().getAttribute('class')).toContain('demo-theme-forest');
    await settle(page);
    const accent = await button('Live Chat').evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(accent).toBe('rgb(29, 107, 63)');
    await expectNoAxeViolations(page, 'in the custom forest theme');
  });

  it('switches the language: the widgets and the page speak French, then English again', async () => {
    await openDemo();
    await openWelcome();
    await languageSelect().selectOption('fr');
    const window = welcomeWindow('Bienvenue');
    await window.waitFor();
    expect(await window.getByRole('button', { name: 'Fermer', exact: true }).count()).toBe(1);
    expect(await window.getByRole('button', { name: 'Réduire', exact: true }).count()).toBe(1);
    expect(await appRoot().getAttribute('lang')).toBe('fr');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.title()).toBe('Démo cxkit');

    await languageSelect('Langue').selectOption('en');
    await welcomeWindow().waitFor();
    expect(await welcomeWindow().getByRole('button', { name: 'Close', exact: true }).count()).toBe(
      1,
    );
    expect(await appRoot().getAttribute('lang')).toBe('en');
  });

  it('keeps the chosen theme and language across a reload, such as a switch of chat back end', async () => {
    await openDemo();
    await themeSelect().selectOption('light');
    await languageSelect().selectOption('fr');
    await button('Ouvrir Bienvenue').waitFor();
    await page
      .getByRole('combobox', { name: 'Serveur de chat', exact: true })
      .selectOption('pureengage-v3-rest');
    await page.waitForURL((url) => url.searchParams.get('transport') === 'pureengage-v3-rest');
    await button('Ouvrir Bienvenue').waitFor();
    expect(await appRoot().getAttribute('class')).toContain('cx-theme-light');
    expect(await page.getByRole('combobox', { name: 'Thème', exact: true }).inputValue()).toBe(
      'light',
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    // A choice no longer offered falls back to the page's default.
    await page.evaluate(() => localStorage.setItem('cxkit-demo.lang', 'tlh'));
    await page.reload();
    await button('Open Welcome').waitFor();
    expect(await appRoot().getAttribute('lang')).toBe('en');
  });

  it('scrolls a page control that Tab reaches out from under the docked windows (WCAG 2.4.11)', async () => {
    // At 800x600 the chat window and the Welcome window lie over the page's lower half.
    await openDemo({ width: 800, height: 600 });
    await openWelcome();
    await button('Live Chat').click();
    await page.getByRole('textbox', { name: 'First Name', exact: true }).waitFor();
    const control = page.getByRole('button', { name: 'Open the chat', exact: true });
    const uncovered = () =>
      control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      });
    expect(await uncovered(), 'covered before the focus comes').toBe(false);
    await page.locator('h1').click();
    await tabTo(page, control);
    expect(await uncovered(), 'uncovered once focused').toBe(true);
    // The page left room for it: the windows' height is published on its root element.
    const clearance = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--cx-dock-clearance'),
    );
    expect(Number.parseFloat(clearance)).toBeGreaterThan(300);
  });

  it('minimizes and restores the window with the keyboard', async () => {
    await openDemo();
    await openWelcome();
    const minimize = button('Minimize');
    const body = welcomeWindow().getByText('Hello! This window is the container');
    await tabTo(page, minimize);
    expect(await minimize.getAttribute('aria-pressed')).toBe('false');

    await page.keyboard.press('Enter');
    await expect.poll(() => minimize.getAttribute('aria-pressed')).toBe('true');
    expect(await welcomeWindow().getAttribute('data-state')).toBe('minimized');
    expect(await body.isVisible()).toBe(false);
    expect(await isFocused(minimize)).toBe(true);

    await page.keyboard.press('Space');
    await expect.poll(() => minimize.getAttribute('aria-pressed')).toBe('false');
    expect(await welcomeWindow().getAttribute('data-state')).toBe('open');
    expect(await body.isVisible()).toBe(true);
  });

  it('closes the window with the keyboard and reopens it from its page section', async () => {
    await openDemo();
    await openWelcome();
    await tabTo(page, button('Close'));
    await page.keyboard.press('Enter');
    await expect.poll(() => welcomeWindow().count()).toBe(0);
    const reopen = button('Open Welcome');
    expect(await isFocused(reopen)).toBe(true);
    expect(await page.getByText('The window is closed.').isVisible()).toBe(true);

    await page.keyboard.press('Enter');
    await welcomeWindow().waitFor();
    expect(await focusIsInside('[data-scope="window"][data-part="root"]')).toBe(true);
    expect(await reopen.count()).toBe(0);
  });

  it('opens a modal dialog that traps Tab, closes on Escape and returns the focus', async () => {
    await openDemo();
    await openWelcome();
    const opener = button('Open dialog');
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    expect(await dialog().getAttribute('aria-modal')).toBe('true');
    expect(await focusIsInside('[role="dialog"]')).toBe(true);

    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusIsInside('[role="dialog"]'), `focus after ${key}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await isFocused(opener)).toBe(true);

    await openDialog();
    await button('OK').click();
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await isFocused(opener)).toBe(true);
  });
});

/** Whether the element is what a pointer finds across it (centre and four points inside its rounded corners). */
const onTop = (target: Locator) =>
  target.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.2, 0.2],
      [0.8, 0.2],
      [0.2, 0.8],
      [0.8, 0.8],
    ] as const;
    return points.every(([x, y]) =>
      element.contains(document.elementFromPoint(left + x * width, top + y * height)),
    );
  });

describe('the first screen', () => {
  it.each([
    { width: 390, height: 844, mobile: 'true' },
    { width: 1280, height: 800, mobile: null },
  ])(
    'at $width x $height: the site with its Live Chat launcher uncovered and no window open; Welcome opens on request',
    async ({ width, height, mobile }) => {
      await openDemo({ width, height });
      expect(await windows().count(), 'windows open at load').toBe(0);
      expect(await onTop(button('Live Chat')), 'the chat button uncovered').toBe(true);
      expect(await page.getByText('The window is closed.').isVisible()).toBe(true);

      await openWelcome();
      expect(await windows().count()).toBe(1);
      expect(await welcomeWindow().getAttribute('data-mobile')).toBe(mobile);
      expect(await focusIsInside('[data-scope="window"][data-part="root"]')).toBe(true);
      expect(await onTop(button('Open dialog')), 'the window on top').toBe(true);
    },
  );
});

describe('layers on a phone (in the site build, whose minifier must keep them apart)', () => {
  it('puts a full-screen window over the chat button, and the chat button above minimized windows', async () => {
    await openDemo({ width: 390, height: 844 });
    await openWelcome();
    const welcome = welcomeWindow();
    expect(await welcome.getAttribute('data-mobile')).toBe('true');
    expect(await onTop(button('Open dialog')), 'Open dialog under the chat button').toBe(true);

    await welcome.getByRole('button', { name: 'Minimize', exact: true }).click();
    await settle(page);
    for (const name of ['Minimize', 'Close']) {
      expect(await onTop(welcome.getByRole('button', { name, exact: true })), name).toBe(true);
    }
    expect(await onTop(button('Live Chat')), 'the chat button').toBe(true);

    // A second minimized window stacks above the first instead of covering it.
    await button('Live Chat').click();
    const chat = page.getByRole('region', { name: 'Live Chat', exact: true });
    await chat.getByRole('button', { name: 'Minimize', exact: true }).click();
    await settle(page);
    for (const window of [welcome, chat]) {
      for (const name of ['Minimize', 'Close']) {
        const control = window.getByRole('button', { name, exact: true });
        expect(await onTop(control), `${name} of ${await window.getAttribute('aria-label')}`).toBe(
          true,
        );
      }
    }
  });
});

describe('motion', () => {
  it('animates nothing when the visitor prefers reduced motion', async () => {
    await openDemo(desktop, 'reduce');
    await openWelcome();
    await button('Live Chat').click();
    await page.getByRole('textbox', { name: 'First Name', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open dialog', exact: true }).click();
    await dialog().waitFor();
    const running = await page.evaluate(
      () =>
        document.getAnimations().filter((animation) => animation.playState === 'running').length,
    );
    expect(running, 'running animations').toBe(0);
  });
});

describe('accessibility: no axe violations (WCAG 2.2 AA)', () => {
  it.each([
    { theme: 'dark', language: 'en' },
    { theme: 'light', language: 'en' },
    { theme: 'dark', language: 'fr' },
    { theme: 'light', language: 'fr' },
  ])('in the $theme theme, in $language', async ({ theme, language }) => {
    await openDemo();
    await openWelcome();
    await themeSelect().selectOption(theme);
    await languageSelect().selectOption(language);
    await expect.poll(() => appRoot().getAttribute('lang')).toBe(language);
    await expectNoAxeViolations(page, `in the ${theme} theme, in ${language}`);
  });

  it.each(['dark', 'light'])('with the dialog open, in the %s theme', async (theme) => {
    await openDemo();
    await openWelcome();
    await themeSelect().selectOption(theme);
    await openDialog();
    await expectNoAxeViolations(page, `with the dialog open in the ${theme} theme`);
  });

  it('at 320 px wide: mobile layout and no horizontal scrolling, with the window, its dialog, and the page alone', async () => {
    await openDemo({ width: 320, height: 640 });
    await openWelcome();
    expect(await appRoot().getAttribute('data-mobile')).toBe('true');
    expect(await welcomeWindow().getAttribute('data-mobile')).toBe('true');
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow(), 'horizontal overflow (px)').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'at 320 px wide');

    await openDialog();
    expect(await overflow(), 'horizontal overflow with the dialog (px)').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'at 320 px wide with the dialog open');

    await page.keyboard.press('Escape');
    await button('Close').click();
    await button('Open Welcome').waitFor();
    expect(await overflow(), 'horizontal overflow of the page alone (px)').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'at 320 px wide with the window closed');
  });

  it('at 320 x 256 px (400 % zoom): the window body that scrolls is a tab stop the keyboard scrolls', async () => {
    await openDemo({ width: 320, height: 256 });
    await openWelcome();
    // French: its longer text does not fit, even with the compact bars of a short screen.
    await languageSelect().selectOption('fr');
    const body = welcomeWindow('Bienvenue').locator('[data-scope="window"][data-part="body"]');
    const hidden = () => body.evaluate((element) => element.scrollHeight - element.clientHeight);
    await expect.poll(hidden, { message: 'px of the body out of view' }).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'at 320 x 256 px');

    await tabTo(page, body);
    await page.keyboard.press('End');
    await expect
      .poll(() => body.evaluate((element) => element.scrollTop), { message: 'scrolled by End' })
      .toBeGreaterThan(0);

    // With room for its text, the body is no tab stop.
    await page.setViewportSize(desktop);
    await expect.poll(hidden).toBeLessThanOrEqual(0);
    await expect.poll(() => body.getAttribute('tabindex')).toBeNull();
  });
});

describe("the demo's page of legacy settings", () => {
  /** Opens the legacy settings page; what it logs as an error or a warning is collected. */
  async function openLegacyPage(): Promise<string[]> {
    page = await session.newPage({ viewport: desktop });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(new URL('legacy.html', session.demo.siteUrl).href);
    return problems;
  }

  it('shows the web chat from window._genesys.widgets.webchat, which the page opens through CXBus', async () => {
    const problems = await openLegacyPage();
    await button('Live Chat').waitFor();
    await button('Open the chat through CXBus').click();
    const chat = page.getByRole('region', { name: 'Live Chat', exact: true });
    await chat.getByRole('textbox', { name: 'First Name' }).waitFor();
    await settle(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expectNoAxeViolations(page, 'the legacy settings page with the chat open');
    expect(problems).toEqual([]);
  });

  it('shows the Receive a Call window from window._genesys.widgets.callback, opened through CXBus', async () => {
    const problems = await openLegacyPage();
    await button('Live Chat').waitFor();
    await button('Open the callback through CXBus').click();
    const callback = page.getByRole('region', { name: 'Receive a Call', exact: true });
    await callback.getByRole('textbox', { name: 'First Name' }).waitFor();
    // The wait time comes from the simulator's EWT through the page's stats settings.
    await expect.poll(() => callback.innerText()).toMatch(/\d+ min wait/);
    await settle(page);
    await expectNoAxeViolations(page, 'the legacy settings page with the callback open');
    expect(problems).toEqual([]);
  });

  it('shows the Live Assistance selector from channelselector; its Call Us tile opens Call Us from callus', async () => {
    // The selector asks every queue at once (v1 without names): the back end answers the queues it
    // knows, so the test gives the simulator the page's queues rather than rely on an earlier test.
    for (const [queue, seconds] of [
      ['VQ_Chat', 0],
      ['VQ_Callback', 240],
    ] as const) {
      const url = new URL(`stats/queues/${queue}`, session.demo.simulatorUrls.control);
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ewt: seconds }),
      });
      expect(response.ok).toBe(true);
    }
    const problems = await openLegacyPage();
    // The page's buttons work once the widgets have booted (its onReady): the chat button shows then.
    await button('Live Chat').waitFor();
    await button('Open the channel selector through CXBus').click();
    const selector = page.getByRole('region', { name: 'Live Assistance', exact: true });
    await selector.waitFor();
    // The waits come from the page's stats settings; the co-browse tile is enabled once the
    // stand-in co-browse script (from the cobrowse settings) reports its service online.
    await expect.poll(() => selector.innerText()).toMatch(/Available|\d+ mins?/);
    await expect
      .poll(
        () => selector.getByRole('button', { name: /^Co-browse/ }).getAttribute('aria-disabled'),
        { timeout: 10_000 },
      )
      .not.toBe('true');
    await settle(page);
    await expectNoAxeViolations(page, 'the legacy settings page with the channel selector open');
    await selector.getByRole('button', { name: /^Call Us/ }).click();
    const callUs = page.getByRole('dialog', { name: 'Call Us', exact: true });
    await callUs.getByRole('link').first().waitFor();
    expect(await callUs.getByRole('link').first().getAttribute('href')).toBe('tel:+12025550162');
    expect(problems).toEqual([]);
  });
});
