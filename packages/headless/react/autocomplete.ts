export {
  useAutocomplete,
  type AutocompleteValueChangeDetails,
  type UseAutocompleteOptions,
  type UseAutocompleteReturn,
} from './use-autocomplete';
export type {
  AutocompleteSelectDetails,
  AutocompleteSkipDetails,
} from '../machines/autocomplete/autocomplete.types';
