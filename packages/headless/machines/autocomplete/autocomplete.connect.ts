import type { SnapshotFrom } from 'xstate';
import { autocompleteAnatomy } from './autocomplete.anatomy';
import type { AutocompleteMachine } from './autocomplete.machine';
import type { AutocompleteEvent } from './autocomplete.types';

/** What the input's key handler reads of a keyboard event; React's and the DOM's both fit. */
export interface AutocompleteKeyboardEvent {
  /** The key pressed. */
  key: string;
  /** Whether an input method composition is running (DOM events). */
  isComposing?: boolean;
  /** The DOM event under a React one, for its composition state. */
  nativeEvent?: { isComposing?: boolean };
  /** Stops the browser's own handling (caret moves, form submit). */
  preventDefault(): void;
}

/** What the input's change handler reads of a change event; React's fits. */
export interface AutocompleteChangeEvent {
  /** The input, with its new text. */
  target: { value: string };
}

/** What the listbox's mouse-down handler uses of the event. */
export interface AutocompletePressEvent {
  /** Keeps the focus in the input while an option is pressed. */
  preventDefault(): void;
}

/** Whether the list shows. */
export type AutocompleteListState = 'open' | 'closed';

/** Props for the element around the label, input and listbox. */
export interface AutocompleteRootProps {
  /** Component the part belongs to. */
  'data-scope': 'autocomplete';
  /** Part name. */
  'data-part': 'root';
  /** Whether the list shows. */
  'data-state': AutocompleteListState;
}

/** Props for the input's `<label>`. */
export interface AutocompleteLabelProps {
  /** Component the part belongs to. */
  'data-scope': 'autocomplete';
  /** Part name. */
  'data-part': 'label';
  /** The label's id, which names the listbox. */
  id: string;
  /** The input's id. */
  htmlFor: string;
}

/** Props for the `<input>` (APG combobox: list autocomplete with manual selection). */
export interface AutocompleteInputProps {
  /** Component the part belongs to. */
  'data-scope': 'autocomplete';
  /** Part name. */
  'data-part': 'input';
  /** Whether the list shows. */
  'data-state': AutocompleteListState;
  /** The input's id. */
  id: string;
  /** A text input. */
  type: 'text';
  /** The combobox role. */
  role: 'combobox';
  /** The browser's own suggestions would cover the list. */
  autoComplete: 'off';
  /** The typed text. */
  value: string;
  /** Suggestions complete the text in a list. */
  'aria-autocomplete': 'list';
  /** Whether the list shows. */
  'aria-expanded': boolean;
  /** The listbox's id. */
  'aria-controls': string;
  /** The highlighted option's id, while one is. */
  'aria-activedescendant': string | undefined;
  /** Sends the new text. */
  onChange(event: AutocompleteChangeEvent): void;
  /** Arrows move the highlight (opening the list), Enter picks or skips, Escape closes the list. */
  onKeyDown(event: AutocompleteKeyboardEvent): void;
  /** Closes the list when the focus leaves the input. */
  onBlur(): void;
}

/** Props for the listbox. */
export interface AutocompleteListboxProps {
  /** Component the part belongs to. */
  'data-scope': 'autocomplete';
  /** Part name. */
  'data-part': 'listbox';
  /** Whether the list shows. */
  'data-state': AutocompleteListState;
  /** The listbox's id. */
  id: string;
  /** The listbox role. */
  role: 'listbox';
  /** The label's id. */
  'aria-labelledby': string;
  /** Hidden while the list is closed. */
  hidden: boolean;
  /** Keeps the focus in the input while an option is pressed, so the list stays open for the click. */
  onMouseDown(event: AutocompletePressEvent): void;
}

/** Which option {@link AutocompleteApi.getOptionProps} is for. */
export interface AutocompleteOptionPropsInput {
  /** Position of the option in the shown list. */
  index: number;
}

/** Props for one option. */
export interface AutocompleteOptionProps {
  /** Component the part belongs to. */
  'data-scope': 'autocomplete';
  /** Part name. */
  'data-part': 'option';
  /** Whether the option is highlighted (Enter picks it). */
  'data-state': 'highlighted' | 'idle';
  /** Position of the option in the shown list. */
  'data-index': number;
  /** The option's id, the input's active descendant while highlighted. */
  id: string;
  /** The option role. */
  role: 'option';
  /** Whether the option is highlighted. */
  'aria-selected': boolean;
  /** Picks the option. */
  onClick(): void;
  /** Highlights the option under the pointer. */
  onPointerMove(): void;
}

