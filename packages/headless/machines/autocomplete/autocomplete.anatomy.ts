/** The autocomplete's parts and their `data-scope` / `data-part` attributes. */
export const autocompleteAnatomy = {
  root: { attrs: { 'data-scope': 'autocomplete', 'data-part': 'root' } },
  label: { attrs: { 'data-scope': 'autocomplete', 'data-part': 'label' } },
  input: { attrs: { 'data-scope': 'autocomplete', 'data-part': 'input' } },
  listbox: { attrs: { 'data-scope': 'autocomplete', 'data-part': 'listbox' } },
  option: { attrs: { 'data-scope': 'autocomplete', 'data-part': 'option' } },
} as const;
