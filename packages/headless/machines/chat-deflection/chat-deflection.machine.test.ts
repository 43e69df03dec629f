import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createFakeKnowledgeCenter,
  fakeDeflectionServices,
  knowledgeDocument,
} from '../testing/fake-knowledge-center';
import { chatDeflectionMachine } from './chat-deflection.machine';
import type { ChatDeflectionEmitted } from './chat-deflection.types';
import {
  resolveChatDeflectionOptions,
  type ChatDeflectionOptionsInput,
} from './chat-deflection.options';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const paying = knowledgeDocument('d1', 'How to pay by card', {
  attachments: [{ url: 'https://kb.test/card.pdf', fileName: 'card.pdf' }],
});
const refunds = knowledgeDocument('d2', 'Refunds and how to pay them back', { kbId: 'kb2' });
const noVotes = knowledgeDocument('d3', 'Opening hours', { feedbackType: 'NONE' });

function start(options: ChatDeflectionOptionsInput = { enabled: true }) {
  const center = createFakeKnowledgeCenter([paying, refunds, noVotes]);
  const { services, chat } = fakeDeflectionServices(center);
  const actor = createActor(chatDeflectionMachine, {
    input: { options, services, now: () => Date.UTC(2026, 0, 2, 3, 4, 5) },
  });
  const emitted: ChatDeflectionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, center, chat, emitted, types: () => emitted.map((event) => event.type) };
}

async function deflecting(options?: ChatDeflectionOptionsInput) {
  const page = start(options);
  page.actor.send({ type: 'chat.formSubmitted', email: 'ada@example.com' });
  page.actor.send({ type: 'chat.started', chatId: 'chat-1' });
  await flush();
  return page;
}

