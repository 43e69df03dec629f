export { autocompleteAnatomy } from './autocomplete.anatomy';
export { autocompleteTexts, type AutocompleteTextKey } from './autocomplete.texts';
export { Autocomplete, type AutocompleteProps } from './autocomplete';
