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
export function tabbableElements(container: HTMLElement | null | undefined): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(isTabbable);
}

/** The first element inside `container` that Tab reaches, if any. */
export function firstTabbable(container: HTMLElement | null | undefined): HTMLElement | undefined {
  return tabbableElements(container)[0];
}
