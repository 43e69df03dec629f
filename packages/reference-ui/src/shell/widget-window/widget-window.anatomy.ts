import { createAnatomy } from '@cxkit/headless/services';

/** The parts of the common widget container and their `data-scope` / `data-part` attributes. */
export const widgetWindowAnatomy = createAnatomy('window', {
  root: 'root',
  titleBar: 'title-bar',
  title: 'title',
  badge: 'badge',
  minimizeTrigger: 'minimize-trigger',
  maximizeTrigger: 'maximize-trigger',
  closeTrigger: 'close-trigger',
  main: 'main',
  body: 'body',
  loading: 'loading',
  announcements: 'announcements',
  spinner: 'spinner',
  buttons: 'buttons',
  footer: 'footer',
  poweredBy: 'powered-by',
  overlay: 'overlay',
  overlayContent: 'overlay-content',
  overlayCloseTrigger: 'overlay-close-trigger',
  dialogLayer: 'dialog-layer',
});
