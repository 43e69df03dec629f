import type { SnapshotFrom } from 'xstate';
import { sidebarAnatomy as anatomy } from './sidebar.anatomy';
import type { SidebarMachine } from './sidebar.machine';
import type { SidebarChannel, SidebarPosition } from './sidebar.options';
import type { SidebarEvent, SidebarState, SidebarStripState } from './sidebar.types';

/** The slice of the sidebar's snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface SidebarView {
  /** Base of the elements' ids. */
  id: string;
  /** Whether the sidebar shows. */
  state: SidebarState;
  /** Whether the strip shows the channels' names. */
  strip: SidebarStripState;
  /** Whether mobile mode applies (the branding button in place of the strip). */
  mobile: boolean;
  /** Whether the mobile 'Need help?' list shows. */
  menuOpen: boolean;
  /** The side of the page. */
  position: SidebarPosition;
  /** The channels, in button order (by reference: a change of settings is a new list). */
  channels: readonly SidebarChannel[];
}

/** Picks the sidebar's view out of a snapshot. */
export function selectSidebarView(snapshot: SnapshotFrom<SidebarMachine>): SidebarView {
  const { context } = snapshot;
  const open = snapshot.matches('open');
  return {
    id: context.id,
    state: open ? 'open' : 'closed',
    strip: snapshot.matches({ open: { strip: 'expanded' } }) ? 'expanded' : 'contracted',
    mobile: context.mobile,
    menuOpen: snapshot.matches({ open: { menu: 'shown' } }),
    position: context.options.position,
    channels: context.options.channels,
  };
}

/** The ids of the sidebar's elements. */
export function sidebarIds(id: string) {
  return {
    root: `${id}-root`,
    menu: `${id}-menu`,
    menuTitle: `${id}-menu-title`,
    button: (name: string) => `${id}-${name}`,
    menuButton: (name: string) => `${id}-menu-${name}`,
  };
}

/** What the handlers read of an event: whether a handler before ours took it. */
export interface SidebarHandlerEvent {
  /** Whether a handler before ours took the event. */
  defaultPrevented?: boolean;
}

/** What the focus-out handler reads: where the focus goes next. */
export interface SidebarFocusEvent extends SidebarHandlerEvent {
  /** The element losing focus's container (the strip's root). */
  currentTarget?: { contains(node: unknown): boolean } | null;
  /** The element taking focus, if any. */
  relatedTarget?: unknown;
}

/** What the list's key handler reads: Escape closes the mobile list. */
export interface SidebarKeyEvent extends SidebarHandlerEvent {
  /** The key. */
  key: string;
}

type Attrs<Part extends keyof typeof anatomy> = (typeof anatomy)[Part]['attrs'];

/** Props of a channel's button (on the strip or in the mobile list). */
export type SidebarButtonProps = Attrs<'button'> & {
  id: string;
  type: 'button';
  title: string;
  'aria-label': string;
  'data-channel': string;
  'data-icon': string | undefined;
  onClick(event?: SidebarHandlerEvent): void;
};

/** The sidebar's commands, booleans and prop getters. */
export interface SidebarApi {
  /** Whether the sidebar shows. */
  isOpen: boolean;
  /** Whether the strip shows the channels' names. */
  isExpanded: boolean;
  /** Whether mobile mode applies (the branding button in place of the strip). */
  isMobile: boolean;
  /** Whether the mobile 'Need help?' list shows. */
  isMenuOpen: boolean;
  /** The side of the page. */
  position: SidebarPosition;
  /** The channels, in button order. */
  channels: readonly SidebarChannel[];
  /** Shows the sidebar. */
  open(): void;
  /** Hides it. */
  close(): void;
  /** Expands the strip at once. */
  expand(): void;
  /** Contracts the strip at once. */
  contract(): void;
  /** Chooses a channel by name: its command runs (from the mobile list, the list closes first). */
  select(name: string): void;
  /** Shows the mobile 'Need help?' list. */
  openMenu(): void;
  /** Hides it. */
  closeMenu(): void;
  /** Props for the strip's root: the pointer and the focus on it expand it (after 250 ms). */
  getRootProps(): Attrs<'root'> & {
    id: string;
    hidden: true | undefined;
    'data-state': SidebarState;
    'data-strip': SidebarStripState;
    'data-position': SidebarPosition;
    'data-mobile': true | undefined;
    onPointerEnter(event?: SidebarHandlerEvent): void;
    onPointerLeave(event?: SidebarHandlerEvent): void;
    onFocus(event?: SidebarHandlerEvent): void;
    onBlur(event?: SidebarFocusEvent): void;
  };
  /** Props for the strip's list of buttons. */
  getListProps(): Attrs<'list'> & { role: 'list'; 'data-strip': SidebarStripState };
  /** Props for one channel's list item. */
  getItemProps(name: string): Attrs<'item'> & { 'data-channel': string };
  /** Props for one channel's button on the strip. */
  getButtonProps(name: string): SidebarButtonProps;
  /** Props for a channel's icon (decorative: the button is named). */
  getIconProps(
    name: string,
  ): Attrs<'icon'> & { 'aria-hidden': true; 'data-icon': string | undefined };
  /** Props for a channel's name, shown while the strip is expanded (and always in the mobile list). */
  getLabelProps(name: string): Attrs<'label'> & { 'data-strip': SidebarStripState };
  /** Props for the mobile branding button, which shows the 'Need help?' list. */
  getBrandingProps(): Attrs<'branding'> & {
    type: 'button';
    hidden: true | undefined;
    'data-position': SidebarPosition;
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick(event?: SidebarHandlerEvent): void;
  };
  /** Props for the mobile list's dialog (APG modal dialog, named by its title). */
  getMenuProps(): Attrs<'menu'> & {
    id: string;
    role: 'dialog';
    'aria-modal': true;
    'aria-labelledby': string;
    'data-state': 'open' | 'closed';
    onKeyDown(event: SidebarKeyEvent): void;
  };
  /** Props for the list's title ('Need help?'). */
  getMenuTitleProps(): Attrs<'menuTitle'> & { id: string };
  /** Props for the mobile list of channels. */
  getMenuListProps(): Attrs<'menuList'> & { role: 'list' };
  /** Props for one channel's item in the mobile list. */
  getMenuItemProps(name: string): Attrs<'menuItem'> & { 'data-channel': string };
  /** Props for one channel's button in the mobile list. */
  getMenuButtonProps(name: string): Omit<SidebarButtonProps, 'data-part'> & Attrs<'menuButton'>;
  /** Props for the mobile list's close button. */
  getMenuCloseProps(): Attrs<'menuClose'> & {
    type: 'button';
    onClick(event?: SidebarHandlerEvent): void;
  };
}

