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
  overlayFrameAnatomy,
  SiteHtml,
  ToasterFrame,
  toasterFrameAnatomy,
  type OverlayFrameProps,
  type OverlayFramePosition,
  type SiteHtmlProps,
  type ToasterFrameProps,
  type ViewFrameState,
} from '../views';
