// The web chat's delivery, tabs, files, idle alert and survey, on the demo and the simulator.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser';
import {
  agent,
  agentJoins,
  busyAfterLayout,
  byName,
  alertDialog,
  chatButton,
  chatOf,
  chatWindow,
  chooseFile,
  control,
  dialog,
  eventually,
  fillForm,
  inDialog,
  inWindow,
  messageBox,
  openDemo,
  page,
  screenshot,
  send,
  sentBubble,
  session,
  shows,
  startChat,
  startedChat,
  transcript,
  transcriptOf,
  useChatDemo,
  visitorMessages,
  whereInLog,
  type ChatSummary,
} from './chat-demo';

useChatDemo();

/** A message given back into the visitor's next chat goes there once on Retry, and never to the ended chat. */
async function retrySendsInNextChat(
  log: Locator,
  firstName: string,
  text: string,
  endedChatId: string,
): Promise<void> {
  const newChatId = (await startedChat(firstName)).id;
  expect(await visitorMessages(newChatId, text)).toBe(0);
  await log.getByRole('button', { name: 'Retry', exact: true }).click();
  await eventually(() => visitorMessages(newChatId, text)).toBe(1);
  expect(await visitorMessages(endedChatId, text), 'the ended chat never got it').toBe(0);
}

/** Opens the demo, starts a chat as `firstName` that an agent joins, and types `text` offline; returns the chat's id. */
async function typedOffline(firstName: string, text: string): Promise<string> {
  await openDemo();
  const chatId = await startChat(firstName);
  await agentJoins(chatId);
  session.allowConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  await page.context().setOffline(true);
  await messageBox().fill(text);
  await messageBox().press('Enter');
  await transcript().getByText(text).waitFor();
  return chatId;
}

/** The visitor goes on to another page, where the chat invites them again, and starts a chat as `firstName`. */
async function startFromReinviteAfterReload(firstName: string): Promise<void> {
  await page.reload();
  await page.getByRole('button', { name: 'Start chat', exact: true }).click();
  await fillForm(firstName);
  await inWindow('button', 'Start Chat').click();
}

