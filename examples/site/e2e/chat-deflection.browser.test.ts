// Chat deflection on the demo (`?deflection`) against the simulator's chat and knowledge centre: a
// visitor waiting for an agent asks a question, gets 'Knowledge Center' links in the transcript,
// reads an article over the chat window, votes, goes back; the agent's workspace gets the gkc_
// notices and the chat the gks_ user data; once the agent joins, questions are no longer searched.
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser';
import {
  agentJoins,
  byName,
  chatOf,
  chatWindow,
  control,
  eventually,
  openDemo,
  page,
  send,
  shows,
  startChat,
  transcript,
  transcriptOf,
  useChatDemo,
} from './chat-demo';

useChatDemo();

interface Records {
  searches: { query: string }[];
  feedback: { kind: string; docId?: string }[];
}

const knowledge = () => control<Records>('knowledge');

/** The keys of the custom notices the visitor's page sent the agent, in order. */
async function noticeKeys(chatId: string): Promise<string[]> {
  const events = (await transcriptOf(chatId)) as {
    type: string;
    from: { type: string };
    eventAttributes?: Record<string, unknown>;
  }[];
  return events
    .filter((event) => event.type === 'CustomNotice' && event.from.type === 'Client')
    .map((event) => String(event.eventAttributes?.['gkc']));
}

/** The chat's user data as the simulator keeps it (the control API's chat summary has it). */
const userDataOf = (chat: object | undefined) =>
  (chat as { userData?: Record<string, string> } | undefined)?.userData;

const question = 'How do I reset my password?';

describe('chat deflection against the simulator', () => {
  it('answers from the knowledge base while no agent is connected, then stops', async () => {
    await openDemo({ query: '?deflection' });
    const chatId = await startChat('Dora');
    await shows('While you wait for an agent');
    // Nothing of the agent's notices shows to the visitor.
    await eventually(() => noticeKeys(chatId)).toContain('gkc_welcome');
    expect(await transcript().getByText('gkc_welcome').count()).toBe(0);

    await send(question);
    const link = transcript().getByRole('link', { name: question, ...byName });
    await link.waitFor();
    await expect.poll(() => transcript().getByText('Knowledge Center').count()).toBeGreaterThan(0);
    expect((await knowledge()).searches.map((search) => search.query)).toContain(question);
    await eventually(() => noticeKeys(chatId)).toEqual(
      expect.arrayContaining(['gkc_search', 'gkc_suggested']),
    );

    await link.click();
    const title = chatWindow().getByRole('heading', { name: question, ...byName });
    await title.waitFor();
    await chatWindow().getByText('Forgot password').waitFor();
    await expect.poll(() => title.evaluate((node) => node === document.activeElement)).toBe(true);
    await chatWindow().getByText('Was this helpful?').waitFor();
    await expectNoAxeViolations(page, 'the knowledge article over the chat');
    await chatWindow()
      .getByRole('button', { name: 'Yes', ...byName })
      .click();
    await chatWindow().getByText('Thank you for your feedback!').waitFor();
    await expectNoAxeViolations(page, 'the article after the vote');
    const feedback = (await knowledge()).feedback;
    expect(feedback.map((record) => [record.kind, record.docId])).toEqual(
      expect.arrayContaining([
        ['view', 'doc-reset-password'],
        ['like', 'doc-reset-password'],
      ]),
    );

    await chatWindow()
      .getByRole('button', { name: 'Back', ...byName })
      .click();
    await title.waitFor({ state: 'detached' });
    await expect.poll(() => link.evaluate((node) => node === document.activeElement)).toBe(true);

    await eventually(() => noticeKeys(chatId)).toEqual(
      expect.arrayContaining(['gkc_open', 'gkc_visit', 'gkc_vote', 'gkc_answered']),
    );
    await eventually(async () => userDataOf(await chatOf('Dora'))).toMatchObject({
      EmailAddress: 'dora@example.com',
      gks_question: question,
      gks_deflection_searched: '1',
      gks_kbid: expect.stringContaining('kb-support'),
      gks_deflection_document_opened: 'kb-support/doc-reset-password',
      gks_deflection_last_feedback: 'kb-support/doc-reset-password:relevant',
      gks_session: expect.any(String),
      gks_lang: 'en',
      gks_deflection_started: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // The agent connects: deflection ends, and the next question reaches the agent alone.
    await agentJoins(chatId);
    const searches = (await knowledge()).searches.length;
    const links = await transcript().getByRole('link').count();
    await send('How do I change my email address?');
    await page.waitForTimeout(1500);
    expect((await knowledge()).searches).toHaveLength(searches);
    expect(await transcript().getByRole('link').count()).toBe(links);
  });
});
