export {
  activityEventTypes,
  createBrowserActivitySignal,
  createBrowserOnlineSignal,
  createBrowserViewportSignal,
  createBrowserVisibilitySignal,
} from './browser-signals';
export type {
  ActivityListenerOptions,
  ActivityWindow,
  SignalEventTarget,
  SignalWindow,
} from './browser-signals';
export { isMobileWidth, mobileBreakpointPx } from './mobile';
export type {
  ActivityKind,
  ActivitySignal,
  OnlineSignal,
  Unsubscribe,
  ViewportSignal,
  VisibilitySignal,
} from './signals.types';
export {
  createStaticActivitySignal,
  createStaticOnlineSignal,
  createStaticViewportSignal,
  createStaticVisibilitySignal,
  defaultViewportHeight,
  defaultViewportWidth,
} from './static-signals';
export type {
  StaticActivitySignal,
  StaticOnlineSignal,
  StaticViewportOptions,
  StaticViewportSignal,
  StaticVisibilitySignal,
} from './static-signals';
