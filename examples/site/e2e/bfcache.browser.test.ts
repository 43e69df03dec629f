// The back/forward cache (bfcache): a visitor who follows a link and comes back with Back gets the
// page as it was, at once, chat included, instead of a reload. Playwright turns the cache off in the
// browsers it launches (`--disable-back-forward-cache`), so this file launches Chromium without that
// flag. Chromium says why it did not restore a page in the CDP event `Page.backForwardCacheNotUsed`.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from '../scripts/demo-server';
import { callControl, chromiumArgs, visitorMessageCount } from './browser';
import { chromiumPath } from '../../../scripts/ensure-chromium.mjs';

let demo: DemoServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  [demo, browser] = await Promise.all([
    startDemo({ mode: 'built' }),
    chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumArgs,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
  expect(pageErrors, 'errors in the page').toEqual([]);
});

const running = (): DemoServer => {
  if (!demo) throw new Error('The demo did not start.');
  return demo;
};

/** `expect.poll` with room for a poll cycle of the chat. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Calls the simulator's control API (`/sim/api/...`) and returns its JSON. */
const control = <T>(path: string, body?: unknown) =>
  callControl<T>(running().simulatorUrls.control, path, body);

/** How many times the simulator holds the visitor's message `text`. */
const visitorMessages = (chatId: string, text: string) =>
  visitorMessageCount(running().simulatorUrls.control, chatId, text);

const byName = { exact: true } as const;
const chatButton = () => page.getByRole('button', { name: 'Live Chat', ...byName });
const chatWindow = () => page.getByRole('region', { name: 'Live Chat', ...byName });
const inWindow = (role: 'button' | 'textbox', name: string) =>
  chatWindow().getByRole(role, { name, ...byName });
const transcript = () => chatWindow().getByRole('log', { name: 'Chat transcript', ...byName });
const messageBox = () => inWindow('textbox', 'Message');
/** A visitor's bubble that the server accepted (no 'Sending…' or 'Not sent' status). */
const sentBubble = (text: string) =>
  transcript().locator('[data-part="bubble"][data-state="visitor"]:not([data-status])', {
    hasText: text,
  });
const shows = (text: string, from: Locator = transcript()) =>
  from.getByText(text).first().waitFor();

/** Opens the demo (GMS chat v2, polling) in a new context; its errors fail the test. */
async function openDemo(): Promise<void> {
  context = await browser!.newContext();
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    // The page the visitor goes to has no icon: Chromium's request for /favicon.ico is not the chat's.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      pageErrors.push(message.text());
    }
  });
  await page.goto(running().siteUrl);
  await chatButton().waitFor();
}

/** Starts a chat as `firstName`, has the agent join, and returns the chat's id. */
async function startChatWithAgent(firstName: string): Promise<string> {
  await chatButton().click();
  await inWindow('textbox', 'First Name').fill(firstName);
  await inWindow('textbox', 'Last Name').fill('Tester');
  await inWindow('textbox', 'Email').fill(`${firstName.toLowerCase()}@example.com`);
  await inWindow('textbox', 'Subject').fill('Back/forward cache');
  await inWindow('button', 'Start Chat').click();
  await transcript().waitFor();
  let chatId: string | undefined;
  await eventually(async () => {
    const { chats } = await control<{ chats: { id: string; visitor: { firstName: string } }[] }>(
      'chats',
    );
    chatId = chats.find((chat) => chat.visitor.firstName === firstName)?.id;
    return chatId;
  }).toBeDefined();
  await control(`chats/${chatId}/agent/join`, { name: 'Anna' });
  await shows('Anna has joined the session');
  return chatId!;
}

/** The agent says `text`, and the page shows it. */
async function agentSays(chatId: string, text: string): Promise<void> {
  await control(`chats/${chatId}/agent/messages`, { text });
  await shows(text);
}

/** What Chromium said about the page's last back navigation. */
interface Return {
  /** Whether the page came back from the cache (`pageshow` with `persisted`). */
  restored: boolean;
  /** The reasons Chromium gave for not restoring it (`Page.backForwardCacheNotUsed`), none when it did. */
  reasons: string[];
}

/** Watches the page's history navigations through CDP; `leave` marks the page before it is left. */
async function watchBackForward(): Promise<{ leave(): Promise<void>; back(): Promise<Return> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const reasons: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    reasons.push(...event.notRestoredExplanations.map(({ reason }) => reason));
  });
  return {
    async leave() {
      await page.evaluate(() => {
        const mark = window as { cxkitRestored?: Promise<boolean>; cxkitShownAt?: number };
        mark.cxkitRestored = new Promise((resolve) =>
          addEventListener(
            'pageshow',
            (event) => {
              mark.cxkitShownAt = Date.now();
              resolve(event.persisted);
            },
            { once: true },
          ),
        );
      });
      // Another page of the same site, without a chat.
      await page.goto(running().simulatorUrls.health);
    },
    async back() {
      // A page restored from the cache fires no `load`.
      await page.goBack({ waitUntil: 'commit' });
      const restored = await page.evaluate(
        () => (window as { cxkitRestored?: Promise<boolean> }).cxkitRestored ?? false,
      );
      return { restored, reasons };
    },
  };
}

/** The times (ms since the epoch) at which the page asked GMS for news (`.../refresh`). */
function watchPolls(): number[] {
  const polls: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/refresh')) polls.push(Date.now());
  });
  return polls;
}

