import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { autocompleteMachine } from './autocomplete.machine';

type Event = EventFromLogic<typeof autocompleteMachine>;

const suggestions = ['Billing', 'Bill payment', 'Card lost'];

const events: Event[] = [
  { type: 'input.change', value: 'bi' },
  { type: 'input.change', value: 'b' },
  { type: 'input.change', value: 'zz' },
  { type: 'highlight.next' },
  { type: 'highlight.prev' },
  { type: 'highlight.set', index: 1 },
  { type: 'highlight.set', index: 9 },
  { type: 'suggestion.select', index: 0 },
  { type: 'suggestion.select', index: 9 },
  { type: 'input.submit' },
  { type: 'list.close' },
  { type: 'suggestions.set', suggestions },
  { type: 'suggestions.set', suggestions: ['Other'] },
];

describe('autocomplete paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(autocompleteMachine, [
      { input: { suggestions }, events },
      { input: { suggestions, value: 'bi', highlightedIndex: 0 }, events },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 4, transitions: 22 });
  });
});
