import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { cycleTab, firstTabbable } from '../internal/focusable';

/** Options of {@link useDialogFocus}. */
export interface DialogFocusOptions {
  /** Picks the element to focus on open; falls back to the first tabbable element, then the dialog. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes on close. @default the element that had focus before the dialog opened */
  finalFocusRef?: RefObject<HTMLElement | null>;
  /** Called when Escape is pressed inside the dialog. */
  onEscape?: () => void;
}

/** What {@link useDialogFocus} returns: a ref and a key handler for the dialog element. */
export interface DialogFocus<T extends HTMLElement> {
  /** Attach to the dialog element (it should have `tabIndex={-1}`). */
  ref: RefObject<T | null>;
  /** Attach as the dialog element's `onKeyDown`: cycles Tab and Shift+Tab, handles Escape. */
  onKeyDown: (event: KeyboardEvent<T>) => void;
}

function activeElement(): Element | null {
  return typeof document === 'undefined' ? null : document.activeElement;
}

/**
 * Focus handling of a modal dialog (WAI-ARIA APG): focus moves in on open, Tab and Shift+Tab cycle
 * inside, Escape calls `onEscape`, and focus returns to the opener on close.
 */
export function useDialogFocus<T extends HTMLElement>({
  initialFocus,
  finalFocusRef,
  onEscape,
}: DialogFocusOptions = {}): DialogFocus<T> {
  const ref = useRef<T | null>(null);
  // Read during the opening render, before the commit can make the opener inert and lose its focus.
  const [opener] = useState(activeElement);
  // Only the options given at open time count: new function identities must not re-run the effect.
  const atOpen = useRef({ initialFocus, finalFocusRef });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog) {
      const target = atOpen.current.initialFocus?.() ?? firstTabbable(dialog) ?? dialog;
      target.focus();
    }
    const returnTarget = atOpen.current.finalFocusRef;
    // A passive cleanup runs after the commit that closes the dialog has removed `inert` elsewhere.
    return () => {
      const target = returnTarget?.current ?? opener;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    cycleTab(event, ref.current);
  };

  return { ref, onKeyDown };
}
