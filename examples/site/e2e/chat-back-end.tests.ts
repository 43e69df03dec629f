// The journey and the restore of the web chat on one chat back end the demo offers, against the
// simulator (issue 6). Each back end has a test file of its own that calls `backEndTests`, so that
// the four run side by side rather than one after the other in a single worker.
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, insecureHost } from './browser';
import {
  agent,
  agentJoins,
  alertDialog,
  chatButton,
  chatOf,
  chatWindow,
  control,
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
  visitorMessages,
} from './chat-demo';

/** A chat back end of the demo, as the simulator must see it speak. */
export interface BackEndCase {
  /** The demo's `?transport=` value (`gms` is the default, without a query). */
  backEnd: string;
  /** The protocol the simulator records for its chats. */
  protocol: string;
  /** The path of its send requests; none where sends ride on the push channel (gms-push). */
  sendRoute?: string;
  /** The path of its end request; none where the end rides on the push channel (gms-push). */
  endRoute?: string;
  /**
   * Whether its sends outlive the page (`keepalive`), which only GMS does: its next page checks
   * whether one arrived. Elsewhere a send dies with the page, and the next page sends it again.
   */
  sendsOutlivePage?: boolean;
}

/** The journey and restore tests of one back end; the calling file runs `useChatDemo()` first. */
export function backEndTests({
  backEnd,
  protocol,
  sendRoute,
  endRoute,
  sendsOutlivePage = false,
}: BackEndCase): void {
  describe(`the web chat on the ${backEnd} back end: the whole journey and a restore`, () => {
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

    /**
     * Types `text`, holds back its send (and, on REST v3, typing and reads: same path) for 1.5 s, or
     * until the test takes the faults back (`untilCleared`), and sends it.
     */
    async function sendSlowly(text: string, untilCleared = false): Promise<void> {
      await messageBox().fill(text);
      if (sendRoute)
        await control(
          'faults',
          untilCleared
            ? { route: sendRoute, action: 'delay', ms: 600_000 }
            : { route: sendRoute, action: 'delay', ms: 1500, count: 3 },
        );
      await messageBox().press('Enter');
      await transcript().getByText(text).waitFor();
    }

    /** Opens the demo on this back end and starts a chat as `firstName` that an agent joins; returns its id. */
    async function joinedChat(firstName: string): Promise<string> {
      await openDemo({ query });
      const chatId = await startChat(firstName);
      await agentJoins(chatId);
      return chatId;
    }

    /** Takes back every fault the simulator holds; the requests a delay holds go on at once. */
    async function clearFaults(): Promise<void> {
      await fetch(new URL('faults', session.demo.simulatorUrls.control), { method: 'DELETE' });
    }

    /** Runs `steps`, then takes back every fault the simulator holds, whatever happened. */
    async function thenClearFaults(steps: () => Promise<void>): Promise<void> {
      try {
        await steps();
      } finally {
        await clearFaults();
      }
    }

    it('sends a message once when the page reloads while its send is slow', async () => {
      const chatId = await joinedChat(`Reload${tag}`);
      const text = 'Sent as the page reloaded';
      await thenClearFaults(async () => {
        // A send that dies with the page is held until the page has gone. Answered just as the page
        // went, it would arrive as well as the next page's copy, which cannot check for it (at least
        // once, see docs/architecture.md); a 1.5 s hold gave that on a loaded machine.
        await sendSlowly(text, !sendsOutlivePage);
        await page.reload();
        if (!sendsOutlivePage) await clearFaults();
        await sentBubble(text).waitFor();
        await eventually(() => visitorMessages(chatId, text)).toBe(1);
        // Past the send's time (3 s) and a second held-back send (1.5 s): a copy would be there by now.
        await page.waitForTimeout(5000);
        await agent.say(chatId, 'Said after the reload.');
        await shows('Said after the reload.');
        expect(await visitorMessages(chatId, text), 'sent once').toBe(1);
        expect(await sentBubble(text).count(), 'shown once').toBe(1);
      });
    });

    // Only GMS sends outlive the page (its next page can check whether one arrived, and waits for
    // it); gms-push publishes on the push channel, which goes with the page.
    if (backEnd === 'gms') {
      it('delivers a message the visitor sends just before closing the tab, once', async () => {
        const chatId = await joinedChat(`Bye${tag}`);
        const text = 'Thanks, bye!';
        await thenClearFaults(async () => {
          await sendSlowly(text);
          await page.close();
          await eventually(() => visitorMessages(chatId, text)).toBe(1);
        });
      });
    }

    // The push channel goes with the page: gms-push cannot end a chat from a tab closing at once.
    if (endRoute) {
      it('ends the chat on the server when the visitor ends it and closes the tab at once', async () => {
        const chatId = await joinedChat(`Leave${tag}`);
        // The end's answer takes a while: the tab is gone long before it comes. (The simulator handles
        // a request without a body even once its client has gone, so cloud v2's DELETE ends the chat
        // either way here; its wire test checks that it outlives the page.)
        await control('faults', { route: endRoute, action: 'delay', ms: 1500, count: 1 });
        await thenClearFaults(async () => {
          await inWindow('button', 'End Chat').click();
          const confirm = alertDialog('End chat');
          await confirm.waitFor();
          await inDialog(confirm, 'End chat').click();
          await page.close();
          await eventually(async () => (await chatOf(`Leave${tag}`))?.state).toBe('ended');
          const events = await transcriptOf(chatId);
          expect(
            events.some(
              (event) => event.type === 'ParticipantLeft' && event.from.type === 'Client',
            ),
            'the visitor left',
          ).toBe(true);
        });
      });
    }

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

    it('works on a site served over plain HTTP, which is not a secure context, through a reload', async () => {
      await openDemo({ query, host: insecureHost });
      expect(await page.evaluate(() => isSecureContext), 'a secure context').toBe(false);
      const chatId = await startChat(`Plain${tag}`);
      await agentJoins(chatId);
      await agent.say(chatId, 'Hello over plain HTTP.');
      await shows('Hello over plain HTTP.');
      await send('Sent over plain HTTP');
      await eventually(() => visitorMessages(chatId, 'Sent over plain HTTP')).toBe(1);

      await page.reload();
      await shows('Hello over plain HTTP.');
      await send('Sent after the reload over plain HTTP');
      await eventually(() => visitorMessages(chatId, 'Sent after the reload over plain HTTP')).toBe(
        1,
      );
      expect(await visitorMessages(chatId, 'Sent over plain HTTP'), 'sent once').toBe(1);
    });
  });
}
