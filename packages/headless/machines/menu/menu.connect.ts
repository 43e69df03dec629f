import type { SnapshotFrom } from 'xstate';
import { menuAnatomy } from './menu.anatomy';
import type { MenuMachine } from './menu.machine';
import type { MenuEvent, MenuFocusTarget, MenuItem } from './menu.types';

/** What the key handlers read of a keyboard event; React's and the DOM's both fit. */
export interface MenuKeyboardEvent {
  /** The key pressed. */
  key: string;
  /** Whether Control was held (a shortcut, not typeahead). */
  ctrlKey?: boolean;
  /** Whether Meta was held (a shortcut, not typeahead). */
  metaKey?: boolean;
  /** Whether Alt was held (a shortcut, not typeahead). */
  altKey?: boolean;
  /** Stops the browser's own handling (scrolling, a click by Space). */
  preventDefault(): void;
}

/** Whether the menu shows. */
export type MenuState = 'open' | 'closed';

/** Props for the menu button (a `<button>`: Enter and Space click it). */
export interface MenuTriggerProps {
  /** Component the part belongs to. */
  'data-scope': 'menu';
  /** Part name. */
  'data-part': 'trigger';
  /** Whether the menu shows. */
  'data-state': MenuState;
  /** The button's id, which names the menu. */
  id: string;
  /** A plain button, never a form's submit. */
  type: 'button';
  /** The button opens a menu. */
  'aria-haspopup': 'menu';
  /** Whether the menu shows. */
  'aria-expanded': boolean;
  /** The menu's id. */
  'aria-controls': string;
  /** Whether the button is disabled. */
  disabled: boolean;
  /** Opens the menu with its first item focused, or closes it (the focus stays). */
  onClick(): void;
  /** ArrowDown opens on the first item, ArrowUp on the last. */
  onKeyDown(event: MenuKeyboardEvent): void;
}

/** Props for the menu (the element around the items). */
export interface MenuContentProps {
  /** Component the part belongs to. */
  'data-scope': 'menu';
  /** Part name. */
  'data-part': 'content';
  /** Whether the menu shows. */
  'data-state': MenuState;
  /** The menu's id. */
  id: string;
  /** The menu role. */
  role: 'menu';
  /** The button's id. */
  'aria-labelledby': string;
  /** Hidden while the menu is closed. */
  hidden: boolean;
  /** The arrows, Home, End and typeahead move the focus; Escape closes to the button; Tab closes. */
  onKeyDown(event: MenuKeyboardEvent): void;
}

/** Props for one item (a `<button>`: Enter and Space click it). */
export interface MenuItemProps {
  /** Component the part belongs to. */
  'data-scope': 'menu';
  /** Part name. */
  'data-part': 'item';
  /** The item's value. */
  'data-value': string;
  /** Present while the item holds the focus. */
  'data-highlighted': '' | undefined;
  /** Present while the item is disabled. */
  'data-disabled': '' | undefined;
  /** The item's id. */
  id: string;
  /** The menuitem role. */
  role: 'menuitem';
  /** The roving tab stop: 0 on the highlighted item, -1 on the others. */
  tabIndex: 0 | -1;
  /** `true` while the item is disabled. */
  'aria-disabled': true | undefined;
  /** Chooses the item (ignored while it is disabled). */
  onClick(): void;
  /** Makes the item the highlighted one when the focus reaches it otherwise (a pointer). */
  onFocus(): void;
}

/** What views use of the menu: its state, commands and prop getters. */
export interface MenuApi {
  /** Whether the menu shows (open, and the button enabled). */
  isOpen: boolean;
  /** Whether the button is disabled. */
  isDisabled: boolean;
  /** The items, in order. */
  items: readonly MenuItem[];
  /** Value of the item holding the focus, or `null`. */
  highlightedValue: string | null;
  /** Opens the menu on its first or last item (or moves there while open). */
  open(focus?: MenuFocusTarget): void;
  /** Closes the menu, putting the focus back on the button when `returnFocus`. */
  close(returnFocus?: boolean): void;
  /** What a click on the button does. */
  toggle(): void;
  /** Chooses the item with `value`. */
  select(value: string): void;
  /** Moves the focus to the item with `value`. */
  highlight(value: string): void;
  /** Replaces the items. */
  setItems(items: readonly MenuItem[]): void;
  /** Props for the button. */
  getTriggerProps(): MenuTriggerProps;
  /** Props for the menu. */
  getMenuProps(): MenuContentProps;
  /** Props for the item with `value`. */
  getItemProps(value: string): MenuItemProps;
}

