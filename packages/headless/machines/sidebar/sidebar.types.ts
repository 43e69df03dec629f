import type { ViewArbiter } from '../view-reservation/view-arbiter';
import type { WindowPartsContext, WindowPartsInput } from '../widget-window/widget-window.types';
import type {
  SidebarChannel,
  SidebarOptions,
  SidebarOptionsInput,
  SidebarTimings,
} from './sidebar.options';

/** Input of the sidebar machine. */
export interface SidebarInput extends Pick<WindowPartsInput, 'isMobile' | 'viewport'> {
  /** Settings (`_genesys.widgets.sidebar`), checked; each has a default. */
  options?: SidebarOptionsInput;
  /** The page overlay's arbiter, which the mobile 'Need help?' list holds while it shows. @default none: always free */
  overlay?: ViewArbiter;
  /** The expand and contract delays. @default the spec's 250 ms and 500 ms */
  timings?: Partial<SidebarTimings>;
  /** Base of the elements' ids. @default 'cx-sidebar' */
  id?: string;
}

/** Context of the sidebar machine. */
export interface SidebarContext extends WindowPartsContext {
  /** Base of the elements' ids. */
  id: string;
  /** Settings; `channels` holds the configured buttons and the ones `addButton` added. */
  options: SidebarOptions;
  /** The page overlay's arbiter, if any. */
  overlay: ViewArbiter | undefined;
  /** The expand and contract delays. */
  timings: SidebarTimings;
}

/** Events of the sidebar machine: the site's commands, the visitor's pointer and keys, and its actors' news. */
export type SidebarEvent =
  | { type: 'sidebar.open' }
  | { type: 'sidebar.close' }
  /** Expands the strip now (`SideBar.expand`). */
  | { type: 'sidebar.expand' }
  /** Contracts the strip now (`SideBar.contract`). */
  | { type: 'sidebar.contract' }
  /** The pointer (or the keyboard's focus) came onto the strip. */
  | { type: 'hover.start' }
  /** The pointer (or the keyboard's focus) left the strip. */
  | { type: 'hover.end' }
  /** New settings (`SideBar.configure`), already checked. */
  | { type: 'widget.configure'; options: SidebarOptions }
  /** A button added (`SideBar.addButton`), already checked and not a duplicate. */
  | { type: 'button.add'; channel: SidebarChannel }
  /** A channel's button clicked (or its item in the mobile list). */
  | { type: 'channel.select'; name: string }
  /** The mobile branding button: shows the 'Need help?' list over the page. */
  | { type: 'menu.open' }
  /** Closes the mobile list (its close button, Escape, the backdrop). */
  | { type: 'menu.close' }
  /** Another plugin opened the overlay view over the list (the arbiter's watch sends it). */
  | { type: 'overlay.taken'; commander: string }
  /** The viewport changed, or the app's mobile mode switched (`mobile`, read as given). */
  | { type: 'viewport.change'; mobile?: boolean };

/** What the sidebar machine emits: its `SideBar` events, and the channel chosen. */
export type SidebarEmitted =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'expanded' }
  | { type: 'contracted' }
  /** A channel was chosen: the widget runs its `onClick` or `clickCommand`. */
  | { type: 'selected'; channel: SidebarChannel };

/** Where the sidebar is. */
export type SidebarState = 'open' | 'closed';

/** Whether the strip shows the channels' names. */
export type SidebarStripState = 'contracted' | 'expanded';