describe('the back/forward cache on the demo (GMS chat v2)', () => {
  it('restores the page with the chat button only', async () => {
    await openDemo();
    const history = await watchBackForward();
    await history.leave();
    expect(await history.back()).toEqual({ restored: true, reasons: [] });
    await chatButton().waitFor();
  });

  it('restores a page with a chat in progress, which shows at once what the agent said meanwhile', async () => {
    await openDemo();
    const chatId = await startChatWithAgent('Bfcache');
    await messageBox().fill('Sent before leaving');
    await messageBox().press('Enter');
    await sentBubble('Sent before leaving').waitFor();
    const history = await watchBackForward();
    await history.leave();
    await control(`chats/${chatId}/agent/messages`, { text: 'Said while the visitor was away.' });
    // Any script of the site may ask which Web Locks are held; Chromium then drops from the cache a
    // page that holds one (WebLocksContention). With nothing to send, the chat holds none there.
    const other = await page.context().newPage();
    await other.goto(running().simulatorUrls.health);
    const held = await other.evaluate(async () =>
      ((await navigator.locks.query()).held ?? []).map((lock) => lock.name),
    );
    expect(held.filter((name) => name?.startsWith('cxkit.'))).toEqual([]);
    await other.close();

    const polls = watchPolls();
    const goingBackAt = Date.now();
    expect(await history.back()).toEqual({ restored: true, reasons: [] });
    await shows('Said while the visitor was away.');
    // It reads again within a second of coming back: its timers go on where they stopped. Timed from
    // the page's return, not from the navigation, which a busy machine may take a while over. (The
    // poll here is due soon anyway, the visitor having just sent: that it polls at once when it turns
    // visible again is the machine test's "polls at once when the page becomes visible again".)
    const backAt = await page.evaluate(() => (window as { cxkitShownAt?: number }).cxkitShownAt!);
    const firstPoll = polls.find((at) => at >= goingBackAt);
    expect(
      firstPoll! - backAt,
      `polls at ${polls.map((at) => at - backAt).join(', ')} ms`,
    ).toBeLessThan(1000);
    expect(await sentBubble('Sent before leaving').count(), 'shown once').toBe(1);
    expect(await visitorMessages(chatId, 'Sent before leaving'), 'sent once').toBe(1);

    await messageBox().fill('Sent after coming back');
    await messageBox().press('Enter');
    await sentBubble('Sent after coming back').waitFor();
    await eventually(() => visitorMessages(chatId, 'Sent after coming back')).toBe(1);
  });

  it('restores a page left while a message was on its way, and the message reaches the agent once', async () => {
    await openDemo();
    const chatId = await startChatWithAgent('BfcacheSending');
    // The server takes a while over the send: the visitor leaves before it answers.
    await control('faults', { route: '/send$', action: 'delay', ms: 1500, count: 1 });
    try {
      await messageBox().fill('On its way as I left');
      await messageBox().press('Enter');
      const history = await watchBackForward();
      await history.leave();
      await control(`chats/${chatId}/agent/messages`, { text: 'Answered while away.' });
      await eventually(() => visitorMessages(chatId, 'On its way as I left')).toBe(1);

      expect(await history.back()).toEqual({ restored: true, reasons: [] });
      await shows('Answered while away.');
      await sentBubble('On its way as I left').waitFor();
      expect(await sentBubble('On its way as I left').count(), 'shown once').toBe(1);
      expect(await visitorMessages(chatId, 'On its way as I left'), 'sent once').toBe(1);
    } finally {
      await fetch(new URL('faults', running().simulatorUrls.control), { method: 'DELETE' });
    }
  });

  it('gives up the cache for a page left with a message it could not send when another tab sends that message', async () => {
    await openDemo();
    const chatId = await startChatWithAgent('BfcacheTakeover');
    const text = 'Sent by the other tab';
    // The server answers the send late, and with an error, once the visitor has left: the message is
    // still the left page's to send, and the saved session (the chat cookie) says so.
    await control('faults', { route: '/send$', action: 'delay', ms: 1500, count: 1 });
    await control('faults', { route: '/send$', action: 'error', status: 503, count: 1 });
    try {
      await messageBox().fill(text);
      await messageBox().press('Enter');
      const history = await watchBackForward();
      await history.leave();
      // The server's late error comes back while the page is away.
      await page.waitForTimeout(2500);
      expect(await visitorMessages(chatId, text)).toBe(0);
      // A tab that opens the chat waits for the left page's lock: Chromium drops the page from the
      // cache to free it, and that tab sends the message.
      const other = await page.context().newPage();
      await other.goto(running().siteUrl);
      await eventually(() => visitorMessages(chatId, text)).toBe(1);
      const otherWindow = other.getByRole('region', { name: 'Live Chat', ...byName });
      await shows(text, otherWindow);

      const { restored, reasons } = await history.back();
      expect(restored).toBe(false);
      expect(reasons).toContain('WebLocksContention');
      await sentBubble(text).waitFor();
      await agentSays(chatId, 'Said after the reload.');
      expect(await sentBubble(text).count(), 'shown once').toBe(1);
      expect(await visitorMessages(chatId, text), 'sent once').toBe(1);
    } finally {
      await fetch(new URL('faults', running().simulatorUrls.control), { method: 'DELETE' });
    }
  });
});
