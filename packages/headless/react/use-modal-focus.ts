import { useCallback, useEffect, useRef, type KeyboardEvent, type RefCallback } from 'react';

/** Elements that can take the focus, as a selector (tabbable ones are filtered further). */
export const focusableSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return element.closest('[hidden], [inert], fieldset:disabled') === null;
}

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableIn(container: HTMLElement | null | undefined): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(isTabbable);
}

/** Options of {@link useModalFocus}. */
export interface ModalFocusOptions {
  /** Whether the dialog shows: the focus moves in when it turns on and back when it turns off. @default true */
  active?: boolean;
  /** Whether the dialog traps the focus (a modal) or only moves it in and back (non-modal). @default true */
  trap?: boolean;
  /** Whether the focus moves into the dialog when it mounts. @default true */
  autoFocus?: boolean;
  /** Called when Escape is pressed inside the dialog; without it Escape does nothing. */
  onEscape?: () => void;
}

/** What {@link useModalFocus} returns: a callback ref and a key handler for the dialog element. */
export interface ModalFocus<T extends HTMLElement> {
  /** Attach to the dialog element (give it `tabIndex={-1}`). */
  ref: RefCallback<T>;
  /** Attach as the dialog's `onKeyDown`: cycles Tab and Shift+Tab when trapping, handles Escape. */
  onKeyDown: (event: KeyboardEvent<T>) => void;
}

function activeElement(): Element | null {
  return typeof document === 'undefined' ? null : document.activeElement;
}

/**
 * The focus of a dialog (WAI-ARIA APG modal dialog): when it shows (on mount, or when `active` turns
 * on) the focus moves to its first tabbable element (or the dialog), Tab and Shift+Tab cycle inside, Escape calls `onEscape`, and when it goes
 * (unmount, `active` off) the focus returns to the element that had it before, unless the visitor moved it elsewhere.
 */
export function useModalFocus<T extends HTMLElement>(
  options: ModalFocusOptions = {},
): ModalFocus<T> {
  const { active = true, trap = true, autoFocus = true, onEscape } = options;
  const element = useRef<T | null>(null);
  // Read when the dialog shows, without re-running the effect when it changes.
  const focusAtOpen = useRef(autoFocus);
  focusAtOpen.current = autoFocus;
  const ref = useCallback<RefCallback<T>>((node) => {
    element.current = node;
  }, []);

  useEffect(() => {
    if (!active) return undefined;
    // Read before the dialog takes the focus: where it goes back to.
    const opener = activeElement();
    const dialog = element.current;
    if (dialog && focusAtOpen.current) (tabbableIn(dialog)[0] ?? dialog).focus();
    return () => {
      // The visitor may have moved on to the page (a non-modal toaster): leave the focus there.
      const current = activeElement();
      const elsewhere =
        current && current !== current.ownerDocument.body && !dialog?.contains(current);
      if (!elsewhere && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      if (!onEscape) return;
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !trap) return;
    const dialog = element.current;
    const tabbables = tabbableIn(dialog);
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    if (!dialog || !first || !last) {
      event.preventDefault();
      return;
    }
    const current = dialog.ownerDocument.activeElement;
    if (event.shiftKey && (current === first || current === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref, onKeyDown };
}
