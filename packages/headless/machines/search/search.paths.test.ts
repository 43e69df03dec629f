import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventFromLogic } from 'xstate';
import { autocompleteMachine } from '../autocomplete/autocomplete.machine';
import { transitionCoverage } from '../testing/transition-coverage';
import { searchMachine } from './search.machine';
import { resolveSearchOptions } from './search.options';
import { resultOf, testDocument } from './search.test-support';

type Event = EventFromLogic<typeof searchMachine>;

const internal = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;

const typed = (value: string) => {
  const actor = createActor(autocompleteMachine, { input: { suggestions: [], value } }).start();
  return actor.getSnapshot();
};

const events: Event[] = [
  { type: 'window.open' },
  { type: 'window.open', minimized: true },
  { type: 'window.open', prefill: { query: 'pay' } },
  { type: 'window.open', prefill: { query: ' ' } },
  { type: 'window.open', prefill: { scope: { categories: ['billing'] } } },
  { type: 'window.open', prefill: { document: { documentId: 'pay', knowledgeBaseId: 'kb1' } } },
  { type: 'window.close' },
  { type: 'window.minimize' },
  { type: 'window.resize', width: 320 },
  { type: 'viewport.change', mobile: true },
  { type: 'query.change', value: 'p' },
  { type: 'query.change', value: '' },
  { type: 'autocomplete.snapshot', snapshot: typed('pay') },
  { type: 'autocomplete.snapshot', snapshot: typed('') },
  { type: 'highlight.next' },
  { type: 'highlight.prev' },
  { type: 'highlight.set', index: 0 },
  { type: 'suggestion.select', index: 0 },
  { type: 'list.close' },
  { type: 'input.submit' },
  { type: 'search.submit' },
  { type: 'autocomplete.selected', value: 'pay' },
  { type: 'autocomplete.selected', value: ' ' },
  { type: 'autocomplete.skipped', value: 'pay' },
  { type: 'query.clear' },
  { type: 'document.open', document: { documentId: 'pay', knowledgeBaseId: 'kb1' } },
  { type: 'document.back' },
  { type: 'feedback.vote', relevant: true },
  { type: 'rating.set', rating: 3 },
  { type: 'comment.change', comment: 'Clear' },
  { type: 'rating.submit' },
  { type: 'widget.configure', options: resolveSearchOptions({ servicePlugin: 'Other' }) },
  { type: 'button.toggle', shown: true },
  internal('xstate.after.suggestDelay.search.suggest.waiting'),
  internal('xstate.done.actor.suggestions', { output: ['how to pay'] }),
  internal('xstate.error.actor.suggestions', { error: new Error('down') }),
  internal('xstate.done.actor.trending', { output: resultOf([testDocument('pay')]) }),
  internal('xstate.error.actor.trending', { error: new Error('down') }),
  internal('xstate.done.actor.search', { output: resultOf([testDocument('pay')]) }),
  internal('xstate.done.actor.search', { output: resultOf([]) }),
  internal('xstate.error.actor.search', { error: new Error('down') }),
  internal('xstate.done.actor.document', { output: testDocument('pay') }),
  internal('xstate.done.actor.document', {
    output: testDocument('none', { feedbackType: 'NONE' }),
  }),
  internal('xstate.error.actor.document', { error: new Error('down') }),
  internal('xstate.done.actor.vote', {
    output: { documentId: 'pay', knowledgeBaseId: 'kb1', relevant: true, recordId: 'r' },
  }),
  internal('xstate.error.actor.vote', { error: new Error('down') }),
  internal('xstate.done.actor.rating', { output: undefined }),
  internal('xstate.error.actor.rating', { error: new Error('down') }),
];

// What tells the walk's snapshots apart: the states and the facts the guards read.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.autocomplete?.context.value ?? '',
    snapshot.context.trending !== undefined,
    snapshot.context.result?.documents.length,
    snapshot.context.document?.feedbackType,
    snapshot.context.rating,
    snapshot.context.prefill?.scope !== undefined,
  ]);

describe('search paths', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    const coverage = transitionCoverage(searchMachine, [{ input: {}, events, serializeState }]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
