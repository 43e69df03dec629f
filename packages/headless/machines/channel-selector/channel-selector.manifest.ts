import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import { noChannelsText, type ChannelSelectorOptionsInput } from './channel-selector.options';

/**
 * The `ChannelSelector` plugin's table (protocols 8.3, service-protocols 5): the 'Live Assistance'
 * window's open and close, its settings, and the reading of the channels' waits.
 */
export const channelSelectorManifest = declarePlugin({
  name: 'ChannelSelector',
  commands: {
    open: command(),
    // Nothing is open before the selector's code has loaded: these have nothing to act on.
    close: command({ loads: false }),
    configure: command<ChannelSelectorOptionsInput>(),
    /** Reads the waits again every `ewtRefreshInterval` (after `disableStats`). */
    enableStats: command({ loads: false }),
    /** Stops reading the waits while the selector stays open. */
    disableStats: command({ loads: false }),
    /** Reads the waits once, now. */
    displayStats: command({ loads: false }),
  },
  events: {
    opened: event(),
    closed: event(),
  },
  rejections: {
    alreadyOpen: 'Already open',
    alreadyClosed: 'Already closed',
    noChannels: noChannelsText,
    invalidOptions: 'Invalid configuration: {issues}',
    // The legacy text is unknown; this follows the Callback's 'is not currently open' rejection.
    notOpen: 'ChannelSelector is not currently open. Ignoring command.',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof channelSelectorManifest> {}
    interface Events extends EventsOf<typeof channelSelectorManifest> {}
  }
}
