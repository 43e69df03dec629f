import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { connect, selectSearchView } from './search.connect';
import { snippetOf } from './search.logic';
import { searchMachine } from './search.machine';
import { fakeKnowledge, resultOf, testDocument } from './search.test-support';
import type { SearchEvent } from './search.types';

const machine = searchMachine.provide({ delays: { suggestDelay: 0 } });

async function apiAt(
  prepare: (send: (event: SearchEvent) => void) => void,
  ready: (step: string) => boolean,
  knowledge = fakeKnowledge(),
) {
  const actor = createActor(machine, { input: { knowledge, id: 'kc' } }).start();
  prepare((event) => actor.send(event));
  await waitFor(actor, (snapshot) => {
    const view = selectSearchView(snapshot);
    return ready(view.step) && !view.loading;
  });
  const sent: SearchEvent[] = [];
  const api = connect(selectSearchView(actor.getSnapshot()), (event) => sent.push(event));
  return { api, sent, actor };
}

describe('search connect', () => {
  it('cuts snippets at 250 characters plus ...', () => {
    expect(snippetOf('short')).toBe('short');
    const long = 'a'.repeat(251);
    expect(snippetOf(long)).toBe(`${'a'.repeat(250)}...`);
    expect(snippetOf('a'.repeat(250))).toBe('a'.repeat(250));
  });

  it('gives the closed window nothing to show', () => {
    const actor = createActor(machine, { input: { id: 'kc' } }).start();
    const api = connect(selectSearchView(actor.getSnapshot()), vi.fn());
    expect(api).toMatchObject({ window: 'closed', step: 'closed', isOpen: false, trending: [] });
  });

  it('lists at most 5 trending documents, with their snippets', async () => {
    const many = Array.from({ length: 7 }, (_, index) =>
      testDocument(`d${index}`, { answer: 'x'.repeat(300) }),
    );
    const knowledge = fakeKnowledge({ getTrending: vi.fn(async () => resultOf(many)) });
    const { api } = await apiAt(
      (send) => send({ type: 'window.open' }),
      (step) => step === 'trending',
      knowledge,
    );
    expect(api.trending).toHaveLength(5);
    expect(api.trending[0]!.snippet).toHaveLength(253);
    expect(api.getTrendingProps()).toMatchObject({ 'data-part': 'trending', id: 'kc-trending' });
  });

  it('gives the search form, Ask, the clear icon and the question input', async () => {
    const { api, sent } = await apiAt(
      (send) => {
        send({ type: 'window.open' });
        send({ type: 'query.change', value: 'pay' });
      },
      (step) => step === 'trending',
    );
    const preventDefault = vi.fn();
    api.getFormProps().onSubmit({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    expect(api.getFormProps().role).toBe('search');
    expect(api.getAskProps()).toMatchObject({ type: 'submit', disabled: undefined });
    expect(api.value).toBe('pay');
    expect(api.getClearProps().hidden).toBe(false);
    api.getClearProps().onClick();
    const input = api.question!.getInputProps();
    expect(input).toMatchObject({ role: 'combobox', id: 'kc-question-input', value: 'pay' });
    input.onChange({ target: { value: 'pa' } });
    input.onKeyDown({ key: 'Enter', preventDefault });
    expect(sent).toEqual([
      { type: 'search.submit' },
      { type: 'query.clear' },
      { type: 'query.change', value: 'pa' },
      { type: 'input.submit' },
    ]);
  });

  it('gives each result More, which opens its document', async () => {
    const { api, sent } = await apiAt(
      (send) => send({ type: 'window.open', prefill: { query: 'pay', windowTitle: 'Billing' } }),
      (step) => step === 'results',
    );
    expect(api.windowTitle).toBe('Billing');
    const [first] = api.results;
    expect(api.getResultProps(first!)).toMatchObject({ 'aria-labelledby': 'kc-title-pay' });
    expect(api.getResultTitleProps(first!)).toEqual({ id: 'kc-title-pay' });
    const more = api.getMoreProps(first!);
    expect(more).toMatchObject({ type: 'button', 'data-part': 'more' });
    more.onClick();
    expect(sent).toEqual([
      { type: 'document.open', document: { documentId: 'pay', knowledgeBaseId: 'kb1' } },
    ]);
  });

  it('says No Results as a status', async () => {
    const { api } = await apiAt(
      (send) => send({ type: 'window.open', prefill: { query: 'zzz' } }),
      (step) => step === 'noResults',
    );
    expect(api.getNoResultsProps()).toMatchObject({ role: 'status', id: 'kc-no-results' });
  });

  it('gives the document, its attachments, Back, Close, the vote and the stars', async () => {
    const knowledge = fakeKnowledge({
      getFullContent: vi.fn(async () =>
        testDocument('pay', {
          attachments: [{ url: 'https://kb.example/a.pdf', fileName: 'a.pdf' }],
        }),
      ),
    });
    const { api, sent } = await apiAt(
      (send) =>
        send({
          type: 'window.open',
          prefill: { document: { documentId: 'pay', knowledgeBaseId: 'kb1' } },
        }),
      (step) => step === 'document',
      knowledge,
    );
    expect(api.feedback).toBe('either');
    expect(api.getDocumentProps()).toMatchObject({ 'aria-labelledby': 'kc-document-title' });
    expect(api.getAttachmentProps(api.document!.attachments[0]!)).toMatchObject({
      href: 'https://kb.example/a.pdf',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(
      api.getAttachmentProps({ url: 'javascript:alert(1)', fileName: 'x' }).href,
    ).toBeUndefined();
    api.getBackProps().onClick();
    api.getCloseProps().onClick();
    const yes = api.getVoteProps(true);
    expect(yes).toMatchObject({ 'data-relevant': 'true', disabled: undefined });
    yes.onClick();
    api.getVoteProps(false).onClick();
    const star = api.getStarProps(3);
    expect(star).toMatchObject({ type: 'radio', name: 'kc-rating', value: '3', checked: false });
    star.onChange();
    api.getCommentProps().onChange({ target: { value: 'Good' } });
    expect(api.getRatingSubmitProps().disabled).toBe(true);
    expect(sent).toEqual([
      { type: 'document.back' },
      { type: 'window.close' },
      { type: 'feedback.vote', relevant: true },
      { type: 'feedback.vote', relevant: false },
      { type: 'rating.set', rating: 3 },
      { type: 'comment.change', comment: 'Good' },
    ]);
  });

  it('lights the stars up to the one chosen, and sends them', async () => {
    const { api, sent } = await apiAt(
      (send) => {
        send({
          type: 'window.open',
          prefill: { document: { documentId: 'pay', knowledgeBaseId: 'kb1' } },
        });
      },
      (step) => step === 'document',
    );
    expect(api.getStatusProps()).toMatchObject({ 'aria-live': 'polite', id: 'kc-status' });
    const actor = createActor(machine, { input: { knowledge: fakeKnowledge() } }).start();
    actor.send({
      type: 'window.open',
      prefill: { document: { documentId: 'pay', knowledgeBaseId: 'kb1' } },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ view: { document: 'shown' } }));
    actor.send({ type: 'rating.set', rating: 4 });
    const rated = connect(selectSearchView(actor.getSnapshot()), (event) => sent.push(event));
    expect(rated.getStarProps(4)).toMatchObject({ checked: true, 'data-state': 'on' });
    expect(rated.getStarProps(2)['data-state']).toBe('on');
    expect(rated.getStarProps(5)['data-state']).toBe('off');
    expect(rated.getRatingSubmitProps().disabled).toBeUndefined();
    rated.getRatingSubmitProps().onClick();
    expect(sent.at(-1)).toEqual({ type: 'rating.submit' });
  });

  it('gives the error view an alert', async () => {
    const knowledge = fakeKnowledge({
      getTrending: vi.fn(async () => Promise.reject(new Error('x'))),
    });
    const { api } = await apiAt(
      (send) => send({ type: 'window.open' }),
      (step) => step === 'error',
      knowledge,
    );
    expect(api.failure).toBe('trending');
    expect(api.getErrorProps()).toMatchObject({ role: 'alert', id: 'kc-error' });
  });
});
