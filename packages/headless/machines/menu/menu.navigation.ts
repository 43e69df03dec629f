import type { MenuContext, MenuItem } from './menu.types';

/** Whether keyboard moves may land on the item. */
function isReachable(context: MenuContext, item: MenuItem): boolean {
  return !context.skipDisabled || item.disabled !== true;
}

function indexOfValue(context: MenuContext, value: string | null): number {
  return value === null ? -1 : context.items.findIndex((item) => item.value === value);
}

/** Value of the first reachable item, or of the last one, or `null` when none is. */
export function edgeValue(context: MenuContext, edge: 'first' | 'last'): string | null {
  const reachable = context.items.filter((item) => isReachable(context, item));
  return (edge === 'first' ? reachable[0] : reachable.at(-1))?.value ?? null;
}

/**
 * Value of the reachable item `step` (1 or -1) places from the highlighted one, wrapping when
 * `loop` is on (staying put at an end when it is off); with nothing highlighted, the first or last.
 */
export function stepValue(context: MenuContext, step: 1 | -1): string | null {
  const { items } = context;
  const from = indexOfValue(context, context.highlightedValue);
  if (from < 0) return edgeValue(context, step === 1 ? 'first' : 'last');
  for (let offset = 1; offset <= items.length; offset += 1) {
    const at = from + step * offset;
    if (!context.loop && (at < 0 || at >= items.length)) return context.highlightedValue;
    const item = items[(at + items.length) % items.length]!;
    if (isReachable(context, item)) return item.value;
  }
  return context.highlightedValue;
}

/**
 * Value of the next reachable item after the highlighted one (wrapping, the highlighted one last)
 * whose label starts with `key`, ignoring case and the label's leading spaces; `null` when none does.
 */
export function typeaheadValue(context: MenuContext, key: string): string | null {
  const { items } = context;
  const from = indexOfValue(context, context.highlightedValue);
  const wanted = key.toLowerCase();
  const order = [...items.slice(from + 1), ...items.slice(0, from + 1)];
  const match = order.find(
    (item) => isReachable(context, item) && item.label.trim().toLowerCase().startsWith(wanted),
  );
  return match?.value ?? null;
}

/** The item with `value`, if the menu has it. */
export function itemOf(context: MenuContext, value: string): MenuItem | undefined {
  return context.items.find((item) => item.value === value);
}
