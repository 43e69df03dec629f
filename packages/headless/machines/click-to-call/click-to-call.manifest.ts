import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { ClickToCallServiceConfigureOptions } from '../../services/click-to-call/click-to-call-service.manifest';
import type { ClickToCallOptionsInput } from './click-to-call.options';
import type { ClickToCallNumber } from './click-to-call.types';

/** Options of `ClickToCall.open` (service-protocols 7 and 13 §8.3). */
export interface ClickToCallOpenOptions {
  /** Open minimized. */
  minimized?: boolean;
  /** Prefills the form by input name (`firstname`, `lastname`, `phonenumber`); `autoSubmit: true` requests at once when valid. */
  form?: { autoSubmit?: boolean } & Record<string, string | boolean | undefined>;
  /** The form for this open, in the legacy `formJSON` format (an object, or its JSON text). */
  formJSON?: unknown;
  /** User data sent flat with the request. */
  userData?: Record<string, unknown>;
  /** Sent flat with the request. */
  actionID?: string;
  /** Sent flat with the request. */
  media?: string;
}

/** What `ClickToCall.submitted` carries: the request as sent to the service. */
export interface ClickToCallSubmission {
  /** The form's fields by input name, and the open's `userData`, `actionID` and `media`. */
  form: Record<string, unknown>;
}

/**
 * The `ClickToCall` plugin's table (protocols 8.3; service-protocols 7): the window's commands, its
 * lifecycle events, and the rejection texts. `close` answers once the window has closed: while the
 * visitor is asked about typed values, its promise waits for the answer.
 */
export const clickToCallManifest = declarePlugin({
  name: 'ClickToCall',
  commands: {
    open: command<ClickToCallOpenOptions | undefined>(),
    // Nothing is open before the window's code has loaded: these have nothing to act on.
    close: command({ loads: false }),
    minimize: command<{ minimized?: boolean } | undefined>({ loads: false }),
    // The whole `_genesys.widgets.clicktocall` object: the service's keys are left to the service.
    configure: command<ClickToCallOptionsInput & ClickToCallServiceConfigureOptions>(),
  },
  events: {
    opened: event(),
    started: event(),
    submitted: event<ClickToCallSubmission>(),
    completed: event<ClickToCallNumber>(),
    expired: event(),
    cancelled: event(),
    closed: event(),
    minimized: event(),
    unminimized: event(),
  },
  rejections: {
    alreadyOpened: 'already opened',
    alreadyClosed: 'Already closed',
    mustConfirmClose: 'User must confirm close',
    notOpen: 'ClickToCall is not currently open. Ignoring command.',
    invalidConfiguration: 'Invalid configuration.',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof clickToCallManifest> {}
    interface Events extends EventsOf<typeof clickToCallManifest> {}
  }
}
