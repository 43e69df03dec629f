import { command, declarePlugin } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { InviteOutcome } from '../engage-invite/engage-invite.types';
import type { GweInvite } from './web-engagement.logic';
import type { GweOptionsInput } from './web-engagement.options';
import type { GweIds } from './web-engagement.types';

/**
 * The `GWE` plugin's table (protocols 8.3, service-protocols 12): `configure`, `getIDs`, `invite`,
 * `push` and `sendDisposition`, and `ready` once the GWE tracker has loaded. When each rejection
 * applies:
 *
 * - 'Forbidden: Access Denied': `configure` from any commander but `GWE` itself or the app (spec 3,
 *   section 6).
 * - 'GWE is not available': `getIDs`, `push` or `sendDisposition` while the tracker has not loaded
 *   (unconfigured, loading, or it failed to load).
 * - 'Attempted to push invalid data. Expected an array of values.': `push` whose `data` is not an array.
 * - 'Invalid configuration': `configure` or `invite` with options that do not read.
 */
export const gweManifest = declarePlugin({
  name: 'GWE',
  commands: {
    /** The `_genesys.widgets.gwe` object: `httpEndpoint`, `httpsEndpoint`, `trackedEvents`, `smartInvites`. */
    configure: command<GweOptionsInput>(),
    getIDs: command<undefined, GweIds>(),
    /** A chat invite as GWE pushes it: `subject`, `message`, captions, `inviteTimeout`, `chatOptions`, ids, `dispositions`. */
    invite: command<GweInvite>(),
    /** `{ data: [...] }`: the values pushed to the tracker (`_gt.push(data)`). */
    push: command<{ data: unknown[] }>(),
    sendDisposition: command<InviteOutcome>(),
  },
  events: {},
  rejections: {
    forbidden: 'Forbidden: Access Denied',
    notAvailable: 'GWE is not available',
    invalidPush: 'Attempted to push invalid data. Expected an array of values.',
    invalidConfiguration: 'Invalid configuration',
  },
  readyOnAttach: false,
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof gweManifest> {}
    interface Events extends EventsOf<typeof gweManifest> {}
  }
}
