import { useCallback, useEffect, useRef, type RefCallback } from 'react';

/** Options of {@link useTextFit}. */
export interface TextFitOptions {
  /** The smallest font size, in CSS px. @default 4 */
  min?: number;
  /** The largest font size, in CSS px. @default 40 */
  max?: number;
  /** Precision of the search, in CSS px. @default 0.5 */
  step?: number;
}

/** Whether the element's content fits its box at the font size it has now. */
function fits(element: HTMLElement): boolean {
  return element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight;
}

/**
 * The largest font size between `min` and `max` at which `element`'s content fits its box (a binary
 * search, measuring at each step); `min` when nothing fits. Leaves the element at that size.
 */
export function fitText(
  element: HTMLElement,
  { min = 4, max = 40, step = 0.5 }: TextFitOptions = {},
): number {
  const at = (size: number) => {
    element.style.fontSize = `${size}px`;
    return fits(element);
  };
  let best = max;
  if (!at(max)) {
    let low = min;
    let high = max;
    while (high - low > step) {
      const middle = (low + high) / 2;
      if (at(middle)) low = middle;
      else high = middle;
    }
    best = Math.floor(low / step) * step;
  }
  element.style.fontSize = `${best}px`;
  return best;
}

/**
 * Shrinks an element's text to fit its box (spec 1, section 9: between 4 and 40 px by default): the
 * font size is fitted when the element mounts, when its box or the box of its parent changes size
 * (a `ResizeObserver`), and when `content` changes. Give the ref to an element whose width is
 * set by its container and whose text does not wrap.
 */
export function useTextFit<T extends HTMLElement>(
  options: TextFitOptions = {},
  content?: unknown,
): RefCallback<T> {
  const { min = 4, max = 40, step = 0.5 } = options;
  const element = useRef<T | null>(null);
  const fit = useCallback(() => {
    if (element.current) fitText(element.current, { min, max, step });
  }, [min, max, step]);
  useEffect(fit, [fit, content]);
  return useCallback(
    (node: T | null) => {
      element.current = node;
      if (!node) return undefined;
      fit();
      if (typeof ResizeObserver === 'undefined') return undefined;
      // Fitting changes the font size, not the box, so the observer does not feed itself.
      const observer = new ResizeObserver(() => fit());
      observer.observe(node);
      if (node.parentElement) observer.observe(node.parentElement);
      return () => {
        observer.disconnect();
        element.current = null;
      };
    },
    [fit],
  );
}
