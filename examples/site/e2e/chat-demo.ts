// The web chat's browser tests share this: the demo, the page, and the agent's side through the
// simulator's control API. Each chat test file calls `useChatDemo()` once.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FileChooser, Locator, Page, ViewportSize } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import {
  callControl,
  describeLog,
  settle,
  useDemoAndBrowser,
  visitorMessageCount,
  type DemoBrowserSession,
} from './browser';

export const desktop: ViewportSize = { width: 1280, height: 800 };
export const phone: ViewportSize = { width: 320, height: 640 };
/** Screenshots are kept for people to look at, never compared. */
export const screenshotDir = fileURLToPath(new URL('../../../test-results/chat/', import.meta.url));

/** The demo and browser of the test file that called {@link useChatDemo}. */
export let session: DemoBrowserSession;
/** The page the current test opened with {@link openDemo}. */
export let page: Page;

/**
 * Starts the demo and Chromium for the calling test file (and stops them after it): call it once,
 * at the top of each chat test file, before any helper below.
 */
export function useChatDemo(): void {
  session = useDemoAndBrowser();
  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });
}

/** `expect.poll` with room for a poll cycle of the chat (its default gives up after 1 s). */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

// ---------------------------------------------------------------------------------------------
// The simulator's control API: the test plays the agent.

/** A transcript event as the control API returns it (the fields these tests read). */
export interface ControlEvent {
  type: string;
  from: { type: string };
  text: string;
  userData?: Record<string, string>;
}

/** A chat as the control API lists it (the fields these tests read). */
export interface ChatSummary {
  id: string;
  state: string;
  transport: string;
  visitor: { firstName: string; lastName: string; emailAddress: string; subject: string };
  files: { name: string; size: number; uploadedBy: number }[];
}

/** Calls the control API (`/sim/api/...`) and returns its JSON; fails on an HTTP error. */
export const control = <T>(path: string, body?: unknown) =>
  callControl<T>(session.demo.simulatorUrls.control, path, body);

/** The simulator's chat of the visitor `firstName` (each test has its own visitor). */
export async function chatOf(firstName: string): Promise<ChatSummary | undefined> {
  const { chats } = await control<{ chats: ChatSummary[] }>('chats');
  return chats.find((chat) => chat.visitor.firstName === firstName);
}

/** Waits until the simulator has the chat of `firstName` and returns it. */
export async function startedChat(firstName: string): Promise<ChatSummary> {
  let chat: ChatSummary | undefined;
  await eventually(async () => (chat = await chatOf(firstName))).toBeDefined();
  return chat as ChatSummary;
}

export async function transcriptOf(chatId: string): Promise<ControlEvent[]> {
  return (await control<{ events: ControlEvent[] }>(`chats/${chatId}/transcript`)).events;
}

/** How many times the simulator holds the visitor's message `text`. */
export const visitorMessages = (chatId: string, text: string) =>
  visitorMessageCount(session.demo.simulatorUrls.control, chatId, text);

/** The agent's side, through the control API. */
export const agent = {
  join: (chatId: string, name = 'Anna') => control(`chats/${chatId}/agent/join`, { name }),
  say: (chatId: string, text: string, type?: string) =>
    control(`chats/${chatId}/agent/messages`, { text, type }),
  sendFile: (chatId: string, name: string, content: string | Buffer, mimeType = 'text/plain') =>
    control(`chats/${chatId}/agent/files`, {
      name,
      contentBase64: Buffer.from(content).toString('base64'),
      mimeType,
    }),
  idleAlert: (chatId: string, text: string) =>
    control(`chats/${chatId}/agent/idle`, { kind: 'alert', text }),
  offerSurvey: (chatId: string) => control(`chats/${chatId}/agent/survey`, {}),
  typing: (chatId: string, durationMs = 10_000) =>
    control(`chats/${chatId}/agent/typing`, { durationMs }),
  endChat: (chatId: string) => control(`chats/${chatId}/end`, {}),
};

// ---------------------------------------------------------------------------------------------
// The page.

export interface OpenOptions {
  viewport?: ViewportSize;
  theme?: 'dark' | 'light';
  /** The page's query, e.g. `?transport=gms-push` to run on another chat back end. */
  query?: string;
  /** A phone's touch screen: a coarse pointer and touch events. */
  touch?: boolean;
  /** The visitor's motion preference. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Another host name for the demo's address, e.g. `insecureHost` for a page that is not a secure context. */
  host?: string;
}

/** Opens the demo in a fresh browser context and waits for the chat button. */
export async function openDemo({
  viewport = desktop,
  theme,
  query = '',
  touch = false,
  reducedMotion = 'no-preference',
  host,
}: OpenOptions = {}): Promise<void> {
  page = await session.newPage({ viewport, hasTouch: touch, isMobile: touch, reducedMotion });
  page.setDefaultTimeout(15_000);
  const url = new URL(`${session.demo.siteUrl}${query}`);
  if (host) url.hostname = host;
  await page.goto(url.href);
  if (theme) await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption(theme);
  // The chat button appears after its delay and fades in: checks must not catch it half drawn.
  await chatButton().waitFor();
  await settle(page);
}

