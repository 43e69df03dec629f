import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FileChooser, Locator, Page, ViewportSize } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callControl,
  expectNoAxeViolations,
  isFocused,
  settle,
  tabTo,
  useDemoAndBrowser,
  visitorMessageCount,
} from './browser';

const desktop: ViewportSize = { width: 1280, height: 800 };
const phone: ViewportSize = { width: 320, height: 640 };
/** Screenshots are kept for people to look at, never compared. */
const screenshotDir = fileURLToPath(new URL('../../../test-results/chat/', import.meta.url));

const session = useDemoAndBrowser();
let page: Page;

beforeAll(async () => {
  await mkdir(screenshotDir, { recursive: true });
});

/** `expect.poll` with room for a poll cycle of the chat (its default gives up after 1 s). */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

// ---------------------------------------------------------------------------------------------
// The simulator's control API: the test plays the agent.

/** A transcript event as the control API returns it (the fields these tests read). */
interface ControlEvent {
  type: string;
  from: { type: string };
  text: string;
  userData?: Record<string, string>;
}

/** A chat as the control API lists it (the fields these tests read). */
interface ChatSummary {
  id: string;
  state: string;
  transport: string;
  visitor: { firstName: string; lastName: string; emailAddress: string; subject: string };
  files: { name: string; size: number; uploadedBy: number }[];
}

/** Calls the control API (`/sim/api/...`) and returns its JSON; fails on an HTTP error. */
const control = <T>(path: string, body?: unknown) =>
  callControl<T>(session.demo.simulatorUrls.control, path, body);

/** The simulator's chat of the visitor `firstName` (each test has its own visitor). */
async function chatOf(firstName: string): Promise<ChatSummary | undefined> {
  const { chats } = await control<{ chats: ChatSummary[] }>('chats');
  return chats.find((chat) => chat.visitor.firstName === firstName);
}

/** Waits until the simulator has the chat of `firstName` and returns it. */
async function startedChat(firstName: string): Promise<ChatSummary> {
  let chat: ChatSummary | undefined;
  await eventually(async () => (chat = await chatOf(firstName))).toBeDefined();
  return chat as ChatSummary;
}

async function transcriptOf(chatId: string): Promise<ControlEvent[]> {
  return (await control<{ events: ControlEvent[] }>(`chats/${chatId}/transcript`)).events;
}

/** How many times the simulator holds the visitor's message `text`. */
const visitorMessages = (chatId: string, text: string) =>
  visitorMessageCount(session.demo.simulatorUrls.control, chatId, text);

/** The agent's side, through the control API. */
const agent = {
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

interface OpenOptions {
  viewport?: ViewportSize;
  theme?: 'dark' | 'light';
  /** The page's query, e.g. `?transport=gms-push` to run on another chat back end. */
  query?: string;
  /** A phone's touch screen: a coarse pointer and touch events. */
  touch?: boolean;
  /** The visitor's motion preference. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** Opens the demo in a fresh browser context and waits for the chat button. */
async function openDemo({
  viewport = desktop,
  theme,
  query = '',
  touch = false,
  reducedMotion = 'no-preference',
}: OpenOptions = {}): Promise<void> {
  page = await session.newPage({ viewport, hasTouch: touch, isMobile: touch, reducedMotion });
  page.setDefaultTimeout(15_000);
  await page.goto(`${session.demo.siteUrl}${query}`);
  if (theme) await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption(theme);
  // The chat button appears after its delay and fades in: checks must not catch it half drawn.
  await chatButton().waitFor();
  await settle(page);
  // On a phone the demo's Welcome window opens full screen, over the chat button: minimize it first.
  const welcome = page.getByRole('region', { name: 'Welcome', exact: true });
  if ((await welcome.getAttribute('data-mobile')) === 'true') {
    await welcome.getByRole('button', { name: 'Minimize', ...byName }).click();
    await settle(page);
  }
}

const byName = { exact: true } as const;
const chatButton = () => page.getByRole('button', { name: 'Live Chat', ...byName });
/** The chat window (its name stays 'Live Chat'; the unread count is a status in its title bar). */
const chatWindow = () => page.getByRole('region', { name: 'Live Chat', exact: true });
const inWindow = (role: 'button' | 'textbox', name: string) =>
  chatWindow().getByRole(role, { name, ...byName });
const transcript = () => chatWindow().getByRole('log', { name: 'Chat transcript', ...byName });
const messageBox = () => inWindow('textbox', 'Message');
const alertDialog = (name: string) => chatWindow().getByRole('alertdialog', { name, ...byName });
const dialog = (name: string) => chatWindow().getByRole('dialog', { name, ...byName });
const inDialog = (box: Locator, name: string) => box.getByRole('button', { name, ...byName });

/** Waits until the transcript shows a row with `text` (rows also hold a spoken prefix and a time). */
const shows = (text: string) => transcript().getByText(text).first().waitFor();

async function fillForm(firstName: string): Promise<void> {
  await inWindow('textbox', 'First Name').fill(firstName);
  await inWindow('textbox', 'Last Name').fill('Tester');
  await inWindow('textbox', 'Email').fill(`${firstName.toLowerCase()}@example.com`);
  await inWindow('textbox', 'Subject').fill('Browser test');
}

/** Opens the window (with the chat button unless told), starts a chat as `firstName`, returns its id. */
async function startChat(firstName: string, opener: Locator = chatButton()): Promise<string> {
  await opener.click();
  await fillForm(firstName);
  await inWindow('button', 'Start Chat').click();
  await transcript().waitFor();
  return (await startedChat(firstName)).id;
}

/** The agent joins the chat and the visitor sees it. */
async function agentJoins(chatId: string): Promise<void> {
  await agent.join(chatId);
  await shows('Anna has joined the session');
}

/** Types `text` and sends it with Enter, then waits until the transcript shows it as sent. */
async function send(text: string): Promise<void> {
  await messageBox().fill(text);
  await messageBox().press('Enter');
  await sentBubble(text).waitFor();
}

/** A visitor's bubble that the server accepted (no 'Sending…' or 'Not sent' status). */
const sentBubble = (text: string) =>
  transcript().locator('[data-part="bubble"][data-state="visitor"]:not([data-status])', {
    hasText: text,
  });

/** Opens the file chooser through the actions menu's 'Send a file'. */
async function chooseFile(): Promise<FileChooser> {
  await inWindow('button', 'Chat actions').click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    chatWindow()
      .getByRole('menuitem', { name: 'Send a file', ...byName })
      .click(),
  ]);
  return chooser;
}

