import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, testBrowserPath } from '../../../../../scripts/ensure-chromium.mjs';
import { useSimulators } from '../../test-support';
import { createFakeChatApi, type FakeChat, type FakeChatApi } from './agent-console.fake-api';
import { agentConsoleModule, agentConsoleSamples } from './agent-console.module';

const chromiumArgs = [...CHROMIUM_ARGS];
const hostileText = 'Hello <img src=x onerror="document.title=\'pwned\'"> & <b>bold</b>';

let browser: Browser | undefined;
let context: BrowserContext | undefined;
let pageErrors: string[] = [];
const start = useSimulators();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
  expect(pageErrors, 'errors in the page').toEqual([]);
});

function at(minute: number, second = 0): string {
  return new Date(Date.UTC(2030, 0, 1, 9, minute, second)).toISOString();
}

function sampleChats(): FakeChat[] {
  const ada = { participantId: 1, nickname: 'Ada', type: 'Client' } as const;
  const grace = { participantId: 1, nickname: 'grace', type: 'Client' } as const;
  const sam = { participantId: 2, nickname: 'Sam', type: 'Agent' } as const;
  const quickReplies = { contentType: 'quick-replies', content: [{ text: 'Yes' }] };
  return [
    {
      id: 'chat-1',
      transport: 'gms',
      state: 'waiting',
      visitor: { firstName: 'Ada', lastName: 'Lovelace', subject: 'Order 1234' },
      createdAt: at(0),
      events: [
        { index: 1, type: 'ParticipantJoined', from: ada, time: at(0, 1) },
        { index: 2, type: 'Message', from: ada, text: hostileText, time: at(0, 2) },
        {
          index: 3,
          type: 'FileUploaded',
          from: ada,
          time: at(0, 3),
          userData: { 'file-name': 'invoice.pdf', 'file-size': '2048', 'file-id': 'f-1' },
        },
        { index: 4, type: 'TypingStarted', from: ada, time: at(0, 4) },
        { index: 5, type: 'TypingStopped', from: ada, time: at(0, 5) },
      ],
    },
    {
      id: 'chat-2',
      transport: 'gms',
      state: 'active',
      visitor: { nickname: 'grace' },
      createdAt: at(5),
      events: [
        { index: 1, type: 'ParticipantJoined', from: grace, time: at(5, 1) },
        { index: 2, type: 'ParticipantJoined', from: sam, time: at(5, 2) },
        {
          index: 3,
          type: 'Message',
          from: sam,
          text: 'Pick one',
          time: at(5, 3),
          eventAttributes: {
            'structured-content': { 'genesys-chat': { content: JSON.stringify(quickReplies) } },
          },
        },
      ],
    },
    {
      id: 'chat-3',
      transport: 'gms',
      state: 'ended',
      visitor: { nickname: 'Eve', subject: 'Refund' },
      createdAt: at(-30),
      events: [],
    },
  ];
}

interface OpenOptions {
  /** Serve the events WebSocket. */
  websocket?: boolean;
  /** Browser context options (viewport, colour scheme). */
  contextOptions?: BrowserContextOptions;
  /** Console errors the test provokes on purpose, e.g. a refused request. */
  expectedErrors?: RegExp;
}

/** Starts the console with a fake control API and opens it in a fresh browser context. */
async function openConsole(options: OpenOptions = {}): Promise<{ api: FakeChatApi; page: Page }> {
  if (!browser) throw new Error('Chromium did not start.');
  const api = createFakeChatApi({ websocket: options.websocket, chats: sampleChats() });
  const simulator = await start({ modules: [agentConsoleModule, api.module] });
  context = await browser.newContext(options.contextOptions);
  const page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    const expected = options.expectedErrors?.test(message.text()) === true;
    if (message.type() === 'error' && !expected) pageErrors.push(message.text());
  });
  await page.goto(`${simulator.url}/agent`);
  await chatButton(page, 'Ada Lovelace').waitFor();
  await page.waitForFunction(
    () => document.getElementById('connection')?.textContent !== 'Connecting…',
  );
  return { api, page };
}