describe('chat deflection machine', () => {
  it('is disabled by default: a chat that starts gets nothing', async () => {
    const { actor, chat, center, emitted } = start({});
    actor.send({ type: 'chat.started' });
    actor.send({ type: 'chat.clientMessage', text: 'how to pay' });
    await flush();
    expect(actor.getSnapshot().matches({ deflection: 'disabled' })).toBe(true);
    expect(emitted).toEqual([]);
    expect(center.searches).toEqual([]);
    expect(chat.messages).toEqual([]);
  });

  it('enabled, welcomes a chat on connect: a line, the gkc_welcome notice, the reporting keys, started', async () => {
    const { chat, emitted } = await deflecting({ enabled: true, country: 'GB' });
    expect(emitted).toEqual([{ type: 'enabled' }, { type: 'started', chatId: 'chat-1' }]);
    expect(chat.messages).toEqual([
      { type: 'text', name: 'Knowledge Center', text: expect.stringContaining('While you wait') },
    ]);
    expect(chat.notices).toEqual([
      {
        message: expect.stringContaining('Knowledge Center:'),
        attributes: { gkc: 'gkc_welcome' },
      },
    ]);
    expect(chat.merged()).toEqual({
      gks_deflection_started: '2026-01-02T03:04:05.000Z',
      gks_deflection_searched: '0',
      EmailAddress: 'ada@example.com',
      Country: 'GB',
      gks_session: 'kc-session-1',
      gks_lang: 'en',
    });
  });

  it('searches each visitor message and answers with links to the articles', async () => {
    const { actor, chat, center } = await deflecting({ enabled: true, maxSearchResults: 2 });
    actor.send({ type: 'chat.clientMessage', text: '  how to pay  ' });
    await flush();
    expect(center.searches).toEqual([{ query: 'how to pay', junkfree: true, maxSearchResults: 2 }]);
    const answer = chat.messages.at(-1)!;
    expect(answer.type).toBe('html');
    expect(answer.name).toBe('Knowledge Center');
    expect(answer.text).toBe(
      '<p>These articles may help:</p><ul>' +
        '<li><a href="#cx-kc-article-0" class="cx-kc-article">How to pay by card</a></li>' +
        '<li><a href="#cx-kc-article-1" class="cx-kc-article">Refunds and how to pay them back</a></li></ul>',
    );
    expect(chat.keys()).toEqual(['gkc_welcome', 'gkc_search', 'gkc_suggested']);
    expect(chat.notices[1]).toEqual({
      message: 'Knowledge Center: searched "how to pay".',
      attributes: { gkc: 'gkc_search', query: 'how to pay' },
    });
    expect(chat.notices[2]!.attributes).toEqual({
      gkc: 'gkc_suggested',
      query: 'how to pay',
      searchId: 'srch-1',
      documents: [
        { docId: 'd1', kbId: 'kb1', title: 'How to pay by card' },
        { docId: 'd2', kbId: 'kb2', title: 'Refunds and how to pay them back' },
      ],
    });
    expect(chat.merged()).toMatchObject({
      gks_question: 'how to pay',
      gks_deflection_searched: '1',
      gks_kbid: 'kb1,kb2',
    });
    // A second question numbers its links after the first's.
    actor.send({ type: 'chat.clientMessage', text: 'opening hours' });
    await flush();
    expect(chat.messages.at(-1)!.text).toContain('href="#cx-kc-article-2"');
    expect(chat.merged().gks_deflection_searched).toBe('2');
    expect(actor.getSnapshot().context.suggestions).toHaveLength(3);
  });

  it('escapes the titles it puts in the links', async () => {
    const { actor, chat, center } = await deflecting();
    center.documents.push(knowledgeDocument('x', '<img src=x onerror=alert(1)> pay'));
    actor.send({ type: 'chat.clientMessage', text: 'onerror' });
    await flush();
    expect(chat.messages.at(-1)!.text).toContain('&lt;img src=x onerror=alert(1)&gt; pay');
    expect(chat.messages.at(-1)!.text).not.toContain('<img');
  });

  it('says so when no article matched: a line and gkc_unanswered', async () => {
    const { actor, chat } = await deflecting();
    actor.send({ type: 'chat.clientMessage', text: 'zebra' });
    await flush();
    expect(chat.messages.at(-1)).toEqual({
      type: 'text',
      name: 'Knowledge Center',
      text: 'I found no article about that. An agent will answer you soon.',
    });
    expect(chat.notices.at(-1)!.attributes).toEqual({
      gkc: 'gkc_unanswered',
      query: 'zebra',
      searchId: 'srch-1',
    });
  });

  it('ignores a blank message and a failed search', async () => {
    const { actor, chat, center } = await deflecting();
    actor.send({ type: 'chat.clientMessage', text: '   ' });
    center.failing.add('search');
    actor.send({ type: 'chat.clientMessage', text: 'pay' });
    await flush();
    expect(center.searches).toHaveLength(1);
    expect(chat.messages).toHaveLength(1);
    expect(actor.getSnapshot().matches({ deflection: { enabled: 'deflecting' } })).toBe(true);
  });

  it('ends when an agent connects: no more searches, and a late answer is dropped', async () => {
    const { actor, chat, center, emitted } = await deflecting();
    center.hold();
    actor.send({ type: 'chat.clientMessage', text: 'pay' });
    actor.send({ type: 'chat.agentConnected' });
    center.release();
    actor.send({ type: 'chat.clientMessage', text: 'refunds' });
    await flush();
    expect(emitted.at(-1)).toEqual({ type: 'ended', reason: 'agent' });
    expect(center.searches.map((search) => search.query)).toEqual(['pay']);
    expect(chat.messages).toHaveLength(1);
    expect(actor.getSnapshot().matches({ deflection: { enabled: 'waiting' } })).toBe(true);
  });

  it('ends when the chat ends, and deflects the next chat again', async () => {
    const { actor, emitted, types } = await deflecting();
    actor.send({ type: 'chat.ended' });
    expect(emitted.at(-1)).toEqual({ type: 'ended', reason: 'chat' });
    actor.send({ type: 'chat.started' });
    expect(types()).toEqual(['enabled', 'started', 'ended', 'started']);
    expect(emitted.at(-1)).toEqual({ type: 'started' });
  });

  it('disabling while deflecting ends it, then tells disabled', async () => {
    const { actor, emitted } = await deflecting();
    actor.send({ type: 'deflection.disable' });
    expect(emitted.slice(-2)).toEqual([
      { type: 'ended', reason: 'disabled' },
      { type: 'disabled' },
    ]);
    actor.send({ type: 'deflection.enable' });
    expect(emitted.at(-1)).toEqual({ type: 'enabled' });
  });

  it('opens an article: reads it in full (gkc_open, gkc_visit), votes Yes (gkc_vote, gkc_answered)', async () => {
    const { actor, chat, center } = await deflecting();
    actor.send({ type: 'chat.clientMessage', text: 'pay' });
    await flush();
    center.full.set('d1', { ...paying, answerContent: '<p>The whole card answer.</p>' });
    actor.send({ type: 'article.open', index: 0 });
    expect(actor.getSnapshot().matches({ article: 'loading' })).toBe(true);
    await flush();
    expect(center.reads).toEqual([
      { documentId: 'd1', knowledgeBaseId: 'kb1', query: 'pay', searchId: 'srch-1' },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ article: 'reading' })).toBe(true);
    expect(snapshot.context.article?.document?.answerContent).toBe('<p>The whole card answer.</p>');
    expect(chat.keys().slice(-2)).toEqual(['gkc_open', 'gkc_visit']);
    expect(chat.merged().gks_deflection_document_opened).toBe('kb1/d1');
    actor.send({ type: 'article.vote', relevant: true });
    expect(actor.getSnapshot().matches({ article: 'voting' })).toBe(true);
    await flush();
    expect(center.votes).toEqual([
      {
        documentId: 'd1',
        knowledgeBaseId: 'kb1',
        relevant: true,
        query: 'pay',
        searchId: 'srch-1',
      },
    ]);
    expect(actor.getSnapshot().matches({ article: 'voted' })).toBe(true);
    expect(chat.keys().slice(-2)).toEqual(['gkc_vote', 'gkc_answered']);
    expect(chat.notices.at(-2)!.message).toBe(
      'Knowledge Center: the visitor found "How to pay by card" helpful.',
    );
    expect(chat.merged().gks_deflection_last_feedback).toBe('kb1/d1:relevant');
    actor.send({ type: 'article.close' });
    expect(actor.getSnapshot().matches({ article: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.article).toBeUndefined();
  });

  it('a No vote is not an answer; a failed vote can be cast again', async () => {
    const { actor, chat, center } = await deflecting();
    actor.send({ type: 'chat.clientMessage', text: 'pay' });
    await flush();
    actor.send({ type: 'article.open', index: 1 });
    await flush();
    center.failing.add('vote');
    actor.send({ type: 'article.vote', relevant: false });
    await flush();
    expect(actor.getSnapshot().matches({ article: 'reading' })).toBe(true);
    expect(actor.getSnapshot().context.article?.voteFailed).toBe(true);
    center.failing.delete('vote');
    actor.send({ type: 'article.vote', relevant: false });
    await flush();
    expect(actor.getSnapshot().matches({ article: 'voted' })).toBe(true);
    expect(chat.keys().at(-1)).toBe('gkc_vote');
    expect(chat.merged().gks_deflection_last_feedback).toBe('kb2/d2:irrelevant');
  });

  it('takes no vote on a knowledge base without feedback, nor an unknown link', async () => {
    const { actor } = await deflecting();
    actor.send({ type: 'chat.clientMessage', text: 'hours' });
    await flush();
    actor.send({ type: 'article.open', index: 7 });
    expect(actor.getSnapshot().matches({ article: 'closed' })).toBe(true);
    actor.send({ type: 'article.open', index: 0 });
    await flush();
    actor.send({ type: 'article.vote', relevant: true });
    expect(actor.getSnapshot().matches({ article: 'reading' })).toBe(true);
  });

  it('shows the failure when the article cannot be read', async () => {
    const { actor, center } = await deflecting();
    actor.send({ type: 'chat.clientMessage', text: 'pay' });
    await flush();
    center.failing.add('getFullContent');
    actor.send({ type: 'article.open', index: 0 });
    await flush();
    expect(actor.getSnapshot().matches({ article: 'failed' })).toBe(true);
  });

  it('in keys mode the agent reads the keys; without workspace or reporting keys, none are sent', async () => {
    const keys = await deflecting({ enabled: true, agentTranscriptMode: 'keys' });
    expect(keys.chat.notices[0]!.message).toBe('gkc_welcome');
    const quiet = await deflecting({ enabled: true, workspaceKeys: false, reportingKeys: false });
    quiet.actor.send({ type: 'chat.clientMessage', text: 'pay' });
    await flush();
    expect(quiet.chat.notices).toEqual([]);
    expect(quiet.chat.userData).toEqual([]);
    expect(quiet.chat.messages).toHaveLength(2);
  });

  it('configure enables and disables by its enabled setting, and keeps the rest', () => {
    const { actor, types } = start({});
    const options = actor.getSnapshot().context.options;
    actor.send({
      type: 'deflection.configure',
      options: { ...options, enabled: true, name: 'KB' },
    });
    expect(actor.getSnapshot().matches({ deflection: 'enabled' })).toBe(true);
    actor.send({
      type: 'deflection.configure',
      options: { ...options, enabled: true, name: 'KB2' },
    });
    expect(actor.getSnapshot().context.options.name).toBe('KB2');
    actor.send({ type: 'deflection.configure', options: { ...options, enabled: false } });
    expect(actor.getSnapshot().matches({ deflection: 'disabled' })).toBe(true);
    expect(types()).toEqual(['enabled', 'disabled']);
  });

  it('refuses bad settings, naming each', () => {
    expect(() =>
      resolveChatDeflectionOptions({ enabled: 'yes', nmae: 1, agentTranscriptMode: 'raw' }),
    ).toThrow(
      "Invalid configuration: chatdeflection.enabled: Expected true or false; chatdeflection.agentTranscriptMode: Expected 'readable' or 'keys'; chatdeflection.nmae: Unknown option",
    );
  });
});

describe('the pre-chat form', () => {
  it('reports the e-mail address sent just after the start', async () => {
    const page = start();
    page.actor.send({ type: 'chat.started' });
    page.actor.send({ type: 'chat.formSubmitted', email: 'ada@example.com' });
    await flush();
    expect(page.chat.merged().EmailAddress).toBe('ada@example.com');
  });
});

describe('the knowledge session', () => {
  it('is read again after a search when the service did not know it yet', async () => {
    const center = createFakeKnowledgeCenter([knowledgeDocument('d1', 'Paying')]);
    center.failing.add('sessionInfo');
    const { services, chat } = fakeDeflectionServices(center);
    const actor = createActor(chatDeflectionMachine, {
      input: { options: { enabled: true }, services },
    }).start();
    actor.send({ type: 'chat.started' });
    await flush();
    expect(chat.merged().gks_session).toBeUndefined();
    center.failing.delete('sessionInfo');
    actor.send({ type: 'chat.clientMessage', text: 'paying' });
    await flush();
    await flush();
    expect(chat.merged()).toMatchObject({ gks_session: 'kc-session-1', gks_lang: 'en' });
  });
});
