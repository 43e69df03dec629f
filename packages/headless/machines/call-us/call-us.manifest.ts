import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { CallUsOptionsInput } from './call-us.options';

/**
 * The `CallUs` plugin's table (protocols 8.3, service-protocols 8 and 13): the overlay's `open`,
 * `close` and `configure`, its `opened` and `closed` events, and the rejection texts of spec 1,
 * section 8. When each applies:
 *
 * - 'Already opened' / 'Already closed': `open` while open, `close` while closed (spec 1, section 4).
 * - 'Could not open': there is nothing to show (no contact and no custom content), or the overlay
 *   view is reserved by another plugin (its arbiter refuses the open).
 * - 'Could not close': the overlay's arbiter refuses to give the view up (it is reserved by another
 *   plugin while Call Us shows). With the suite's view-reservation arbiter this does not happen,
 *   since Call Us closes as soon as another plugin takes the overlay over.
 * - 'Invalid configuration': `configure` without settings, or with a bad one.
 */
export const callUsManifest = declarePlugin({
  name: 'CallUs',
  commands: {
    open: command(),
    // Nothing is open before the overlay's code has loaded.
    close: command({ loads: false }),
    /** The `_genesys.widgets.callus` object: `contacts`, `hours`, `content`, `contentScripts`. */
    configure: command<CallUsOptionsInput>(),
  },
  events: {
    opened: event(),
    closed: event(),
  },
  rejections: {
    alreadyOpened: 'Already opened',
    alreadyClosed: 'Already closed',
    couldNotOpen: 'Could not open',
    couldNotClose: 'Could not close',
    invalidConfiguration: 'Invalid configuration',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof callUsManifest> {}
    interface Events extends EventsOf<typeof callUsManifest> {}
  }
}
