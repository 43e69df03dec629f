export {
  OverlayFrame,
  type OverlayFrameProps,
  type OverlayFramePosition,
  type ViewFrameState,
} from './overlay-frame';
export { SiteHtml, type SiteHtmlProps } from './site-html';
export { ToasterFrame, type ToasterFrameProps } from './toaster-frame';
export { overlayFrameAnatomy, toasterFrameAnatomy } from './views.anatomy';
