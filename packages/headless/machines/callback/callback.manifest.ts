import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { CallbackServiceOptionsInput } from '../../services/callback/callback.options';
import type { CallbackWindowOptionsInput } from './callback.options';
import type { CallbackSession } from './callback.types';

/** Options of `Callback.open` (protocols 8.3; service-protocols 2 and 13). */
export interface CallbackOpenOptions {
  /** Open minimized. */
  minimized?: boolean;
  /**
   * Prefills the form by input name (`firstname`, `lastname`, `phonenumber`, `subject`);
   * `desiredTime` is `'now'` or a date; `autoSubmit: true` submits at once when the form is valid.
   */
  form?: { autoSubmit?: boolean; desiredTime?: string } & Record<
    string,
    string | boolean | undefined
  >;
  /** The form for this open, in the legacy `formJSON` format (an object, or its JSON text). */
  formJSON?: unknown;
  /** User data merged flat into the schedule (any user data marks the session proactive). */
  userData?: Record<string, unknown>;
}

/** Options of `Callback.showOverlay`: the site's content over the window's body. */
export interface CallbackOverlayOptions {
  /** The content, as HTML (sanitised: markup yes, script never). */
  html: string;
  /** Hide the window's footer while it shows. @default false */
  hideFooter?: boolean;
}

/** What `Callback.submitted` carries: the form as sent, for the page glue. */
export interface CallbackSubmission extends CallbackSession {
  /** The form by input name (`firstname`, `lastname`, `_customer_number`, `subject`, `_desired_time`). */
  form: Record<string, string>;
}

/**
 * The `Callback` plugin's table (protocols 8.3): the window's commands, its lifecycle events (each
 * with the session record) and the rejection texts of spec 1, section 8.
 */
export const callbackManifest = declarePlugin({
  name: 'Callback',
  commands: {
    open: command<CallbackOpenOptions | undefined>(),
    // Nothing is open before the window's code has loaded: these have nothing to act on.
    close: command({ loads: false }),
    minimize: command<{ minimized?: boolean } | undefined>({ loads: false }),
    // The whole `_genesys.widgets.callback` object: the service's keys are left to the service.
    configure: command<CallbackWindowOptionsInput & CallbackServiceOptionsInput>(),
    showEWT: command({ loads: false }),
    showOverlay: command<CallbackOverlayOptions>({ loads: false }),
    hideOverlay: command({ loads: false }),
  },
  events: {
    opened: event<CallbackSession>(),
    started: event<CallbackSession>(),
    cancelled: event<CallbackSession>(),
    submitted: event<CallbackSubmission>(),
    completed: event<CallbackSession>(),
    closed: event<CallbackSession>(),
    minimized: event<CallbackSession>(),
    unminimized: event<CallbackSession>(),
  },
  rejections: {
    alreadyOpened: 'already opened',
    alreadyClosed: 'Already closed',
    mustConfirmClose: 'User must confirm close',
    notOpen: 'Callback is not currently open. Ignoring command.',
    noConfiguration: 'No configuration provided',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof callbackManifest> {}
    interface Events extends EventsOf<typeof callbackManifest> {}
  }
}
