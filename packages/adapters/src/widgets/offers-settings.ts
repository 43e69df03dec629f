import { OfferConfigError, resolveOffer, type OfferInput } from '@cxkit/headless/offers/options';
import {
  isRecord,
  LegacySettingsError,
  readLegacySettings,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  checkWithOwnOptions,
  type SettingsReader,
  type Shape,
} from '../legacy';

/** `offers` settings that failed validation; the message names every bad setting. */
export class OffersSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[]) {
    super(issues);
    this.name = 'OffersSettingsError';
  }
}

/** What the legacy `offers` settings give the reference Offers: the page's default offer. */
export interface OffersSettings {
  /** The default offer, checked (`Offers.open` gives an offer over it). */
  options: OfferInput;
  /** Settings cxkit does not use, as dotted paths in the order they appear. */
  ignored: string[];
}

const ctaKeys = ['command', 'commandOptions', 'url', 'target'];

/** The keys of `_genesys.widgets.offers` (protocols 8.3, spec 3 section 3) that cxkit reads. */
const offersShape = {
  mode: true,
  layout: true,
  title: true,
  headline: true,
  body: true,
  button: true,
  image: true,
  video: true,
  timeout: true,
  autoplay: true,
  modal: true,
  cta: Object.fromEntries(ctaKeys.map((key) => [key, true])),
  ctaURL: true,
  position: true,
  countdownText: true,
  styles: true,
} as const satisfies Shape;

/** The keys of `settings` that `offersShape` uses, the call to action with its used keys only. */
function picked(settings: Record<string, unknown>): Record<string, unknown> {
  const used = Object.fromEntries(
    Object.entries(settings).filter(([key]) => Object.hasOwn(offersShape, key)),
  );
  const cta = used['cta'];
  if (isRecord(cta)) {
    used['cta'] = Object.fromEntries(Object.entries(cta).filter(([key]) => ctaKeys.includes(key)));
  }
  return used;
}

/** The settings, checked by the offer's own options (so each bad one is named as Offers names it). */
function readOffers(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): Omit<OffersSettings, 'ignored'> | undefined {
  const options = picked(settings) as OfferInput;
  return checkWithOwnOptions(reader, () => resolveOffer(options), OfferConfigError)
    ? { options }
    : undefined;
}

/** The Offers's declaration on the legacy settings reader: `window._genesys.widgets.offers`. */
export const offersSettingsDefinition: LegacySettingsDefinition<Omit<OffersSettings, 'ignored'>> = {
  key: 'offers',
  read: readOffers,
  used: () => offersShape,
  error: OffersSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.offers` settings (the page's default offer: `mode`,
 * `layout`, `title`, `headline`, `body`, `button`, `ctaURL` or `cta`, `video`, `image`, `timeout`,
 * ...); throws an {@link OffersSettingsError} naming every bad setting, or the spec's 'Invalid
 * configuration' alone for missing or empty ones.
 */
export function parseOffersSettings(settings: unknown): OffersSettings {
  const { value, ignored } = readLegacySettings(offersSettingsDefinition, settings);
  return { ...value, ignored };
}
