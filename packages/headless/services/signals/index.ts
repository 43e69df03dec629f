export {
  createBrowserOnlineSignal,
  createBrowserViewportSignal,
  createBrowserVisibilitySignal,
} from './browser-signals';
export type { SignalEventTarget, SignalWindow } from './browser-signals';
export { isMobileWidth, mobileBreakpointPx } from './mobile';
export type { OnlineSignal, Unsubscribe, ViewportSignal, VisibilitySignal } from './signals.types';
export {
  createStaticOnlineSignal,
  createStaticViewportSignal,
  createStaticVisibilitySignal,
  defaultViewportWidth,
} from './static-signals';
export type {
  StaticOnlineSignal,
  StaticViewportSignal,
  StaticVisibilitySignal,
} from './static-signals';
