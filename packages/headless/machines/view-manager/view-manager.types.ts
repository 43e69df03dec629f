import type { ViewArbiterActor } from '../view-reservation/view-arbiter';
import type { ViewKind } from '../view-reservation/view-reservation.types';

/** Where the overlay sits (spec 3: left, right or center; anything else is center). */
export type OverlayPosition = 'left' | 'right' | 'center';

/** The two buttons of a generic toaster. */
export interface ToasterButtons {
  /** The primary button's text, e.g. 'Accept'. */
  primary?: string;
  /** The secondary button's text, e.g. 'Decline'. */
  secondary?: string;
}

/** What the overlay shows (`Overlay.open`). */
export interface OverlayContent {
  /** The view it is. */
  kind: 'overlay';
  /** The site's HTML, shown sanitised. */
  html: string;
  /** Where the overlay sits. */
  position: OverlayPosition;
  /** Whether the page behind it is dimmed. */
  backdrop: boolean;
  /** The dialog's accessible name, when the command gave one. */
  label: string | undefined;
}

/** What the toaster shows (`Toaster.open`): a generic one (title, body, icon, buttons) or custom HTML. */
export interface ToasterContent {
  /** The view it is. */
  kind: 'toaster';
  /** `generic` (title, body, icon, buttons) or `custom` (HTML). */
  type: 'generic' | 'custom';
  /** The title (generic), also the panel's accessible name. */
  title: string | undefined;
  /** The body text (generic). */
  body: string | undefined;
  /** The icon's name (generic), e.g. `chat`. */
  icon: string | undefined;
  /** The buttons (generic). */
  buttons: ToasterButtons | undefined;
  /** The site's HTML (custom), shown sanitised. */
  html: string | undefined;
}

/** What a view shows. */
export type ViewContent = OverlayContent | ToasterContent;

/** What one showing of a view holds: its content and the plugin that opened it. */
export interface ViewShowing {
  /** The plugin that opened the view (the command's commander). */
  commander: string;
  /** Whether it was opened reserved for that plugin. */
  immutable: boolean;
  /** What it shows. */
  content: ViewContent;
}

/** Why a view closed, as its `closed` event tells. */
export type ViewCloseReason =
  /** A `close` command (or the app's). */
  | 'command'
  /** The visitor: Escape, the backdrop, the close button. */
  | 'dismissed'
  /** The toaster's primary button. */
  | 'primary'
  /** The toaster's secondary button. */
  | 'secondary'
  /** Another widget took the view over (Call Us reserving the overlay itself). */
  | 'taken';

/** Input of a view manager. */
export interface ViewManagerInput {
  /** Which view it manages. */
  kind: ViewKind;
  /** The view's arbiter: the app's (`CxApp.views`), never a second one. */
  arbiter: ViewArbiterActor;
  /** The entering animation, in ms (spec 3, section 9). @default 250 */
  openAnimation?: number;
  /** The leaving animation, in ms (spec 3, section 9). @default 500 */
  closeAnimation?: number;
}

/** Context of a view manager. */
export interface ViewManagerContext {
  /** Which view it manages. */
  kind: ViewKind;
  /** The view's arbiter. */
  arbiter: ViewArbiterActor;
  /** The entering animation, in ms. */
  openAnimation: number;
  /** The leaving animation, in ms. */
  closeAnimation: number;
  /** What shows now (kept while leaving, so the frame animates out with it). */
  showing: ViewShowing | undefined;
  /** The showings it replaced, most recent last (`Overlay.back` returns to them). */
  history: ViewShowing[];
  /** Why the view is closing, once a close was asked. */
  closeReason: ViewCloseReason | undefined;
}

/** Events of a view manager. */
export type ViewManagerEvent =
  /** Show content for a commander; the arbiter has accepted the open (the plugin checked). */
  | { type: 'view.show'; showing: ViewShowing }
  /** Return to the content the current one replaced (or close when there is none). */
  | { type: 'view.back' }
  /** The visitor closes the view (Escape, backdrop, a button); only a mutable view closes. */
  | { type: 'view.dismiss'; reason?: 'dismissed' | 'primary' | 'secondary' }
  /** The arbiter reports the view opened by `commander`, reserved for it or not. */
  | { type: 'arbiter.opened'; commander: string; immutable: boolean }
  /** The arbiter reports the view closed. */
  | { type: 'arbiter.closed' }
  /** The arbiter reports the view reserved, or released. */
  | { type: 'arbiter.reservation'; immutable: boolean };

/** Notifications of a view manager, which its plugin publishes. */
export type ViewManagerEmitted =
  | {
      type: 'opened';
      /** The plugin that opened it. */
      commander: string;
      /** Whether it is reserved for that plugin. */
      immutable: boolean;
    }
  | {
      type: 'closed';
      /** The plugin whose content closed. */
      commander: string;
      /** Why it closed. */
      reason: ViewCloseReason;
    };
