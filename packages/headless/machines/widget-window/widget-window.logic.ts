import type { CookieStore } from '../../services/cookies/cookie-store';
import { isMobileWidth } from '../../services/signals/mobile';
import {
  createStaticViewportSignal,
  defaultViewportHeight,
} from '../../services/signals/static-signals';
import type { ViewportSignal } from '../../services/signals/signals.types';
import type {
  StateStore,
  WindowPartsContext,
  WindowPartsInput,
  WidgetWindowOptions,
  WindowBox,
  WindowDrag,
  WindowPosition,
} from './widget-window.types';

/** The widget window's defaults (spec 1, sections 2 and 9: confirm-close on, click-to-call's question). */
export const defaultWidgetWindowOptions: WidgetWindowOptions = {
  confirmClose: true,
  confirmCloseText: 'You have unsubmitted form data. Are you sure you want to quit?',
  draggable: false,
};

/** A store that keeps the value in memory (tests, servers, and the default). */
export function createMemoryStore<Saved>(initial?: Saved): StateStore<Saved> {
  let saved = initial;
  return {
    load: () => saved,
    save: (next) => {
      saved = next;
    },
    clear: () => {
      saved = undefined;
    },
  };
}

/**
 * A store of one cookie of the suite holding JSON, for a window's saved state; `parse` checks what
 * the cookie holds, and what it refuses (or JSON that does not parse) counts as none.
 */
export function createCookieStateStore<Saved>(
  cookies: CookieStore,
  cookie: string,
  parse: (saved: unknown) => Saved | undefined,
): StateStore<Saved> {
  return {
    load() {
      const raw = cookies.get(cookie);
      if (raw === undefined) return undefined;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
    save: (saved) => cookies.set(cookie, JSON.stringify(saved)),
    clear: () => cookies.remove(cookie),
  };
}

/**
 * Whether a close puts typed values at risk, so the window asks first: asking is on, the form
 * holds typed values, and the widget's task has not settled them (completed, or a chat started).
 */
export function isFormAtRisk(confirmClose: boolean, dirty: boolean, settled: boolean): boolean {
  return confirmClose && dirty && !settled;
}

/** Whether a close is the group's (`force`: another channel opened, `App.closeAll`), which asks nothing about typed values. */
export function isForcedClose(event: { type: string; force?: boolean }): boolean {
  return event.type === 'window.close' && event.force === true;
}

/** The window requests every window machine answers alike, whatever else its events are. */
type WindowRequest = { event: { type: string; minimized?: boolean } };

/**
 * The open and minimize requests' guards, shared by every window machine (the widget window, and
 * the chat widget, whose window has chat's own states).
 */
export const windowGuards = {
  /** `window.open` asks for the minimized window. */
  wantsMinimized: ({ event }: WindowRequest) =>
    event.type === 'window.open' && event.minimized === true,
  /** `window.minimize` minimizes (or toggles, without `minimized`). */
  isMinimizeRequest: ({ event }: WindowRequest) =>
    event.type === 'window.minimize' && event.minimized !== false,
  /** `window.minimize` restores (or toggles, without `minimized`). */
  isRestoreRequest: ({ event }: WindowRequest) =>
    event.type === 'window.minimize' && event.minimized !== true,
};

/** Whether mobile mode applies for a viewport alone: narrower than the breakpoint. */
export function viewportIsMobile(viewport: ViewportSignal | undefined): boolean {
  return viewport !== undefined && isMobileWidth(viewport.width());
}

/** `value` held between `min` and `max` (`min` wins when the range is empty). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/** A window's top-left corner kept inside the viewport, so its title bar stays within reach. */
export function clampPosition(
  position: WindowPosition,
  size: Pick<WindowBox, 'width' | 'height'>,
  viewport: ViewportSignal,
): WindowPosition {
  const height = viewport.height?.() ?? defaultViewportHeight;
  return {
    x: clamp(Math.round(position.x), 0, viewport.width() - size.width),
    y: clamp(Math.round(position.y), 0, height - size.height),
  };
}

/** Where a drag puts the window for a pointer at `pointer`: the start box moved by the pointer's offset, clamped. */
export function dragPosition(
  drag: WindowDrag,
  pointer: WindowPosition,
  viewport: ViewportSignal,
): WindowPosition {
  return clampPosition(
    {
      x: drag.box.left + pointer.x - drag.pointer.x,
      y: drag.box.top + pointer.y - drag.pointer.y,
    },
    drag.box,
    viewport,
  );
}

/** The ids of a window's parts, from its base id. */
export function windowIds(id: string) {
  return {
    window: `${id}-window`,
    title: `${id}-title`,
    body: `${id}-body`,
    confirmDialog: `${id}-confirm-close`,
    confirmText: `${id}-confirm-close-text`,
  };
}

/** A window name as an id base: `ClickToCall` becomes `click-to-call`. */
export function idOf(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase();
}

/** The shared parts of a window machine's first context, from its input. */
export function windowPartsOf(input: WindowPartsInput): WindowPartsContext {
  const viewport = input.viewport ?? createStaticViewportSignal();
  const isMobile = input.isMobile ?? (() => viewportIsMobile(viewport));
  return {
    name: input.name,
    isMobile,
    viewport,
    dock: input.dock,
    group: input.group,
    mobile: isMobile(),
    size: { width: 0, height: 0 },
  };
}
