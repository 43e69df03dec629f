import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../scripts/demo-server';
import { chatBackEnds } from '../src/widgets/chat/chat-back-ends';
import { expectNoAxeViolations, settle, startDemoAndBrowser } from './browser';

let demo: DemoServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  // The scripted agent greets and answers, so each back end's journey runs without a person.
  ({ demo, browser } = await startDemoAndBrowser({ scenario: 'demo' }));
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

/** `expect.poll` with room for the scripted agent's delays and a poll cycle. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** How the simulator's control API names the protocol each back end speaks. */
const simulatorTransport: Record<string, string> = {
  gms: 'gms-v2',
  'pureengage-v3-rest': 'rest-v3',
};

/** A chat as the control API lists it (the fields these tests read). */
interface ChatSummary {
  id: string;
  transport: string;
  visitor: { firstName: string };
}

async function chatOf(firstName: string): Promise<ChatSummary | undefined> {
  if (!demo) throw new Error('The demo did not start.');
  const response = await fetch(new URL('chats', demo.simulatorUrls.control));
  expect(response.status, 'GET /sim/api/chats').toBe(200);
  const { chats } = (await response.json()) as { chats: ChatSummary[] };
  return chats.find((chat) => chat.visitor.firstName === firstName);
}

/** Opens the demo (at `query`, e.g. `?transport=gms`) in a fresh browser context. */
async function openDemo(query = ''): Promise<void> {
  if (!browser || !demo) throw new Error('The demo or the browser did not start.');
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await goto(query);
}

/** Loads the demo at `query` in the current page and waits for the chat button. */
async function goto(query = ''): Promise<void> {
  if (!demo) throw new Error('The demo did not start.');
  await page.goto(`${demo.siteUrl}${query}`);
  await chatButton().waitFor();
  await settle(page);
}

const byName = { exact: true } as const;
const backEndSelect = () => page.getByRole('combobox', { name: 'Chat back end', ...byName });
const chatButton = () => page.getByRole('button', { name: 'Live Chat', ...byName });
const chatWindow = () => page.getByRole('region', { name: 'Live Chat', ...byName });
const inWindow = (role: 'button' | 'textbox', name: string) =>
  chatWindow().getByRole(role, { name, ...byName });
const transcript = () => chatWindow().getByRole('log', { name: 'Chat transcript', ...byName });
const shows = (text: string) => transcript().getByText(text).first().waitFor();

describe('the chat back end select', () => {
  it('lists the available back ends, in the order of their list', async () => {
    await openDemo();
    expect(await backEndSelect().inputValue()).toBe('gms');
    expect(
      await backEndSelect()
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(chatBackEnds.map(({ id }) => id));
  });

  it.each(chatBackEnds.map(({ id }) => id))(
    '?transport=%s: the whole journey runs on that back end',
    async (id) => {
      const firstName = `Via${id.replaceAll(/[^a-z0-9]/gi, '')}`;
      await openDemo(`?transport=${id}`);
      expect(await backEndSelect().inputValue()).toBe(id);

      await chatButton().click();
      await inWindow('textbox', 'First Name').fill(firstName);
      await inWindow('textbox', 'Last Name').fill('Tester');
      await inWindow('textbox', 'Email').fill(`${firstName.toLowerCase()}@example.com`);
      await inWindow('textbox', 'Subject').fill('Back end test');
      await inWindow('button', 'Start Chat').click();
      await transcript().waitFor();
      await shows(`Hi ${firstName}, my name is`);

      const message = inWindow('textbox', 'Message');
      await message.fill('Where is my order?');
      await message.press('Enter');
      await shows('Thanks, I got your message: "Where is my order?"');
      await expectNoAxeViolations(page, `with a chat running on ${id}`);

      let chat: ChatSummary | undefined;
      await eventually(async () => (chat = await chatOf(firstName))).toBeDefined();
      expect(chat?.transport).toBe(simulatorTransport[id]);
    },
  );

  it('remembers the choice across a reload without the query', async () => {
    await openDemo();
    const other = chatBackEnds[chatBackEnds.length - 1]?.id ?? '';
    expect(other).not.toBe('gms');
    await backEndSelect().selectOption(other);
    // A new choice reloads the page on it, keeping the query.
    await page.waitForURL((url) => url.searchParams.get('transport') === other);
    await chatButton().waitFor();
    expect(await backEndSelect().inputValue()).toBe(other);

    await goto();
    expect(new URL(page.url()).search).toBe('');
    expect(await backEndSelect().inputValue()).toBe(other);

    // The query wins over the remembered choice.
    await goto('?transport=gms');
    expect(await backEndSelect().inputValue()).toBe('gms');
  });

  it('falls back to gms on an unknown ?transport=, and says so in the page', async () => {
    await openDemo('?transport=carrier-pigeon');
    expect(await backEndSelect().inputValue()).toBe('gms');
    const note = page.getByText('There is no chat back end “carrier-pigeon”', { exact: false });
    expect(await note.isVisible()).toBe(true);
    expect(await backEndSelect().getAttribute('aria-describedby')).toBe(
      await note.getAttribute('id'),
    );
    await expectNoAxeViolations(page, 'with the unknown back end note');
  });
});
