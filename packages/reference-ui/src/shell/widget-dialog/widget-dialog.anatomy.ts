import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the widget dialog and their `data-scope` / `data-part` attributes. */
export const widgetDialogAnatomy = createAnatomy('dialog', {
  content: 'content',
  header: 'header',
  title: 'title',
  closeTrigger: 'close-trigger',
  description: 'description',
  buttons: 'buttons',
});
