import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatBackEnds } from '../src/widgets/chat/chat-back-ends';
import { expectNoAxeViolations, settle, useDemoAndBrowser } from './browser';

// The scripted agent greets and answers, so each back end's journey runs without a person.
const session = useDemoAndBrowser({ scenario: 'demo' });
let page: Page;

/** `expect.poll` with room for the scripted agent's delays and a poll cycle. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** A chat as the control API lists it (the fields these tests read). */
interface ChatSummary {
  id: string;
  transport: string;
  visitor: { firstName: string };
}

/** Posts to the simulator's control API. */
async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(new URL(path, session.demo.simulatorUrls.control), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST ${path}`).toBe(200);
}

async function chatOf(firstName: string): Promise<ChatSummary | undefined> {
  const response = await fetch(new URL('chats', session.demo.simulatorUrls.control));
  expect(response.status, 'GET /sim/api/chats').toBe(200);
  const { chats } = (await response.json()) as { chats: ChatSummary[] };
  return chats.find((chat) => chat.visitor.firstName === firstName);
}

/** Opens the demo (at `query`, e.g. `?transport=gms`) in a fresh browser context. */
async function openDemo(query = ''): Promise<void> {
  page = await session.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(15_000);
  await goto(query);
}

/** Loads the demo at `query` in the current page and waits for the chat button. */
async function goto(query = ''): Promise<void> {
  await page.goto(`${session.demo.siteUrl}${query}`);
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

  // The chat journey itself runs on each back end in chat-back-end.<protocol>.browser.test.ts, the asynchronous one below.

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

describe('asynchronous chat (pureengage-v3-rest-async)', () => {
  it('restores the last page after a reload, loads older pages on scrolling up, and closes to continue later', async () => {
    const firstName = 'Async';
    await openDemo('?transport=pureengage-v3-rest-async');
    await chatButton().click();
    await inWindow('textbox', 'First Name').fill(firstName);
    await inWindow('textbox', 'Last Name').fill('Tester');
    await inWindow('textbox', 'Email').fill('async@example.com');
    await inWindow('textbox', 'Subject').fill('Async test');
    await inWindow('button', 'Start Chat').click();
    await shows(`Hi ${firstName}, my name is`);
    let chat: ChatSummary | undefined;
    await eventually(async () => (chat = await chatOf(firstName))).toBeDefined();
    for (let n = 1; n <= 45; n += 1) {
      await control(`chats/${chat!.id}/agent/messages`, { text: `Earlier note ${n}` });
    }
    await shows('Earlier note 45');

    // After a reload only the last page is read; the history requests carry index and count.
    const historyReads: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/messages') && url.searchParams.has('count'))
        historyReads.push(url);
    });
    // The window was open, so it comes back open (the chat button stays hidden).
    await page.goto(`${session.demo.siteUrl}?transport=pureengage-v3-rest-async`);
    await shows('Earlier note 45');
    expect(historyReads).toEqual([]);

    // Scrolling up to the top loads older pages until the greeting, the first message, is there.
    const log = transcript();
    for (let step = 0; step < 40; step += 1) {
      if ((await log.getByText(`Hi ${firstName}, my name is`).count()) > 0) break;
      await log.evaluate((element) => {
        element.scrollTop = 0;
        element.dispatchEvent(new Event('scroll'));
      });
      await page.waitForTimeout(150);
      await log.evaluate((element) => {
        element.scrollTop = 40;
        element.dispatchEvent(new Event('scroll'));
      });
    }
    await log.evaluate((element) => {
      element.scrollTop = 0;
      element.dispatchEvent(new Event('scroll'));
    });
    await shows(`Hi ${firstName}, my name is`);
    expect(historyReads.length).toBeGreaterThan(0);
    expect(historyReads.every((url) => Number(url.searchParams.get('count')) <= 20)).toBe(true);
    await expectNoAxeViolations(page, 'with an asynchronous chat read back');

    // Closing offers End Chat or Close Window; Close Window keeps the chat running.
    await inWindow('button', 'Close').click();
    const choice = page.getByRole('alertdialog', { name: 'Close chat', ...byName });
    await choice.waitFor();
    expect(await choice.getByRole('button', { name: 'End Chat', ...byName }).count()).toBe(1);
    await choice.getByRole('button', { name: 'Close Window', ...byName }).click();
    await eventually(() => chatWindow().count()).toBe(0);
    expect((await chatOf(firstName))?.id).toBe(chat!.id);

    // A new message while closed opens the window again, in full (newMessageRestoreState default).
    await control(`chats/${chat!.id}/agent/messages`, { text: 'Your parcel has shipped.' });
    await chatWindow().waitFor({ timeout: 10_000 });
    await shows('Your parcel has shipped.');
  });
});
