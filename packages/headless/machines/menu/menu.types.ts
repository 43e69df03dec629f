/** One item of the menu, in the order the menu shows them. */
export interface MenuItem {
  /** What `selected` reports; unique within the menu. */
  value: string;
  /** The item's text, matched by typeahead (its accessible name). */
  label: string;
  /** Whether the item cannot be chosen. @default false */
  disabled?: boolean;
}

/** Which item an opening focuses. */
export type MenuFocusTarget = 'first' | 'last';

/** Input of the menu. */
export interface MenuInput {
  /** Base of the ids of the trigger, the menu and its items. @default 'cx-menu' */
  id?: string;
  /** The items, in order; `items.set` replaces them. @default [] */
  items?: readonly MenuItem[];
  /** Whether the menu starts open (no item focused). @default false */
  open?: boolean;
  /** Whether the caller owns the open state: requests only emit `openChange`, and `open.set` opens or closes. @default false */
  controlled?: boolean;
  /** Whether the button is disabled: the menu is then shown closed and no request opens it. @default false */
  disabled?: boolean;
  /** Whether the arrow keys wrap from the last item to the first and back. @default true */
  loop?: boolean;
  /** Whether keyboard moves pass over disabled items; `false` keeps them focusable (APG's advice, so their description is read) but never chosen. @default true */
  skipDisabled?: boolean;
}

/** Context of the menu. */
export interface MenuContext {
  /** Base of the ids. */
  id: string;
  /** The items, in order. */
  items: readonly MenuItem[];
  /** Value of the item that holds the focus (the roving tab stop), or `null`. */
  highlightedValue: string | null;
  /** Which item the next opening focuses (kept while a controlled opening waits for its owner). */
  pendingFocus: MenuFocusTarget | null;
  /** Whether the menu started open (read once, by the first state). */
  openOnStart: boolean;
  /** Whether the caller owns the open state. */
  controlled: boolean;
  /** Whether the button is disabled. */
  disabled: boolean;
  /** Whether the arrow keys wrap. */
  loop: boolean;
  /** Whether keyboard moves pass over disabled items. */
  skipDisabled: boolean;
}

/** Events the menu accepts. */
export type MenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.open'; focus: MenuFocusTarget }
  | { type: 'menu.close'; returnFocus: boolean }
  | { type: 'open.set'; open: boolean }
  | { type: 'highlight.next' }
  | { type: 'highlight.prev' }
  | { type: 'highlight.first' }
  | { type: 'highlight.last' }
  | { type: 'highlight.set'; value: string }
  | { type: 'highlight.typeahead'; key: string }
  | { type: 'item.select'; value: string }
  | { type: 'items.set'; items: readonly MenuItem[] }
  | { type: 'disabled.set'; disabled: boolean };

/** Details of an open or close request. */
export interface MenuOpenChangeDetails {
  /** Whether the menu is to be open. */
  open: boolean;
}

/** Details of a chosen item. */
export interface MenuSelectDetails {
  /** The item's value. */
  value: string;
}

/**
 * Notifications the menu emits, in this order when one event brings several: `returnFocus` (put the
 * focus back on the button; a `selected` listener may move it elsewhere after), `selected`, `openChange`.
 */
export type MenuEmitted =
  | { type: 'returnFocus' }
  | ({ type: 'selected' } & MenuSelectDetails)
  | ({ type: 'openChange' } & MenuOpenChangeDetails);
