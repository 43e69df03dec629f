import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { OfferInput } from './offers.options';
import type { OfferNotice, OfferResult } from './offers.types';

/**
 * The `Offers` plugin's table (protocols 8.3, spec 3): `open` (an offer over the configured one),
 * `close` and `configure`, the `opened` and `closed` events with the offer's metadata, and the
 * rejection texts of spec 3, section 8. When each applies:
 *
 * - 'Already open' (code `mediaBusy`): `open` while an offer shows (spec 3, section 4).
 * - 'already closed': `close` while no offer shows.
 * - 'No offer data provided': `open` with nothing to show (no headline, body, image, video or call
 *   to action in the offer or the configured one).
 * - 'Overlay view is currently reserved by ...' / 'Toaster view is currently reserved': the view
 *   the offer shows in is reserved by another plugin (its arbiter refuses).
 * - 'Invalid configuration': `configure` without settings, or an offer with a bad value.
 */
export const offersManifest = declarePlugin({
  name: 'Offers',
  commands: {
    /** The offer to show, over the configured one (`_genesys.widgets.offers`). */
    open: command<OfferInput | undefined>(),
    // No offer shows before the code has loaded.
    close: command({ loads: false }),
    /** The page's default offer: `mode`, `layout`, `title`, `headline`, `body`, `button`, `cta`, ... */
    configure: command<OfferInput>(),
  },
  events: {
    opened: event<OfferNotice>(),
    closed: event<OfferNotice & { result: OfferResult }>(),
  },
  rejections: {
    mediaBusy: 'Already open',
    alreadyClosed: 'already closed',
    noOfferData: 'No offer data provided',
    overlayReserved: 'Overlay view is currently reserved by {name}',
    toasterReserved: 'Toaster view is currently reserved',
    invalidConfiguration: 'Invalid configuration',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof offersManifest> {}
    interface Events extends EventsOf<typeof offersManifest> {}
  }
}
