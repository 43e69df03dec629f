import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the overlay and their `data-scope` / `data-part` attributes. */
export const overlayContainerAnatomy = createAnatomy('overlay', {
  root: 'root',
  backdrop: 'backdrop',
  content: 'content',
});
