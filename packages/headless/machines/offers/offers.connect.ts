import type { SnapshotFrom } from 'xstate';
import { offersAnatomy as anatomy } from './offers.anatomy';
import { countdownTextOf } from './offers.logic';
import type { OffersMachine } from './offers.machine';
import {
  resolveOffer,
  type OfferData,
  type OfferInput,
  type OfferLayout,
  type OfferMode,
  type OfferPosition,
} from './offers.options';
import type { OfferMetadata, OfferVideo, OffersEvent, ShownOffer } from './offers.types';

/** The slice of the offers snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface OffersView {
  /** Base of the elements' ids. */
  id: string;
  /** Whether the offer shows. */
  open: boolean;
  /** The offer showing (or the last one shown). */
  offer: ShownOffer | undefined;
  /** Milliseconds left before its timeout, at the last tick. */
  remaining: number | undefined;
  /** Whether the video's player is loaded. */
  videoLoaded: boolean;
  /** What the visitor did with it. */
  metadata: OfferMetadata | undefined;
  /** The configured offer, which `open` resolves over. */
  options: OfferData;
}

/** Picks the offers view out of a snapshot. */
export function selectOffersView(snapshot: SnapshotFrom<OffersMachine>): OffersView {
  const { context } = snapshot;
  return {
    id: context.id,
    open: snapshot.matches('open'),
    offer: context.offer,
    remaining: context.remaining,
    videoLoaded: context.videoLoaded,
    metadata: context.metadata,
    options: context.options,
  };
}

/** The ids of the offer's elements. */
export function offersIds(id: string) {
  return { title: `${id}-title`, headline: `${id}-headline`, body: `${id}-body` };
}

type Attrs<Part extends keyof typeof anatomy> = (typeof anatomy)[Part]['attrs'];
type Click = { onClick(): void };

/** The Offers api: whether and how the offer shows, what it shows, its commands and prop getters. */
export interface OffersApi {
  /** Whether the offer shows. */
  isOpen: boolean;
  /** The mode it shows in (an overlay on mobile is a toaster). */
  mode: OfferMode;
  /** The overlay's layout. */
  layout: OfferLayout;
  /** Where it sits, if given. */
  position: OfferPosition | undefined;
  /** Whether an overlay dims the page (a modal dialog). */
  modal: boolean;
  /** The window's title. */
  title: string;
  /** The headline. */
  headline: string | undefined;
  /** The body text. */
  body: string | undefined;
  /** The image's URL. */
  image: string | undefined;
  /** The video (YouTube or Vimeo), if any. */
  video: OfferVideo | undefined;
  /** Whether the video's player is loaded (after the visitor asked to play, or with autoplay). */
  isVideoLoaded: boolean;
  /** Whether there is a call to action. */
  hasCta: boolean;
  /** The call to action's caption, if the offer gives one. */
  buttonText: string | undefined;
  /** The countdown's text with the time left, while a timeout runs and the offer has one. */
  countdownText: string | undefined;
  /** Milliseconds left before the timeout. */
  remaining: number | undefined;
  /** What the visitor did with it so far. */
  metadata: OfferMetadata | undefined;
  /** The ids of the elements. */
  ids: ReturnType<typeof offersIds>;
  /** Shows an offer over the configured one (throws an `OfferConfigError` for a bad value). */
  open(offer?: OfferInput): void;
  /** Closes it, as the visitor's close button does. */
  close(): void;
  /** Takes the call to action. */
  triggerCta(): void;
  /** Loads and plays the video. */
  playVideo(): void;
  /** Reports the video's end (closes the offer, 1 s later its `closed`). */
  endVideo(): void;
  /** Reports the page's exit. */
  exitPage(): void;
  /** Props for the offer's root: its mode, layout and position, and the hover it records. */
  getRootProps(): Attrs<'root'> & {
    id: string;
    'data-state': 'open' | 'closed';
    'data-mode': OfferMode;
    'data-layout': OfferLayout;
    'data-position': OfferPosition | undefined;
    style: Record<string, string | number> | undefined;
    onMouseEnter(): void;
    onMouseLeave(): void;
  };
  /** Props for the dialog or toast around it: named by the title, described by the headline. */
  getDialogProps(): { 'aria-labelledby': string; 'aria-describedby': string | undefined };
  /** Props for the title's element. */
  getTitleProps(): { id: string };
  /** Props for the media column (image or video). */
  getMediaProps(): Attrs<'media'>;
  /** Props for the text column. */
  getTextProps(): Attrs<'text'>;
  /** Props for the headline. */
  getHeadlineProps(): Attrs<'headline'> & { id: string } & Click;
  /** Props for the body. */
  getBodyProps(): Attrs<'body'> & { id: string } & Click;
  /** Props for the image (decorative: the headline says what it offers). */
  getImageProps(): Attrs<'image'> & { src: string; alt: string } & Click;
  /** Props for the video's box. */
  getVideoProps(): Attrs<'video'> & { 'data-provider': OfferVideo['provider'] | undefined };
  /** Props for the play button shown before the player loads (no third-party request until then). */
  getPlayButtonProps(): Attrs<'playButton'> & { type: 'button' } & Click;
  /** Props for the player's iframe, once loaded. */
  getVideoFrameProps(): Attrs<'videoFrame'> & {
    src: string;
    allow: string;
    allowFullScreen: true;
    referrerPolicy: 'strict-origin-when-cross-origin';
  };
  /** Props for the call to action's button. */
  getCtaProps(): Attrs<'cta'> & { type: 'button' } & Click;
  /** Props for the close button. */
  getCloseProps(): Attrs<'close'> & { type: 'button' } & Click;
  /** Props for the countdown's text (a timer, not announced at each tick). */
  getCountdownProps(): Attrs<'countdown'> & { role: 'timer'; 'aria-live': 'off' };
}

