/** The form's parts and their `data-scope` / `data-part` attributes. */
export const formAnatomy = {
  root: { attrs: { 'data-scope': 'form', 'data-part': 'root' } },
  field: { attrs: { 'data-scope': 'form', 'data-part': 'field' } },
  label: { attrs: { 'data-scope': 'form', 'data-part': 'label' } },
  input: { attrs: { 'data-scope': 'form', 'data-part': 'input' } },
  error: { attrs: { 'data-scope': 'form', 'data-part': 'error' } },
  submit: { attrs: { 'data-scope': 'form', 'data-part': 'submit' } },
} as const;
