import { focusableSelector, tabbableIn } from '@cxkit/headless/react';

/** Elements that can take the focus, as a selector (the headless package's, shared with `useModalFocus`). */
export { focusableSelector };

/** The elements inside `container` that Tab reaches, in document order. */
export const tabbableElements = tabbableIn;

/** The first element inside `container` that Tab reaches, if any. */
export function firstTabbable(container: HTMLElement | null | undefined): HTMLElement | undefined {
  return tabbableElements(container)[0];
}

/** The part of a keyboard event that {@link cycleTab} reads and cancels. */
export interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from its last tabbable element Tab goes to the
 * first, and back; with none, Tab stays where it is. Other keys, and events already handled, pass.
 */
export function cycleTab(event: TabKeyEvent, container: HTMLElement | null | undefined): void {
  if (event.key !== 'Tab' || event.defaultPrevented || !container) return;
  const tabbables = tabbableElements(container);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  const current = container.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (current === first || current === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}
