import type {
  ActivityKind,
  ActivitySignal,
  OnlineSignal,
  Unsubscribe,
  ViewportSignal,
  VisibilitySignal,
} from './signals.types';

/** Viewport width assumed where there is no window: a desktop, above the mobile breakpoint. */
export const defaultViewportWidth = 1024;

/** Viewport height assumed where there is no window: a desktop's. */
export const defaultViewportHeight = 768;

/** A visibility signal whose value tests and the simulator set. */
export interface StaticVisibilitySignal extends VisibilitySignal {
  /** Sets the visibility, notifying subscribers if it changed. */
  set(visible: boolean): void;
}

/** An online signal whose value tests and the simulator set. */
export interface StaticOnlineSignal extends OnlineSignal {
  /** Sets the online state, notifying subscribers if it changed. */
  set(online: boolean): void;
}

/** A viewport signal whose size tests and the simulator set. */
export interface StaticViewportSignal extends ViewportSignal {
  /** Viewport height in CSS pixels. */
  height(): number;
  /** Whether the primary pointer is coarse. */
  coarsePointer(): boolean;
  /** Sets the width (and the height, if given), notifying subscribers if either changed. */
  set(width: number, height?: number): void;
}

/** The starting state of a {@link createStaticViewportSignal}. */
export interface StaticViewportOptions {
  /** Height in CSS pixels. @default 768 */
  height?: number;
  /** Whether the primary pointer is coarse (a touch screen). @default false */
  coarsePointer?: boolean;
}

function createValue<T>(initial: T) {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => current,
    set(value: T) {
      if (Object.is(value, current)) return;
      current = value;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener: (value: T) => void): Unsubscribe {
      const entry = (value: T) => listener(value);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}

/** An in-memory visibility signal, the default outside the browser. */
export function createStaticVisibilitySignal(initial = true): StaticVisibilitySignal {
  const value = createValue(initial);
  return { isVisible: value.get, set: value.set, subscribe: value.subscribe };
}

/** An in-memory online signal, the default outside the browser. */
export function createStaticOnlineSignal(initial = true): StaticOnlineSignal {
  const value = createValue(initial);
  return { isOnline: value.get, set: value.set, subscribe: value.subscribe };
}

/** An in-memory viewport signal, the default outside the browser; 1024 x 768 with a fine pointer unless given. */
export function createStaticViewportSignal(
  initial = defaultViewportWidth,
  { height = defaultViewportHeight, coarsePointer = false }: StaticViewportOptions = {},
): StaticViewportSignal {
  const size = createValue({ width: initial, height });
  return {
    width: () => size.get().width,
    height: () => size.get().height,
    coarsePointer: () => coarsePointer,
    set(width, nextHeight = size.get().height) {
      const current = size.get();
      if (width !== current.width || nextHeight !== current.height) {
        size.set({ width, height: nextHeight });
      }
    },
    subscribe: (listener) => size.subscribe(({ width }) => listener(width)),
  };
}

/** An activity signal that tests and the simulator drive by hand. */
export interface StaticActivitySignal extends ActivitySignal {
  /** Reports visitor activity (a mouse move, key press, touch or scroll). */
  activity(): void;
  /** Gives the window focus, notifying subscribers if it had none. */
  focus(): void;
  /** Takes focus from the window, notifying subscribers if it had it. */
  blur(): void;
}

/** An in-memory activity signal, the default outside the browser; the window starts focused unless `initialFocus` is false. */
export function createStaticActivitySignal(initialFocus = true): StaticActivitySignal {
  let focused = initialFocus;
  const listeners = new Set<(kind: ActivityKind) => void>();
  const notify = (kind: ActivityKind) => {
    for (const listener of [...listeners]) listener(kind);
  };
  const setFocus = (next: boolean) => {
    if (next === focused) return;
    focused = next;
    notify(next ? 'focus' : 'blur');
  };
  return {
    hasFocus: () => focused,
    activity: () => notify('activity'),
    focus: () => setFocus(true),
    blur: () => setFocus(false),
    subscribe(listener) {
      const entry = (kind: ActivityKind) => listener(kind);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
