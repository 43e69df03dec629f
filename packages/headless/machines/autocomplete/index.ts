export { autocompleteAnatomy } from './autocomplete.anatomy';
export {
  autocompleteIds,
  connect as connectAutocomplete,
  type AutocompleteApi,
  type AutocompleteChangeEvent,
  type AutocompleteIds,
  type AutocompleteInputProps,
  type AutocompleteKeyboardEvent,
  type AutocompleteLabelProps,
  type AutocompleteListboxProps,
  type AutocompleteListState,
  type AutocompleteOptionProps,
  type AutocompleteOptionPropsInput,
  type AutocompletePressEvent,
  type AutocompleteRootProps,
} from './autocomplete.connect';
export { defaultAutocompleteOptions, matchSuggestions } from './autocomplete.match';
export { autocompleteMachine, type AutocompleteMachine } from './autocomplete.machine';
export type {
  AutocompleteContext,
  AutocompleteEmitted,
  AutocompleteEvent,
  AutocompleteInput,
  AutocompleteOptions,
  AutocompleteSelectDetails,
  AutocompleteSkipDetails,
} from './autocomplete.types';
