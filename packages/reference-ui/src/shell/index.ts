export { CxRoot, type CxRootProps } from './cx-root';
export { CxkitLogo, cxkitLogoAnatomy, type CxkitLogoProps } from './cxkit-logo';
export { DockContainer, dockContainerAnatomy, type DockContainerProps } from './dock-container';
export {
  OverlayContainer,
  overlayContainerAnatomy,
  type OverlayContainerProps,
} from './overlay-container';
export { ShellContext, useShell, type ShellContextValue } from './shell-context';
export {
  Toast,
  ToastContainer,
  toastContainerAnatomy,
  type ToastContainerProps,
  type ToastProps,
} from './toast-container';
export { WidgetButton, widgetButtonAnatomy, type WidgetButtonProps } from './widget-button';
export {
  useDialogFocus,
  WidgetDialog,
  widgetDialogAnatomy,
  type DialogFocus,
  type DialogFocusOptions,
  type WidgetDialogProps,
} from './widget-dialog';
export {
  WidgetWindow,
  widgetWindowAnatomy,
  type MaximizedChangeDetails,
  type MinimizedChangeDetails,
  type WidgetWindowProps,
} from './widget-window';
export {
  OverlayFrame,
  type OverlayFrameProps,
  type OverlayFramePosition,
  type ViewFrameState,
} from '../views/overlay-frame';
export { SiteHtml, type SiteHtmlProps } from '../views/site-html';
export { ToasterFrame, type ToasterFrameProps } from '../views/toaster-frame';
export { overlayFrameAnatomy, toasterFrameAnatomy } from '../views/views.anatomy';
