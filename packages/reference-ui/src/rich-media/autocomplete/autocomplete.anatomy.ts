import { autocompleteAnatomy as headlessAnatomy } from '@cxkit/headless/autocomplete';
import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the autocomplete: the headless ones, plus its hint and its live status. */
export const autocompleteAnatomy = {
  ...headlessAnatomy,
  ...createAnatomy('autocomplete', { hint: 'hint', status: 'status' }),
};
