import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { SendMessageServiceConfigureOptions } from '../../services/send-message/send-message-service.manifest';
import type { SendMessageOptionsInput } from './send-message.options';
import type { SendMessageSubmission } from './send-message.types';

/** Options of `SendMessage.open` (service-protocols 10). */
export interface SendMessageOpenOptions {
  /** Open minimized. */
  minimized?: boolean;
  /** Prefills the form by input name; `autoSubmit: true` sends at once when valid; `validation` overrides `formValidation` for this open. */
  form?: { autoSubmit?: boolean; validation?: boolean } & Record<
    string,
    string | boolean | undefined
  >;
  /** The form for this open, in the legacy `formJSON` format (an object, or its JSON text). */
  formJSON?: unknown;
  /** User data sent with the message. */
  userData?: Record<string, unknown>;
}

/** What `SendMessage.completed` carries. */
export interface SendMessageCompleted {
  /** The interaction the message created. */
  interactionId: string;
}

/**
 * The `SendMessage` plugin's table (protocols 8.3; service-protocols 10): the window's commands,
 * its lifecycle events and the rejection texts. A `close` while a field holds a value shows the
 * close question and rejects.
 */
export const sendMessageManifest = declarePlugin({
  name: 'SendMessage',
  commands: {
    open: command<SendMessageOpenOptions | undefined>(),
    // Nothing is open before the window's code has loaded: these have nothing to act on.
    close: command({ loads: false }),
    minimize: command<{ minimized?: boolean } | undefined>({ loads: false }),
    submit: command({ loads: false }),
    // The whole `_genesys.widgets.sendmessage` object: the service's keys are left to the service.
    configure: command<SendMessageOptionsInput & SendMessageServiceConfigureOptions>(),
    showSendMessageButton: command(),
    hideSendMessageButton: command(),
  },
  events: {
    opened: event(),
    started: event(),
    submitted: event<SendMessageSubmission>(),
    completed: event<SendMessageCompleted>(),
    cancelled: event(),
    closed: event(),
    minimized: event(),
    unminimized: event(),
  },
  rejections: {
    alreadyOpen: 'Already open',
    alreadyClosed: 'Already closed',
    mustConfirmClose: 'Form still contains values. Cannot close until user confirms',
    formNotValid: 'Form not valid',
    notOpen: 'SendMessage is not currently open. Ignoring command.',
    invalidConfiguration: 'Invalid configuration',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof sendMessageManifest> {}
    interface Events extends EventsOf<typeof sendMessageManifest> {}
  }
}