/** What views use of the autocomplete: the text, the shown suggestions, commands and prop getters. */
export interface AutocompleteApi {
  /** The typed text. */
  value: string;
  /** The suggestions shown; empty while the list is closed. */
  suggestions: readonly string[];
  /** Whether the list shows. */
  isOpen: boolean;
  /** Position of the highlighted suggestion, or `null`. */
  highlightedIndex: number | null;
  /** The highlighted suggestion, if any. */
  highlightedValue: string | undefined;
  /** Characters to type before suggestions show. */
  minLength: number;
  /** Most suggestions shown at once. */
  maxSize: number;
  /** Changes the text as typing does. */
  setValue(value: string): void;
  /** Replaces the candidates. */
  setSuggestions(suggestions: readonly string[]): void;
  /** Highlights the next suggestion, from the last back to the first. */
  highlightNext(): void;
  /** Highlights the previous suggestion, from the first round to the last. */
  highlightPrev(): void;
  /** Highlights the suggestion at `index`. */
  highlight(index: number): void;
  /** Picks the suggestion at `index`. */
  select(index: number): void;
  /** What Enter does: picks the highlighted suggestion, or else reports the typed text as a skip. */
  submit(): void;
  /** Closes the list. */
  close(): void;
  /** Props for the element around the label, input and listbox. */
  getRootProps(): AutocompleteRootProps;
  /** Props for the label. */
  getLabelProps(): AutocompleteLabelProps;
  /** Props for the input. */
  getInputProps(): AutocompleteInputProps;
  /** Props for the listbox. */
  getListboxProps(): AutocompleteListboxProps;
  /** Props for the option at `index`. */
  getOptionProps(input: AutocompleteOptionPropsInput): AutocompleteOptionProps;
}

/** The ids of the autocomplete's elements. */
export interface AutocompleteIds {
  /** The label's id. */
  label: string;
  /** The input's id. */
  input: string;
  /** The listbox's id. */
  listbox: string;
  /** The id of the option at `index`. */
  option(index: number): string;
}

/** The ids of the autocomplete's elements, from its base id. */
export function autocompleteIds(id: string): AutocompleteIds {
  return {
    label: `${id}-label`,
    input: `${id}-input`,
    listbox: `${id}-listbox`,
    option: (index) => `${id}-option-${index}`,
  };
}

/** Turns an autocomplete snapshot and the actor's `send` into the {@link AutocompleteApi}. */
export function connect(
  snapshot: SnapshotFrom<AutocompleteMachine>,
  send: (event: AutocompleteEvent) => void,
): AutocompleteApi {
  const { context } = snapshot;
  const isOpen = snapshot.matches('open');
  const state: AutocompleteListState = isOpen ? 'open' : 'closed';
  const ids = autocompleteIds(context.id);
  const highlightedIndex = isOpen ? context.highlightedIndex : null;
  const hasText = context.value.trim() !== '';
  const canMove = context.matches.length > 0;
  return {
    value: context.value,
    suggestions: isOpen ? context.matches : [],
    isOpen,
    highlightedIndex,
    highlightedValue: highlightedIndex === null ? undefined : context.matches[highlightedIndex],
    minLength: context.options.minLength,
    maxSize: context.options.maxSize,
    setValue: (value) => send({ type: 'input.change', value }),
    setSuggestions: (suggestions) => send({ type: 'suggestions.set', suggestions }),
    highlightNext: () => send({ type: 'highlight.next' }),
    highlightPrev: () => send({ type: 'highlight.prev' }),
    highlight: (index) => send({ type: 'highlight.set', index }),
    select: (index) => send({ type: 'suggestion.select', index }),
    submit: () => send({ type: 'input.submit' }),
    close: () => send({ type: 'list.close' }),
    getRootProps: () => ({ ...autocompleteAnatomy.root.attrs, 'data-state': state }),
    getLabelProps: () => ({
      ...autocompleteAnatomy.label.attrs,
      id: ids.label,
      htmlFor: ids.input,
    }),
    getInputProps: () => ({
      ...autocompleteAnatomy.input.attrs,
      'data-state': state,
      id: ids.input,
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      value: context.value,
      'aria-autocomplete': 'list',
      'aria-expanded': isOpen,
      'aria-controls': ids.listbox,
      'aria-activedescendant': highlightedIndex === null ? undefined : ids.option(highlightedIndex),
      onChange: (event) => send({ type: 'input.change', value: event.target.value }),
      onKeyDown: (event) => {
        if (event.isComposing || event.nativeEvent?.isComposing) return;
        switch (event.key) {
          case 'ArrowDown':
          case 'ArrowUp':
            if (!canMove) return;
            event.preventDefault();
            send({ type: event.key === 'ArrowDown' ? 'highlight.next' : 'highlight.prev' });
            return;
          case 'Enter':
            if (highlightedIndex === null && !hasText) return;
            event.preventDefault();
            send({ type: 'input.submit' });
            return;
          case 'Escape':
            if (!isOpen) return;
            event.preventDefault();
            send({ type: 'list.close' });
            return;
        }
      },
      onBlur: () => {
        if (isOpen) send({ type: 'list.close' });
      },
    }),
    getListboxProps: () => ({
      ...autocompleteAnatomy.listbox.attrs,
      'data-state': state,
      id: ids.listbox,
      role: 'listbox',
      'aria-labelledby': ids.label,
      hidden: !isOpen,
      onMouseDown: (event) => event.preventDefault(),
    }),
    getOptionProps: ({ index }) => {
      const highlighted = index === highlightedIndex;
      return {
        ...autocompleteAnatomy.option.attrs,
        'data-state': highlighted ? 'highlighted' : 'idle',
        'data-index': index,
        id: ids.option(index),
        role: 'option',
        'aria-selected': highlighted,
        onClick: () => send({ type: 'suggestion.select', index }),
        onPointerMove: () => {
          if (!highlighted) send({ type: 'highlight.set', index });
        },
      };
    },
  };
}
