import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the toast stack and of a toast, with their `data-scope` / `data-part` attributes. */
export const toastContainerAnatomy = createAnatomy('toast', {
  group: 'group',
  root: 'root',
  header: 'header',
  title: 'title',
  closeTrigger: 'close-trigger',
  description: 'description',
  buttons: 'buttons',
});
