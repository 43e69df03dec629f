import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { SidebarChannelInput, SidebarOptionsInput } from './sidebar.options';

/**
 * The `SideBar` plugin's table (protocols 8.3): `open`, `close`, `configure`, `expand`, `contract`
 * and `addButton`; its `opened`, `expanded`, `contracted` and `closed` events (and `ready`). When
 * each rejection applies:
 *
 * - 'Already open' / 'already closed': `open` while open, `close` while closed (spec 3, section 8).
 * - 'Invalid configuration': `configure` without settings or with a bad one, `addButton` with a bad
 *   channel; the bad settings are named after the text.
 * - the duplicate: `addButton` for a plugin that already has its button (spec 3, section 6). The
 *   spec gives no text for it; this one names the plugin.
 * - 'SideBar is not open': `expand` or `contract` while the sidebar is hidden (no text in the spec,
 *   worded as the other widgets' 'is not currently open').
 */
export const sidebarManifest = declarePlugin({
  name: 'SideBar',
  commands: {
    open: command(),
    close: command(),
    /** The `_genesys.widgets.sidebar` object: `position`, `showOnStartup`, `expandOnHover`, `channels`. */
    configure: command<SidebarOptionsInput>(),
    expand: command(),
    contract: command(),
    /** One channel's button, added at the end: `{ name, clickCommand, clickOptions, displayName, displayTitle, icon, onClick }`. */
    addButton: command<SidebarChannelInput>(),
  },
  events: {
    opened: event(),
    expanded: event(),
    contracted: event(),
    closed: event(),
  },
  rejections: {
    alreadyOpen: 'Already open',
    alreadyClosed: 'already closed',
    invalidConfiguration: 'Invalid configuration',
    invalidOptions: 'Invalid configuration: {issues}',
    duplicateButton: 'A SideBar button for {name} already exists',
    notOpen: 'SideBar is not open',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof sidebarManifest> {}
    interface Events extends EventsOf<typeof sidebarManifest> {}
  }
}
