import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { firstTabbable, focusableSelector } from '../internal/focusable';

/** Whether the focused element can no longer hold the focus: disabled, or inside an inert or hidden part. */
function cannotHoldFocus(element: Element): boolean {
  return (
    (element as HTMLButtonElement).disabled === true ||
    element.closest('[inert], [hidden]') !== null
  );
}

/** What {@link useFocusKeeper} returns: handlers for the window's root element. */
export interface FocusKeeper {
  /** Attach as the root's `onFocus`. */
  onFocus: () => void;
  /** Attach as the root's `onBlur`. */
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** Where the focus waits while the window is busy, and whether it is busy now. */
export interface WaitingSpot {
  /** The element that holds the focus meanwhile; it needs `tabIndex={-1}`. */
  spot: HTMLElement | null;
  /** Whether the window is busy (loading): the focus then waits on `spot`. */
  now: boolean;
}

/**
 * Keeps the keyboard focus in a window whose content changes under it: when the focused element is
 * removed (a button of the screen before), disabled (the message box of an ended chat), or made
 * inert (while loading), the browser drops the focus to the page, and a keyboard or screen reader
 * user loses their place. While `waiting.now`, the focus waits on `waiting.spot` (the loading
 * status); once the window is ready again, the focus goes to `fallback()`, else to the first
 * tabbable element of `body`, else of the window. Only while the focus was in the window and the
 * visitor did not move it out (Tab, a press elsewhere or on plain text).
 */
export function useFocusKeeper(
  root: RefObject<HTMLElement | null>,
  body: RefObject<HTMLElement | null>,
  ready: boolean,
  fallback?: () => HTMLElement | null | undefined,
  waiting?: WaitingSpot,
): FocusKeeper {
  const held = useRef(false);
  // The element the focus is moving to inside the window, between its focusout and its focusin: a
  // render in between (a blur that validates) sees the page's body focused, which is no loss.
  const moving = useRef<Element | null>(null);

  useEffect(() => {
    // A press outside the window, or on its plain text, puts the focus there on purpose.
    const press = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !root.current?.contains(target) || !target.closest(focusableSelector)) {
        held.current = false;
      }
    };
    document.addEventListener('pointerdown', press, true);
    return () => document.removeEventListener('pointerdown', press, true);
  }, [root]);

  // After every render: the changes that lose the focus are renders of this window's content.
  useEffect(() => {
    const window = root.current;
    if (!held.current || !window) return;
    const active = document.activeElement;
    if (moving.current?.isConnected && active === document.body) return;
    const lost =
      !active || active === document.body || (window.contains(active) && cannotHoldFocus(active));
    const spot = waiting?.spot;
    if (!ready) {
      if (lost && waiting?.now) spot?.focus();
      return;
    }
    if (!lost && !(spot && active === spot)) return;
    (fallback?.() ?? firstTabbable(body.current) ?? firstTabbable(window))?.focus();
  });

  return {
    onFocus: () => {
      held.current = true;
      moving.current = null;
    },
    onBlur: (event) => {
      const to = event.relatedTarget;
      if (to && !event.currentTarget.contains(to)) held.current = false;
      moving.current = to instanceof Element && event.currentTarget.contains(to) ? to : null;
    },
  };
}
