import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The autocomplete's parts and their `data-scope` / `data-part` attributes. */
export const autocompleteAnatomy = createAnatomy('autocomplete', {
  root: 'root',
  label: 'label',
  input: 'input',
  listbox: 'listbox',
  option: 'option',
});
