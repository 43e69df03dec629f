import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { autocompleteMachine } from './autocomplete.machine';
import { matchSuggestions } from './autocomplete.match';
import type { AutocompleteEmitted, AutocompleteInput } from './autocomplete.types';

const topics = [
  'Billing',
  'Bill payment',
  'Change address',
  'Change password',
  'Chat with an agent',
  'Cancel subscription',
  'Card lost',
  'Channel settings',
  'Anniversary offer',
];

function start(input: Partial<AutocompleteInput> = {}) {
  const emitted: AutocompleteEmitted[] = [];
  const actor = createActor(autocompleteMachine, { input: { suggestions: topics, ...input } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const type = (value: string) => actor.send({ type: 'input.change', value });
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  return { actor, emitted, type, context, state };
}

describe('matchSuggestions', () => {
  const options = { minLength: 2, maxSize: 5 };

  it('matches case-insensitively by "contains", those that start with the text first', () => {
    expect(matchSuggestions(['Rebill', 'Billing', 'Pay bills', 'bILL'], 'BIL', options)).toEqual([
      'Billing',
      'bILL',
      'Rebill',
      'Pay bills',
    ]);
  });

  it('needs minLength characters, not counting the spaces around them', () => {
    expect(matchSuggestions(topics, 'c', options)).toEqual([]);
    expect(matchSuggestions(topics, ' c  ', options)).toEqual([]);
    expect(matchSuggestions(topics, ' ca ', options)).toEqual(['Cancel subscription', 'Card lost']);
    expect(matchSuggestions(['👍 yes', '👍👍'], '👍', { minLength: 1, maxSize: 5 })).toHaveLength(
      2,
    );
  });

  it('gives at most maxSize suggestions, each once, and no blank ones', () => {
    expect(matchSuggestions(topics, 'an', options)).toHaveLength(5);
    expect(matchSuggestions(topics, 'an', { minLength: 2, maxSize: 2 })).toEqual([
      'Anniversary offer',
      'Change address',
    ]);
    expect(matchSuggestions(['Card', 'Card', '  ', 'card'], 'ca', options)).toEqual([
      'Card',
      'card',
    ]);
    expect(matchSuggestions(topics, 'an', { minLength: 2, maxSize: 0 })).toEqual([]);
  });
});

describe('autocomplete', () => {
  it('starts closed with the default settings (2 characters, 5 suggestions)', () => {
    const { context, state } = start();
    expect(state()).toBe('idle');
    expect(context()).toMatchObject({
      id: 'cx-autocomplete',
      value: '',
      matches: [],
      highlightedIndex: null,
      options: { minLength: 2, maxSize: 5 },
    });
  });

  it('shows no suggestions under 2 typed characters', () => {
    const { type, context, state } = start();
    type('c');
    expect(state()).toBe('idle');
    expect(context().matches).toEqual([]);
    type('ch');
    expect(state()).toBe('open');
    expect(context().matches).toEqual([
      'Change address',
      'Change password',
      'Chat with an agent',
      'Channel settings',
    ]);
    type('c');
    expect(state()).toBe('idle');
    expect(context().matches).toEqual([]);
  });

  it('shows at most 5 suggestions, those that start with the text first', () => {
    const { type, context } = start();
    type('an');
    expect(context().matches).toEqual([
      'Anniversary offer',
      'Change address',
      'Change password',
      'Chat with an agent',
      'Cancel subscription',
    ]);
  });

  it('follows minLength and maxSize from the input', () => {
    const { type, context, state } = start({ minLength: 3, maxSize: 2 });
    type('ch');
    expect(state()).toBe('idle');
    type('cha');
    expect(context().matches).toEqual(['Change address', 'Change password']);
  });

  it('closes when nothing matches the text any more', () => {
    const { type, state } = start();
    type('ca');
    expect(state()).toBe('open');
    type('cax');
    expect(state()).toBe('idle');
  });

  it('moves the highlight down with wraparound, starting at the first', () => {
    const { actor, type, context } = start();
    type('bi');
    expect(context().matches).toEqual(['Billing', 'Bill payment']);
    const next = () => {
      actor.send({ type: 'highlight.next' });
      return context().highlightedIndex;
    };
    expect([next(), next(), next(), next()]).toEqual([0, 1, 0, 1]);
  });

  it('moves the highlight up with wraparound, starting at the last', () => {
    const { actor, type, context } = start();
    type('ch');
    const prev = () => {
      actor.send({ type: 'highlight.prev' });
      return context().highlightedIndex;
    };
    expect([prev(), prev(), prev(), prev(), prev()]).toEqual([3, 2, 1, 0, 3]);
  });

  it('Enter picks the highlighted suggestion: selected with its text and position', () => {
    const { actor, type, context, state, emitted } = start();
    type('ch');
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'input.submit' });
    expect(emitted).toEqual([{ type: 'selected', value: 'Change password', index: 1 }]);
    expect(state()).toBe('dismissed');
    expect(context()).toMatchObject({ value: 'Change password', highlightedIndex: null });
  });

  it('Enter without a highlight reports the typed text as a skip', () => {
    const { actor, type, state, emitted } = start();
    type(' ch ');
    actor.send({ type: 'input.submit' });
    expect(emitted).toEqual([{ type: 'skipped', value: 'ch' }]);
    expect(state()).toBe('dismissed');
    type('zz');
    actor.send({ type: 'input.submit' });
    expect(state()).toBe('idle');
    type('z');
    actor.send({ type: 'input.submit' });
    expect(emitted.slice(1)).toEqual([
      { type: 'skipped', value: 'zz' },
      { type: 'skipped', value: 'z' },
    ]);
  });

  it('Enter on empty text does nothing', () => {
    const { actor, type, state, emitted } = start();
    actor.send({ type: 'input.submit' });
    type('   ');
    actor.send({ type: 'input.submit' });
    expect(emitted).toEqual([]);
    expect(state()).toBe('idle');
  });

  it('picks a clicked suggestion, ignoring positions outside the list', () => {
    const { actor, type, context, emitted } = start();
    type('bi');
    actor.send({ type: 'suggestion.select', index: 5 });
    actor.send({ type: 'suggestion.select', index: -1 });
    expect(emitted).toEqual([]);
    actor.send({ type: 'suggestion.select', index: 1 });
    expect(emitted).toEqual([{ type: 'selected', value: 'Bill payment', index: 1 }]);
    expect(context().value).toBe('Bill payment');
  });

  it('highlights an option by position (pointer), ignoring positions outside the list', () => {
    const { actor, type, context } = start();
    type('ch');
    actor.send({ type: 'highlight.set', index: 2 });
    expect(context().highlightedIndex).toBe(2);
    const before = actor.getSnapshot();
    actor.send({ type: 'highlight.set', index: 2 });
    actor.send({ type: 'highlight.set', index: 4 });
    actor.send({ type: 'highlight.set', index: 1.5 });
    expect(actor.getSnapshot()).toBe(before);
    actor.send({ type: 'highlight.next' });
    expect(context().highlightedIndex).toBe(3);
  });

  it('typing again clears the highlight', () => {
    const { actor, type, context } = start();
    type('ch');
    actor.send({ type: 'highlight.next' });
    type('cha');
    expect(context().highlightedIndex).toBeNull();
  });

  it('closes on list.close (Escape); typing or an arrow opens it again', () => {
    const { actor, type, context, state } = start();
    type('ch');
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'list.close' });
    expect(state()).toBe('dismissed');
    expect(context().highlightedIndex).toBeNull();
    actor.send({ type: 'highlight.prev' });
    expect(state()).toBe('open');
    expect(context().highlightedIndex).toBe(3);
    actor.send({ type: 'list.close' });
    actor.send({ type: 'highlight.next' });
    expect(context().highlightedIndex).toBe(0);
    actor.send({ type: 'list.close' });
    type('cha');
    expect(state()).toBe('open');
    expect(context().highlightedIndex).toBeNull();
  });

  it('arrows do nothing when there is nothing to show', () => {
    const { actor, type, state } = start();
    type('c');
    actor.send({ type: 'highlight.next' });
    expect(state()).toBe('idle');
    type('zz');
    actor.send({ type: 'input.submit' });
    actor.send({ type: 'highlight.prev' });
    expect(state()).toBe('idle');
  });

  it('after a pick, new candidates do not reopen the list, and an arrow shows its matches', () => {
    const { actor, type, state, context } = start();
    type('car');
    actor.send({ type: 'input.submit' });
    expect(state()).toBe('dismissed');
    actor.send({ type: 'suggestions.set', suggestions: ['Card', 'Discard'] });
    expect(state()).toBe('dismissed');
    actor.send({ type: 'highlight.next' });
    expect(state()).toBe('open');
    expect(context().matches).toEqual(['Card', 'Discard']);
  });

  it('new candidates open the list for the typed text, or close it when nothing matches', () => {
    const { actor, type, context, state } = start({ suggestions: [] });
    type('pa');
    expect(state()).toBe('idle');
    actor.send({ type: 'suggestions.set', suggestions: ['Password', 'Spam'] });
    expect(state()).toBe('open');
    expect(context().matches).toEqual(['Password', 'Spam']);
    actor.send({ type: 'suggestions.set', suggestions: ['Other'] });
    expect(state()).toBe('idle');
    expect(context().suggestions).toEqual(['Other']);
  });

  it('new candidates keep the highlighted suggestion highlighted where it still shows', () => {
    const { actor, type, context } = start();
    type('ch');
    actor.send({ type: 'highlight.set', index: 1 });
    actor.send({ type: 'suggestions.set', suggestions: ['Chat', 'Change password'] });
    expect(context().highlightedIndex).toBe(1);
    actor.send({ type: 'suggestions.set', suggestions: ['Change password', 'Chat'] });
    expect(context().highlightedIndex).toBe(0);
    actor.send({ type: 'suggestions.set', suggestions: ['Chat', 'Chart'] });
    expect(context().highlightedIndex).toBeNull();
  });

  it('can start with typed text, open, with an option highlighted', () => {
    const { actor, context, state, emitted } = start({
      id: 'topic',
      value: 'bi',
      highlightedIndex: 1,
    });
    expect(state()).toBe('open');
    expect(context()).toMatchObject({ id: 'topic', highlightedIndex: 1 });
    actor.send({ type: 'input.submit' });
    expect(emitted).toEqual([{ type: 'selected', value: 'Bill payment', index: 1 }]);
  });

  it('ignores a starting highlight outside the list', () => {
    expect(start({ value: 'bi', highlightedIndex: 7 }).context().highlightedIndex).toBeNull();
    expect(start({ value: 'b', highlightedIndex: 0 }).state()).toBe('idle');
  });
});