async function screenshot(name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `${screenshotDir}${name}.png` });
}

/** Where the chat window lies once its animations have finished, in whole CSS px. */
async function windowBox(): Promise<{ x: number; y: number; width: number; height: number }> {
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

const horizontalOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// ---------------------------------------------------------------------------------------------

describe('the web chat on the demo and the simulator', () => {
  // The journey and the restore run on every chat back end the demo offers (issue 6).
  // With the protocol the simulator must see each back end speak.
  describe.each([
    ['gms', 'gms-v2'],
    ['gms-push', 'gms-cometd'],
    ['pureengage-v3-rest', 'rest-v3'],
    ['purecloud-v2-sockets', 'cloud-v2'],
  ])('on the %s back end', (backEnd, protocol) => {
    const query = backEnd === 'gms' ? '' : `?transport=${backEnd}`;
    const tag = backEnd.replaceAll(/[^a-z0-9]/gi, '');
    const journey = `Journey${tag}`;
    const restore = `Restore${tag}`;

    it('the whole journey: open, form, agent answers, visitor writes, End Chat', async () => {
      await openDemo({ query });
      await expectNoAxeViolations(page, 'with the chat button only');

      await chatButton().click();
      await inWindow('textbox', 'First Name').waitFor();
      await expectNoAxeViolations(page, 'with the pre-chat form');
      await fillForm(journey);
      await inWindow('button', 'Start Chat').click();
      await transcript().waitFor();
      const chat = await startedChat(journey);
      expect(chat.transport, 'the protocol the simulator saw').toBe(protocol);
      expect(chat.visitor).toMatchObject({
        firstName: journey,
        lastName: 'Tester',
        emailAddress: `${journey.toLowerCase()}@example.com`,
        subject: 'Browser test',
      });
      const chatId = chat.id;

      await agentJoins(chatId);
      await agent.say(chatId, `Hi ${journey}, how can I help?`);
      await shows(`Hi ${journey}, how can I help?`);

      // The Send button shows only while there is text.
      expect(await inWindow('button', 'Send').count()).toBe(0);
      await messageBox().fill('Where is my order 1234?');
      await inWindow('button', 'Send').click();
      await sentBubble('Where is my order 1234?').waitFor();
      await eventually(() => visitorMessages(chatId, 'Where is my order 1234?')).toBe(1);
      expect(await messageBox().inputValue()).toBe('');
      await agent.say(chatId, 'It ships today.');
      await shows('It ships today.');
      expect(await visitorMessages(chatId, 'Where is my order 1234?'), 'sent once').toBe(1);
      expect(await sentBubble('Where is my order 1234?').count(), 'shown once').toBe(1);
      await expectNoAxeViolations(page, 'with a chat running');
      if (!query) await screenshot('chat-dark');

      await inWindow('button', 'End Chat').click();
      const confirm = alertDialog('End chat');
      await confirm.waitFor();
      await expectNoAxeViolations(page, 'with the end-chat confirmation');
      await inDialog(confirm, 'End chat').click();

      await shows('The chat has ended');
      expect(await messageBox().isDisabled()).toBe(true);
      expect(await inWindow('button', 'End Chat').count()).toBe(0);
      await eventually(async () => (await chatOf(journey))?.state).toBe('ended');
    });

    it('restores the chat after a reload: the window state, the messages, the draft, and sending', async () => {
      await openDemo({ query });
      const chatId = await startChat(restore);
      await agentJoins(chatId);
      await agent.say(chatId, 'Said before the reload.');
      await shows('Said before the reload.');
      await send('Sent before the reload');
      await eventually(() => visitorMessages(chatId, 'Sent before the reload')).toBe(1);
      const draft = 'Typed but not sent before the reload';
      await messageBox().fill(draft);

      await page.reload();
      await shows('Said before the reload.');
      await sentBubble('Sent before the reload').waitFor();
      expect(await chatWindow().getAttribute('data-state')).toBe('open');
      expect(await sentBubble('Sent before the reload').count(), 'shown once').toBe(1);
      await eventually(() => messageBox().inputValue()).toBe(draft);
      await messageBox().press('Enter');
      await sentBubble(draft).waitFor();
      await eventually(() => visitorMessages(chatId, draft)).toBe(1);

      // Minimized, the window counts what arrives; a reload keeps it minimized.
      await inWindow('button', 'Minimize').click();
      await eventually(() => chatWindow().getAttribute('data-state')).toBe('minimized');
      await agent.say(chatId, 'Said while minimized.');
      const unread = chatWindow().getByRole('status').filter({ hasText: '1 unread message' });
      await unread.waitFor();
      expect(await unread.locator('[aria-hidden="true"]').textContent()).toBe('1');
      await expectNoAxeViolations(page, 'minimized with an unread message');

      await page.reload();
      await chatWindow().waitFor();
      expect(await chatWindow().getAttribute('data-state')).toBe('minimized');
      await inWindow('button', 'Minimize').click();
      await shows('Said while minimized.');
      await send('Sent after the reload');
      await eventually(() => visitorMessages(chatId, 'Sent after the reload')).toBe(1);
      expect(await visitorMessages(chatId, 'Sent before the reload'), 'sent once').toBe(1);
    });
  });

  it('minimized, keeps the filled form and the unsent draft, and opens again on the newest message', async () => {
    await openDemo();
    const minimize = () => inWindow('button', 'Minimize').click();
    await chatButton().click();
    await fillForm('Minimizer');
    await minimize();
    await eventually(() => chatWindow().getAttribute('data-state')).toBe('minimized');
    await minimize();
    expect(await inWindow('textbox', 'First Name').inputValue()).toBe('Minimizer');
    expect(await inWindow('textbox', 'Subject').inputValue()).toBe('Browser test');

    await inWindow('button', 'Start Chat').click();
    await transcript().waitFor();
    const chatId = (await startedChat('Minimizer')).id;
    await agentJoins(chatId);
    for (let line = 1; line <= 12; line += 1)
      await agent.say(chatId, `Line ${line} of a long answer.`);
    await shows('Line 12 of a long answer.');
    await messageBox().fill('A thought I have not sent yet');
    await minimize();
    await agent.say(chatId, 'The newest line, said while minimized.');
    await chatWindow().getByRole('status').filter({ hasText: '1 unread message' }).waitFor();

    await minimize();
    expect(await messageBox().inputValue()).toBe('A thought I have not sent yet');
    const newest = transcript().getByText('The newest line, said while minimized.');
    await newest.waitFor();
    await eventually(() =>
      newest.evaluate((element) => {
        const log = element.closest('[role="log"]')!.getBoundingClientRect();
        const row = element.getBoundingClientRect();
        return row.top >= log.top - 1 && row.bottom <= log.bottom + 1;
      }),
    ).toBe(true);
    await send('A thought I have not sent yet');
    await eventually(() => visitorMessages(chatId, 'A thought I have not sent yet')).toBe(1);
  });

  it('shows a message once when the answer to its send is lost and the browser sends it again by itself', async () => {
    await openDemo();
    const chatId = await startChat('Resend');
    await agentJoins(chatId);
    await send('Before the lost answer');
    const text = 'Its answer is lost on the way back';
    // The simulator takes the send, then closes the connection without answering. Chromium sends a
    // POST again by itself when a reused connection closes before any answer, so the server may
    // hold the message twice, both copies with the client id the widget put on it.
    await control('faults', { route: '/send$', action: 'drop', after: true, count: 1 });
    try {
      await send(text);
      await eventually(() => visitorMessages(chatId, text)).toBeGreaterThanOrEqual(1);
      await agent.say(chatId, 'Said after the message.');
      await shows('Said after the message.');
      expect(await sentBubble(text).count(), 'shown once').toBe(1);
      expect(await transcript().getByText(text).count()).toBe(1);
    } finally {
      await fetch(new URL('faults', session.demo.simulatorUrls.control), { method: 'DELETE' });
    }
  });

  describe('two tabs on one chat', () => {
    const stuck = 'Typed in tab A while its connection was down';

    /** Tab A (the test's page) starts a chat and tab B opens the same page; A's connection then drops and a message waits in A. */
    async function twoTabsWithAStuckMessage(firstName: string) {
      await openDemo();
      const chatId = await startChat(firstName);
      await agentJoins(chatId);
      const tabB = await page.context().newPage();
      await tabB.goto(session.demo.siteUrl);
      await tabB.getByText('Anna has joined the session').first().waitFor();
      session.allowConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
      const tabA = await page.context().newCDPSession(page);
      const network = (offline: boolean) =>
        tabA.send('Network.emulateNetworkConditions', {
          offline,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      await tabA.send('Network.enable');
      await network(true);
      await messageBox().fill(stuck);
      await messageBox().press('Enter');
      // Saved in the chat's cookie, which both tabs share.
      await eventually(async () =>
        (await page.context().cookies()).some((cookie) =>
          decodeURIComponent(cookie.value).includes(stuck),
        ),
      ).toBe(true);
      return { chatId, tabB, network };
    }

    it('sends what a tab that closed could not send, once, from the tab still open', async () => {
      const { chatId, tabB } = await twoTabsWithAStuckMessage('ClosedTab');
      await page.close();
      await eventually(() => visitorMessages(chatId, stuck)).toBe(1);
      await agent.say(chatId, 'Got it.');
      await tabB.getByText('Got it.').first().waitFor();
      expect(await visitorMessages(chatId, stuck), 'sent once').toBe(1);
      expect(await tabB.getByRole('log').getByText(stuck).count(), 'shown once').toBe(1);
    });

    it('leaves it to the tab still open when the other tab reloads, so it goes once', async () => {
      const { chatId, tabB, network } = await twoTabsWithAStuckMessage('ReloadedTab');
      await tabB.reload();
      await tabB.getByText('Anna has joined the session').first().waitFor();
      await agent.say(chatId, 'Said after the reload.');
      await tabB.getByText('Said after the reload.').first().waitFor();
      expect(await visitorMessages(chatId, stuck), 'not sent by the reloaded tab').toBe(0);

      await network(false);
      await eventually(() => visitorMessages(chatId, stuck)).toBe(1);
      await sentBubble(stuck).waitFor();
      await agent.say(chatId, 'Got it.');
      await tabB.getByText('Got it.').first().waitFor();
      expect(await visitorMessages(chatId, stuck), 'sent once').toBe(1);
    });
  });

  it('keeps the newest message in view when the log gets shorter: a growing message box, a connection notice', async () => {
    await openDemo();
    const chatId = await startChat('Shrink');
    await agentJoins(chatId);
    for (let line = 1; line <= 8; line += 1) await agent.say(chatId, `Line ${line} of the answer.`);
    await shows('Line 8 of the answer.');
    const log = transcript();
    const hiddenBelow = () =>
      log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
    await eventually(hiddenBelow).toBeLessThanOrEqual(1);
    const heightOf = async () => (await log.boundingBox())?.height ?? 0;

    const before = await heightOf();
    await messageBox().fill('first line\nsecond\nthird\nfourth\nfifth');
    await eventually(heightOf).toBeLessThan(before - 40);
    await eventually(hiddenBelow).toBeLessThanOrEqual(1);
    await messageBox().fill('');

    const online = await heightOf();
    session.allowConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
    await page.context().setOffline(true);
    try {
      await chatWindow().getByRole('status').filter({ hasText: 'Connection lost' }).waitFor();
      await eventually(heightOf).toBeLessThan(online);
      await eventually(hiddenBelow).toBeLessThanOrEqual(1);
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('shows the images of a pureengage-v3-rest chat, which its server gives only with the client key', async () => {
    await openDemo({ query: '?transport=pureengage-v3-rest' });
    const chatId = await startChat('Pictures');
    await agentJoins(chatId);
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const chooser = await chooseFile();
    expect(await chooser.element().getAttribute('accept')).toContain('.png');
    await chooser.setFiles({ name: 'visitor-photo.png', mimeType: 'image/png', buffer: png });
    await agent.sendFile(chatId, 'agent-photo.png', png, 'image/png');

    const pictures = transcript().locator('[data-part="bubble"] img');
    await eventually(() => pictures.count()).toBe(2);
    await eventually(() =>
      pictures.evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).naturalWidth),
      ),
    ).toEqual([1, 1]);
    for (const name of ['visitor-photo.png', 'agent-photo.png']) {
      const link = transcript().getByRole('link', { name, ...byName });
      expect(await link.getAttribute('href')).toMatch(/^blob:/);
    }
    await expectNoAxeViolations(page, 'with pictures of pureengage-v3-rest');
  });

  it("uploads a file through the actions menu and downloads the agent's file", async () => {
    await openDemo({ theme: 'light' });
    const chatId = await startChat('Files');
    await agentJoins(chatId);

    const chooser = await chooseFile();
    await chooser.setFiles({
      name: 'visitor-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Notes from the visitor.\n'),
    });
    const uploaded = transcript().locator('[data-part="file"]', { hasText: 'visitor-notes.txt' });
    await uploaded.waitFor();
    expect(await uploaded.textContent()).toContain('You have sent:');
    await eventually(async () => (await chatOf('Files'))?.files).toEqual([
      expect.objectContaining({ name: 'visitor-notes.txt', size: 24, uploadedBy: 1 }),
    ]);
    const uploads = (await transcriptOf(chatId)).filter(
      (event) => event.type === 'FileUploaded' && event.from.type === 'Client',
    );
    expect(uploads.map((event) => event.userData?.['file-name'])).toEqual(['visitor-notes.txt']);

    const content = 'A report from the agent.\n';
    await agent.sendFile(chatId, 'agent-report.txt', content);
    const received = transcript().locator('[data-part="file"]', { hasText: 'agent-report.txt' });
    await received.waitFor();
    expect(await received.textContent()).toContain('Anna has sent:');
    await expectNoAxeViolations(page, 'with file bubbles, in the light theme');
    await screenshot('chat-light');

    // A type the service does not take: the failure dialog, and nothing reaches the simulator.
    const refused = await chooseFile();
    await refused.setFiles({
      name: 'program.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    const failed = alertDialog('File upload failed');
    await failed.waitFor();
    await expectNoAxeViolations(page, 'with the file upload failure, in the light theme');
    await inDialog(failed, 'OK').click();
    await eventually(() => failed.count()).toBe(0);
    expect((await chatOf('Files'))?.files.map((file) => file.name)).toEqual([
      'visitor-notes.txt',
      'agent-report.txt',
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      received.getByRole('button', { name: 'Download', ...byName }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('agent-report.txt');
    expect(await download.failure()).toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(content);
  });

  it('shows the idle alert the agent side sends; OK dismisses it, also across a reload', async () => {
    await openDemo({ theme: 'light' });
    // The page section opens the chat through the bus (WebChat.open).
    const chatId = await startChat(
      'Idle',
      page.getByRole('button', { name: 'Open the chat', ...byName }),
    );
    await agentJoins(chatId);

    await agent.idleAlert(chatId, 'Nothing from you for a while.');
    const idle = alertDialog('Are you still there?');
    await idle.waitFor();
    expect(await idle.textContent()).toContain(
      'Your chat will close soon due to inactivity. Send a message to keep it open',
    );
    await expectNoAxeViolations(page, 'with the idle alert, in the light theme');

    await inDialog(idle, 'OK').click();
    await eventually(() => idle.count()).toBe(0);
    await shows('Nothing from you for a while.');
    expect(await messageBox().isEnabled()).toBe(true);

    await page.reload();
    await shows('Nothing from you for a while.');
    await agent.say(chatId, 'Said after the reload.');
    await shows('Said after the reload.');
    expect(await idle.count(), 'the dismissed alert stays dismissed').toBe(0);
  });

  it('offers the survey when the chat ends after an agent joined; No declines it', async () => {
    await openDemo({ theme: 'light' });
    const chatId = await startChat('Survey');
    await agentJoins(chatId);
    await agent.say(chatId, 'Thank you! Please tell us how we did.');
    await shows('Thank you! Please tell us how we did.');

    await agent.offerSurvey(chatId);
    await agent.endChat(chatId);
    const survey = dialog('Chat survey');
    await survey.waitFor();
    expect(await survey.textContent()).toContain(
      'Would you like to answer a short survey about this chat?',
    );
    expect(await inDialog(survey, 'Yes').count()).toBe(1);
    await expectNoAxeViolations(page, 'with the survey offer, in the light theme');

    await inDialog(survey, 'No').click();
    await eventually(() => survey.count()).toBe(0);
    await shows('The chat has ended');
    expect(await messageBox().isDisabled()).toBe(true);
    await eventually(async () => {
      const { cancellations } = await control<{ cancellations: { chatId: string }[] }>(
        'survey/cancellations',
      );
      return cancellations.filter((entry) => entry.chatId === chatId).length;
    }).toBe(1);
  });

  it('works with the keyboard alone, without trapping the focus in the window', async () => {
    await openDemo();
    await tabTo(page, chatButton());
    await page.keyboard.press('Enter');
    const firstName = inWindow('textbox', 'First Name');
    await eventually(() => isFocused(firstName)).toBe(true);
    for (const [index, value] of ['Keys', 'Board', 'keys@example.com', 'Keyboard only'].entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await transcript().waitFor();
    // Start Chat went away with the form: the focus goes on to the message box.
    await eventually(() => isFocused(messageBox())).toBe(true);
    const chat = await startedChat('Keys');
    const chatId = chat.id;
    expect(chat.visitor.subject).toBe('Keyboard only');
    await agentJoins(chatId);

    await tabTo(page, messageBox());
    await page.keyboard.type('Typed with the keyboard');
    await page.keyboard.press('Enter');
    await sentBubble('Typed with the keyboard').waitFor();
    await eventually(() => visitorMessages(chatId, 'Typed with the keyboard')).toBe(1);
    expect(await messageBox().inputValue()).toBe('');
    expect(await isFocused(messageBox())).toBe(true);

    // The actions menu: open, move, pick; then open and close it with Escape.
    const actions = inWindow('button', 'Chat actions');
    await tabTo(page, actions, { backwards: true });
    await page.keyboard.press('Enter');
    const item = (name: string) => chatWindow().getByRole('menuitem', { name, ...byName });
    await eventually(() => isFocused(item('Smile'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(item('Sad'))).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => messageBox().inputValue()).toBe('🙁');
    expect(await isFocused(messageBox())).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => visitorMessages(chatId, '🙁')).toBe(1);
    await tabTo(page, actions, { backwards: true });
    await page.keyboard.press('ArrowDown');
    await eventually(() => isFocused(item('Smile'))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => item('Smile').isHidden()).toBe(true);
    expect(await isFocused(actions)).toBe(true);

    // Escape closes the top dialog, and only it.
    const endChat = inWindow('button', 'End Chat');
    await tabTo(page, endChat);
    await page.keyboard.press('Enter');
    const confirmEnd = alertDialog('End chat');
    await confirmEnd.waitFor();
    expect(await isFocused(inDialog(confirmEnd, 'Cancel'))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => confirmEnd.count()).toBe(0);
    await eventually(() => isFocused(endChat)).toBe(true);
    expect(await chatWindow().isVisible()).toBe(true);

    // The window is not modal: Tab goes on past it.
    const focusInWindow = () =>
      page.evaluate(() => document.activeElement?.closest('[data-scope="window"]') != null);
    let presses = 0;
    while (await focusInWindow()) {
      expect(presses, 'Tab presses to leave the chat window').toBeLessThan(10);
      await page.keyboard.press('Tab');
      presses += 1;
    }

    // Closing the window asks first while the chat runs, then gives the focus to the chat button.
    await tabTo(page, inWindow('button', 'Close'), { backwards: true });
    await page.keyboard.press('Enter');
    const confirmClose = alertDialog('Close chat window');
    await confirmClose.waitFor();
    await expectNoAxeViolations(page, 'with the close confirmation');
    await tabTo(page, inDialog(confirmClose, 'Close'));
    await page.keyboard.press('Enter');
    await eventually(() => chatWindow().count()).toBe(0);
    await eventually(() => isFocused(chatButton())).toBe(true);
    await eventually(async () => (await chatOf('Keys'))?.state).toBe('ended');
  });

  it('keeps the keyboard focus in the window when what had it goes away, and gives it back to the chat button', async () => {
    await openDemo();
    // A start that fails: the error dialog closes onto the form again.
    // A 5xx without an error list counts as lost; a dropped connection Chromium would try again.
    await control('faults', { route: '/chat/[^/]+/?$', action: 'error', status: 503, count: 1 });
    session.allowConsoleErrors(
      /^Failed to load resource: the server responded with a status of 503/,
    );
    await chatButton().click();
    await fillForm('Focus');
    await inWindow('button', 'Start Chat').press('Enter');
    const startError = alertDialog('Chat could not start');
    await startError.waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => isFocused(inWindow('textbox', 'First Name'))).toBe(true);

    await inWindow('button', 'Start Chat').press('Enter');
    await eventually(() => isFocused(messageBox())).toBe(true);
    const chatId = (await startedChat('Focus')).id;
    await agentJoins(chatId);

    // The agent side ends the chat while the visitor types: the message box is disabled under them.
    await messageBox().type('about to');
    await agent.offerSurvey(chatId);
    await agent.endChat(chatId);
    const survey = dialog('Chat survey');
    await survey.waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => survey.count()).toBe(0);
    await eventually(() => isFocused(transcript())).toBe(true);

    // A new chat ended from the window: End Chat goes away with it.
    await inWindow('button', 'Close').click();
    await eventually(() => chatWindow().count()).toBe(0);
    const nextId = await startChat('Focused');
    await agentJoins(nextId);
    await inWindow('button', 'End Chat').press('Enter');
    await inDialog(alertDialog('End chat'), 'End chat').press('Enter');
    await eventually(() => isFocused(transcript())).toBe(true);
  });

  it('while a chat starts, keeps the focus on the loading status, which stands still for a visitor who prefers reduced motion', async () => {
    await openDemo({ reducedMotion: 'reduce' });
    await control('faults', { route: '/chat/[^/]+/?$', action: 'delay', ms: 2000, count: 1 });
    await chatButton().click();
    await fillForm('Waiting');
    await inWindow('button', 'Start Chat').press('Enter');
    const loading = chatWindow().getByRole('status').filter({ hasText: 'Loading' });
    await loading.waitFor();
    await eventually(() => isFocused(loading)).toBe(true);
    const running = await page.evaluate(
      () =>
        document.getAnimations().filter((animation) => animation.playState === 'running').length,
    );
    expect(running, 'running animations').toBe(0);
    await eventually(() => isFocused(messageBox())).toBe(true);
  });

  it('gives the focus back to the chat button when the window closes before the button has shown', async () => {
    await openDemo();
    await tabTo(page, chatButton());
    await page.keyboard.press('Enter');
    // At once: the chat code has just loaded, and its chat button waits for the dock's delay.
    await inWindow('button', 'Close').press('Enter');
    await eventually(() => chatWindow().count()).toBe(0);
    await eventually(() => isFocused(chatButton())).toBe(true);
  });

  it('at 320 px wide: the window takes the mobile layout and nothing scrolls sideways', async () => {
    const fullScreen = { x: 0, y: 0, ...phone };
    await openDemo({ viewport: phone, theme: 'light' });
    await chatButton().click();
    await inWindow('textbox', 'First Name').waitFor();
    expect(await chatWindow().getAttribute('data-mobile')).toBe('true');
    expect(await windowBox(), 'the form full screen').toEqual(fullScreen);
    expect(
      await horizontalOverflow(),
      'horizontal overflow with the form (px)',
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'with the form at 320 px wide, in the light theme');

    await fillForm('Narrow');
    await inWindow('button', 'Start Chat').click();
    await transcript().waitFor();
    const chatId = (await startedChat('Narrow')).id;
    await agentJoins(chatId);
    await agent.say(
      chatId,
      'A long answer, so that the bubble has to wrap on a narrow screen: https://example.com/a/rather/long/path/that/must/not/widen/the/page',
    );
    await shows('A long answer');
    // A system line with one long unbroken word (a server's notice with a URL) wraps as well.
    const notice = `Notice:${'https://example.com/notice/'.repeat(4)}`;
    await agent.say(chatId, notice, 'Notice');
    await shows(notice);
    const noticeOverflow = await transcript()
      .getByText(notice)
      .evaluate((element) => {
        const line = element.closest('[data-part="notice"]') ?? element;
        const log = line.closest('[role="log"]')!;
        return Math.max(
          line.scrollWidth - line.clientWidth,
          line.getBoundingClientRect().right - log.getBoundingClientRect().right,
        );
      });
    expect(noticeOverflow, 'a long system line past its box or the log (px)').toBeLessThanOrEqual(
      0,
    );
    await send('Short reply');
    expect(await windowBox(), 'the chat full screen').toEqual(fullScreen);
    // The remaining-characters counter above the message bar leaves the newest bubble uncovered.
    const counterOverlap = await chatWindow().evaluate((region) => {
      const counter = region.querySelector('[data-scope="chat-input"][data-part="counter"]')!;
      const rows = region.querySelectorAll('[data-scope="transcript"][data-part="row"]');
      const last = [...rows].sort(
        (a, b) => a.getBoundingClientRect().bottom - b.getBoundingClientRect().bottom,
      )[rows.length - 1]!;
      const bubble = last.querySelector('[data-part="bubble"]') ?? last;
      return bubble.getBoundingClientRect().bottom - counter.getBoundingClientRect().top;
    });
    expect(counterOverlap, 'the newest bubble under the counter (px)').toBeLessThanOrEqual(0);
    expect(await messageBox().getAttribute('data-layout')).toBe('mobile');
    const fontSize = await messageBox().evaluate((element) => getComputedStyle(element).fontSize);
    expect(
      parseFloat(fontSize),
      'message font size (px), so iOS does not zoom',
    ).toBeGreaterThanOrEqual(16);
    expect(await horizontalOverflow(), 'horizontal overflow with a chat (px)').toBeLessThanOrEqual(
      0,
    );
    await expectNoAxeViolations(page, 'with a chat at 320 px wide, in the light theme');
    await screenshot('chat-320px');

    // Full screen, the window covers the page: Tab from its last control goes round to its first,
    // not to the page's controls hidden behind it.
    const inChatWindow = () =>
      chatWindow().evaluate((region) => region.contains(document.activeElement));
    await inWindow('button', 'End Chat').focus();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await inChatWindow(), `focus in the chat window after ${press + 1} Tab(s)`).toBe(true);
    }
  });

  it('at 320 px wide: the counter above the message bar leaves the agent typing line readable', async () => {
    await openDemo({ viewport: phone });
    await chatButton().click();
    await fillForm('Typist');
    await inWindow('button', 'Start Chat').click();
    const chatId = (await startedChat('Typist')).id;
    const name = 'Anna-Maria Grünewald-Sánchez de la Vega y Villalobos';
    await agent.join(chatId, name);
    await shows(`${name} has joined the session`);
    // In French the line is longer, and its end reaches the counter's corner.
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('fr');
    await agent.typing(chatId);
    const typing = page.getByText(`${name} est en train d'écrire`);
    await typing.waitFor();
    const overlap = await typing.evaluate((element) => {
      const counter = element
        .closest('[data-scope="window"][data-part="root"]')!
        .querySelector('[data-scope="chat-input"][data-part="counter"]')!
        .getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].some(
        (line) =>
          line.left < counter.right &&
          counter.left < line.right &&
          line.top < counter.bottom &&
          counter.top < line.bottom,
      );
    });
    expect(overlap, 'the typing text under the counter').toBe(false);
  });

  // The demo docks its Welcome window first (55 px from the right, 360 px wide), the chat window
  // next to it (55 + 360 + 24 = 439 px from the right), as far as the viewport allows.
  it.each([
    { width: 1280, height: 800, right: 439 },
    { width: 1024, height: 768, right: 439 },
    { width: 800, height: 600, right: 439 },
    { width: 667, height: 375, right: undefined },
  ])(
    'at $width x $height: the docked window stays inside the viewport, also maximized (WCAG 1.4.10)',
    async ({ width, height, right }) => {
      const viewport = { width, height };
      await openDemo({ viewport });
      await chatButton().click();
      await inWindow('textbox', 'First Name').waitFor();
      expect(await chatWindow().getAttribute('data-mobile')).toBeNull();
      const inside = async (when: string) => {
        const box = await windowBox();
        expect(box.x, `left edge ${when}`).toBeGreaterThanOrEqual(0);
        expect(box.y, `top edge ${when}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `right edge ${when}`).toBeLessThanOrEqual(width);
        expect(box.y + box.height, `bottom edge ${when}`).toBeLessThanOrEqual(height);
        expect(await horizontalOverflow(), `horizontal overflow ${when} (px)`).toBeLessThanOrEqual(
          0,
        );
        return box;
      };
      const docked = await inside('docked');
      if (right !== undefined) {
        expect(width - docked.x - docked.width, "the spec's offset, where it fits").toBe(right);
      }
      const maximize = inWindow('button', 'Maximize');
      await maximize.click();
      await eventually(() => maximize.getAttribute('aria-pressed')).toBe('true');
      const maximized = await inside('maximized');
      expect(maximized.height, 'maximized: taller').toBeGreaterThanOrEqual(docked.height);
      expect(maximized.width, 'maximized: not narrower').toBeGreaterThanOrEqual(docked.width);
      if (right !== undefined) {
        expect(width - maximized.x - maximized.width, 'the offset, maximized').toBe(right);
      }

      await page
        .getByRole('region', { name: 'Welcome', exact: true })
        .getByRole('button', { name: 'Close', ...byName })
        .click();
      await page.getByRole('button', { name: 'Open Welcome', ...byName }).waitFor();
      await inside('maximized, alone in the dock');
      await maximize.click();
      await eventually(() => maximize.getAttribute('aria-pressed')).toBe('false');
      await inside('alone in the dock');
    },
  );

  // A long draft: the message box grows to its line limit only as far as the window's height
  // allows, then scrolls inside; the transcript keeps some height and the whole box stays in view.
  // A phone turned sideways is wider than the 600 px breakpoint but gets the mobile layout; a desktop
  // window of the same size keeps the docked one, and so does a tablet. On a touch screen the message
  // text is at least 16 px, or iOS zooms into the box.
  it.each([
    { width: 320, height: 256, touch: false, mobile: true, lines: undefined },
    { width: 667, height: 375, touch: false, mobile: false, lines: undefined },
    { width: 844, height: 390, touch: true, mobile: true, lines: undefined },
    { width: 320, height: 640, touch: false, mobile: true, lines: 8 },
    { width: 1280, height: 800, touch: false, mobile: false, lines: 11 },
    { width: 1024, height: 768, touch: true, mobile: false, lines: undefined },
  ])(
    'at $width x $height (touch: $touch): a long draft keeps the transcript and the whole message box in view',
    async ({ width, height, touch, mobile, lines }) => {
      await openDemo({ viewport: { width, height }, touch });
      const name = `Draft${width}x${height}`;
      await chatButton().click();
      const fieldFont = await inWindow('textbox', 'First Name').evaluate((element) =>
        parseFloat(getComputedStyle(element).fontSize),
      );
      if (mobile || touch) expect(fieldFont, 'form font size (px)').toBeGreaterThanOrEqual(16);
      await fillForm(name);
      await inWindow('button', 'Start Chat').click();
      const chatId = (await startedChat(name)).id;
      await agentJoins(chatId);
      expect(await chatWindow().getAttribute('data-mobile')).toBe(mobile ? 'true' : null);
      const draft = 'A long question about my order, written in one go. '.repeat(10).slice(0, 495);
      await messageBox().fill(draft);
      await settle(page);
      const box = await messageBox().evaluate((element) => {
        const area = element as HTMLTextAreaElement;
        const own = area.getBoundingClientRect();
        const window = area.closest('[data-scope="window"][data-part="root"]')!;
        const frame = window.getBoundingClientRect();
        const log = window.querySelector('[role="log"]')!.getBoundingClientRect();
        const style = getComputedStyle(area);
        return {
          fontSize: parseFloat(style.fontSize),
          top: own.top - frame.top,
          bottom: frame.bottom - own.bottom,
          log: log.height,
          scrolls: area.scrollHeight > area.clientHeight,
          lines:
            (area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
            parseFloat(style.lineHeight),
        };
      });
      expect(box.top, 'message box below the window top (px)').toBeGreaterThanOrEqual(0);
      expect(box.bottom, 'message box above the window bottom (px)').toBeGreaterThanOrEqual(0);
      expect(box.log, 'transcript height (px)').toBeGreaterThanOrEqual(40);
      expect(box.scrolls, 'the draft scrolls inside the message box').toBe(true);
      if (lines !== undefined) expect(box.lines, 'lines shown').toBeCloseTo(lines, 1);
      if (mobile || touch)
        expect(box.fontSize, 'message font size (px)').toBeGreaterThanOrEqual(16);
      expect(await messageBox().inputValue()).toBe(draft);
    },
  );

  it('on a phone turned sideways, gives the transcript at least half the height', async () => {
    await openDemo({ viewport: { width: 844, height: 390 }, touch: true });
    await chatButton().click();
    await fillForm('Sideways');
    await inWindow('button', 'Start Chat').click();
    await transcript().waitFor();
    await settle(page);
    const log = await transcript().boundingBox();
    expect(log!.height, 'transcript height (px)').toBeGreaterThanOrEqual(390 / 2);
    // The bars stay usable targets.
    for (const name of ['Minimize', 'Close', 'End Chat']) {
      const target = await inWindow('button', name).boundingBox();
      expect(target!.height, `${name} height (px)`).toBeGreaterThanOrEqual(24);
    }
  });
});
