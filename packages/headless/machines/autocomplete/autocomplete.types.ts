/** Settings of the autocomplete (constants: "Autocomplete (rich-media) | minLength 2, maxSize 5"). */
export interface AutocompleteOptions {
  /** Characters to type (spaces around them not counted) before suggestions show. @default 2 */
  minLength: number;
  /** Most suggestions shown at once. @default 5 */
  maxSize: number;
}

/** Input of the autocomplete. */
export interface AutocompleteInput extends Partial<AutocompleteOptions> {
  /** The candidates to suggest from; `suggestions.set` replaces them. */
  suggestions: readonly string[];
  /** Base of the ids of the label, input, listbox and options. @default 'cx-autocomplete' */
  id?: string;
  /** Text already typed at start; the list opens if it has matches. @default '' */
  value?: string;
  /** Option highlighted at start, if the list opens. @default null */
  highlightedIndex?: number | null;
}

/** Context of the autocomplete. */
export interface AutocompleteContext {
  /** Base of the ids of the label, input, listbox and options. */
  id: string;
  /** The candidates to suggest from. */
  suggestions: readonly string[];
  /** The typed text. */
  value: string;
  /** The suggestions for the typed text: starts-with first, then contains, at most `maxSize`. */
  matches: readonly string[];
  /** Position in `matches` of the highlighted option, or `null` when none is. */
  highlightedIndex: number | null;
  /** Length and size settings. */
  options: AutocompleteOptions;
}

/** Events the autocomplete accepts. */
export type AutocompleteEvent =
  | { type: 'input.change'; value: string }
  | { type: 'highlight.next' }
  | { type: 'highlight.prev' }
  | { type: 'highlight.set'; index: number }
  | { type: 'input.submit' }
  | { type: 'suggestion.select'; index: number }
  | { type: 'list.close' }
  | { type: 'suggestions.set'; suggestions: readonly string[] };

/** Details of a picked suggestion. */
export interface AutocompleteSelectDetails {
  /** The suggestion's text. */
  value: string;
  /** Its position in the shown list (0 to `maxSize` - 1). */
  index: number;
}

/** Details of a skip: Enter with no suggestion highlighted. */
export interface AutocompleteSkipDetails {
  /** The typed text, without the spaces around it. */
  value: string;
}

/** Notifications the autocomplete emits: a suggestion was picked, or the typed text sent as is. */
export type AutocompleteEmitted =
  | ({ type: 'selected' } & AutocompleteSelectDetails)
  | ({ type: 'skipped' } & AutocompleteSkipDetails);
