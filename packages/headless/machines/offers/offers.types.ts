import type { ViewArbiter } from '../view-reservation/view-arbiter';
import type { OfferCta, OfferData, OfferInput, OfferLayout, OfferMode } from './offers.options';

/** A YouTube or Vimeo video, as the offer embeds it. */
export interface OfferVideo {
  /** Whose player it is. */
  provider: 'youtube' | 'vimeo';
  /** The video's id on that provider. */
  id: string;
  /** The link the offer gave. */
  link: string;
  /** The privacy-friendly player's address (youtube-nocookie.com, or Vimeo with `dnt=1`), playing at once. */
  embedUrl: string;
}

/** An offer as it shows: its data and what follows from it. */
export interface ShownOffer {
  /** The offer's data, resolved. */
  data: OfferData;
  /** The mode it shows in (an overlay on mobile is a toaster). */
  mode: OfferMode;
  /** The overlay's layout (leftText when none or unknown). */
  layout: OfferLayout;
  /** The video, when the offer has a YouTube or Vimeo one. */
  video: OfferVideo | undefined;
  /** Milliseconds before it closes by itself (at least 10000), if it does. */
  timeout: number | undefined;
  /** The call to action, if any (`cta`, or the legacy `ctaURL`). */
  cta: OfferCta | undefined;
}

/** What the visitor did with an offer (spec 3, section 3), published with `opened` and `closed`. */
export interface OfferMetadata {
  /** When it opened, in epoch ms. */
  opened: number;
  /** Whether the visitor closed it. */
  dismissed: boolean;
  /** Whether it closed by its timeout. */
  timedOut: boolean;
  /** Whether the visitor took the call to action. */
  triggeredCTA: boolean;
  /** Milliseconds from the open to the call to action, once taken. */
  timeBeforeCTA: number | null;
  /** When the pointer first went over it, in epoch ms. */
  timeFirstHover: number | null;
  /** Milliseconds from the open to the first hover. */
  timeBeforeHover: number | null;
  /** Milliseconds the pointer spent over it in all. */
  timeElapsedHover: number;
  /** Whether the video played. */
  videoPlayed: boolean;
  /** Milliseconds the video played (from its start to its end or the close). */
  videoWatchTime: number;
  /** The last part the visitor clicked (`cta`, `close`, `image`, `video`, `headline`, `body`). */
  elementClicked: string | null;
  /** When it closed, in epoch ms. */
  closed: number | null;
}

/**
 * Why an offer closed (spec 3, section 4): its close button (`cancel`), its timeout, its call to
 * action (`accept`), the end of its video (`videoViewed`), the page's exit, `Offers.close`
 * (`closed`), or another plugin taking its view (`replaced`).
 */
export type OfferResult =
  'cancel' | 'timeout' | 'accept' | 'videoViewed' | 'pageExit' | 'closed' | 'replaced';

/** Runs a call to action: a bus command, or a link opened in a window. */
export type OfferCtaRunner = (cta: OfferCta) => unknown;

/** The page's two views, as the offer reserves them. */
export interface OfferViews {
  /** The overlay's arbiter. @default none: always free */
  overlay?: ViewArbiter;
  /** The toaster's arbiter. @default none: always free */
  toaster?: ViewArbiter;
}

/** Input of the offers machine. */
export interface OffersInput {
  /** The page's default offer (`_genesys.widgets.offers`), checked. */
  options?: OfferInput;
  /** The views the offer reserves. @default none */
  views?: OfferViews;
  /** Runs the call to action. @default nothing runs */
  runCta?: OfferCtaRunner;
  /** Whether the page is in mobile mode now (read at each open). @default never */
  isMobile?: () => boolean;
  /** The time in epoch ms. @default Date.now */
  now?: () => number;
  /** Logs a warning (a removed video). @default console.warn */
  warn?: (message: string) => void;
  /** Base of the elements' ids. @default 'cx-offers' */
  id?: string;
}

/** Context of the offers machine. */
export interface OffersContext {
  /** Base of the elements' ids. */
  id: string;
  /** The plugin name it reserves views as. */
  name: string;
  /** The configured (default) offer. */
  options: OfferData;
  /** The views it reserves. */
  views: OfferViews;
  /** Runs the call to action. */
  runCta: OfferCtaRunner;
  /** Whether mobile mode applies now. */
  isMobile: () => boolean;
  /** The time in epoch ms. */
  now: () => number;
  /** Logs a warning. */
  warn: (message: string) => void;
  /** The offer showing (or, while `closing`, the one that just closed). */
  offer: ShownOffer | undefined;
  /** What the visitor did with it. */
  metadata: OfferMetadata | undefined;
  /** Why it closed, once it has. */
  result: OfferResult | undefined;
  /** Milliseconds left before its timeout, at the last tick. */
  remaining: number | undefined;
  /** When the current hover began, while the pointer is over it. */
  hoverStart: number | undefined;
  /** When the video began playing, while it plays. */
  videoStart: number | undefined;
  /** Whether the video's player is loaded (after the visitor asked, or at once with `autoplay`). */
  videoLoaded: boolean;
}

/** Events of the offers machine. */
export type OffersEvent =
  /** Shows `offer` (resolved over the configured one by the plugin). */
  | { type: 'offer.open'; offer: OfferData }
  /** Closes it: the visitor's close button (`cancel`), or `Offers.close` (`closed`). */
  | { type: 'offer.close'; result?: 'cancel' | 'closed' }
  /** Replaces the configured offer. */
  | { type: 'offer.configure'; options: OfferData }
  /** The visitor took the call to action. */
  | { type: 'cta.trigger' }
  /** The pointer went over the offer. */
  | { type: 'hover.start' }
  /** The pointer left the offer. */
  | { type: 'hover.end' }
  /** The visitor asked to play the video. */
  | { type: 'video.play' }
  /** The video played to its end. */
  | { type: 'video.end' }
  /** The visitor clicked a part of the offer. */
  | { type: 'element.click'; element: string }
  /** The page is being left. */
  | { type: 'page.exit' }
  /** The countdown ticked (its actor sends it). */
  | { type: 'countdown.tick'; remaining: number }
  /** The countdown reached zero (its actor sends it). */
  | { type: 'countdown.expired' }
  /** Another plugin opened the offer's view over it (the view watch sends it). */
  | { type: 'view.taken'; commander: string };

/** What the offer's `opened` and `closed` events carry. */
export interface OfferNotice {
  /** The offer's data. */
  offer: OfferData;
  /** The mode it showed in. */
  mode: OfferMode;
  /** What the visitor did with it. */
  metadata: OfferMetadata;
}

/** What the offers machine emits (the `Offers` events). */
export type OffersEmitted =
  ({ type: 'opened' } & OfferNotice) | ({ type: 'closed'; result: OfferResult } & OfferNotice);
