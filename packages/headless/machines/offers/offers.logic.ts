import * as z from 'zod/mini';
import {
  minOfferTimeout,
  offerLayouts,
  type OfferCta,
  type OfferData,
  type OfferLayout,
  type OfferMode,
} from './offers.options';
import type { OfferMetadata, OfferVideo, ShownOffer } from './offers.types';

const youTubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const videoId = /^[\w-]{6,20}$/;

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function youTubeIdOf(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!youTubeHosts.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'v' ? id : undefined;
}

function vimeoIdOf(url: URL): string | undefined {
  if (!vimeoHosts.has(url.hostname)) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  const id = url.hostname === 'player.vimeo.com' ? parts[1] : parts[0];
  return id !== undefined && /^\d+$/.test(id) ? id : undefined;
}

/**
 * The video of a YouTube or Vimeo link (spec 3, section 5), embedded privacy-friendly: YouTube
 * through youtube-nocookie.com, Vimeo with `dnt=1`; `undefined` for any other link.
 */
export function videoOf(link: string, autoplay = true): OfferVideo | undefined {
  const url = parseUrl(link.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  const play = autoplay ? '1' : '0';
  const youTube = youTubeIdOf(url);
  if (youTube !== undefined && videoId.test(youTube)) {
    return {
      provider: 'youtube',
      id: youTube,
      link,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youTube}?autoplay=${play}&rel=0&enablejsapi=1`,
    };
  }
  const vimeo = vimeoIdOf(url);
  if (vimeo !== undefined) {
    return {
      provider: 'vimeo',
      id: vimeo,
      link,
      embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1&autoplay=${play}`,
    };
  }
  return undefined;
}

/** The layout an overlay uses: the given one when known, else leftText (spec 3, section 5). */
export function layoutOf(layout: string | undefined): OfferLayout {
  return offerLayouts.includes(layout as OfferLayout) ? (layout as OfferLayout) : 'leftText';
}

/** The mode an offer shows in: an overlay on mobile is a toaster (spec 3, section 5). */
export function modeOf(mode: OfferMode, mobile: boolean): OfferMode {
  return mobile ? 'toaster' : mode;
}

/** The timeout an offer closes after, raised to at least 10 s; `undefined` when it has none. */
export function timeoutOf(timeout: number | undefined): number | undefined {
  return timeout === undefined ? undefined : Math.max(timeout, minOfferTimeout);
}

/** The call to action of an offer: `cta`, or the legacy `ctaURL` as its link. */
export function ctaOf(offer: OfferData): OfferCta | undefined {
  if (offer.cta) return offer.cta;
  return offer.ctaURL === undefined ? undefined : { url: offer.ctaURL };
}

/** Whether `offer` names a video that is not a YouTube or Vimeo link (it is removed, with a warning). */
export function hasRemovedVideo(offer: OfferData): boolean {
  return offer.video !== undefined && offer.video !== '' && videoOf(offer.video) === undefined;
}

/** The warning logged when a video is removed. */
export function removedVideoWarning(link: string): string {
  return `Offers: the video was removed, it must be a YouTube or Vimeo link: ${link}`;
}

/** How an offer shows: its data resolved for the mode, the layout, the video and the timeout. */
export function presentOffer(offer: OfferData, mobile: boolean): ShownOffer {
  const video = offer.video ? videoOf(offer.video, true) : undefined;
  return {
    data: offer,
    mode: modeOf(offer.mode, mobile),
    layout: layoutOf(offer.layout),
    video,
    timeout: timeoutOf(offer.timeout),
    cta: ctaOf(offer),
  };
}

/** The metadata of an offer that has just opened at `now` (spec 3, section 3). */
export function freshMetadata(now: number): OfferMetadata {
  return {
    opened: now,
    dismissed: false,
    timedOut: false,
    triggeredCTA: false,
    timeBeforeCTA: null,
    timeFirstHover: null,
    timeBeforeHover: null,
    timeElapsedHover: 0,
    videoPlayed: false,
    videoWatchTime: 0,
    elementClicked: null,
    closed: null,
  };
}

/** The time left as `m:ss`, rounded up to the second. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The countdown's text with the time left: `{time}` replaced, or the time after the text. */
export function countdownTextOf(text: string | undefined, remaining: number | undefined) {
  if (text === undefined || remaining === undefined) return undefined;
  const time = formatRemaining(remaining);
  return text.includes('{time}') ? text.replaceAll('{time}', time) : `${text} ${time}`;
}

/** The origin each provider's player posts its messages from. */
export const videoOrigins = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const;

/** The message that asks a loaded player to report its state (and so the video's end). */
export function videoListenMessage(provider: OfferVideo['provider']): string {
  return provider === 'youtube'
    ? JSON.stringify({ event: 'listening', id: 'cx-offers-video', channel: 'widget' })
    : JSON.stringify({ method: 'addEventListener', value: 'ended' });
}

const ended = 0;
const playerMessage = z.union([
  z.object({ event: z.literal('onStateChange'), info: z.literal(ended) }),
  z.object({ event: z.literal('infoDelivery'), info: z.object({ playerState: z.literal(ended) }) }),
  z.object({ event: z.literal('ended') }),
]);

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether a window message says the offer's video played to its end: it comes from the player's
 * origin, and is YouTube's state 0 (`onStateChange` or `infoDelivery`) or Vimeo's `ended`.
 */
export function isVideoEndedMessage(video: OfferVideo, origin: string, data: unknown): boolean {
  if (origin !== videoOrigins[video.provider]) return false;
  const parsed = playerMessage.safeParse(parseJson(data));
  if (!parsed.success) return false;
  return video.provider === 'vimeo' ? parsed.data.event === 'ended' : parsed.data.event !== 'ended';
}