/** The ids of the menu's elements. */
export interface MenuIds {
  /** The button's id. */
  trigger: string;
  /** The menu's id. */
  menu: string;
  /** The id of the item with `value`. */
  item(value: string): string;
}

/** The ids of the menu's elements, from its base id. */
export function menuIds(id: string): MenuIds {
  return {
    trigger: `${id}-trigger`,
    menu: `${id}-menu`,
    item: (value) => `${id}-item-${value}`,
  };
}

/** The event a key in the open menu sends, or `undefined` for keys the menu leaves alone. */
function menuKeyEvent(event: MenuKeyboardEvent): MenuEvent | undefined {
  switch (event.key) {
    case 'ArrowDown':
      return { type: 'highlight.next' };
    case 'ArrowUp':
      return { type: 'highlight.prev' };
    case 'Home':
      return { type: 'highlight.first' };
    case 'End':
      return { type: 'highlight.last' };
    case 'Escape':
      return { type: 'menu.close', returnFocus: true };
    default:
      // Space clicks the focused item; a modified key is a shortcut, not typeahead.
      if (event.key.length !== 1 || event.key === ' ') return undefined;
      if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
      return { type: 'highlight.typeahead', key: event.key };
  }
}

/** Turns a menu snapshot and the actor's `send` into the {@link MenuApi}. */
export function connect(
  snapshot: SnapshotFrom<MenuMachine>,
  send: (event: MenuEvent) => void,
): MenuApi {
  const { context } = snapshot;
  const isOpen = snapshot.matches('open') && !context.disabled;
  const state: MenuState = isOpen ? 'open' : 'closed';
  const ids = menuIds(context.id);
  return {
    isOpen,
    isDisabled: context.disabled,
    items: context.items,
    highlightedValue: isOpen ? context.highlightedValue : null,
    open: (focus = 'first') => send({ type: 'menu.open', focus }),
    close: (returnFocus = false) => send({ type: 'menu.close', returnFocus }),
    toggle: () => send({ type: 'menu.toggle' }),
    select: (value) => send({ type: 'item.select', value }),
    highlight: (value) => send({ type: 'highlight.set', value }),
    setItems: (items) => send({ type: 'items.set', items }),
    getTriggerProps: () => ({
      ...menuAnatomy.trigger.attrs,
      'data-state': state,
      id: ids.trigger,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': isOpen,
      'aria-controls': ids.menu,
      disabled: context.disabled,
      onClick: () => send({ type: 'menu.toggle' }),
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        send({ type: 'menu.open', focus: event.key === 'ArrowDown' ? 'first' : 'last' });
      },
    }),
    getMenuProps: () => ({
      ...menuAnatomy.content.attrs,
      'data-state': state,
      id: ids.menu,
      role: 'menu',
      'aria-labelledby': ids.trigger,
      hidden: !isOpen,
      onKeyDown: (event) => {
        // Tab moves on as the page orders it; the menu just closes behind it.
        if (event.key === 'Tab') {
          send({ type: 'menu.close', returnFocus: false });
          return;
        }
        const next = menuKeyEvent(event);
        if (!next) return;
        event.preventDefault();
        send(next);
      },
    }),
    getItemProps: (value) => {
      const highlighted = isOpen && context.highlightedValue === value;
      const disabled = context.items.find((item) => item.value === value)?.disabled === true;
      return {
        ...menuAnatomy.item.attrs,
        'data-value': value,
        'data-highlighted': highlighted ? '' : undefined,
        'data-disabled': disabled ? '' : undefined,
        id: ids.item(value),
        role: 'menuitem',
        tabIndex: highlighted ? 0 : -1,
        'aria-disabled': disabled || undefined,
        onClick: () => send({ type: 'item.select', value }),
        onFocus: () => {
          if (!highlighted) send({ type: 'highlight.set', value });
        },
      };
    },
  };
}
