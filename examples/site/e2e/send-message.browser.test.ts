// The SendMessage window on the demo against the simulator's GMS Email API: a visitor fills the
// form, attaches files, sends and sees the success view; and sees each error the server answers
// (too many files, too large, a file type, a bad from address, a required field with validation
// off, something else, a timeout), and after OK sends again with everything typed and attached kept.
// axe checks each state.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, settle, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const control = (path: string) => new URL(path, session.demo.simulatorUrls.control);
const json = (method: string, body: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

afterEach(async () => {
  await fetch(control('send-message/failures'), { method: 'DELETE' });
  await fetch(control('faults'), { method: 'DELETE' });
  await fetch(control('send-message'), { method: 'DELETE' });
  await fetch(
    control('send-message/settings'),
    json('PATCH', {
      maxFiles: 10,
      maxTotalSize: 10 * 1024 * 1024,
      allowedTypes: ['pdf', 'doc', 'txt', 'jpg', 'png', 'gif', 'bmp', 'zip'],
    }),
  );
});

interface Received {
  outcome: string;
  firstName: string;
  fromAddress: string;
  subject: string;
  text: string;
  userData: Record<string, string>;
  files: { name: string; size: number }[];
  errors?: { code: number }[];
}

async function received(): Promise<Received[]> {
  const response = await fetch(control('send-message'));
  return ((await response.json()) as { messages: Received[] }).messages;
}

async function settings(change: Record<string, unknown>) {
  expect((await fetch(control('send-message/settings'), json('PATCH', change))).ok).toBe(true);
}

const sendMessage = () => page.getByRole('region', { name: 'Send Message', exact: true });
const inWindow = (role: 'button' | 'textbox' | 'list', name: string) =>
  sendMessage().getByRole(role, { name, exact: true });

/** Opens the demo and the window, after `before` (a bus command in the page) if given. */
async function openDemo(before?: { command: string; options: unknown }) {
  // Reduced motion: axe must not catch a window half drawn.
  page = await session.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  // The refused messages' responses are logged by the browser; the window shows their texts.
  session.allowConsoleErrors(/status of (400|500)|Failed to load resource/);
  await page.goto(session.demo.siteUrl);
  if (before) {
    await page.waitForFunction(() => window.cxkitDemo !== undefined);
    await page.evaluate(
      ({ command, options }) => window.cxkitDemo!.bus.untyped.command(command, options),
      before,
    );
  }
  await page.getByRole('button', { name: 'Write a message', exact: true }).click();
  await sendMessage().waitFor();
}

const typed = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'ada@example.org',
  Subject: 'My order',
  Message: 'Where is my parcel?',
};

async function fill(values: Record<string, string> = typed) {
  for (const [label, value] of Object.entries(values)) await inWindow('textbox', label).fill(value);
}

/** Attaches files through 'Attach files' and the browser's file chooser. */
async function attach(files: { name: string; size: number; mimeType?: string }[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    inWindow('button', 'Attach files').click(),
  ]);
  await chooser.setFiles(
    files.map(({ name, size, mimeType }) => ({
      name,
      mimeType: mimeType ?? 'application/octet-stream',
      buffer: Buffer.alloc(size, 120),
    })),
  );
}

const fileNames = () =>
  inWindow('list', 'Files attached')
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent ?? ''));

/** The failure dialog shows `text`; OK gives back the form with everything typed and attached. */
async function expectFailure(text: string, what: string, values: Record<string, string> = typed) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text, { exact: true }).waitFor();
  await settle(page);
  await expectNoAxeViolations(page, what);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  for (const [label, value] of Object.entries(values))
    expect(await inWindow('textbox', label).inputValue()).toBe(value);
}

async function send() {
  await inWindow('button', 'Send').click();
}

async function expectSent() {
  await sendMessage().getByText('Your message has been sent...').waitFor();
}

