import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The wait time's parts and their `data-scope` / `data-part` attributes. */
export const waitTimeAnatomy = createAnatomy('wait-time', {
  root: 'root',
});
