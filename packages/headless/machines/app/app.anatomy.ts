import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The app's parts and their `data-scope` / `data-part` attributes. */
export const appAnatomy = createAnatomy('app', {
  root: 'root',
});
