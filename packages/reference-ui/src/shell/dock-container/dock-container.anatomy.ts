import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the dock and their `data-scope` / `data-part` attributes. */
export const dockContainerAnatomy = createAnatomy('dock', {
  root: 'root',
});
