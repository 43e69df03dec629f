import type { Unsubscribe } from '../../bus/bus.types';

export type { Unsubscribe };

/** Whether the page is visible to the visitor (not a background tab or minimized window). */
export interface VisibilitySignal {
  /** True while the page is visible. */
  isVisible(): boolean;
  /** Calls `listener` with the new visibility whenever it changes. */
  subscribe(listener: (visible: boolean) => void): Unsubscribe;
}

/** Whether the browser believes it is online. */
export interface OnlineSignal {
  /** True while the browser is online. */
  isOnline(): boolean;
  /** Calls `listener` with the new online state whenever it changes. */
  subscribe(listener: (online: boolean) => void): Unsubscribe;
}

/** The size of the viewport and its pointer, which decide mobile mode. */
export interface ViewportSignal {
  /** Viewport width in CSS pixels. */
  width(): number;
  /** Viewport height in CSS pixels; without it, only the width decides mobile mode. */
  height?(): number;
  /** Whether the primary pointer is coarse (a finger on a phone or tablet). */
  coarsePointer?(): boolean;
  /** Calls `listener` with the width whenever the width or the height changes. */
  subscribe(listener: (width: number) => void): Unsubscribe;
}

/** What the visitor did: used the page (mouse, key, touch, scroll, wheel), or moved focus to or from the window. */
export type ActivityKind = 'activity' | 'focus' | 'blur';

/** The visitor's activity on the page and whether the window has focus (the idle detector's input). */
export interface ActivitySignal {
  /** True while the window has focus. */
  hasFocus(): boolean;
  /** Calls `listener` on each activity, focus and blur. */
  subscribe(listener: (kind: ActivityKind) => void): Unsubscribe;
}