export const byName = { exact: true } as const;
export const chatButton = () => page.getByRole('button', { name: 'Live Chat', ...byName });
/** The chat window (its name stays 'Live Chat'; the unread count is a status in its title bar). */
export const chatWindow = () => page.getByRole('region', { name: 'Live Chat', exact: true });
export const inWindow = (role: 'button' | 'textbox', name: string) =>
  chatWindow().getByRole(role, { name, ...byName });
export const transcript = () =>
  chatWindow().getByRole('log', { name: 'Chat transcript', ...byName });
export const messageBox = () => inWindow('textbox', 'Message');
export const alertDialog = (name: string) =>
  chatWindow().getByRole('alertdialog', { name, ...byName });
export const dialog = (name: string) => chatWindow().getByRole('dialog', { name, ...byName });
export const inDialog = (box: Locator, name: string) =>
  box.getByRole('button', { name, ...byName });

/** Waits until the transcript shows a row with `text` (rows also hold a spoken prefix and a time). */
export const shows = (text: string) => transcript().getByText(text).first().waitFor();

export async function fillForm(firstName: string): Promise<void> {
  await inWindow('textbox', 'First Name').fill(firstName);
  await inWindow('textbox', 'Last Name').fill('Tester');
  await inWindow('textbox', 'Email').fill(`${firstName.toLowerCase()}@example.com`);
  await inWindow('textbox', 'Subject').fill('Browser test');
}

/** Opens the window (with the chat button unless told), starts a chat as `firstName`, returns its id. */
export async function startChat(
  firstName: string,
  opener: Locator = chatButton(),
): Promise<string> {
  await opener.click();
  await fillForm(firstName);
  await inWindow('button', 'Start Chat').click();
  await transcript().waitFor();
  return (await startedChat(firstName)).id;
}

/**
 * Where `element` lies in the transcript's log: 'in view' when wholly inside it, else where the log
 * stood ({@link describeLog}) and the element's place, so that a failure says so.
 */
export async function whereInLog(element: Locator): Promise<string> {
  const place = await element.evaluate((target) => {
    const box = target.closest('[role="log"]')!.getBoundingClientRect();
    const row = target.getBoundingClientRect();
    if (row.top >= box.top - 1 && row.bottom <= box.bottom + 1) return undefined;
    const [top, bottom] = [row.top - box.top, row.bottom - box.top].map(Math.round);
    return `row ${top} to ${bottom} from its top`;
  });
  if (place === undefined) return 'in view';
  return `${await describeLog(element.locator('xpath=ancestor::*[@role="log"]'))}; ${place}`;
}

/** The page's promise of the busy task {@link busyAfterLayout} set up. */
interface BusyPage {
  busyAfterLayout: Promise<void>;
}

/**
 * Keeps the page's main thread busy for `ms` just after the next layout that gives `element` another
 * height than it has now (a ResizeObserver's report), in a task of the highest priority: the next frame
 * then comes before the render React queued meanwhile, as it does on a loaded machine. Await it
 * before what lays the page out again; it gives a wait for two frames after the busy task.
 */
export async function busyAfterLayout(element: Locator, ms: number): Promise<() => Promise<void>> {
  await element.evaluate((target, busy) => {
    const { scheduler } = globalThis as unknown as {
      scheduler: { postTask(task: () => void, options: { priority: 'user-blocking' }): unknown };
    };
    const frame = (then: () => void) => requestAnimationFrame(() => then());
    (window as unknown as BusyPage).busyAfterLayout = new Promise((resolve) => {
      const before = target.getBoundingClientRect().height;
      const observer = new ResizeObserver(([entry]) => {
        const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
        if (!height || Math.abs(height - before) < 0.5) return;
        observer.disconnect();
        const block = () => {
          const end = performance.now() + busy;
          while (performance.now() < end);
          frame(() => frame(resolve));
        };
        scheduler.postTask(block, { priority: 'user-blocking' });
      });
      observer.observe(target);
    });
  }, ms);
  return () => element.page().evaluate(() => (window as unknown as BusyPage).busyAfterLayout);
}

/** The agent joins the chat and the visitor sees it. */
export async function agentJoins(chatId: string): Promise<void> {
  await agent.join(chatId);
  await shows('Anna has joined the session');
}

/** Types `text` and sends it with Enter, then waits until the transcript shows it as sent. */
export async function send(text: string): Promise<void> {
  await messageBox().fill(text);
  await messageBox().press('Enter');
  await sentBubble(text).waitFor();
}

/** A visitor's bubble that the server accepted (no 'Sending…' or 'Not sent' status). */
export const sentBubble = (text: string) =>
  transcript().locator('[data-part="bubble"][data-state="visitor"]:not([data-status])', {
    hasText: text,
  });

/** Opens the file chooser through the actions menu's 'Send a file'. */
export async function chooseFile(): Promise<FileChooser> {
  await inWindow('button', 'Chat actions').click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    chatWindow()
      .getByRole('menuitem', { name: 'Send a file', ...byName })
      .click(),
  ]);
  return chooser;
}

export async function screenshot(name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `${screenshotDir}${name}.png` });
}

/** Where the chat window lies once its animations have finished, in whole CSS px. */
export async function windowBox(): Promise<{
  x: number;
  y: number;
  width: number;
  height: number;
}> {
  await settle(page);
  const box = await chatWindow().boundingBox();
  if (!box) throw new Error('The chat window is not rendered.');
  return {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

export const horizontalOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