describe('the web chat on the demo and the simulator: delivery, tabs, files, idle and survey', () => {
  // On a loaded machine this failed in about one full run in three (2026-11-28 and -29): the window
  // opened on a log 84 px short of its end, the newest line half out of view. The page is now made
  // busy as the window opens: without the transcript's fix, that failed it in 8 of 18 runs here
  // (2026-12-01), as the timing of React's render against the virtualizer's scroll fell.
  it('minimized, keeps the filled form and the unsent draft, and opens again on the newest message, on a busy page too', async () => {
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

    // The rows that came while minimized were laid out without a viewport; they are measured when the
    // window opens, and on a busy page the last of them after the virtualizer's scroll to the end.
    // By CSS: the minimized log is out of the accessibility tree, where the role locator looks.
    const hiddenLog = chatWindow().locator('[data-scope="transcript"][data-part="log"]');
    const busyOver = await busyAfterLayout(hiddenLog, 150);
    await minimize();
    await busyOver();
    expect(await messageBox().inputValue()).toBe('A thought I have not sent yet');
    const newest = transcript().getByText('The newest line, said while minimized.');
    await newest.waitFor();
    await eventually(() => whereInLog(newest)).toBe('in view');
    await send('A thought I have not sent yet');
    await eventually(() => visitorMessages(chatId, 'A thought I have not sent yet')).toBe(1);
  });

  // Rows above the end measured shorter (a narrower font, a rich message that collapses) make the
  // virtualizer move the scroll up by as much; a busy page fires that scroll before React renders the
  // shorter list, which read as the visitor scrolling up (most likely the XSS test's stall on CI, 2026-11-29).
  it('keeps following the newest message when rows above it get shorter on a busy page', async () => {
    await openDemo();
    const chatId = await startChat('Shrinker');
    await agentJoins(chatId);
    for (let line = 1; line <= 12; line += 1)
      await agent.say(chatId, `Line ${line} of a long answer, long enough to wrap onto two lines.`);
    await shows('Line 12 of a long answer, long enough to wrap onto two lines.');
    await eventually(() => whereInLog(transcript().getByText('Line 12 of a long'))).toBe('in view');
    const log = transcript();
    await log.evaluate((element) => {
      const states: string[] = [];
      new MutationObserver(() => states.push(element.dataset.state ?? '')).observe(element, {
        attributes: true,
        attributeFilter: ['data-state'],
      });
      Object.assign(window, { followStates: states });
    });

    const busyOver = await busyAfterLayout(log.locator('[data-index]').last(), 150);
    await page.addStyleTag({
      content: '[data-part="row"] * { font-size: 8px !important; line-height: 10px !important; }',
    });
    await busyOver();
    const states = await page.evaluate(
      () => (window as unknown as { followStates: string[] }).followStates,
    );
    expect(states, 'the follow state never left the end').toEqual([]);
    expect(await chatWindow().getByRole('button', { name: 'New messages' }).count()).toBe(0);
    await agent.say(chatId, 'Said after the rows got shorter.');
    await eventually(() => whereInLog(log.getByText('Said after the rows got shorter.'))).toBe(
      'in view',
    );
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

  it('shows the chat another tab started when the visitor opens the window again in a tab that had it loaded without a chat, rather than a form for a second chat', async () => {
    await openDemo();
    const tabB = await page.context().newPage();
    await tabB.goto(session.demo.siteUrl);
    const chatButtonB = tabB.getByRole('button', { name: 'Live Chat', exact: true });
    const windowB = tabB.getByRole('region', { name: 'Live Chat', exact: true });
    // Tab B has the chat loaded, without a chat: the visitor opened its window and closed it.
    await chatButtonB.click();
    await windowB.getByRole('textbox', { name: 'First Name', exact: true }).waitFor();
    await windowB.getByRole('button', { name: 'Close', exact: true }).click();
    await eventually(() => windowB.count()).toBe(0);
    const chatId = await startChat('OtherTab');
    await agentJoins(chatId);
    await agent.say(chatId, 'Hello from the other tab');
    await shows('Hello from the other tab');

    await chatButtonB.click();
    const transcriptB = windowB.getByRole('log', { name: 'Chat transcript', exact: true });
    await transcriptB.getByText('Hello from the other tab').first().waitFor();
    expect(await windowB.getByRole('textbox', { name: 'First Name', exact: true }).count()).toBe(0);
    // The visitor writes from tab B into the same chat.
    await windowB.getByRole('textbox', { name: 'Message', exact: true }).fill('Written in tab B');
    await windowB.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await eventually(() => visitorMessages(chatId, 'Written in tab B')).toBe(1);
    await shows('Written in tab B');
    const { chats } = await control<{ chats: ChatSummary[] }>('chats');
    expect(chats.filter((chat) => chat.visitor.firstName === 'OtherTab')).toHaveLength(1);
  });

  describe('two tabs on one chat', () => {
    const stuck = 'Typed in tab A while its connection was down';

    /** Tab A (the test's page) starts a chat and tab B opens the same page; A's connection then drops and a message waits in A. */
    async function twoTabsWithAStuckMessage(firstName: string, text = stuck) {
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
      await messageBox().fill(text);
      await messageBox().press('Enter');
      await transcript().getByText(text).waitFor();
      if (text === stuck) {
        // A short one is saved in the chat's cookie, which both tabs share.
        await eventually(async () =>
          (await page.context().cookies()).some((cookie) =>
            decodeURIComponent(cookie.value).includes(stuck),
          ),
        ).toBe(true);
      }
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

    it('sends a long message in Chinese that a tab that closed could not send: too long for a cookie', async () => {
      // 500 characters, the most a message may have, come to about 4.5 kB in a cookie: more than the
      // 4 kB a browser keeps in one.
      const long = '这是一条很长的消息。'.repeat(50);
      const { chatId, tabB } = await twoTabsWithAStuckMessage('LongMessage', long);
      await page.close();
      await eventually(() => visitorMessages(chatId, long)).toBe(1);
      await tabB.getByRole('log').getByText(long).waitFor();
      expect(await visitorMessages(chatId, long), 'sent once').toBe(1);
    });

    it('leaves what a tab that ended the chat offline still holds to that tab, so the tab still on the chat sends none of it', async () => {
      const { chatId, tabB } = await twoTabsWithAStuckMessage('EndedInTabA');
      const queued = 'Typed in tab A after that, still waiting';
      await messageBox().fill(queued);
      await messageBox().press('Enter');
      await inWindow('button', 'End Chat').click();
      const confirm = alertDialog('End chat');
      await confirm.waitFor();
      await inDialog(confirm, 'End chat').click();
      await shows('The chat has ended');
      await transcript()
        .getByText(/^Not confirmed\./)
        .waitFor();
      await transcript()
        .getByText(/^Not sent/)
        .waitFor();

      // The server never heard the end: tab B is still on the chat, and leaves both to tab A.
      await agent.say(chatId, 'Still there?');
      await tabB.getByText('Still there?').first().waitFor();
      await tabB.waitForTimeout(1000);
      expect(await visitorMessages(chatId, stuck), 'not sent by tab B').toBe(0);
      expect(await visitorMessages(chatId, queued), 'not sent by tab B').toBe(0);
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

  it('gives a message typed while the connection was down back in the next chat when the chat ended meanwhile, through another page load; Retry sends it there', async () => {
    await openDemo();
    const chatId = await startChat('Unrestored');
    await agentJoins(chatId);
    session.allowConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const text = 'Typed on a train, in a tunnel';
    await messageBox().fill(text);
    await messageBox().press('Enter');
    await transcript().getByText(text).waitFor();
    // The visitor closes the tab; the agent's side ends the chat meanwhile.
    const next = await page.context().newPage();
    await page.close();
    await agent.endChat(chatId);

    await next.goto(session.demo.siteUrl);
    const reinvite = next.getByRole('button', { name: 'Start chat', exact: true });
    await reinvite.waitFor();
    // The visitor goes on to another page first: the message is given back there again.
    await next.reload();
    await reinvite.click();
    const window = next.getByRole('region', { name: 'Live Chat', exact: true });
    const field = (name: string) => window.getByRole('textbox', { name, exact: true });
    await field('First Name').fill('Unrestored2');
    await field('Last Name').fill('Tester');
    await window.getByRole('button', { name: 'Start Chat', exact: true }).click();
    const log = window.getByRole('log', { name: 'Chat transcript', exact: true });
    await log.getByText('Not sent. Unable to restore session').waitFor();
    await retrySendsInNextChat(log, 'Unrestored2', text, chatId);
  });

  it('takes a message the ended chat never got into the next chat the visitor starts, through page loads that stop inviting once declined; Retry sends it there', async () => {
    const text = 'Written as the line went quiet';
    const chatId = await typedOffline('EndedOffline', text);
    // The agent ends the chat while the visitor is offline; back online, the chat ends here too.
    await agent.endChat(chatId);
    // Back online, the page may ask about its unconfirmed message (a delivery probe) before its
    // poll hears of the end: the server answers that probe 400 'has ended', as a real GMS does.
    session.allowConsoleErrors(
      /^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/,
    );
    await page.context().setOffline(false);
    await shows('The chat has ended');
    const log = transcript();
    await log.getByText('Not sent').first().waitFor();

    // The visitor goes on to another page, where the chat invites them again; they decline, and the
    // page after that does not ask again. The message waits for the chat they start from the button.
    await page.reload();
    await page.getByRole('button', { name: 'No thanks', exact: true }).click();
    await page.reload();
    await chatButton().waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('button', { name: 'No thanks', exact: true }).count()).toBe(0);
    await chatButton().click();
    await fillForm('EndedOffline2');
    await inWindow('button', 'Start Chat').click();
    await transcript().getByText(text).waitFor();
    await retrySendsInNextChat(transcript(), 'EndedOffline2', text, chatId);
  });

  it('calls a message sent offline not confirmed when the visitor ends the chat, ends the chat on the server once back online, keeps the message through a page load, and Retry sends it in the next chat', async () => {
    const text = 'Sent as I pressed End';
    const chatId = await typedOffline('EndsOffline', text);
    await inWindow('button', 'End Chat').click();
    const confirm = alertDialog('End chat');
    await confirm.waitFor();
    await inDialog(confirm, 'End chat').click();
    await shows('The chat has ended');
    // Nothing could tell whether its send arrived, so it is not called unsent.
    const unconfirmed =
      /^Not confirmed\. The chat stopped before the server confirmed this message/;
    await transcript().getByText(unconfirmed).waitFor();
    expect(
      await transcript()
        .getByText(/^Not sent/)
        .count(),
    ).toBe(0);

    // Back online, the page tells the server the chat ended, so the agent is not left waiting.
    expect((await chatOf('EndsOffline'))?.state).not.toBe('ended');
    await page.context().setOffline(false);
    await eventually(async () => (await chatOf('EndsOffline'))?.state).toBe('ended');
    await transcript().getByText(unconfirmed).waitFor();
    await startFromReinviteAfterReload('EndsOffline2');
    await transcript().getByText(unconfirmed).waitFor();
    await retrySendsInNextChat(transcript(), 'EndsOffline2', text, chatId);
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
});
