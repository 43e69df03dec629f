export {
  OverlayFrame,
  type OverlayFrameProps,
  type OverlayFramePosition,
  type ViewFrameState,
} from './overlay-frame';
export { SiteHtml, type SiteHtmlProps } from './site-html';
export { ToasterFrame, type ToasterFrameProps } from './toaster-frame';
export { overlayFrameAnatomy, toasterFrameAnatomy } from './views.anatomy';
export { OverlayView, ToasterView } from './bus-views';
export { OverlayCore, ToasterCore, type ViewCoreProps } from './views-core';
export { OverlayManager, ToasterManager, type ViewManagerProps } from './view-managers';
export { viewsTexts, type ViewsTextKey } from './views.texts';