/** Turns an offers view and the actor's `send` into the {@link OffersApi}. */
export function connect(view: OffersView, send: (event: OffersEvent) => void): OffersApi {
  const ids = offersIds(view.id);
  const offer = view.offer;
  const data = offer?.data;
  const mode = offer?.mode ?? 'overlay';
  const layout = offer?.layout ?? 'leftText';
  const click = (element: string) => () => send({ type: 'element.click', element });
  const close = () => {
    send({ type: 'element.click', element: 'close' });
    send({ type: 'offer.close', result: 'cancel' });
  };
  const playVideo = () => send({ type: 'video.play' });
  const triggerCta = () => send({ type: 'cta.trigger' });
  return {
    isOpen: view.open,
    mode,
    layout,
    position: data?.position,
    modal: data?.modal ?? true,
    title: data?.title ?? 'Offers',
    headline: data?.headline || undefined,
    body: data?.body || undefined,
    image: data?.image || undefined,
    video: offer?.video,
    isVideoLoaded: view.videoLoaded,
    hasCta: offer?.cta !== undefined,
    buttonText: data?.button || undefined,
    countdownText: view.open ? countdownTextOf(data?.countdownText, view.remaining) : undefined,
    remaining: view.remaining,
    metadata: view.metadata,
    ids,
    open: (given) => send({ type: 'offer.open', offer: resolveOffer(given, view.options) }),
    close,
    triggerCta,
    playVideo,
    endVideo: () => send({ type: 'video.end' }),
    exitPage: () => send({ type: 'page.exit' }),
    getRootProps: () => ({
      ...anatomy.root.attrs,
      id: view.id,
      'data-state': view.open ? 'open' : 'closed',
      'data-mode': mode,
      'data-layout': layout,
      'data-position': data?.position,
      style: data?.styles,
      onMouseEnter: () => send({ type: 'hover.start' }),
      onMouseLeave: () => send({ type: 'hover.end' }),
    }),
    getDialogProps: () => ({
      'aria-labelledby': ids.title,
      'aria-describedby': data?.headline ? ids.headline : undefined,
    }),
    getTitleProps: () => ({ id: ids.title }),
    getMediaProps: () => ({ ...anatomy.media.attrs }),
    getTextProps: () => ({ ...anatomy.text.attrs }),
    getHeadlineProps: () => ({
      ...anatomy.headline.attrs,
      id: ids.headline,
      onClick: click('headline'),
    }),
    getBodyProps: () => ({ ...anatomy.body.attrs, id: ids.body, onClick: click('body') }),
    getImageProps: () => ({
      ...anatomy.image.attrs,
      src: data?.image ?? '',
      alt: '',
      onClick: click('image'),
    }),
    getVideoProps: () => ({ ...anatomy.video.attrs, 'data-provider': offer?.video?.provider }),
    getPlayButtonProps: () => ({ ...anatomy.playButton.attrs, type: 'button', onClick: playVideo }),
    getVideoFrameProps: () => ({
      ...anatomy.videoFrame.attrs,
      src: offer?.video?.embedUrl ?? '',
      allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
      allowFullScreen: true,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
    getCtaProps: () => ({ ...anatomy.cta.attrs, type: 'button', onClick: triggerCta }),
    getCloseProps: () => ({ ...anatomy.close.attrs, type: 'button', onClick: close }),
    getCountdownProps: () => ({ ...anatomy.countdown.attrs, role: 'timer', 'aria-live': 'off' }),
  };
}
