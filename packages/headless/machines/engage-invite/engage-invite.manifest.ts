import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { EngageInvite, EngageInviteRequest, InviteOutcome } from './engage-invite.types';

/**
 * The `Engage` plugin's table (protocols 8.3, service-protocols 12): `invite` shows the invite
 * toast, `offer` hands an offer to `Offers.open` and `close` closes the invite. Its events: `opened`, then one `disposition` per outcome (also for
 * an invite refused with error / mediaBusy) and `closed`. When each rejection applies:
 *
 * - 'Already open': `invite` while an invite shows.
 * - 'already closed': `close` while none shows.
 * - 'Invalid configuration': `invite` with options that do not read (e.g. a title that is not text).
 */
export const engageManifest = declarePlugin({
  name: 'Engage',
  commands: {
    invite: command<EngageInviteRequest | undefined>(),
    // The offer's own table (Offers.open) checks it; Engage only forwards it, as its commander.
    offer: command<Record<string, unknown> | undefined, unknown>({ loads: false }),
    // Nothing shows before the invite's code has loaded.
    close: command({ loads: false }),
  },
  events: {
    opened: event<EngageInvite>(),
    disposition: event<InviteOutcome>(),
    closed: event<InviteOutcome>(),
  },
  rejections: {
    alreadyOpen: 'Already open',
    alreadyClosed: 'already closed',
    invalidConfiguration: 'Invalid configuration',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof engageManifest> {}
    interface Events extends EventsOf<typeof engageManifest> {}
  }
}
