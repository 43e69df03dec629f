import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { ViewClosed, ViewOpened } from './overlay.manifest';
import type { ToasterOpenOptions } from './view-manager.options';

/**
 * The `Toaster` plugin's table (protocols 8.3: `open` with `type` generic or custom, title, body,
 * icon, buttons; `close`; `opened` and `closed`), and its texts (spec 3, section 8). When each
 * rejection applies:
 *
 * - 'Toaster view is currently reserved': the toaster was opened `immutable` by another plugin than
 *   the commander (and the commander is not the app).
 * - 'No content was provided...': a custom toaster without `html`, a generic one without a title
 *   or a body.
 * - 'already closed': `close` while the toaster shows nothing.
 */
export const toasterManifest = declarePlugin({
  name: 'Toaster',
  commands: {
    open: command<ToasterOpenOptions>(),
    close: command({ loads: false }),
  },
  events: {
    opened: event<ViewOpened>(),
    closed: event<ViewClosed>(),
  },
  rejections: {
    reserved: 'Toaster view is currently reserved',
    noContent: 'No content was provided...',
    notOpen: 'already closed',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof toasterManifest> {}
    interface Events extends EventsOf<typeof toasterManifest> {}
  }
}
