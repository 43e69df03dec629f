import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectSearchView } from './search.connect';
import { searchMachine } from './search.machine';
import { fakeKnowledge, testDocument } from './search.test-support';
import type { SearchInput } from './search.types';

const machine = searchMachine.provide({ delays: { suggestDelay: 0 } });

function start(input: SearchInput = {}) {
  const knowledge = (input.knowledge as ReturnType<typeof fakeKnowledge>) ?? fakeKnowledge();
  const actor = createActor(machine, { input: { ...input, knowledge } }).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  const view = () => selectSearchView(actor.getSnapshot());
  const settle = (step: string) =>
    waitFor(actor, (snapshot) => {
      const current = selectSearchView(snapshot);
      return current.step === step && !current.loading;
    });
  return { actor, knowledge, emitted, view, settle };
}

describe('search machine', () => {
  it('opens on the trending documents and announces it', async () => {
    const { actor, knowledge, emitted, view, settle } = start();
    expect(view().step).toBe('closed');
    actor.send({ type: 'window.open' });
    expect(emitted).toEqual(['opened']);
    expect(view()).toMatchObject({ window: 'open', step: 'trending', loading: true });
    await settle('trending');
    expect(view().trending?.map((document) => document.id)).toEqual(['pay', 'refund']);
    expect(knowledge.getTrending).toHaveBeenCalledWith(
      { maxTrendingResults: 5 },
      'KnowledgeCenterService',
    );
  });

  it('asks for suggestions from 1 character and puts them in the question input', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({ type: 'window.open' });
    await settle('trending');
    actor.send({ type: 'query.change', value: 'p' });
    expect(view().suggesting).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ suggest: 'idle' }));
    await waitFor(actor, (snapshot) => snapshot.context.autocomplete?.context.matches.length === 2);
    expect(knowledge.getSuggestions).toHaveBeenCalledWith({ text: 'p' }, 'KnowledgeCenterService');
    expect(actor.getSnapshot().context.autocomplete?.context.matches).toEqual([
      'how to pay',
      'how to pay by card',
    ]);
  });

  it('types fast and asks once, for the text where the visitor paused', async () => {
    vi.useFakeTimers();
    try {
      const knowledge = fakeKnowledge();
      const actor = createActor(searchMachine, { input: { knowledge } }).start();
      actor.send({ type: 'window.open' });
      for (const value of ['h', 'ho', 'how']) actor.send({ type: 'query.change', value });
      await vi.advanceTimersByTimeAsync(200);
      expect(knowledge.getSuggestions).toHaveBeenCalledTimes(1);
      expect(knowledge.getSuggestions).toHaveBeenCalledWith(
        { text: 'how' },
        'KnowledgeCenterService',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches the question asked and shows the results, or No Results', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'query.change', value: 'how to pay' });
    actor.send({ type: 'search.submit' });
    expect(view().step).toBe('searching');
    await settle('results');
    expect(knowledge.search).toHaveBeenCalledWith(
      { query: 'how to pay' },
      'KnowledgeCenterService',
    );
    expect(view().results).toHaveLength(2);
    actor.send({ type: 'query.change', value: 'qwxz' });
    actor.send({ type: 'search.submit' });
    await settle('noResults');
    expect(view()).toMatchObject({ window: 'open', query: 'qwxz' });
  });

  it('does not search a blank question', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({ type: 'window.open' });
    await settle('trending');
    actor.send({ type: 'query.change', value: '   ' });
    actor.send({ type: 'search.submit' });
    expect(view().step).toBe('trending');
    expect(knowledge.search).not.toHaveBeenCalled();
  });

  it('searches a picked suggestion, and Enter on the typed text', async () => {
    const { actor, knowledge, settle } = start();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'query.change', value: 'pay' });
    await waitFor(actor, (snapshot) => snapshot.context.autocomplete?.context.matches.length === 2);
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'input.submit' });
    await settle('results');
    expect(knowledge.search).toHaveBeenLastCalledWith(
      { query: 'how to pay by card' },
      'KnowledgeCenterService',
    );
    expect(actor.getSnapshot().context.autocomplete?.context.value).toBe('how to pay by card');
    actor.send({ type: 'query.change', value: 'nothing here' });
    actor.send({ type: 'input.submit' });
    await settle('noResults');
    expect(knowledge.search).toHaveBeenLastCalledWith(
      { query: 'nothing here' },
      'KnowledgeCenterService',
    );
  });

  it('searches at once with a preset query, in the open scope', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({
      type: 'window.open',
      prefill: {
        query: 'pay',
        scope: { knowledgebases: ['kb2'], maxSearchResults: 2, lang: 'fr' },
        hideSearchBar: true,
        windowTitle: 'Billing',
      },
    });
    await settle('results');
    expect(knowledge.getTrending).not.toHaveBeenCalled();
    expect(knowledge.search).toHaveBeenCalledWith(
      { query: 'pay', knowledgebases: ['kb2'], maxSearchResults: 2, lang: 'fr' },
      'KnowledgeCenterService',
    );
    expect(view().prefill).toMatchObject({ hideSearchBar: true, windowTitle: 'Billing' });
    expect(actor.getSnapshot().context.autocomplete?.context.value).toBe('pay');
  });

  it('searches preset categories without a question', async () => {
    const { actor, knowledge, settle } = start();
    actor.send({ type: 'window.open', prefill: { scope: { categories: ['billing'] } } });
    await settle('noResults');
    expect(knowledge.search).toHaveBeenCalledWith(
      { query: '', categories: ['billing'] },
      'KnowledgeCenterService',
    );
  });

  it('a preset query while open searches it', async () => {
    const { actor, knowledge, settle } = start();
    actor.send({ type: 'window.open' });
    await settle('trending');
    actor.send({ type: 'window.open', prefill: { query: 'pay' } });
    await settle('results');
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().matches({ view: 'searching' })).toBe(true);
    await settle('results');
    expect(knowledge.search).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ window: 'open' })).toBe(true);
  });

  it('opens a document with More, and Back returns to the results', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({ type: 'window.open', prefill: { query: 'pay' } });
    await settle('results');
    actor.send({ type: 'document.open', document: { documentId: 'pay', knowledgeBaseId: 'kb1' } });
    expect(view()).toMatchObject({ step: 'document', loading: true });
    await settle('document');
    expect(view().document?.id).toBe('pay');
    expect(knowledge.getFullContent).toHaveBeenCalledWith(
      { documentId: 'pay', knowledgeBaseId: 'kb1', searchId: 'srch-1', query: 'pay' },
      'KnowledgeCenterService',
    );
    actor.send({ type: 'document.back' });
    expect(view().step).toBe('results');
  });

  it('Back from a trending document returns to the trending list without asking again', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({ type: 'window.open' });
    await settle('trending');
    actor.send({
      type: 'document.open',
      document: { documentId: 'refund', knowledgeBaseId: 'kb1' },
    });
    await settle('document');
    actor.send({ type: 'document.back' });
    expect(view()).toMatchObject({ step: 'trending', loading: false });
    expect(knowledge.getTrending).toHaveBeenCalledTimes(1);
  });

  it('Back after No Results returns to No Results', async () => {
    const { actor, view, settle } = start();
    actor.send({ type: 'window.open', prefill: { query: 'zzz' } });
    await settle('noResults');
    actor.send({ type: 'document.open', document: { documentId: 'pay', knowledgeBaseId: 'kb1' } });
    await settle('document');
    actor.send({ type: 'document.back' });
    expect(view().step).toBe('noResults');
  });

  it('opens on a document (Search.openDocument)', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({
      type: 'window.open',
      prefill: { document: { documentId: 'pay', knowledgeBaseId: 'kb1', lang: 'en' } },
    });
    await settle('document');
    expect(knowledge.getTrending).not.toHaveBeenCalled();
    expect(view().document?.title).toBe('How to pay');
    actor.send({ type: 'document.back' });
    await settle('trending');
  });

  it('votes, then adds stars and a comment to the recorded vote', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({ type: 'window.open', prefill: { query: 'pay' } });
    await settle('results');
    actor.send({ type: 'document.open', document: { documentId: 'pay', knowledgeBaseId: 'kb1' } });
    await settle('document');
    actor.send({ type: 'feedback.vote', relevant: true });
    expect(view().voteState).toBe('sending');
    await waitFor(actor, () => view().voteState === 'done');
    expect(view().relevant).toBe(true);
    expect(knowledge.vote).toHaveBeenCalledWith(
      {
        documentId: 'pay',
        knowledgeBaseId: 'kb1',
        relevant: true,
        searchId: 'srch-1',
        query: 'pay',
      },
      'KnowledgeCenterService',
    );
    actor.send({ type: 'feedback.vote', relevant: false });
    expect(knowledge.vote).toHaveBeenCalledTimes(1);
    actor.send({ type: 'rating.submit' });
    expect(view().ratingState).toBe('asking');
    actor.send({ type: 'rating.set', rating: 9 });
    expect(view().rating).toBeUndefined();
    actor.send({ type: 'rating.set', rating: 4 });
    actor.send({ type: 'comment.change', comment: ' Clear enough ' });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, () => view().ratingState === 'done');
    expect(knowledge.addRating).toHaveBeenCalledWith(
      { voteId: 'rec-1', rating: 4, comment: 'Clear enough' },
      'KnowledgeCenterService',
    );
    expect(knowledge.rating).not.toHaveBeenCalled();
  });

  it('rates a document without a vote through rating', async () => {
    const { actor, knowledge, view, settle } = start();
    actor.send({
      type: 'window.open',
      prefill: { document: { documentId: 'pay', knowledgeBaseId: 'kb1' } },
    });
    await settle('document');
    actor.send({ type: 'rating.set', rating: 2 });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, () => view().ratingState === 'done');
    expect(knowledge.rating).toHaveBeenCalledWith(
      { kbId: 'kb1', docId: 'pay', rating: 2 },
      'KnowledgeCenterService',
    );
  });

  it('takes no stars where the knowledge base takes votes only, and nothing with NONE', async () => {
    const knowledge = fakeKnowledge({
      getFullContent: vi.fn(async ({ documentId }: { documentId: string }) =>
        testDocument(documentId, { feedbackType: documentId === 'none' ? 'NONE' : 'VOTE' }),
      ),
    });
    const { actor, view, settle } = start({ knowledge });
    actor.send({
      type: 'window.open',
      prefill: { document: { documentId: 'v', knowledgeBaseId: 'kb1' } },
    });
    await settle('document');
    actor.send({ type: 'rating.set', rating: 3 });
    actor.send({ type: 'rating.submit' });
    expect(view().ratingState).toBe('asking');
    actor.send({ type: 'document.open', document: { documentId: 'none', knowledgeBaseId: 'kb1' } });
    await settle('document');
    actor.send({ type: 'feedback.vote', relevant: true });
    expect(view().voteState).toBe('asking');
    expect(knowledge.vote).not.toHaveBeenCalled();
    expect(knowledge.rating).not.toHaveBeenCalled();
  });

  it('keeps the vote to try again when it fails', async () => {
    const knowledge = fakeKnowledge({ vote: vi.fn(async () => Promise.reject(new Error('503'))) });
    const { actor, view, settle } = start({ knowledge });
    actor.send({
      type: 'window.open',
      prefill: { document: { documentId: 'pay', knowledgeBaseId: 'kb1' } },
    });
    await settle('document');
    actor.send({ type: 'feedback.vote', relevant: false });
    await waitFor(actor, () => view().feedbackFailed);
    expect(view().voteState).toBe('asking');
  });

  it('shows the error view when the knowledge centre fails, and asking again retries', async () => {
    let down = true;
    const base = fakeKnowledge();
    const knowledge = fakeKnowledge({
      search: vi.fn(async (options) => {
        if (down) throw new Error('Service Unavailable');
        return base.search(options, 'KnowledgeCenterService');
      }),
    });
    const { actor, view, settle } = start({ knowledge });
    actor.send({ type: 'window.open', prefill: { query: 'pay' } });
    await settle('error');
    expect(view().failure).toBe('search');
    down = false;
    actor.send({ type: 'search.submit' });
    await settle('results');
  });

  it('shows the error view when trending or a document fails; Back leaves it', async () => {
    const knowledge = fakeKnowledge({
      getTrending: vi.fn(async () => Promise.reject(new Error('down'))),
      getFullContent: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    const { actor, view, settle } = start({ knowledge });
    actor.send({ type: 'window.open' });
    await settle('error');
    expect(view().failure).toBe('trending');
    actor.send({ type: 'query.change', value: 'pay' });
    actor.send({ type: 'search.submit' });
    await settle('results');
    actor.send({ type: 'document.open', document: { documentId: 'pay', knowledgeBaseId: 'kb1' } });
    await settle('error');
    expect(view().failure).toBe('document');
    actor.send({ type: 'document.back' });
    expect(view().step).toBe('results');
  });

  it('the clear icon empties the question and shows trending again', async () => {
    const { actor, view, settle } = start();
    actor.send({ type: 'window.open', prefill: { query: 'pay' } });
    await settle('results');
    actor.send({ type: 'query.clear' });
    await settle('trending');
    expect(actor.getSnapshot().context.autocomplete?.context.value).toBe('');
    expect(view().trending).toHaveLength(2);
  });

  it('closes, forgets the open, and opens fresh', async () => {
    const { actor, knowledge, emitted, view, settle } = start();
    actor.send({ type: 'window.open', prefill: { query: 'pay', windowTitle: 'Billing' } });
    await settle('results');
    actor.send({ type: 'window.close' });
    expect(emitted).toEqual(['opened', 'closed']);
    expect(view()).toMatchObject({ window: 'closed', step: 'closed', results: undefined });
    actor.send({ type: 'query.change', value: 'ignored' });
    actor.send({ type: 'search.submit' });
    expect(knowledge.search).toHaveBeenCalledTimes(1);
    actor.send({ type: 'window.open' });
    await settle('trending');
    expect(view().prefill).toBeUndefined();
    expect(actor.getSnapshot().context.autocomplete?.context.value).toBe('');
  });

  it('minimizes and restores', () => {
    const { actor, view } = start();
    actor.send({ type: 'window.open', minimized: true });
    expect(view().window).toBe('minimized');
    actor.send({ type: 'window.minimize' });
    expect(view().window).toBe('open');
    actor.send({ type: 'window.minimize' });
    actor.send({ type: 'window.open' });
    expect(view().window).toBe('open');
  });

  it('shows the side button as configured, and as the commands say', () => {
    const { actor, view } = start({ options: { SearchButton: { enabled: true, openDelay: 0 } } });
    expect(view()).toMatchObject({
      buttonShown: true,
      button: { enabled: true, openDelay: 0, effect: 'fade', effectDuration: 300 },
    });
    actor.send({ type: 'button.toggle', shown: false });
    expect(view().buttonShown).toBe(false);
  });

  it('calls the configured service plugin', async () => {
    const { actor, knowledge, settle } = start({ options: { servicePlugin: 'MyKnowledge' } });
    actor.send({ type: 'window.open' });
    await settle('trending');
    expect(knowledge.getTrending).toHaveBeenCalledWith(expect.anything(), 'MyKnowledge');
  });
});
