import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';

/** `_genesys.widgets.sendmessage`'s service keys (service-protocols 9 and 13 §6b), as `configure` takes them. */
export interface SendMessageServiceConfigureOptions {
  /** Where the message is posted, as it is (GMS: `/genesys/2/email/{serviceName}`). */
  dataURL?: string;
  /** Sent as the `apikey` header when set. */
  apikey?: string | number;
  /** Sent as the `ContactCenterId` header when set. */
  ccid?: string | number;
  /** Timeout of a URL-encoded message, in ms (a multipart one has none). @default 3000 */
  ajaxTimeout?: number;
  /** Multipart with files; off, URL-encoded. @default true */
  uploadsEnabled?: boolean;
  /** Sent first with every message, one `userData` part `key=value` per key. */
  userData?: Record<string, unknown>;
  /** The window's own keys (`formValidation`, `form`, `SendMessageButton`...) ride along and are ignored. */
  [key: string]: unknown;
}

/** A file attached to a message: a `File` in a browser (its name is sent as the part's filename). */
export interface SendMessageFile extends Blob {
  /** The file's name. */
  readonly name: string;
}

/** The form of a message, by the widget's input names (either spelling of the names). */
export interface SendMessageFormData {
  /** Sent as `firstName`. */
  firstname?: string;
  /** Sent as `firstName` when `firstname` is not given. */
  firstName?: string;
  /** Sent as `lastName`. */
  lastname?: string;
  /** Sent as `lastName` when `lastname` is not given. */
  lastName?: string;
  /** Sent as `fromAddress`. */
  email?: string;
  /** Sent as `subject`. */
  subject?: string;
  /** Sent as `text`. */
  text?: string;
  /** Sent as `text` when `text` is not given (the window's `textarea[name=messagebody]`). */
  messagebody?: string;
}

/** Options of `SendMessageService.sendForm` (service-protocols 9). */
export interface SendMessageRequest {
  /** The form; without it the command rejects 'No formData found'. */
  formData?: SendMessageFormData;
  /** Sent after the configured user data, one `key=value` per key. */
  userData?: Record<string, unknown>;
  /** Files, sent as `files` parts (uploads on only). */
  files?: readonly SendMessageFile[];
}

/** What `SendMessageService.messageSent` carries, and `sendForm` resolves with. */
export interface SendMessageSent {
  /** The id of the e-mail interaction the server created. */
  interactionId: string;
}

/** What `SendMessageService.error` carries (service-protocols 9; the names are jQuery's). */
export interface SendMessageFailure {
  /** The answer's body: parsed JSON (`{errors:[{code, advice}]}`), else its text; none without an answer. */
  result?: unknown;
  /** `error` for an error status or no answer, `success` for a 200 without `interactionId`, `timeout`. */
  textStatus: 'error' | 'success' | 'timeout';
  /** The HTTP status; 0 without an answer. */
  statusCode: number;
}

/**
 * The `SendMessageService` table (protocols 8.3; service-protocols 9): `sendForm` posts the message
 * and resolves with its `interactionId` (and `messageSent`); a failure publishes `error` and rejects.
 */
export const sendMessageServiceManifest = declarePlugin({
  name: 'SendMessageService',
  commands: {
    configure: command<SendMessageServiceConfigureOptions>(),
    sendForm: command<SendMessageRequest, SendMessageSent>(),
  },
  events: {
    messageSent: event<SendMessageSent>(),
    error: event<SendMessageFailure>(),
  },
  rejections: {
    invalidConfiguration: 'Invalid configuration',
    noFormData: 'No formData found',
    noFormDataSupport: 'No HTMl5 formData support on your browser',
    notSent: 'The message was not sent',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof sendMessageServiceManifest> {}
    interface Events extends EventsOf<typeof sendMessageServiceManifest> {}
  }
}
