import type {
  DockContent,
  DockEntry,
  DockErrorCode,
  DockManagerOptions,
  DockViewType,
} from './dock-manager.types';

/** The spec's dock layout and chat button timing (spec 2, section 9). */
export const defaultDockManagerOptions: DockManagerOptions = {
  firstOffset: 55,
  gap: 24,
  sideButtonDelay: 1000,
};

/** Whether registration content is there: not missing, not `null`, not a blank string. */
export function hasContent(content: DockContent | null | undefined): content is DockContent {
  if (typeof content === 'string') return content.trim() !== '';
  return content !== undefined && content !== null;
}

/** A reported width as the layout uses it: finite and not negative, else 0. */
export function widthOf(width: number | undefined): number {
  return width !== undefined && Number.isFinite(width) && width > 0 ? width : 0;
}

/** The entry of a plugin's view of a type, if registered. */
export function findEntry<Entry extends DockEntry>(
  entries: readonly Entry[],
  plugin: string,
  viewType: DockViewType,
): Entry | undefined {
  return entries.find((entry) => entry.plugin === plugin && entry.viewType === viewType);
}

/**
 * Places the views: the first dock view `firstOffset` from the right, each next one at the previous
 * one's offset plus its width plus `gap`; side buttons on the edge. Entries that move get `modifiedAt`.
 */
export function layoutEntries(
  entries: readonly DockEntry[],
  options: DockManagerOptions,
  now: number,
): DockEntry[] {
  let next = options.firstOffset;
  return entries.map((entry) => {
    let position = 0;
    if (entry.viewType === 'dockView') {
      position = next;
      next = position + entry.width + options.gap;
    }
    return position === entry.position ? entry : { ...entry, position, modifiedAt: now };
  });
}

const viewNames: Record<DockViewType, string> = {
  dockView: 'dock view',
  sideButton: 'side button',
};

/** The English text of a refused dock command. */
export function dockErrorMessage(
  code: DockErrorCode,
  plugin: string,
  viewType: DockViewType,
): string {
  const view = viewNames[viewType];
  switch (code) {
    case 'alreadyRegistered':
      return `The ${view} of plugin '${plugin}' is already registered`;
    case 'missingContent':
      return `The ${view} of plugin '${plugin}' cannot be registered without content`;
    case 'notRegistered':
      return `Plugin '${plugin}' has no registered ${view}`;
  }
}
