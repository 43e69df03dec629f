import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The phone input's parts and their `data-scope` / `data-part` attributes. */
export const phoneInputAnatomy = createAnatomy('phone-input', {
  root: 'root',
  countrySelect: 'country-select',
  countryOption: 'country-option',
  input: 'input',
  error: 'error',
});