describe('the SendMessage window against the simulator', () => {
  it('sends the form with files and shows the success view', async () => {
    await openDemo();
    await expectNoAxeViolations(page, 'the send-message form');
    await fill();
    await attach([
      { name: 'receipt.pdf', size: 2048, mimeType: 'application/pdf' },
      { name: 'note.txt', size: 100, mimeType: 'text/plain' },
      { name: 'extra.txt', size: 10, mimeType: 'text/plain' },
    ]);
    expect(await fileNames()).toEqual(['receipt.pdf', 'note.txt', 'extra.txt']);
    await sendMessage().getByText('Total size: 2.11 KB').waitFor();
    await inWindow('button', 'Remove extra.txt').click();
    await sendMessage().getByText('Total size: 2.1 KB').waitFor();
    await settle(page);
    await expectNoAxeViolations(page, 'the form with files attached');
    await send();
    await expectSent();
    await expectNoAxeViolations(page, 'the success view');
    const [message] = await received();
    expect(message).toMatchObject({
      outcome: 'sent',
      firstName: 'Ada',
      fromAddress: 'ada@example.org',
      subject: 'My order',
      text: 'Where is my parcel?',
      userData: { page: 'demo' },
      files: [
        { name: 'receipt.pdf', size: 2048 },
        { name: 'note.txt', size: 100 },
      ],
    });
    // The success view's Close, beside the title bar's.
    await sendMessage().locator('[data-kind="success-close"]').click();
    await sendMessage().waitFor({ state: 'detached' });
  });

  it('refuses an empty form on the page with validation on, and sends nothing', async () => {
    await openDemo();
    await send();
    await expect.poll(() => inWindow('textbox', 'Email').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'the invalid form');
    expect(await received()).toEqual([]);
  });

  it('shows 201 with the limit; OK keeps everything, and fewer files send', async () => {
    await settings({ maxFiles: 2 });
    await openDemo();
    await fill();
    await attach([
      { name: 'a.txt', size: 5 },
      { name: 'b.txt', size: 5 },
      { name: 'c.txt', size: 5 },
    ]);
    await send();
    await expectFailure('Total number of attachments exceeds limit: 2', 'the 201 failure');
    expect(await fileNames()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    await inWindow('button', 'Remove c.txt').click();
    await send();
    await expectSent();
    expect((await received()).map((message) => message.outcome)).toEqual(['refused', 'sent']);
  });

  it('shows 202 with the size formatted; a retry sends the same files once the limit allows', async () => {
    await settings({ maxTotalSize: 1024 * 1024 });
    await openDemo();
    await fill();
    await attach([{ name: 'big.zip', size: 1024 * 1024 + 100 }]);
    await send();
    await expectFailure('Total size of attachments exceeds limit: 1.0 MB', 'the 202 failure');
    expect(await fileNames()).toEqual(['big.zip']);
    await settings({ maxTotalSize: 10 * 1024 * 1024 });
    await send();
    await expectSent();
    const [, sent] = await received();
    expect(sent?.files).toEqual([expect.objectContaining({ name: 'big.zip', size: 1048676 })]);
  });

  it('shows 203 for a file type the server refuses', async () => {
    await openDemo();
    await fill();
    await attach([{ name: 'tool.exe', size: 50 }]);
    await send();
    await expectFailure(
      'Unsupported file type. Please upload images, PDFs, text files and ZIPs.',
      'the 203 failure',
    );
    await inWindow('button', 'Remove tool.exe').click();
    await attach([{ name: 'tool.zip', size: 50 }]);
    await send();
    await expectSent();
  });

  it('shows 381 and the required fields the server names, with validation off', async () => {
    await openDemo({ command: 'SendMessage.configure', options: { formValidation: false } });
    const partial = { ...typed, Email: 'ada-at-example', Subject: '' };
    await fill(partial);
    await send();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Subject required', { exact: true }).waitFor();
    await expectFailure('Invalid email - From address.', 'the 104 and 381 failure', partial);
    await inWindow('textbox', 'Email').fill('ada@example.org');
    await inWindow('textbox', 'Subject').fill('My order');
    await send();
    await expectSent();
    expect((await received())[0]?.errors).toEqual([
      { code: 104 },
      { code: 381, advice: 'ada-at-example' },
    ]);
  });

  it("shows the generic text for any other failure, and the server's reason when it gives one", async () => {
    const failNext = (failure: object) =>
      fetch(control('send-message/failures'), json('POST', failure));
    await failNext({ kind: 'status', status: 500, body: {} });
    await failNext({ kind: 'status', status: 500, body: { reason: 'Mailbox is full' } });
    await openDemo();
    await fill();
    await attach([{ name: 'note.txt', size: 5, mimeType: 'text/plain' }]);
    await send();
    await expectFailure(
      'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
      'the generic failure',
    );
    await send();
    await expectFailure('Mailbox is full', "the server's reason");
    expect(await fileNames()).toEqual(['note.txt']);
    await send();
    await expectSent();
  });

  it('times out a URL-encoded message after ajaxTimeout; OK keeps the form for a retry', async () => {
    await fetch(
      control('faults'),
      json('POST', { route: '^/genesys/2/email/', action: 'delay', ms: 3000, count: 1 }),
    );
    await openDemo({
      command: 'SendMessageService.configure',
      options: { uploadsEnabled: false, ajaxTimeout: 1000 },
    });
    await fill();
    await send();
    await expectFailure('Unable to reach server. Please try again.', 'the timeout');
    await send();
    await expectSent();
  });
});

describe("the demo's page of legacy settings", () => {
  it('shows Send Message from window._genesys.widgets.sendmessage, opened through CXBus, and sends', async () => {
    page = await session.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    await page.goto(new URL('legacy.html', session.demo.siteUrl).href);
    await page
      .getByRole('button', { name: 'Open Send Message through CXBus', exact: true })
      .click();
    await sendMessage().waitFor();
    await fill();
    await attach([{ name: 'note.txt', size: 5, mimeType: 'text/plain' }]);
    await send();
    await expectSent();
    await settle(page);
    await expectNoAxeViolations(page, 'the legacy settings page with the message sent');
    expect(await received()).toEqual([
      expect.objectContaining({
        outcome: 'sent',
        userData: { page: 'legacy-settings' },
        files: [expect.objectContaining({ name: 'note.txt' })],
      }),
    ]);
  });
});
