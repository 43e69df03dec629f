import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { OverlayOpenOptions } from './view-manager.options';
import type { ViewCloseReason } from './view-manager.types';

/** The payload of `Overlay.opened` and `Toaster.opened`. */
export interface ViewOpened {
  /** The plugin that opened the view. */
  commander: string;
  /** Whether the view is reserved for it. */
  immutable: boolean;
}

/** The payload of `Overlay.closed` and `Toaster.closed`. */
export interface ViewClosed {
  /** The plugin whose content closed. */
  commander: string;
  /** Why it closed. */
  reason: ViewCloseReason;
}

/**
 * The `Overlay` plugin's table (protocols 8.3: `open`, `close`, `back`, `mutable`, `immutable`), and
 * its texts (spec 3, section 8). `opened` and `closed` are cxkit's additions (protocols lists `ready`
 * alone), published as the toaster's are. When each rejection applies:
 *
 * - 'Overlay view is currently reserved by {name}': the overlay is immutable, reserved by another
 *   plugin than the commander (and the commander is not the app).
 * - 'No content was provided...': `open` without `html` (spec 3, section 5: html is required).
 * - 'already closed': `close`, `back`, `mutable` or `immutable` while the overlay shows nothing.
 */
export const overlayManifest = declarePlugin({
  name: 'Overlay',
  commands: {
    open: command<OverlayOpenOptions>(),
    close: command({ loads: false }),
    back: command({ loads: false }),
    mutable: command({ loads: false }),
    immutable: command({ loads: false }),
  },
  events: {
    opened: event<ViewOpened>(),
    closed: event<ViewClosed>(),
  },
  rejections: {
    reserved: 'Overlay view is currently reserved by {name}',
    noContent: 'No content was provided...',
    notOpen: 'already closed',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof overlayManifest> {}
    interface Events extends EventsOf<typeof overlayManifest> {}
  }
}
