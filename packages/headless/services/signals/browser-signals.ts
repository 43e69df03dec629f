import type {
  ActivityKind,
  ActivitySignal,
  OnlineSignal,
  Unsubscribe,
  ViewportSignal,
  VisibilitySignal,
} from './signals.types';
import { defaultViewportHeight, defaultViewportWidth } from './static-signals';

/** The part of `EventTarget` the browser signals use. */
export interface SignalEventTarget {
  /** Adds an event listener. */
  addEventListener(type: string, listener: () => void): void;
  /** Removes an event listener. */
  removeEventListener(type: string, listener: () => void): void;
}

/** The part of `Window` the browser signals read; a real window or a happy-dom `Window` fits. */
export interface SignalWindow extends SignalEventTarget {
  /** The page's document, source of `visibilitychange`. */
  document: SignalEventTarget & {
    /** `'visible'` or `'hidden'`. */
    visibilityState: string;
  };
  /** Source of the online state. */
  navigator: {
    /** False when the browser is offline. */
    onLine: boolean;
  };
  /** Viewport width in CSS pixels. */
  innerWidth: number;
  /** Viewport height in CSS pixels. */
  innerHeight?: number;
  /** Evaluates a media query (for the pointer). */
  matchMedia?(query: string): { matches: boolean };
}

function resolveWindow(win: SignalWindow | undefined): SignalWindow | undefined {
  if (win) return win;
  return typeof window === 'undefined' ? undefined : window;
}

/** Listens to `types` on a target while subscribed, calling `listener` only when `read()` changes. */
function watch<T>(
  target: SignalEventTarget | undefined,
  types: readonly string[],
  read: () => T,
  listener: (value: T) => void,
): Unsubscribe {
  if (!target) return () => {};
  let last = read();
  const onEvent = () => {
    const value = read();
    if (Object.is(value, last)) return;
    last = value;
    listener(value);
  };
  for (const type of types) target.addEventListener(type, onEvent);
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    for (const type of types) target.removeEventListener(type, onEvent);
  };
}

/** Page visibility from `document.visibilityState`; without a window (SSR, Node) it reports visible and never changes. */
export function createBrowserVisibilitySignal(win?: SignalWindow): VisibilitySignal {
  const isVisible = () => (resolveWindow(win)?.document.visibilityState ?? 'visible') === 'visible';
  return {
    isVisible,
    subscribe: (listener) =>
      watch(resolveWindow(win)?.document, ['visibilitychange'], isVisible, listener),
  };
}

/** Online state from `navigator.onLine` and the `online`/`offline` events; without a window it reports online. */
export function createBrowserOnlineSignal(win?: SignalWindow): OnlineSignal {
  const isOnline = () => resolveWindow(win)?.navigator.onLine ?? true;
  return {
    isOnline,
    subscribe: (listener) => watch(resolveWindow(win), ['online', 'offline'], isOnline, listener),
  };
}

/**
 * Viewport width from `innerWidth` and `resize`, height from `innerHeight`, the pointer from the
 * `(pointer: coarse)` media query; without a window it reports the desktop default, 1024 px wide.
 */
export function createBrowserViewportSignal(win?: SignalWindow): ViewportSignal {
  const width = () => resolveWindow(win)?.innerWidth ?? defaultViewportWidth;
  const height = () => resolveWindow(win)?.innerHeight ?? defaultViewportHeight;
  const size = () => `${width()}x${height()}`;
  return {
    width,
    height,
    coarsePointer: () => resolveWindow(win)?.matchMedia?.('(pointer: coarse)').matches ?? false,
    // A new height alone can change the mode too (a tablet's split view, a resized window).
    subscribe: (listener) => watch(resolveWindow(win), ['resize'], size, () => listener(width())),
  };
}

/** Options of the activity listeners; a subset of `AddEventListenerOptions`. */
export interface ActivityListenerOptions {
  /** Listens in the capture phase (so scrolls inside elements count). */
  capture?: boolean;
  /** Promises not to call `preventDefault` (keeps scrolling smooth). */
  passive?: boolean;
}

/** The part of `Window` the activity signal uses; a real window or a happy-dom `Window` fits. */
export interface ActivityWindow {
  /** Adds an event listener. */
  addEventListener(type: string, listener: () => void, options?: ActivityListenerOptions): void;
  /** Removes an event listener. */
  removeEventListener(type: string, listener: () => void, options?: ActivityListenerOptions): void;
  /** The page's document, asked whether the window has focus. */
  document: {
    /** True while the window has focus. */
    hasFocus(): boolean;
  };
}

/** The DOM events that count as visitor activity (mouse, key, touch, scroll, wheel). */
export const activityEventTypes = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
] as const;

const activityListenerOptions: ActivityListenerOptions = { capture: true, passive: true };

function resolveActivityWindow(win: ActivityWindow | undefined): ActivityWindow | undefined {
  if (win) return win;
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * Visitor activity and window focus from `win` (default: the global window, looked up on each
 * call); without a window (SSR, Node) it reports focus and never notifies.
 */
export function createBrowserActivitySignal(win?: ActivityWindow): ActivitySignal {
  return {
    hasFocus: () => resolveActivityWindow(win)?.document.hasFocus() ?? true,
    subscribe(listener: (kind: ActivityKind) => void): Unsubscribe {
      const target = resolveActivityWindow(win);
      if (!target) return () => {};
      const onActivity = () => listener('activity');
      const onFocus = () => listener('focus');
      const onBlur = () => listener('blur');
      for (const type of activityEventTypes) {
        target.addEventListener(type, onActivity, activityListenerOptions);
      }
      target.addEventListener('focus', onFocus);
      target.addEventListener('blur', onBlur);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        for (const type of activityEventTypes) {
          target.removeEventListener(type, onActivity, activityListenerOptions);
        }
        target.removeEventListener('focus', onFocus);
        target.removeEventListener('blur', onBlur);
      };
    },
  };
}
