import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startDemo, type DemoServer, type StartDemoOptions } from '../scripts/demo-server';
import {
  CHROMIUM_ARGS,
  HOW_TO_GET_CHROMIUM,
  isExecutableFile,
  testBrowserPath,
} from '../../../scripts/ensure-chromium.mjs';

/**
 * A host name for the loopback address that is not `localhost`: a page loaded from it over HTTP is
 * not a secure context, as on a site served over plain HTTP (no `crypto.randomUUID`, no Web Locks).
 */
export const insecureHost = 'insecure.cxkit.test';

/** Chromium flags for a closed-network, root, headless machine; {@link insecureHost} resolves to 127.0.0.1. */
export const chromiumArgs = [
  ...CHROMIUM_ARGS,
  `--host-resolver-rules=MAP ${insecureHost} 127.0.0.1`,
];

/** The WCAG levels every page is checked against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Launches the system's Chromium headless shell, or its Chromium when there is no shell
 * (`testBrowserPath`); never a downloaded one. A test of what only the full browser does, such as
 * the back/forward cache, launches `chromiumPath()` itself.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = testBrowserPath();
  if (!isExecutableFile(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Run \`node scripts/ensure-chromium.mjs\` as root, or: ${HOW_TO_GET_CHROMIUM}`,
    );
  }
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** One axe violation as a readable paragraph: rule, impact, help and each failing element. */
export function formatViolation(violation: Result): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
  );
  return [
    `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/** Runs axe with the WCAG 2.2 AA rules over the page and returns the violations. */
export async function axeViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations;
}

/** Waits until every finite CSS animation and transition of the page has finished. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails with every violation spelled out when axe finds any; `when` says in which page state. */
export async function expectNoAxeViolations(page: Page, when: string): Promise<void> {
  await settle(page);
  const violations = await axeViolations(page);
  const report = violations.map(formatViolation).join('\n\n');
  expect(
    violations.length,
    `axe found ${violations.length} violation(s) ${when}:\n\n${report}\n`,
  ).toBe(0);
}

/** Whether the element of `locator` has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 25 } = {}) {
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    if (presses === limit) expect.fail(`${target} got no focus within ${limit} Tab presses`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
}

/** A demo server and a browser, started together for a test file. */
export interface DemoAndBrowser {
  /** The running demo. */
  demo: DemoServer;
  /** The system Chromium. */
  browser: Browser;
}

/**
 * Starts the demo (built) and Chromium side by side. When one fails the other is stopped again, so
 * nothing is left running, and the failure is thrown. `scenario` adds the simulator's scripted agent.
 */
export async function startDemoAndBrowser({
  scenario,
}: Pick<StartDemoOptions, 'scenario'> = {}): Promise<DemoAndBrowser> {
  const [started, launched] = await Promise.allSettled([
    startDemo({ mode: 'built', scenario }),
    launchChromium(),
  ]);
  if (started.status === 'fulfilled' && launched.status === 'fulfilled') {
    return { demo: started.value, browser: launched.value };
  }
  if (started.status === 'fulfilled') await started.value.close();
  if (launched.status === 'fulfilled') await launched.value.close();
  throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
}

/** The demo and Chromium of one test file, and a fresh page per test. */
export interface DemoBrowserSession {
  /** The running demo; throws when it did not start. */
  readonly demo: DemoServer;
  /** A page in a new browser context, closed after the test; an error in it fails the test. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Lets the current page log console errors matching `pattern`, e.g. the failed loads of a test that cuts the network. */
  allowConsoleErrors(pattern: RegExp): void;
}

/** A response with an HTTP error status as a failure message shows it: method, address, status, what was sent and answered. */
async function describeFailedResponse(response: Response): Promise<string> {
  const request = response.request();
  // A body that never ends (a response held open) must not hold up the test's end.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unread = new Promise<string>((resolve) => {
    timer = setTimeout(resolve, 2000, '(not read within 2 s)');
  });
  const answer = await Promise.race([
    response.text().catch((error: unknown) => `(unreadable: ${String(error)})`),
    unread,
  ]).finally(() => clearTimeout(timer));
  // The DevTools protocol gives no body for a fetch of a cloned Request (ky sends those).
  const sent = request.postData() ?? (request.method() === 'GET' ? '(no body)' : '(body not seen)');
  return `${request.method()} ${response.url()} answered ${response.status()}\n  sent: ${sent}\n  answered: ${answer}`;
}

/**
 * Starts the demo and Chromium before the file's tests and stops them after. Each page from
 * `newPage` gets its own context; its uncaught errors and console errors fail the test it ran in,
 * with every response of an HTTP error status spelled out (a console error names only the status).
 */
export function useDemoAndBrowser(
  options: Pick<StartDemoOptions, 'scenario'> = {},
): DemoBrowserSession {
  let started: DemoAndBrowser | undefined;
  let context: BrowserContext | undefined;
  let pageErrors: string[] = [];
  let failedResponses: Promise<string>[] = [];
  let allowedConsoleErrors: RegExp[] = [];
  const running = (): DemoAndBrowser => {
    if (!started) throw new Error('The demo or the browser did not start.');
    return started;
  };
  beforeAll(async () => {
    started = await startDemoAndBrowser(options);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.demo.close();
  });
  afterEach(async () => {
    // Read before the context closes, which discards the responses' bodies.
    const failed = await Promise.all(failedResponses);
    await context?.close();
    context = undefined;
    const responses =
      failed.length > 0 ? `; responses with an error status:\n${failed.join('\n')}` : '';
    expect(pageErrors, `errors in the page${responses}`).toEqual([]);
  });
  return {
    get demo() {
      return running().demo;
    },
    async newPage(contextOptions) {
      context = await running().browser.newContext(contextOptions);
      const page = await context.newPage();
      pageErrors = [];
      failedResponses = [];
      allowedConsoleErrors = [];
      context.on('response', (response) => {
        if (response.status() >= 400) failedResponses.push(describeFailedResponse(response));
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) pageErrors.push(text);
      });
      return page;
    },
    allowConsoleErrors(pattern) {
      allowedConsoleErrors.push(pattern);
    },
  };
}

/**
 * Where a chat transcript `log` stands, for a failure message: its follow state (`at-end` or
 * `scrolled`), scroll position, heights and rendered rows, and whether 'New messages' is offered.
 */
export function describeLog(log: Locator): Promise<string> {
  return log.evaluate((element: HTMLElement) => {
    const newMessages = [...document.querySelectorAll('button')].some((button) =>
      /new message/i.test(button.textContent ?? ''),
    );
    return `log ${element.dataset.state}, scrollTop ${element.scrollTop} of ${element.scrollHeight}, ${element.clientHeight} high, ${element.querySelectorAll('[data-index]').length} rows rendered${newMessages ? ", 'New messages' offered" : ''}`;
  });
}

/** Calls the simulator's control API at `base` (its `/sim/api/` URL) and returns its JSON; fails on an HTTP error. */
export async function callControl<T>(base: string, path: string, body?: unknown): Promise<T> {
  const url = new URL(path, base);
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${body === undefined ? 'GET' : 'POST'} ${url.pathname}`).toBe(200);
  return (await response.json()) as T;
}

/** How many times the simulator's transcript of `chatId` holds the visitor's message `text`. */
export async function visitorMessageCount(
  base: string,
  chatId: string,
  text: string,
): Promise<number> {
  const { events } = await callControl<{
    events: { type: string; from: { type: string }; text?: string }[];
  }>(base, `chats/${chatId}/transcript`);
  return events.filter(
    (event) => event.type === 'Message' && event.from.type === 'Client' && event.text === text,
  ).length;
}
