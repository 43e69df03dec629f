import { useActorRef, useSelector } from '@xstate/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
} from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  menuIds,
  type MenuApi,
  type MenuContentProps,
  type MenuItemProps,
  type MenuTriggerProps,
} from '../machines/menu/menu.connect';
import { menuMachine, type MenuMachine } from '../machines/menu/menu.machine';
import type {
  MenuInput,
  MenuItem,
  MenuOpenChangeDetails,
  MenuSelectDetails,
} from '../machines/menu/menu.types';
import { mergeProps } from './merge-props';

type MenuSnapshot = SnapshotFrom<MenuMachine>;

/** Options of {@link useMenu}; `id`, `loop`, `skipDisabled` and whether `open` is given are read on mount. */
export interface UseMenuOptions {
  /** The items, in order; a list with other entries replaces them. */
  items: readonly MenuItem[];
  /** Base of the elements' ids. @default React's `useId()` */
  id?: string;
  /** Controlled open state. */
  open?: boolean;
  /** Open state at start when uncontrolled (no item focused). @default false */
  defaultOpen?: boolean;
  /** Called with `{ open }` when the menu asks to open or close, controlled or not. */
  onOpenChange?: (details: MenuOpenChangeDetails) => void;
  /** Called with `{ value }` when an enabled item is chosen, after the focus went back to the button (the handler may move it on). */
  onSelect?: (details: MenuSelectDetails) => void;
  /** Disables the button; the menu then shows closed. @default false */
  disabled?: boolean;
  /** Whether the arrow keys wrap. @default true */
  loop?: boolean;
  /** Whether keyboard moves pass over disabled items. @default true */
  skipDisabled?: boolean;
}

/** Props a prop getter gives once the caller's are merged in: the caller's win, handlers chain. */
type MergedProps<Ours, Theirs> = Omit<Ours, keyof Theirs> & Theirs;

/** What the hook adds to the button's and the menu's props: a ref, and closing when the focus leaves both. */
interface ElementProps<E extends HTMLElement> {
  /** Where the hook finds the element (focus return, outside clicks). */
  ref: (element: E | null) => void;
  /** Closes the menu when the focus leaves the button and the menu. */
  onBlur(event: ReactFocusEvent): void;
}

/** What {@link useMenu} returns: the api with prop getters that merge the caller's props, plus escape hatches. */
export interface UseMenuReturn extends Omit<
  MenuApi,
  'getTriggerProps' | 'getMenuProps' | 'getItemProps'
> {
  /** Props for the button, merged with the caller's. */
  getTriggerProps<P extends object = object>(
    props?: P,
  ): MergedProps<MenuTriggerProps & ElementProps<HTMLButtonElement>, P>;
  /** Props for the menu, merged with the caller's. */
  getMenuProps<P extends object = object>(
    props?: P,
  ): MergedProps<MenuContentProps & ElementProps<HTMLElement>, P>;
  /** Props for the item with `value`, merged with the caller's. */
  getItemProps<P extends object = object>(value: string, props?: P): MergedProps<MenuItemProps, P>;
  /** The menu snapshot the api was built from. */
  snapshot: MenuSnapshot;
  /** Sends an event to the menu actor. */
  send: ActorRefFrom<MenuMachine>['send'];
  /** The menu actor. */
  actorRef: ActorRefFrom<MenuMachine>;
}

function sameItems(a: readonly MenuItem[], b: readonly MenuItem[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every(
        (item, index) =>
          item.value === b[index]!.value &&
          item.label === b[index]!.label &&
          (item.disabled === true) === (b[index]!.disabled === true),
      ))
  );
}

/** Whether `node` is one of `elements` or inside one. */
function isInside(node: unknown, ...elements: (HTMLElement | null)[]): boolean {
  return node instanceof Node && elements.some((element) => element?.contains(node) === true);
}

/**
 * A menu button (APG menu button pattern) from the menu machine: the DOM focus follows the
 * highlighted item, goes back to the button on Escape and on a choice, and the menu closes when
 * the focus leaves it or the pointer goes down outside the button and the menu.
 */
export function useMenu(options: UseMenuOptions): UseMenuReturn {
  const generatedId = useId();
  const [input] = useState<MenuInput>(() => ({
    id: options.id ?? generatedId,
    items: options.items,
    open: options.open ?? options.defaultOpen ?? false,
    controlled: options.open !== undefined,
    disabled: options.disabled ?? false,
    loop: options.loop,
    skipDisabled: options.skipDisabled,
  }));
  const actorRef = useActorRef(menuMachine, { input });
  const snapshot = useSelector(actorRef, (current: MenuSnapshot) => current);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLElement | null>(null);

  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // Listeners run inside `send`: the focus is back on the button before `onSelect` may move it on.
  useLayoutEffect(() => {
    const subscriptions = [
      actorRef.on('returnFocus', () => triggerRef.current?.focus()),
      actorRef.on('selected', ({ value }) => latest.current.onSelect?.({ value })),
      actorRef.on('openChange', ({ open }) => latest.current.onOpenChange?.({ open })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  const { items, disabled = false, open } = options;
  const machineOpen = snapshot.matches('open');
  useLayoutEffect(() => {
    if (!sameItems(items, actorRef.getSnapshot().context.items)) {
      actorRef.send({ type: 'items.set', items });
    }
  }, [actorRef, items]);
  useLayoutEffect(() => {
    if (disabled !== actorRef.getSnapshot().context.disabled) {
      actorRef.send({ type: 'disabled.set', disabled });
    }
  }, [actorRef, disabled]);
  useLayoutEffect(() => {
    if (input.controlled && open !== undefined && open !== machineOpen) {
      actorRef.send({ type: 'open.set', open });
    }
  }, [actorRef, input.controlled, open, machineOpen]);

  const api = useMemo(() => connect(snapshot, actorRef.send), [snapshot, actorRef]);
  const { isOpen, highlightedValue } = api;
  const id = snapshot.context.id;
  // The highlighted item holds the DOM focus (rendered first: an opening menu was hidden).
  useLayoutEffect(() => {
    if (!isOpen || highlightedValue === null) return;
    const item = menuRef.current?.ownerDocument.getElementById(menuIds(id).item(highlightedValue));
    if (item && item !== item.ownerDocument.activeElement) item.focus();
  }, [isOpen, highlightedValue, id]);

  useEffect(() => {
    const doc = triggerRef.current?.ownerDocument;
    if (!isOpen || !doc) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target, triggerRef.current, menuRef.current)) {
        actorRef.send({ type: 'menu.close', returnFocus: false });
      }
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => doc.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, actorRef]);
  const [element] = useState(() => ({
    trigger: (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
    },
    menu: (node: HTMLElement | null) => {
      menuRef.current = node;
    },
    onBlur: (event: ReactFocusEvent) => {
      const next = event.relatedTarget;
      if (!actorRef.getSnapshot().matches('open')) return;
      if (!isInside(next, triggerRef.current, menuRef.current)) {
        actorRef.send({ type: 'menu.close', returnFocus: false });
      }
    },
  }));

  return {
    ...api,
    getTriggerProps: (props = {} as never) =>
      mergeProps(
        {
          ...api.getTriggerProps(),
          ref: element.trigger,
          onBlur: element.onBlur,
        },
        props,
      ),
    getMenuProps: (props = {} as never) =>
      mergeProps(
        {
          ...api.getMenuProps(),
          ref: element.menu,
          onBlur: element.onBlur,
        },
        props,
      ),
    getItemProps: (value, props = {} as never) => mergeProps(api.getItemProps(value), props),
    snapshot,
    send: actorRef.send,
    actorRef,
  };
}
