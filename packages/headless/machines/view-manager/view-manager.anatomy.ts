import { createAnatomy } from '../../services/anatomy/create-anatomy';

/** The overlay's parts and their `data-scope` / `data-part` attributes. */
export const overlayAnatomy = createAnatomy('overlay-frame', {
  root: 'root',
  backdrop: 'backdrop',
  dialog: 'dialog',
  title: 'title',
  content: 'content',
  closeTrigger: 'close-trigger',
});

/** The toaster's parts and their `data-scope` / `data-part` attributes. */
export const toasterAnatomy = createAnatomy('toaster-frame', {
  root: 'root',
  panel: 'panel',
  title: 'title',
  icon: 'icon',
  body: 'body',
  content: 'content',
  buttons: 'buttons',
  primaryButton: 'primary-button',
  secondaryButton: 'secondary-button',
  closeTrigger: 'close-trigger',
});
