import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect, type AutocompleteKeyboardEvent } from './autocomplete.connect';
import { autocompleteMachine } from './autocomplete.machine';
import type { AutocompleteEvent, AutocompleteInput } from './autocomplete.types';

const suggestions = ['Billing', 'Bill payment', 'Card lost'];

function snapshotOf(input: Partial<AutocompleteInput> = {}) {
  return createActor(autocompleteMachine, { input: { suggestions, id: 'topic', ...input } })
    .start()
    .getSnapshot();
}

function key(
  name: string,
  extra: Pick<AutocompleteKeyboardEvent, 'isComposing' | 'nativeEvent'> = {},
) {
  return { key: name, preventDefault: vi.fn(), ...extra };
}

describe('autocomplete connect', () => {
  it('describes the closed combobox: no options, no active descendant', () => {
    const api = connect(snapshotOf(), vi.fn());
    expect(api).toMatchObject({
      value: '',
      suggestions: [],
      isOpen: false,
      highlightedIndex: null,
      highlightedValue: undefined,
      minLength: 2,
      maxSize: 5,
    });
    expect(api.getRootProps()).toEqual({
      'data-scope': 'autocomplete',
      'data-part': 'root',
      'data-state': 'closed',
    });
    expect(api.getLabelProps()).toEqual({
      'data-scope': 'autocomplete',
      'data-part': 'label',
      id: 'topic-label',
      htmlFor: 'topic-input',
    });
    expect(api.getInputProps()).toMatchObject({
      'data-part': 'input',
      'data-state': 'closed',
      id: 'topic-input',
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      value: '',
      'aria-autocomplete': 'list',
      'aria-expanded': false,
      'aria-controls': 'topic-listbox',
      'aria-activedescendant': undefined,
    });
    expect(api.getListboxProps()).toMatchObject({
      'data-part': 'listbox',
      'data-state': 'closed',
      id: 'topic-listbox',
      role: 'listbox',
      'aria-labelledby': 'topic-label',
      hidden: true,
    });
  });

  it('describes the open list with its highlighted option', () => {
    const api = connect(snapshotOf({ value: 'bi', highlightedIndex: 1 }), vi.fn());
    expect(api).toMatchObject({
      value: 'bi',
      suggestions: ['Billing', 'Bill payment'],
      isOpen: true,
      highlightedIndex: 1,
      highlightedValue: 'Bill payment',
    });
    expect(api.getInputProps()).toMatchObject({
      'data-state': 'open',
      'aria-expanded': true,
      'aria-activedescendant': 'topic-option-1',
    });
    expect(api.getListboxProps()).toMatchObject({ 'data-state': 'open', hidden: false });
    expect(api.getOptionProps({ index: 0 })).toMatchObject({
      'data-part': 'option',
      'data-state': 'idle',
      'data-index': 0,
      id: 'topic-option-0',
      role: 'option',
      'aria-selected': false,
    });
    expect(api.getOptionProps({ index: 1 })).toMatchObject({
      'data-state': 'highlighted',
      'aria-selected': true,
    });
  });

  it('commands send their events', () => {
    const send = vi.fn<(event: AutocompleteEvent) => void>();
    const api = connect(snapshotOf({ value: 'bi' }), send);
    api.setValue('bil');
    api.setSuggestions(['Bill']);
    api.highlightNext();
    api.highlightPrev();
    api.highlight(1);
    api.select(0);
    api.submit();
    api.close();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'input.change', value: 'bil' },
      { type: 'suggestions.set', suggestions: ['Bill'] },
      { type: 'highlight.next' },
      { type: 'highlight.prev' },
      { type: 'highlight.set', index: 1 },
      { type: 'suggestion.select', index: 0 },
      { type: 'input.submit' },
      { type: 'list.close' },
    ]);
  });

  it('keys of the open list: arrows move, Enter submits, Escape closes, each taking the key', () => {
    const send = vi.fn();
    const { onKeyDown, onChange, onBlur } = connect(
      snapshotOf({ value: 'bi' }),
      send,
    ).getInputProps();
    const keys = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape'].map((name) => key(name));
    keys.forEach((event) => onKeyDown(event));
    onChange({ target: { value: 'b' } });
    onBlur();
    expect(keys.every((event) => event.preventDefault.mock.calls.length === 1)).toBe(true);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'highlight.next' },
      { type: 'highlight.prev' },
      { type: 'input.submit' },
      { type: 'list.close' },
      { type: 'input.change', value: 'b' },
      { type: 'list.close' },
    ]);
  });

  it('leaves keys it has no use for to the browser', () => {
    const send = vi.fn();
    const { onKeyDown, onBlur } = connect(snapshotOf(), send).getInputProps();
    const keys = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'a'].map((name) => key(name));
    keys.forEach((event) => onKeyDown(event));
    onBlur();
    const composing = [
      key('Enter', { isComposing: true }),
      key('Enter', { nativeEvent: { isComposing: true } }),
    ];
    const typed = connect(snapshotOf({ value: 'zz' }), send).getInputProps();
    composing.forEach((event) => typed.onKeyDown(event));
    expect([...keys, ...composing].some((event) => event.preventDefault.mock.calls.length)).toBe(
      false,
    );
    expect(send).not.toHaveBeenCalled();
    const enter = key('Enter');
    typed.onKeyDown(enter);
    expect(enter.preventDefault).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({ type: 'input.submit' });
  });

  it('options pick on click, highlight under the pointer, and keep the focus in the input', () => {
    const send = vi.fn();
    const api = connect(snapshotOf({ value: 'bi', highlightedIndex: 1 }), send);
    api.getOptionProps({ index: 0 }).onClick();
    api.getOptionProps({ index: 0 }).onPointerMove();
    api.getOptionProps({ index: 1 }).onPointerMove();
    const press = { preventDefault: vi.fn() };
    api.getListboxProps().onMouseDown(press);
    expect(press.preventDefault).toHaveBeenCalledOnce();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'suggestion.select', index: 0 },
      { type: 'highlight.set', index: 0 },
    ]);
  });
});
