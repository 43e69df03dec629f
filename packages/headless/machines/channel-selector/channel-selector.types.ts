import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import type { WindowPartsContext, WindowPartsInput } from '../widget-window/widget-window.types';
import type {
  ChannelOptions,
  ChannelSelectorOptions,
  ChannelSelectorOptionsInput,
} from './channel-selector.options';

/** Where the waits come from: the service plugin's `getStats` and `updated` (service-protocols 4 and 5). */
export interface ChannelStatsSource {
  /** Asks the waits of `queues` (`<servicePlugin>.getStats { group: 'EWT', vqName }`); the answer comes through `subscribe`. */
  request(queues: readonly string[], servicePlugin: string): Promise<unknown>;
  /** Calls `listener` with every queue's latest wait in seconds (`<servicePlugin>.updated`'s `ewt`); returns the unsubscribe. */
  subscribe(servicePlugin: string, listener: (ewt: Record<string, number>) => void): () => void;
}

/** Where the co-browse state comes from (the CoBrowse bridge's `getState` and `stateChanged`). */
export interface CoBrowseSource {
  /** The state now (rejects when there is no bridge: offline). */
  getState(): Promise<CoBrowseState>;
  /** Calls `listener` with each change; returns the unsubscribe. */
  subscribe(listener: (state: CoBrowseState) => void): () => void;
}

/** Input of the channel selector machine. */
export interface ChannelSelectorInput extends Omit<WindowPartsInput, 'name'> {
  /** Settings (`_genesys.widgets.channelselector`), checked; each has a default. */
  options?: ChannelSelectorOptionsInput;
  /** Where the waits come from. @default none known */
  stats?: ChannelStatsSource;
  /** Where the co-browse state comes from. @default offline */
  coBrowse?: CoBrowseSource;
  /** Base of the elements' ids. @default 'cx-channel-selector' */
  id?: string;
}

/** Context of the channel selector machine. */
export interface ChannelSelectorContext extends WindowPartsContext {
  /** Base of the elements' ids. */
  id: string;
  /** Settings. */
  options: ChannelSelectorOptions;
  /** Where the waits come from. */
  stats: ChannelStatsSource;
  /** Where the co-browse state comes from. */
  coBrowseSource: CoBrowseSource;
  /** Every queue's latest wait in seconds. */
  estimates: Record<string, number>;
  /** Co-browse as last told. */
  coBrowse: CoBrowseState;
}

/** Events of the channel selector machine: the visitor's and the site's requests, and its actors' news. */
export type ChannelSelectorEvent =
  | { type: 'window.open' }
  /** `force` is the group's close (`App.closeAll`); the selector never asks first. */
  | { type: 'window.close'; force?: boolean }
  /** The window's measured size (for the dock). */
  | { type: 'window.resize'; width: number }
  /** The viewport changed (the watcher sends it), or the app's mobile mode switched (`mobile`). */
  | { type: 'viewport.change'; mobile?: boolean }
  /** A tile's click, Enter or Space: closes the selector, then the channel runs. */
  | { type: 'channel.select'; name: string }
  /** New settings (`ChannelSelector.configure`), already checked. */
  | { type: 'widget.configure'; options: ChannelSelectorOptions }
  | { type: 'stats.enable' }
  | { type: 'stats.disable' }
  /** Reads the waits once, now. */
  | { type: 'stats.display' }
  /** The service's news: every queue's latest wait. */
  | { type: 'stats.updated'; ewt: Record<string, number> }
  | { type: 'coBrowse.changed'; state: CoBrowseState };

/** What the channel selector emits: its `ChannelSelector` events, and the channel chosen. */
export type ChannelSelectorEmitted =
  | { type: 'opened' }
  | { type: 'closed' }
  /** A tile was chosen, after `closed`: the widget runs its `onClick` or `clickCommand`. */
  | { type: 'selected'; channel: ChannelOptions };

/** Where the window is. */
export type ChannelSelectorWindowState = 'open' | 'closed';
