import { useEffect, type RefObject } from 'react';
import { firstTabbable } from '../internal/focusable';

/** Whether `element` has more content than it shows (1 px of rounding allowed). */
function overflows(element: HTMLElement): boolean {
  return (
    element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1
  );
}

/**
 * Makes the element of `ref` a tab stop while it scrolls and holds nothing Tab reaches, such as a
 * window body of plain text on a short screen: without one, a keyboard user cannot scroll to the
 * rest of the text (WCAG 2.1.1; axe `scrollable-region-focusable`). Checked again whenever the
 * element or one of its children changes size, and when children come or go.
 */
export function useScrollTabStop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      // The focusable content is looked for only when it matters: most bodies do not scroll.
      if (overflows(element) && firstTabbable(element) === undefined) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    const sizes = new ResizeObserver(update);
    const observeSizes = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of element.children) sizes.observe(child);
    };
    // Only the body's own children are watched: what changes inside them changes their size, and a
    // transcript's every message deeper down costs nothing here.
    const children = new MutationObserver(() => {
      observeSizes();
      update();
    });
    observeSizes();
    children.observe(element, { childList: true });
    return () => {
      sizes.disconnect();
      children.disconnect();
      element.removeAttribute('tabindex');
    };
  }, [ref]);
}