const chatButton = (page: Page, name: string) =>
  page.locator('#chat-list button', { hasText: name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Reply' });
const events = (page: Page) => page.locator('#events > li');
const statusText = (page: Page) => page.getByRole('status').textContent();

async function expectNoAxeViolations(page: Page, when: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(report, `axe violations ${when}`).toEqual([]);
}

async function joinChat(page: Page, api: FakeChatApi, chat = 'Ada Lovelace'): Promise<void> {
  await chatButton(page, chat).click();
  await events(page).first().waitFor();
  await button(page, 'Join').click();
  await expect.poll(() => replyBox(page).isEnabled()).toBe(true);
  // The events socket can report the join before its answer arrives; the console names its
  // agent in later commands only once the answer is in (and says so).
  await expect.poll(() => statusText(page)).toMatch(/^Joined as /);
  expect(api.calls.at(-1)?.path).toMatch(/\/agent\/join$/);
}

describe('the agent console in Chromium', { timeout: 30_000 }, () => {
  it('lists the live co-browse sessions, and End ends one as the agent', async () => {
    const { api, page } = await openConsole();
    await expect.poll(() => page.locator('#cobrowse-empty').isVisible()).toBe(true);
    api.coBrowseSessions.push({
      id: 'cobrowse-1',
      token: '535176834',
      state: 'active',
      startedAt: '2030-01-02T09:05:00.000Z',
    });
    api.announce({ module: 'cobrowse', type: 'cobrowse.started', data: { id: 'cobrowse-1' } });
    const end = page.getByRole('button', { name: 'End co-browse 535176834' });
    await end.waitFor();
    await expectNoAxeViolations(page, 'with a co-browse session listed');
    await end.click();
    await expect.poll(() => page.locator('#cobrowse-list li').count()).toBe(0);
    expect(api.coBrowseSessions[0]).toMatchObject({ state: 'ended' });
    expect(await page.locator('#cobrowse-empty').isVisible()).toBe(true);
  });

  it('lists the scheduled callbacks under the chats, and says when there are none', async () => {
    const { api, page } = await openConsole();
    await expect.poll(() => page.locator('#callbacks-empty').isVisible()).toBe(true);
    api.callbacks.push({
      id: 'cb-1',
      api: 'v3',
      serviceName: 'callback-web',
      phoneNumber: '+12015550123',
      state: 'QUEUED',
      slot: '2030-01-02T09:00:00.000Z',
      createdAt: '2030-01-02T09:05:00.000Z',
      userData: { firstname: 'Ada', lastname: 'Lovelace' },
      body: {},
    });
    // The callback engine's log entry, as the events socket brings it, refreshes the list.
    api.announce({ module: 'callback', type: 'callback.scheduled', data: { id: 'cb-1' } });
    await expect
      .poll(() => page.locator('#callback-list li').allTextContents())
      .toEqual(['Ada Lovelace, +12015550123: As soon as possible (QUEUED, v3)']);
    expect(await page.locator('#callbacks-empty').isHidden()).toBe(true);
    await expectNoAxeViolations(page, 'with a callback listed');
  });

  it('lists the click-to-call requests under the callbacks, and says when there are none', async () => {
    const { api, page } = await openConsole();
    await expect.poll(() => page.locator('#click-to-call-empty').isVisible()).toBe(true);
    api.clickToCall.push(
      {
        id: 'c2c-1',
        receivedAt: '2030-01-02T09:05:00.000Z',
        serviceName: 'request-interaction',
        customerNumber: '+15551234567',
        firstname: 'Ada',
        lastname: 'Lovelace',
        userData: {},
        body: {},
        outcome: 'number',
        status: 200,
        accessNumber: '+18005550100',
        accessCode: '1001',
        telUrl: 'tel:+18005550100,,1001#',
        expiresAt: '2030-01-02T09:10:00.000Z',
      },
      {
        id: 'c2c-2',
        receivedAt: '2030-01-02T09:06:00.000Z',
        serviceName: 'request-interaction',
        customerNumber: 'call me',
        userData: {},
        body: {},
        outcome: 'refused',
        status: 400,
        message: 'Invalid customer number',
      },
    );
    // The click-to-call engine's log entry, as the events socket brings it, refreshes the list.
    api.announce({ module: 'clicktocall', type: 'clicktocall.requested', data: { id: 'c2c-2' } });
    const items = page.locator('#click-to-call-list li');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toMatch(
      /^Ada Lovelace, \+15551234567: \+18005550100 code 1001, expires \S/,
    );
    expect(await items.last().textContent()).toBe(
      'No name, call me: refused (Invalid customer number)',
    );
    expect(await page.locator('#click-to-call-empty').isHidden()).toBe(true);
    await expectNoAxeViolations(page, 'with click-to-call requests listed');
  });

  it('lists the chats newest first with visitor name, subject and state', async () => {
    const { page } = await openConsole();
    const items = page.locator('#chat-list button');
    expect(await items.count()).toBe(3);
    expect(await page.locator('#chat-list .chat-name').allTextContents()).toEqual([
      'grace',
      'Ada Lovelace',
      'Eve',
    ]);
    expect(await page.locator('#chat-list .chat-subject').allTextContents()).toEqual([
      'No subject',
      'Order 1234',
      'Refund',
    ]);
    expect(await page.locator('#chat-list .chat-state').allTextContents()).toEqual([
      'active',
      'waiting',
      'ended',
    ]);
    expect(await page.locator('#chat-list .chat-id').allTextContents()).toEqual([
      'chat-2',
      'chat-1',
      'chat-3',
    ]);
    expect(await page.locator('#chats-empty').isHidden()).toBe(true);
    expect(await page.locator('#connection').textContent()).toBe('Live updates');
    expect(await page.getByRole('heading', { level: 2, name: 'No chat selected' }).count()).toBe(1);
    expect(await button(page, 'Join').isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'with no chat selected');
  });

  it('shows the selected transcript, with visitor markup kept as text', async () => {
    const { page } = await openConsole();
    await chatButton(page, 'Ada Lovelace').click();
    await expect.poll(() => events(page).count()).toBe(3);
    expect(await chatButton(page, 'Ada Lovelace').getAttribute('aria-current')).toBe('true');
    expect(await chatButton(page, 'grace').getAttribute('aria-current')).toBeNull();
    expect(new URL(page.url()).hash).toBe('#chat=chat-1');
    expect(await page.getByRole('heading', { name: 'Chat with Ada Lovelace' }).count()).toBe(1);
    expect(await page.locator('#conversation-meta').textContent()).toBe(
      'chat-1 · gms · Order 1234 · waiting',
    );

    const log = page.getByRole('log', { name: 'Transcript' });
    expect(
      await log.locator('li').evaluateAll((items) => items.map((li) => li.dataset.kind)),
    ).toEqual(['system', 'message', 'file']);
    expect(await events(page).nth(0).locator('.event-text').textContent()).toBe(
      'Ada joined the chat',
    );
    expect(await events(page).nth(1).locator('.event-sender').textContent()).toBe('Ada (Client)');
    expect(await events(page).nth(1).locator('time').getAttribute('datetime')).toBe(at(0, 2));
    expect(await events(page).nth(1).locator('.event-text').textContent()).toBe(hostileText);
    expect(await events(page).nth(2).locator('.event-detail').textContent()).toBe(
      'File: invoice.pdf',
    );
    expect(await log.locator('img, b').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');

    expect(await button(page, 'Join').isEnabled()).toBe(true);
    expect(await button(page, 'End chat').isEnabled()).toBe(true);
    for (const name of ['Leave', 'Send', 'Send rich-media sample']) {
      expect(await button(page, name).isDisabled(), name).toBe(true);
    }
    expect(await replyBox(page).isDisabled()).toBe(true);
    expect(await page.getByLabel('Send a file').isDisabled()).toBe(true);

    await chatButton(page, 'grace').click();
    await expect.poll(() => events(page).count()).toBe(3);
    expect(await events(page).nth(2).locator('.event-detail').textContent()).toBe(
      'Rich media: quick-replies',
    );
    expect(await replyBox(page).isEnabled()).toBe(true);
    expect(await button(page, 'Join').isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'with a chat selected');
  });

  it('joins as the named agent, sends typing at most every 2 s, and Enter sends the reply', async () => {
    const { api, page } = await openConsole();
    await chatButton(page, 'Ada Lovelace').click();
    await events(page).first().waitFor();
    await page.getByLabel('Agent name').fill('Jo');
    await button(page, 'Join').click();
    await expect.poll(() => replyBox(page).isEnabled()).toBe(true);
    expect(api.calls).toEqual([
      { method: 'POST', path: '/chats/chat-1/agent/join', body: { name: 'Jo' } },
    ]);
    expect(await replyBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await statusText(page)).toBe('Joined as Jo.');
    expect(await button(page, 'Join').isDisabled()).toBe(true);
    expect(await page.getByLabel('Agent name').isDisabled()).toBe(true);

    await page.keyboard.type('Hello');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('there');
    expect(await replyBox(page).inputValue()).toBe('Hello\nthere');
    const typingCalls = () => api.calls.filter((call) => call.path.endsWith('/agent/typing'));
    await expect
      .poll(typingCalls)
      .toEqual([
        { method: 'POST', path: '/chats/chat-1/agent/typing', body: { participantId: 2 } },
      ]);

    await page.keyboard.press('Enter');
    await expect
      .poll(() => api.calls.filter((call) => call.path.endsWith('/agent/messages')))
      .toEqual([
        {
          method: 'POST',
          path: '/chats/chat-1/agent/messages',
          body: { text: 'Hello\nthere', participantId: 2 },
        },
      ]);
    expect(await replyBox(page).inputValue()).toBe('');
    await expect
      .poll(() => events(page).last().locator('.event-text').textContent())
      .toBe('Hello\nthere');
    expect(await events(page).last().getAttribute('data-from')).toBe('Agent');

    await page.keyboard.type('x');
    await expect.poll(() => typingCalls().length).toBe(2);
  });

  it("keeps each chat's unsent reply with that chat, so that a draft never goes to another visitor", async () => {
    const { api, page } = await openConsole();
    await joinChat(page, api);
    await replyBox(page).fill('Only for Ada');
    await chatButton(page, 'grace').click();
    await expect.poll(() => replyBox(page).inputValue()).toBe('');
    await chatButton(page, 'Ada Lovelace').click();
    await expect.poll(() => replyBox(page).inputValue()).toBe('Only for Ada');
    expect(api.calls.filter((call) => call.path.endsWith('/agent/messages'))).toEqual([]);
  });

  it('shows what the events socket announces: new messages and the visitor typing', async () => {
    const { api, page } = await openConsole();
    await chatButton(page, 'Ada Lovelace').click();
    await expect.poll(() => events(page).count()).toBe(3);
    const ada = { participantId: 1, nickname: 'Ada', type: 'Client' } as const;
    api.addEvent('chat-1', { type: 'TypingStarted', from: ada });
    await expect.poll(() => page.locator('#typing').textContent()).toBe('Ada is typing…');
    api.addEvent('chat-1', { type: 'Message', from: ada, text: 'Anyone there?' });
    await expect
      .poll(() => events(page).last().locator('.event-text').textContent())
      .toBe('Anyone there?');
    expect(await page.locator('#typing').textContent()).toBe('');
    expect(await events(page).count()).toBe(4);

    api.chats.push({
      id: 'chat-4',
      transport: 'gms',
      state: 'waiting',
      visitor: { nickname: 'Newcomer' },
      createdAt: at(10),
      events: [],
    });
    api.addEvent('chat-1', { type: 'Notice', from: ada, text: 'nudge' });
    await expect
      .poll(() => page.locator('#chat-list .chat-name').first().textContent())
      .toBe('Newcomer');
  });

  it('refetches nothing for log entries it does not show, such as visitor polls', async () => {
    const { api, page } = await openConsole();
    await chatButton(page, 'Ada Lovelace').click();
    await expect.poll(() => events(page).count()).toBe(3);
    await page.waitForTimeout(200);
    const before = api.reads.length;
    for (let poll = 0; poll < 8; poll += 1) {
      api.announce({ module: 'gms-chat', type: 'gms-chat.called', data: { chatId: 'chat-1' } });
      await page.waitForTimeout(50);
    }
    const ada = { participantId: 1, nickname: 'Ada', type: 'Client' } as const;
    api.addEvent('chat-1', { type: 'Message', from: ada, text: 'After the polls' });
    await expect
      .poll(() => events(page).last().locator('.event-text').textContent())
      .toBe('After the polls');
    // One refresh (chat list and transcript) for the message; none for the polls.
    expect(api.reads.slice(before)).toEqual(['/chats', '/chats/chat-1/transcript']);
  });

  it('follows #chat= in the address when it changes after load', async () => {
    const { page } = await openConsole();
    const heading = () => page.locator('#conversation-heading').textContent();
    await page.evaluate(() => {
      location.hash = '#chat=chat-2';
    });
    await expect.poll(heading).toBe('Chat with grace');
    expect(await chatButton(page, 'grace').getAttribute('aria-current')).toBe('true');
    await expect.poll(() => events(page).count()).toBe(3);
    await page.goBack();
    await expect.poll(heading).toBe('No chat selected');
    expect(await chatButton(page, 'grace').getAttribute('aria-current')).toBeNull();
    await page.evaluate(() => {
      location.hash = '#chat=chat-1';
    });
    await expect.poll(heading).toBe('Chat with Ada Lovelace');
  });

  it('falls back to polling every 2 s when the events socket fails', async () => {
    // Without the socket route the browser logs the refused upgrade; that is the case under test.
    const { api, page } = await openConsole({ websocket: false, expectedErrors: /WebSocket/ });
    await expect.poll(() => page.locator('#connection').textContent()).toBe('Polling every 2 s');
    await chatButton(page, 'Ada Lovelace').click();
    await expect.poll(() => events(page).count()).toBe(3);
    const ada = { participantId: 1, nickname: 'Ada', type: 'Client' } as const;
    api.addEvent('chat-1', { type: 'Message', from: ada, text: 'Polled in' });
    await expect
      .poll(() => events(page).last().locator('.event-text').textContent(), { timeout: 5_000 })
      .toBe('Polled in');
  });

  it('speaks as its agent only once the join has answered, even when the events show the join first', async () => {
    const { api, page } = await openConsole();
    let answer = () => {};
    api.holds.set('/chats/chat-1/agent/join', new Promise<void>((resolve) => (answer = resolve)));
    await chatButton(page, 'Ada Lovelace').click();
    await events(page).first().waitFor();
    await button(page, 'Join').click();
    await expect
      .poll(() => events(page).last().locator('.event-text').textContent())
      .toMatch(/joined the chat$/);
    expect(await replyBox(page).isEnabled()).toBe(false);
    expect(await page.getByLabel('Send a file').isDisabled()).toBe(true);
    expect(await button(page, 'Join').isDisabled()).toBe(true);
    answer();
    await expect.poll(() => statusText(page)).toMatch(/^Joined as /);
    expect(await replyBox(page).isEnabled()).toBe(true);
    await page.getByLabel('Send a file').setInputFiles({
      name: 'early.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect.poll(() => statusText(page)).toBe('Sent early.txt.');
    expect(api.calls.at(-1)).toMatchObject({
      path: '/chats/chat-1/agent/files',
      body: { participantId: 2 },
    });
  });

  it('sends a chosen file as base64 with its name and type', async () => {
    const { api, page } = await openConsole();
    await joinChat(page, api);
    const buffer = Buffer.from('line one\nline two\n');
    await page.getByLabel('Send a file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer,
    });
    await expect.poll(() => statusText(page)).toBe('Sent notes.txt.');
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/chats/chat-1/agent/files',
      body: {
        name: 'notes.txt',
        contentBase64: buffer.toString('base64'),
        mimeType: 'text/plain',
        participantId: 2,
      },
    });
    await expect
      .poll(() => events(page).last().locator('.event-detail').textContent())
      .toBe('File: notes.txt');
  });

  it('sends the rich-media samples from a disclosure menu', async () => {
    const { api, page } = await openConsole();
    await joinChat(page, api);
    const toggle = button(page, 'Send rich-media sample');
    const menu = page.getByRole('list', { name: 'Rich-media samples' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    expect(await button(page, 'Quick replies').evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    expect(await menu.isHidden()).toBe(true);
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);

    const origin = new URL(page.url()).origin;
    const samples = agentConsoleSamples(origin);
    for (const [label, name] of [
      ['Quick replies', 'quick-replies'],
      ['Generic card', 'generic-media-text-components'],
      ['Vertical list', 'list-vertical'],
    ] as const) {
      await toggle.click();
      await button(page, label).click();
      expect(await menu.isHidden()).toBe(true);
      await expect.poll(() => statusText(page)).toBe(`Sent the ${name} sample.`);
      const call = api.calls.at(-1);
      expect(call?.path).toBe('/chats/chat-1/agent/messages');
      // The simulator's own samples, which the widget renders (the scripted agent sends them too).
      expect(call?.body).toEqual({ ...samples[name], participantId: 2 });
    }
    expect(JSON.stringify(samples['list-vertical'])).toContain(`${origin}/sim/assets/`);
  });

  it('closes the samples menu when keyboard focus leaves it forwards, out of the page', async () => {
    const { api, page } = await openConsole();
    await joinChat(page, api);
    const toggle = button(page, 'Send rich-media sample');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('list', { name: 'Rich-media samples' });
    // The menu opens once the samples have loaded: under load that is after the key press returns.
    await menu.waitFor();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    expect(await menu.isHidden()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('joins once on a double click and speaks, sends and leaves as its own agent when another joins', async () => {
    const { api, page } = await openConsole();
    await chatButton(page, 'Ada Lovelace').click();
    await events(page).first().waitFor();
    await button(page, 'Join').dblclick();
    await expect.poll(() => replyBox(page).isEnabled()).toBe(true);
    expect(api.calls.filter((call) => call.path.endsWith('/agent/join'))).toHaveLength(1);

    api.addEvent('chat-1', {
      type: 'ParticipantJoined',
      from: { participantId: 3, nickname: 'Sam', type: 'Supervisor' },
    });
    await expect
      .poll(() => events(page).last().locator('.event-text').textContent())
      .toBe('Sam joined the chat');
    await replyBox(page).fill('Alex here');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => events(page).last().locator('.event-sender').textContent())
      .toBe('Alex (Agent)');
    await page.locator('#file').setInputFiles({
      name: 'a.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect.poll(() => statusText(page)).toBe('Sent a.txt.');
    expect(api.calls.at(-1)?.body).toMatchObject({ name: 'a.txt', participantId: 2 });

    await button(page, 'Leave').click();
    await expect.poll(() => statusText(page)).toBe('Left the chat.');
    expect(api.calls.at(-1)?.body).toEqual({ participantId: 2 });
    expect(await events(page).last().locator('.event-text').textContent()).toBe(
      'Alex left the chat',
    );
    // Sam is still in the chat, but this console no longer speaks for anyone there.
    expect(await replyBox(page).isDisabled()).toBe(true);
    expect(await button(page, 'Leave').isDisabled()).toBe(true);
    expect(await button(page, 'Join').isEnabled()).toBe(true);
  });

  it('says when the chat ends elsewhere and keeps keyboard focus in the conversation', async () => {
    const { api, page } = await openConsole();
    await joinChat(page, api);
    await replyBox(page).fill('unsent');
    const chat = api.chats.find((entry) => entry.id === 'chat-1')!;
    chat.state = 'ended';
    api.addEvent('chat-1', { type: 'ParticipantLeft', from: chat.events[0]!.from });
    await expect.poll(() => statusText(page)).toBe('The chat has ended.');
    expect(await replyBox(page).isDisabled()).toBe(true);
    expect(await replyBox(page).inputValue()).toBe('unsent');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('transcript');
  });

  it('shows API errors in the status line and keeps the controls as they were', async () => {
    const { api, page } = await openConsole({ expectedErrors: /status of 409/ });
    api.failures.set('/chats/chat-1/agent/join', {
      status: 409,
      message: 'Another agent is already in this chat',
    });
    await chatButton(page, 'Ada Lovelace').click();
    await events(page).first().waitFor();
    await button(page, 'Join').click();
    await expect
      .poll(() => statusText(page))
      .toBe('Could not join the chat: HTTP 409 Another agent is already in this chat.');
    expect(await replyBox(page).isDisabled()).toBe(true);
    // Join is off while its request is on its way, and on again once it failed.
    await expect.poll(() => button(page, 'Join').isEnabled()).toBe(true);
  });

  it('leaves, joins again and ends the chat, after which every command is disabled', async () => {
    const { api, page } = await openConsole();
    await joinChat(page, api);
    await button(page, 'Leave').click();
    await expect.poll(() => button(page, 'Join').isEnabled()).toBe(true);
    expect(await replyBox(page).isDisabled()).toBe(true);
    // The refresh after the call enables Join before the page reports the leave.
    await expect.poll(() => statusText(page)).toBe('Left the chat.');
    expect(await events(page).last().locator('.event-text').textContent()).toBe(
      'Alex left the chat',
    );

    await button(page, 'Join').click();
    await expect.poll(() => replyBox(page).isEnabled()).toBe(true);
    await button(page, 'End chat').click();
    await expect.poll(() => statusText(page)).toBe('Chat ended.');
    expect(api.calls.at(-1)).toEqual({ method: 'POST', path: '/chats/chat-1/end', body: {} });
    for (const name of ['Join', 'Leave', 'End chat', 'Send', 'Send rich-media sample']) {
      expect(await button(page, name).isDisabled(), name).toBe(true);
    }
    expect(await replyBox(page).isDisabled()).toBe(true);
    expect(await page.locator('#chat-list .chat-state').nth(1).textContent()).toBe('ended');
  });

  it('disables every command on an ended chat', async () => {
    const { page } = await openConsole();
    await chatButton(page, 'Eve').click();
    await expect
      .poll(() => page.locator('#conversation-meta').textContent())
      .toBe('chat-3 · gms · Refund · ended');
    for (const name of ['Join', 'Leave', 'End chat', 'Send', 'Send rich-media sample']) {
      expect(await button(page, name).isDisabled(), name).toBe(true);
    }
  });

  it('fits 320 px without horizontal scrolling and passes axe in the dark scheme', async () => {
    const { api, page } = await openConsole({
      contextOptions: { viewport: { width: 320, height: 640 }, colorScheme: 'dark' },
    });
    await joinChat(page, api);
    await button(page, 'Send rich-media sample').click();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await expectNoAxeViolations(page, 'at 320 px in the dark scheme, joined, menu open');

    const nickname = `Bartholomew${'-Featherstonehaugh'.repeat(3)}${'W'.repeat(60)}`;
    const visitor = { participantId: 1, nickname, type: 'Client' } as const;
    api.chats.push({
      id: 'chat-long',
      transport: 'gms',
      state: 'waiting',
      visitor: { nickname, subject: 'S'.repeat(80) },
      createdAt: at(20),
      events: [],
    });
    api.addEvent('chat-long', { type: 'ParticipantJoined', from: visitor });
    api.addEvent('chat-long', { type: 'Message', from: visitor, text: 'Hello' });
    await chatButton(page, nickname).click();
    await expect.poll(() => events(page).count()).toBe(2);
    api.addEvent('chat-long', { type: 'TypingStarted', from: visitor });
    await expect.poll(() => page.locator('#typing').textContent()).toContain('is typing');
    expect(await overflow()).toBe(0);
  });

  it('skips the chat list with its first Tab stop, a skip link shown on focus', async () => {
    const { page } = await openConsole();
    const skip = page.getByRole('link', { name: 'Skip to the conversation' });
    const onScreen = () =>
      skip.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return box.bottom > 0 && box.right > 0;
      });
    expect(await onScreen()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await expect.poll(onScreen).toBe(true);

    await page.keyboard.press('Enter');
    const focusedId = () => page.evaluate(() => document.activeElement?.id);
    expect(await focusedId()).toBe('conversation');
    // The next Tab stop is in the conversation, not in the chat list.
    await chatButton(page, 'Ada Lovelace').click();
    await button(page, 'Join').waitFor();
    await page.getByRole('link', { name: 'Skip to the conversation' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('agent-name');
    await expectNoAxeViolations(page, 'after the skip link');
  });

  it('shows a visible focus outline on keyboard focus', async () => {
    const { page } = await openConsole();
    await chatButton(page, 'grace').focus();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused ? getComputedStyle(focused).outlineStyle : 'none';
    });
    expect(outline).toBe('solid');
  });

  it('lists the messages received with links to their files, and says when there are none', async () => {
    const { api, page } = await openConsole();
    await expect.poll(() => page.locator('#send-message-empty').isVisible()).toBe(true);
    api.sendMessages.push(
      {
        id: 'em-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        fromAddress: 'ada@example.org',
        subject: 'Billing',
        files: [{ name: 'note.txt', type: 'text/plain', size: 5 }],
        outcome: 'sent',
      },
      {
        id: 'em-2',
        firstName: '',
        lastName: '',
        fromAddress: '',
        subject: '',
        files: [],
        outcome: 'refused',
        errors: [{ code: 102 }, { code: 181 }],
      },
    );
    // The send-message engine's log entry, as the events socket brings it, refreshes the list.
    api.announce({ module: 'sendmessage', type: 'sendmessage.received', data: { id: 'em-2' } });
    const items = page.locator('#send-message-list li');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toBe(
      'Ada Lovelace <ada@example.org>: Billing, sent note.txt (5 bytes)',
    );
    expect(await items.first().getByRole('link').getAttribute('href')).toBe(
      '/sim/api/send-message/em-1/files/0',
    );
    expect(await items.last().textContent()).toBe(
      'No name <no address>: no subject, refused (102, 181)',
    );
    await expectNoAxeViolations(page, 'with messages listed');
  });
});
