import type { SnapshotFrom } from 'xstate';
import { channelSelectorAnatomy as anatomy } from './channel-selector.anatomy';
import type { ChannelSelectorMachine } from './channel-selector.machine';
import { tilesOf, type ChannelStatusKind, type ChannelTile } from './channel-selector.status';
import type { ChannelSelectorEvent, ChannelSelectorWindowState } from './channel-selector.types';

/** The slice of the channel selector's snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface ChannelSelectorView {
  /** Base of the elements' ids. */
  id: string;
  /** The window's name (`ChannelSelector`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies (the window then covers the page). */
  mobile: boolean;
  /** Where the window is. */
  window: ChannelSelectorWindowState;
  /** The enabled channels' tiles, in order (hidden ones included, flagged). */
  tiles: readonly ChannelTile[];
}

/** Picks the channel selector's view out of a snapshot. */
export function selectChannelSelectorView(
  snapshot: SnapshotFrom<ChannelSelectorMachine>,
): ChannelSelectorView {
  const { context } = snapshot;
  return {
    id: context.id,
    name: context.name,
    mobile: context.mobile,
    window: snapshot.matches({ window: 'open' }) ? 'open' : 'closed',
    tiles: tilesOf(context.options.channels, context.estimates, context.coBrowse),
  };
}

/** Whether two tiles show the same (the channel's settings by reference). */
function sameTile(a: ChannelTile, b: ChannelTile): boolean {
  return (
    a.channel === b.channel &&
    a.status.kind === b.status.kind &&
    ('minutes' in a.status ? a.status.minutes : 0) ===
      ('minutes' in b.status ? b.status.minutes : 0) &&
    a.disabled === b.disabled &&
    a.hidden === b.hidden
  );
}

/** Whether two views show the same: the tiles compared one by one, so a hook re-renders only on a change. */
export function sameChannelSelectorView(a: ChannelSelectorView, b: ChannelSelectorView): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.mobile === b.mobile &&
    a.window === b.window &&
    a.tiles.length === b.tiles.length &&
    a.tiles.every((tile, index) => sameTile(tile, b.tiles[index]!))
  );
}

/** What a tile's key handler reads of a key event; React's and the DOM's fit. */
export interface ChannelTileKeyEvent {
  /** The key. */
  key: string;
  /** Stops the browser's own handling (a button's click on Enter or Space). */
  preventDefault(): void;
  /** Whether a handler before ours took the key. */
  defaultPrevented?: boolean;
}

/** What a tile's click handler reads of a click. */
export interface ChannelTileClickEvent {
  /** Whether a handler before ours took the click. */
  defaultPrevented?: boolean;
}

/** Props for a tile: a button whose click, Enter or Space chooses the channel. */
export type ChannelTileProps = typeof anatomy.tile.attrs & {
  id: string;
  type: 'button';
  'data-channel': string;
  'data-state': ChannelStatusKind;
  'data-disabled': true | undefined;
  'aria-disabled': true | undefined;
  'aria-describedby': string | undefined;
  hidden: true | undefined;
  onClick(event?: ChannelTileClickEvent): void;
  onKeyDown(event: ChannelTileKeyEvent): void;
};

