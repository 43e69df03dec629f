import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import type { WindowPartsContext, WindowPartsInput } from '../widget-window/widget-window.types';
import type { CallUsOptions, CallUsOptionsInput } from './call-us.options';

/** Where co-browse stands and how to start it, as Call Us reads it (the widget's: the `CoBrowse` bridge on the bus). */
export interface CoBrowseLink {
  /** The state now (`CoBrowse.getState`). */
  getState(): Promise<CoBrowseState>;
  /** Calls `listener` on each change (`CoBrowse.stateChanged`); returns the unsubscribe. */
  subscribe(listener: (state: CoBrowseState) => void): () => void;
  /** Offers co-browse to the visitor (`CoBrowse.open`: the warning dialog). */
  start(): Promise<unknown>;
}

/** A command to the overlay view, as its arbiter takes it. */
export interface OverlayCommand {
  /** Opening or closing the view. */
  type: 'view.open' | 'view.close';
  /** The plugin asking. */
  commander: string;
}

/** The overlay view's arbiter, as Call Us uses it (`overlayArbiterOf` makes one of a view-reservation actor). */
export interface OverlayArbiter {
  /** Whether the arbiter would refuse `command` now (read only: nothing changes). */
  refuses(command: OverlayCommand): boolean;
  /** Runs `command`. */
  send(command: OverlayCommand): void;
  /** Calls `listener` with the plugin that opened the view each time one does; returns the unsubscribe. */
  subscribe(listener: (commander: string) => void): () => void;
}

/** Input of the call-us machine. */
export interface CallUsInput extends Omit<WindowPartsInput, 'name' | 'dock'> {
  /** Settings (`_genesys.widgets.callus`), checked; each has a default. */
  options?: CallUsOptionsInput;
  /** Co-browse, for the offer. @default offline, never changing */
  coBrowse?: CoBrowseLink;
  /** The overlay view's arbiter. @default none: the view is always free */
  overlay?: OverlayArbiter;
  /** Base of the elements' ids. @default 'cx-call-us' */
  id?: string;
}

/** Context of the call-us machine. */
export interface CallUsContext extends WindowPartsContext {
  /** Base of the elements' ids. */
  id: string;
  /** Settings. */
  options: CallUsOptions;
  /** Co-browse. */
  coBrowse: CoBrowseLink;
  /** Where co-browse stood when last read. */
  coBrowseState: CoBrowseState;
  /** The overlay view's arbiter, if any. */
  overlay: OverlayArbiter | undefined;
}

/** Events of the call-us machine. */
export type CallUsEvent =
  | { type: 'window.open' }
  /** `force` closes whatever the overlay's arbiter says (the group's exclusivity, `App.closeAll`). */
  | { type: 'window.close'; force?: boolean }
  | { type: 'widget.configure'; options: CallUsOptions }
  /** Co-browse's state changed (the watch sends it). */
  | { type: 'cobrowse.change'; state: CoBrowseState }
  /** The visitor took the co-browse offer. */
  | { type: 'cobrowse.start' }
  /** Another plugin opened the overlay view over Call Us (the arbiter's watch sends it). */
  | { type: 'overlay.taken'; commander: string }
  /** The viewport changed, or the app's mobile mode switched (`mobile`, read as given). */
  | { type: 'viewport.change'; mobile?: boolean };

/** What the call-us machine emits (the `CallUs` events). */
export type CallUsEmitted = { type: 'opened' } | { type: 'closed' };
