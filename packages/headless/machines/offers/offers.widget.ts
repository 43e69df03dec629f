import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import { offersMachine } from './offers.machine';
import { offersManifest } from './offers.manifest';
import { offersPlugin } from './offers.plugin';
import type { OfferCta, OfferInput } from './offers.options';
import type { OfferCtaRunner, OfferViews } from './offers.types';

/** Opens a link in a window (`window.open`'s first two arguments). */
export type OpenWindow = (url: string, target: string) => void;

/** What the Offers widget's runtime is made from (the `OffersProvider` props, resolved). */
export interface OffersRuntimeInput {
  /** The page's default offer (`_genesys.widgets.offers`). */
  options?: OfferInput;
  /** The views the offer reserves. @default none */
  views?: OfferViews;
  /** Runs the call to action. @default {@link busCta}: the command on the bus, or the link in a window */
  runCta?: OfferCtaRunner;
  /** Opens the call to action's link. @default `window.open(url, target, 'noopener')` */
  openWindow?: OpenWindow;
  /** Whether the page is in mobile mode now. @default never */
  isMobile?: () => boolean;
  /** The time in epoch ms. @default Date.now */
  now?: () => number;
  /** Logs a warning. @default console.warn */
  warn?: (message: string) => void;
}

const windowOpener: OpenWindow = (url, target) => {
  globalThis.open?.(url, target, 'noopener');
};

/**
 * The call to action through the bus (spec 3, section 3): its `command` with its `commandOptions`,
 * commanded by `Offers`; else its `url` opened in `target` (`_blank` by default).
 */
export function busCta(bus: Bus, openWindow: OpenWindow = windowOpener): OfferCtaRunner {
  return (cta: OfferCta) => {
    if (cta.command !== undefined) {
      return bus.untyped.command(cta.command, cta.commandOptions, offersManifest.name);
    }
    if (cta.url !== undefined) openWindow(cta.url, cta.target ?? '_blank');
    return undefined;
  };
}

/**
 * The Offers widget on the widget kit: the offer's actor and the `Offers` plugin (which takes over
 * the commands its lazy placeholder kept).
 */
export const offersWidget = defineWidget({
  name: 'Offers',
  machines: { offers: offersMachine },
  inputs: (input: OffersRuntimeInput, { bus }) => ({
    offers: {
      options: input.options,
      runCta: input.runCta ?? busCta(bus, input.openWindow),
      ...(input.views ? { views: input.views } : {}),
      ...(input.isMobile ? { isMobile: input.isMobile } : {}),
      ...(input.now ? { now: input.now } : {}),
      ...(input.warn ? { warn: input.warn } : {}),
    },
  }),
  plugins: ({ offers }) => [bindPlugin(offersPlugin, offers)],
});