/** Turns a sidebar view and the actor's `send` into the {@link SidebarApi}. */
export function connect(view: SidebarView, send: (event: SidebarEvent) => void): SidebarApi {
  const ids = sidebarIds(view.id);
  const channelOf = (name: string) => {
    const channel = view.channels.find((candidate) => candidate.name === name);
    if (!channel) throw new Error(`SideBar: no channel is named '${name}'`);
    return channel;
  };
  const unlessPrevented = (run: () => void) => (event?: SidebarHandlerEvent) => {
    if (!event?.defaultPrevented) run();
  };
  const select = (name: string) => send({ type: 'channel.select', name });
  const closeMenu = () => send({ type: 'menu.close' });
  const openMenu = () => send({ type: 'menu.open' });
  const hoverStart = unlessPrevented(() => send({ type: 'hover.start' }));
  const hoverEnd = unlessPrevented(() => send({ type: 'hover.end' }));
  const buttonOf = (name: string, id: string) => {
    const channel = channelOf(name);
    return {
      id,
      type: 'button' as const,
      title: channel.displayTitle,
      'aria-label': channel.displayName,
      'data-channel': channel.name,
      'data-icon': channel.icon,
      onClick: unlessPrevented(() => select(channel.name)),
    };
  };
  return {
    isOpen: view.state === 'open',
    isExpanded: view.strip === 'expanded',
    isMobile: view.mobile,
    isMenuOpen: view.menuOpen,
    position: view.position,
    channels: view.channels,
    open: () => send({ type: 'sidebar.open' }),
    close: () => send({ type: 'sidebar.close' }),
    expand: () => send({ type: 'sidebar.expand' }),
    contract: () => send({ type: 'sidebar.contract' }),
    select,
    openMenu,
    closeMenu,
    getRootProps: () => ({
      ...anatomy.root.attrs,
      id: ids.root,
      hidden: view.state === 'closed' || view.mobile || undefined,
      'data-state': view.state,
      'data-strip': view.strip,
      'data-position': view.position,
      'data-mobile': view.mobile || undefined,
      onPointerEnter: hoverStart,
      onPointerLeave: hoverEnd,
      onFocus: hoverStart,
      onBlur: (event) => {
        // Focus moving between the strip's own buttons keeps it expanded.
        if (
          event?.currentTarget &&
          event.relatedTarget &&
          event.currentTarget.contains(event.relatedTarget)
        )
          return;
        hoverEnd(event);
      },
    }),
    getListProps: () => ({ ...anatomy.list.attrs, role: 'list', 'data-strip': view.strip }),
    getItemProps: (name) => ({ ...anatomy.item.attrs, 'data-channel': channelOf(name).name }),
    getButtonProps: (name) => ({ ...anatomy.button.attrs, ...buttonOf(name, ids.button(name)) }),
    getIconProps: (name) => ({
      ...anatomy.icon.attrs,
      'aria-hidden': true,
      'data-icon': channelOf(name).icon,
    }),
    getLabelProps: () => ({ ...anatomy.label.attrs, 'data-strip': view.strip }),
    getBrandingProps: () => ({
      ...anatomy.branding.attrs,
      type: 'button',
      hidden: view.state === 'closed' || !view.mobile || undefined,
      'data-position': view.position,
      'aria-haspopup': 'dialog',
      'aria-expanded': view.menuOpen,
      'aria-controls': view.menuOpen ? ids.menu : undefined,
      onClick: unlessPrevented(openMenu),
    }),
    getMenuProps: () => ({
      ...anatomy.menu.attrs,
      id: ids.menu,
      role: 'dialog',
      'aria-modal': true,
      'aria-labelledby': ids.menuTitle,
      'data-state': view.menuOpen ? 'open' : 'closed',
      onKeyDown: (event) => {
        if (!event.defaultPrevented && event.key === 'Escape') closeMenu();
      },
    }),
    getMenuTitleProps: () => ({ ...anatomy.menuTitle.attrs, id: ids.menuTitle }),
    getMenuListProps: () => ({ ...anatomy.menuList.attrs, role: 'list' }),
    getMenuItemProps: (name) => ({
      ...anatomy.menuItem.attrs,
      'data-channel': channelOf(name).name,
    }),
    getMenuButtonProps: (name) => ({
      ...anatomy.menuButton.attrs,
      ...buttonOf(name, ids.menuButton(name)),
    }),
    getMenuCloseProps: () => ({
      ...anatomy.menuClose.attrs,
      type: 'button',
      onClick: unlessPrevented(closeMenu),
    }),
  };
}
