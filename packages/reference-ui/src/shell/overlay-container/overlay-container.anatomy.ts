import { createAnatomy } from '../internal/create-anatomy';

/** The parts of the overlay and their `data-scope` / `data-part` attributes. */
export const overlayContainerAnatomy = createAnatomy('overlay', {
  root: 'root',
  backdrop: 'backdrop',
  content: 'content',
});
