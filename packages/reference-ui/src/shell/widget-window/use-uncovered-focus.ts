import { useEffect, type RefObject } from 'react';

/** Room kept between a focused page control and the window above it, in CSS px. */
const gap = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The heights of the windows lying over the page now, whose tallest the page may leave room for. */
const coverHeights = new Map<Element, number>();

/** Publishes the tallest cover as `--cx-dock-clearance` on the page's root element (removed when none). */
function publishClearance(): void {
  const tallest = Math.max(0, ...coverHeights.values());
  const style = document.documentElement.style;
  if (tallest > 0) style.setProperty('--cx-dock-clearance', `${Math.ceil(tallest)}px`);
  else style.removeProperty('--cx-dock-clearance');
}

/**
 * Keeps page controls that the keyboard focuses from lying under the docked window (WCAG 2.2
 * 2.4.11, focus not obscured): the docked window is not modal, so Tab goes on through the page
 * behind it. A covered control is scrolled up until it sits above the window, where the page can
 * scroll that far. The scroll uses the control's own `scroll-margin-bottom` for the moment, so
 * that every scrolling container on its way moves, not only the document. A page too short to
 * scroll that far can leave room at its end: the window's height is `--cx-dock-clearance` on the
 * page's root element while it lies over the page (`body { padding-bottom: var(--cx-dock-clearance, 0) }`).
 */
export function useUncoveredFocus(root: RefObject<HTMLElement | null>, docked: boolean): void {
  useEffect(() => {
    if (!docked) return;
    const uncover = (event: FocusEvent) => {
      const window = root.current;
      const target = event.target;
      if (!window || !(target instanceof HTMLElement || target instanceof SVGElement)) return;
      // A press shows what it pressed; only the keyboard's focus can land out of sight.
      if (window.contains(target) || !target.matches(':focus-visible')) return;
      // Another window stays where it is however the page scrolls.
      if (target.closest('[data-scope="window"][data-part="root"]')) return;
      const cover = window.getBoundingClientRect();
      const control = target.getBoundingClientRect();
      if (!overlaps(cover, control) || cover.top < control.height + gap) return;
      const margin = target.style.scrollMarginBottom;
      target.style.scrollMarginBottom = `${document.documentElement.clientHeight - cover.top + gap}px`;
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      target.style.scrollMarginBottom = margin;
    };
    document.addEventListener('focusin', uncover);
    const window = root.current;
    const resize =
      window && typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver(() => {
            coverHeights.set(window, window.getBoundingClientRect().height);
            publishClearance();
          })
        : undefined;
    if (window) resize?.observe(window);
    return () => {
      document.removeEventListener('focusin', uncover);
      resize?.disconnect();
      if (window && coverHeights.delete(window)) publishClearance();
    };
  }, [root, docked]);
}