/** The channel selector's commands, booleans and prop getters. */
export interface ChannelSelectorApi {
  /** Where the window is. */
  window: ChannelSelectorWindowState;
  /** The window's name (`ChannelSelector`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies (the window then covers the page). */
  mobile: boolean;
  /** Whether the window is open. */
  isOpen: boolean;
  /** The enabled channels' tiles, in order (hidden ones included, flagged). */
  tiles: readonly ChannelTile[];
  /** The tiles shown: the hidden ones left out. */
  visibleTiles: readonly ChannelTile[];
  /** Opens the window. */
  open(): void;
  /** Closes it. */
  close(): void;
  /** Chooses a channel by name: the window closes, then the channel runs (a disabled or hidden one does nothing). */
  select(name: string): void;
  /** Reports the window's measured width (for the dock). */
  resize(width: number): void;
  /** Props for the body's root. */
  getRootProps(): typeof anatomy.root.attrs & {
    id: string;
    'data-state': ChannelSelectorWindowState;
  };
  /** Props for the subtitle ('How would you like to get in touch?'). */
  getSubtitleProps(): typeof anatomy.subtitle.attrs & { id: string };
  /** Props for the list of tiles. */
  getListProps(): typeof anatomy.list.attrs & { role: 'list'; 'aria-labelledby': string };
  /** Props for one tile's list item. */
  getItemProps(name: string): typeof anatomy.item.attrs & {
    'data-channel': string;
    'data-state': ChannelStatusKind;
    hidden: true | undefined;
  };
  /** Props for one tile. */
  getTileProps(name: string): ChannelTileProps;
  /** Props for one tile's status ('Available', 'N mins', 'Unavailable'). */
  getStatusProps(name: string): typeof anatomy.status.attrs & {
    id: string;
    'data-state': ChannelStatusKind;
  };
}

/** The ids of the selector's elements. */
export function channelSelectorIds(id: string) {
  return {
    root: `${id}-root`,
    subtitle: `${id}-subtitle`,
    status: (tileId: string) => `${tileId}-status`,
  };
}

/** Turns a channel selector view and the actor's `send` into the {@link ChannelSelectorApi}. */
export function connect(
  view: ChannelSelectorView,
  send: (event: ChannelSelectorEvent) => void,
): ChannelSelectorApi {
  const ids = channelSelectorIds(view.id);
  const tileOf = (name: string) => {
    const tile = view.tiles.find((candidate) => candidate.name === name);
    if (!tile) throw new Error(`ChannelSelector: no enabled channel is named '${name}'`);
    return tile;
  };
  const select = (name: string) => send({ type: 'channel.select', name });
  return {
    window: view.window,
    name: view.name,
    mobile: view.mobile,
    isOpen: view.window === 'open',
    tiles: view.tiles,
    visibleTiles: view.tiles.filter((tile) => !tile.hidden),
    open: () => send({ type: 'window.open' }),
    close: () => send({ type: 'window.close' }),
    select,
    resize: (width) => send({ type: 'window.resize', width }),
    getRootProps: () => ({ ...anatomy.root.attrs, id: ids.root, 'data-state': view.window }),
    getSubtitleProps: () => ({ ...anatomy.subtitle.attrs, id: ids.subtitle }),
    getListProps: () => ({ ...anatomy.list.attrs, role: 'list', 'aria-labelledby': ids.subtitle }),
    getItemProps: (name) => {
      const tile = tileOf(name);
      return {
        ...anatomy.item.attrs,
        'data-channel': tile.name,
        'data-state': tile.status.kind,
        hidden: tile.hidden || undefined,
      };
    },
    getTileProps: (name) => {
      const tile = tileOf(name);
      const told = tile.status.kind !== 'none' && tile.status.kind !== 'hidden';
      return {
        ...anatomy.tile.attrs,
        id: tile.id,
        type: 'button',
        'data-channel': tile.name,
        'data-state': tile.status.kind,
        'data-disabled': tile.disabled || undefined,
        // Still focusable and named, so the visitor hears why it does nothing.
        'aria-disabled': tile.disabled || undefined,
        'aria-describedby': told ? ids.status(tile.id) : undefined,
        hidden: tile.hidden || undefined,
        onClick: (event) => {
          if (event?.defaultPrevented) return;
          select(tile.name);
        },
        onKeyDown: (event) => {
          if (event.defaultPrevented || (event.key !== 'Enter' && event.key !== ' ')) return;
          // Ours, not the button's click on top (Enter on key-down, Space on key-up).
          event.preventDefault();
          select(tile.name);
        },
      };
    },
    getStatusProps: (name) => {
      const tile = tileOf(name);
      return {
        ...anatomy.status.attrs,
        id: ids.status(tile.id),
        'data-state': tile.status.kind,
      };
    },
  };
}
