import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the overlay frame, with their `data-scope` / `data-part` attributes. */
export const overlayFrameAnatomy = createAnatomy('overlay-frame', {
  root: 'root',
  backdrop: 'backdrop',
  dialog: 'dialog',
  content: 'content',
  closeTrigger: 'close-trigger',
});

/** The parts of the toaster frame, with their `data-scope` / `data-part` attributes. */
export const toasterFrameAnatomy = createAnatomy('toaster-frame', {
  root: 'root',
  panel: 'panel',
  content: 'content',
  header: 'header',
  icon: 'icon',
  title: 'title',
  body: 'body',
  buttons: 'buttons',
  closeTrigger: 'close-trigger',
});
