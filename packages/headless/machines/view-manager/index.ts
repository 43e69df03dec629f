export {
  connect as connectViewManager,
  selectViewManagerView,
  viewIds,
  type ViewManagerApi,
  type ViewManagerView,
  type ViewPhase,
} from './view-manager.connect';
export { overlayAnatomy, toasterAnatomy } from './view-manager.anatomy';
export {
  viewAnimations,
  viewManagerMachine,
  type ViewManagerMachine,
} from './view-manager.machine';
export {
  overlayPositionOf,
  readOverlayOpen,
  readToasterOpen,
  type OverlayOpenOptions,
  type ToasterOpenOptions,
} from './view-manager.options';
export { overlayPlugin, toasterPlugin, type ViewManagerTarget } from './view-manager.plugin';
export { overlayWidget, toasterWidget, type ViewWidgetInput } from './view-manager.widget';
export { overlayManifest, type ViewClosed, type ViewOpened } from './overlay.manifest';
export { toasterManifest } from './toaster.manifest';
export {
  registerLazyOverlay,
  registerLazyToaster,
  type LazyViewOptions,
} from './view-manager.lazy';
export type {
  OverlayContent,
  OverlayPosition,
  ToasterButtons,
  ToasterContent,
  ViewCloseReason,
  ViewContent,
  ViewManagerContext,
  ViewManagerEmitted,
  ViewManagerEvent,
  ViewManagerInput,
  ViewShowing,
} from './view-manager.types';
