import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import { flagOption, msOption, nonEmptyText, urlOption } from '../../transports/transport-options';

/** How an offer shows: docked at the bottom (toaster) or as a modal window (overlay). */
export type OfferMode = 'toaster' | 'overlay';

/** The overlay's layouts (spec 3, section 2): the text left or right of the media, stacked, or text only. */
export type OfferLayout = 'leftText' | 'rightText' | 'stacked' | 'minimal';

/** Where the offer sits on the page. */
export type OfferPosition = 'left' | 'right' | 'top' | 'bottom';

/** The call to action (spec 3, section 3): a bus command with its options, or a link. */
export interface OfferCta {
  /** The bus command the button runs, e.g. `WebChat.open`. */
  command?: string;
  /** The options of `command`. */
  commandOptions?: Record<string, unknown>;
  /** The page the button opens (absolute http(s), or a path on the page's origin). */
  url?: string;
  /** The window `url` opens in. @default '_blank' */
  target?: string;
}

/** The layouts an overlay knows; any other (or none) is leftText. */
export const offerLayouts: readonly OfferLayout[] = ['leftText', 'rightText', 'stacked', 'minimal'];

/** Spec 3, section 9: an offer's timeout is never below 10 s. */
export const minOfferTimeout = 10_000;

/** Spec 3, section 4: after a video played, the closed event waits 1 s. */
export const offerClosedDelay = 1000;

// An image may be any address but a script or a non-image data URL (a site's relative path, a bundled data URL).
const imageOption = nonEmptyText('Expected an image URL').check(
  z.refine(
    (value) => !/^\s*(javascript|vbscript):/i.test(value) && !/^\s*data:(?!image\/)/i.test(value),
    'Expected an image URL',
  ),
);

const ctaSchema = z.strictObject(
  {
    command: z.optional(nonEmptyText('Expected a command name, e.g. WebChat.open')),
    commandOptions: z.optional(
      z.record(z.string(), z.unknown(), { error: 'Expected the options in an object' }),
    ),
    url: z.optional(urlOption),
    target: z.optional(nonEmptyText('Expected a window name, e.g. _blank')),
  },
  { error: 'Expected the call to action { command, commandOptions, url, target }' },
);

/**
 * An offer (spec 3, sections 3 and 5; protocols 8.3 `Offers.configure`): what it shows, how and for
 * how long, and its call to action. `_genesys.widgets.offers` is the page's default offer, and
 * `Offers.open` gives an offer over it.
 */
export const offerOptions = defineOptions(
  {
    /** Docked toaster or modal overlay (an overlay on mobile shows as a toaster). @default 'overlay' */
    mode: option<OfferMode>(
      z.enum(['toaster', 'overlay'], { error: 'Expected toaster or overlay' }),
      'overlay',
    ),
    /** The overlay's layout; none or an unknown one is leftText. */
    layout: optionalOption(z.string({ error: 'Expected a layout name' })),
    /** Title of the window. @default 'Offers' */
    title: option(z.string({ error: 'Expected a text' }), 'Offers'),
    /** The headline. */
    headline: optionalOption(z.string({ error: 'Expected a text' })),
    /** The body text. */
    body: optionalOption(z.string({ error: 'Expected a text' })),
    /** The call to action's caption. */
    button: optionalOption(z.string({ error: 'Expected a text' })),
    /** The image's URL. */
    image: optionalOption(imageOption),
    /** A YouTube or Vimeo link (any other is removed, with a warning). */
    video: optionalOption(z.string({ error: 'Expected a YouTube or Vimeo link' })),
    /** Milliseconds before the offer closes by itself (raised to at least 10000); none: it stays. */
    timeout: optionalOption(msOption()),
    /** Loads and plays the video at once instead of after the visitor asks. @default false */
    autoplay: option(flagOption, false),
    /** Dims the page behind an overlay (a modal dialog). @default true */
    modal: option(flagOption, true),
    /** The call to action. */
    cta: optionalOption<OfferCta>(ctaSchema),
    /** The legacy call to action's link (protocols 8.3), read as `cta.url`. */
    ctaURL: optionalOption(urlOption),
    /** Where the offer sits. */
    position: optionalOption<OfferPosition>(
      z.enum(['left', 'right', 'top', 'bottom'], { error: 'Expected left, right, top or bottom' }),
    ),
    /** The countdown's text; `{time}` is replaced by the time left (m:ss). */
    countdownText: optionalOption(z.string({ error: 'Expected a text' })),
    /** CSS properties for the offer's root (e.g. `--cx-offer-accent`). */
    styles: optionalOption(
      z.record(z.string(), z.union([z.string(), z.number()]), {
        error: 'Expected the styles in an object of CSS properties',
      }),
    ),
  },
  'Expected the offer in an object',
);

/** An offer as a page gives it. */
export type OfferInput = Partial<OptionsOf<typeof offerOptions.specs>>;

/** An offer resolved: defaults filled in. */
export type OfferData = OptionsOf<typeof offerOptions.specs>;

/** An offer that failed its check; the message names each bad value. */
export class OfferConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'OfferConfigError');
  }
}

/**
 * The offer `given` resolves to over `current` (the configured one: `given` changes only the keys
 * it has); throws an {@link OfferConfigError} naming each bad value.
 */
export function resolveOffer(
  given: unknown,
  current: OfferData = offerOptions.defaults,
): OfferData {
  const issues = offerOptions.issues(given, 'offers');
  if (issues.length > 0) throw new OfferConfigError(issues);
  return { ...current, ...offerOptions.schema.parse(given ?? {}) } as OfferData;
}

/** Whether an offer has something to show: a headline, body, image, video or call to action. */
export function hasOfferData(offer: OfferData): boolean {
  return [offer.headline, offer.body, offer.image, offer.video, offer.cta, offer.ctaURL].some(
    (value) => value !== undefined && value !== '',
  );
}
