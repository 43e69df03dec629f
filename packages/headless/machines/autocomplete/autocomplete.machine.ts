import { assign, emit, setup } from 'xstate';
import { defaultAutocompleteOptions, matchSuggestions } from './autocomplete.match';
import type {
  AutocompleteContext,
  AutocompleteEmitted,
  AutocompleteEvent,
  AutocompleteInput,
} from './autocomplete.types';

/** The suggestions once the event is applied: typing changes the text, `suggestions.set` the candidates. */
function matchesAfter(context: AutocompleteContext, event: AutocompleteEvent): readonly string[] {
  switch (event.type) {
    case 'input.change':
      return matchSuggestions(context.suggestions, event.value, context.options);
    case 'suggestions.set':
      return matchSuggestions(event.suggestions, context.value, context.options);
    default:
      return context.matches;
  }
}

function isIndexOf(list: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < list.length;
}

/** The option a selection picks: the clicked one, else the highlighted one. */
function chosenIndex(context: AutocompleteContext, event: AutocompleteEvent): number {
  return event.type === 'suggestion.select' ? event.index : (context.highlightedIndex ?? -1);
}

/**
 * The autocomplete (WAI-ARIA combobox with list autocomplete and manual selection): suggestions
 * show from `minLength` typed characters, at most `maxSize`; the arrows move the highlight with
 * wraparound; Enter picks the highlighted suggestion (`selected`) or else reports the typed text
 * (`skipped`). States: `idle` has nothing to show, `open` shows the list, `dismissed` was closed by
 * the user (Escape, a pick, a skip) and opens again on typing or an arrow, not on new candidates.
 */
export const autocompleteMachine = setup({
  types: {
    context: {} as AutocompleteContext,
    events: {} as AutocompleteEvent,
    input: {} as AutocompleteInput,
    emitted: {} as AutocompleteEmitted,
  },
  guards: {
    hasMatches: ({ context }) => context.matches.length > 0,
    willHaveMatches: ({ context, event }) => matchesAfter(context, event).length > 0,
    hasHighlight: ({ context }) => context.highlightedIndex !== null,
    hasText: ({ context }) => context.value.trim() !== '',
    isOption: ({ context, event }) =>
      event.type === 'suggestion.select' && isIndexOf(context.matches, event.index),
    isOtherOption: ({ context, event }) =>
      event.type === 'highlight.set' &&
      isIndexOf(context.matches, event.index) &&
      event.index !== context.highlightedIndex,
  },
  actions: {
    assignValue: assign(({ context, event }) =>
      event.type === 'input.change'
        ? { value: event.value, matches: matchesAfter(context, event), highlightedIndex: null }
        : {},
    ),
    assignSuggestions: assign(({ context, event }) => {
      if (event.type !== 'suggestions.set') return {};
      const matches = matchesAfter(context, event);
      const highlighted =
        context.highlightedIndex === null
          ? -1
          : matches.indexOf(context.matches[context.highlightedIndex]!);
      return {
        suggestions: event.suggestions,
        matches,
        highlightedIndex: highlighted < 0 ? null : highlighted,
      };
    }),
    highlightNext: assign({
      highlightedIndex: ({ context }) =>
        context.highlightedIndex === null
          ? 0
          : (context.highlightedIndex + 1) % context.matches.length,
    }),
    highlightPrev: assign({
      highlightedIndex: ({ context }) =>
        context.highlightedIndex === null
          ? context.matches.length - 1
          : (context.highlightedIndex - 1 + context.matches.length) % context.matches.length,
    }),
    highlightOption: assign({
      highlightedIndex: ({ context, event }) =>
        event.type === 'highlight.set' ? event.index : context.highlightedIndex,
    }),
    clearHighlight: assign({ highlightedIndex: null }),
    assignSelection: assign(({ context, event }) => {
      const value = context.matches[chosenIndex(context, event)] ?? context.value;
      return { value, matches: matchSuggestions(context.suggestions, value, context.options) };
    }),
    notifySelected: emit(({ context, event }) => {
      const index = chosenIndex(context, event);
      return { type: 'selected' as const, value: context.matches[index]!, index };
    }),
    notifySkipped: emit(({ context }) => ({
      type: 'skipped' as const,
      value: context.value.trim(),
    })),
  },
}).createMachine({
  id: 'autocomplete',
  context: ({ input }) => {
    const options = {
      minLength: input.minLength ?? defaultAutocompleteOptions.minLength,
      maxSize: input.maxSize ?? defaultAutocompleteOptions.maxSize,
    };
    const value = input.value ?? '';
    const matches = matchSuggestions(input.suggestions, value, options);
    const highlighted = input.highlightedIndex ?? -1;
    return {
      id: input.id ?? 'cx-autocomplete',
      suggestions: input.suggestions,
      value,
      matches,
      highlightedIndex: isIndexOf(matches, highlighted) ? highlighted : null,
      options,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasMatches', target: 'open' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'input.change': [
          { guard: 'willHaveMatches', target: 'open', actions: 'assignValue' },
          { actions: 'assignValue' },
        ],
        'suggestions.set': [
          { guard: 'willHaveMatches', target: 'open', actions: 'assignSuggestions' },
          { actions: 'assignSuggestions' },
        ],
        'input.submit': { guard: 'hasText', actions: 'notifySkipped' },
      },
    },
    open: {
      on: {
        'input.change': [
          { guard: 'willHaveMatches', actions: 'assignValue' },
          { target: 'idle', actions: 'assignValue' },
        ],
        'suggestions.set': [
          { guard: 'willHaveMatches', actions: 'assignSuggestions' },
          { target: 'idle', actions: 'assignSuggestions' },
        ],
        'highlight.next': { actions: 'highlightNext' },
        'highlight.prev': { actions: 'highlightPrev' },
        'highlight.set': { guard: 'isOtherOption', actions: 'highlightOption' },
        'suggestion.select': {
          guard: 'isOption',
          target: 'dismissed',
          actions: ['notifySelected', 'assignSelection'],
        },
        'input.submit': [
          {
            guard: 'hasHighlight',
            target: 'dismissed',
            actions: ['notifySelected', 'assignSelection'],
          },
          { guard: 'hasText', target: 'dismissed', actions: 'notifySkipped' },
        ],
        'list.close': { target: 'dismissed' },
      },
    },
    dismissed: {
      entry: 'clearHighlight',
      on: {
        'input.change': [
          { guard: 'willHaveMatches', target: 'open', actions: 'assignValue' },
          { target: 'idle', actions: 'assignValue' },
        ],
        'suggestions.set': { actions: 'assignSuggestions' },
        'highlight.next': { guard: 'hasMatches', target: 'open', actions: 'highlightNext' },
        'highlight.prev': { guard: 'hasMatches', target: 'open', actions: 'highlightPrev' },
        'input.submit': { guard: 'hasText', actions: 'notifySkipped' },
      },
    },
  },
});

/** The autocomplete's type, for typing actors and snapshots. */
export type AutocompleteMachine = typeof autocompleteMachine;
