import type { SnapshotFrom } from 'xstate';
import type {
  SendMessageFailure,
  SendMessageFile,
  SendMessageRequest,
  SendMessageSent,
} from '../../services/send-message/send-message-service.manifest';
import type { FormMachine } from '../form/form.machine';
import type { FormEvent, FormFieldDefinition, FormValues } from '../form/form.types';
import type {
  WidgetWindowState,
  WindowPartsContext,
  WindowPartsInput,
} from '../widget-window/widget-window.types';
import type { SendMessageOptions, SendMessageOptionsInput } from './send-message.options';

/** What `SendMessage.open` brings: the form's prefill, auto-submit, validation, user data, a form for this open. */
export interface SendMessagePrefill {
  /** Prefilled values by input name (`firstname`, `lastname`, `email`, `subject`, `messagebody`). */
  form?: Record<string, string>;
  /** Send at once when the prefilled form is valid (`form.autoSubmit`). */
  autoSubmit?: boolean;
  /** Validation for this open (`form.validation`), over `formValidation`. */
  validation?: boolean;
  /** User data sent with the message. */
  userData?: Record<string, unknown>;
  /** The form for this open (`formJSON`, read with `parseFormJSON`). */
  fields?: readonly FormFieldDefinition[];
}

/** How a send went: sent, refused by the server (or no answer), or refused before it was sent. */
export type SendMessageResult =
  | { ok: true; sent: SendMessageSent }
  | { ok: false; failure: SendMessageFailure }
  | { ok: false; refusal: string };

/** Why the last send failed: the service's `error`, or its refusal's text. */
export type SendMessageError =
  { kind: 'server'; failure: SendMessageFailure } | { kind: 'refused'; message: string };

/** Sends a message as `SendMessageService.sendForm` does, resolving with how it went. */
export type SendMessageSender = (
  request: SendMessageRequest,
  servicePlugin: string,
) => Promise<SendMessageResult>;

/** What the send actor is given. */
export interface SendMessageActorInput {
  /** The message: the form, the user data, the files. */
  request: SendMessageRequest;
  /** The plugin whose `sendForm` is called. */
  servicePlugin: string;
  /** The injected sender. */
  send: SendMessageSender;
}

/** Input of the send-message machine. */
export interface SendMessageInput extends Omit<WindowPartsInput, 'name'> {
  /** Settings (`_genesys.widgets.sendmessage`'s window keys), checked; each has a default. */
  options?: SendMessageOptionsInput;
  /** Sends a message. @default rejects: the widget gives the bus's `<servicePlugin>.sendForm` */
  sendMessage?: SendMessageSender;
  /** Base of the elements' ids. @default 'cx-send-message' */
  id?: string;
}

/** Context of the send-message machine. */
export interface SendMessageContext extends WindowPartsContext {
  /** Base of the elements' ids. */
  id: string;
  /** Settings. */
  options: SendMessageOptions;
  /** The configured form (`form`), else the default one, before validation is applied. */
  fields: readonly FormFieldDefinition[];
  /** Sends a message. */
  sendMessage: SendMessageSender;
  /** What the open brought. */
  prefill: SendMessagePrefill | undefined;
  /** Whether the form actor runs (while the window is not closed). */
  live: boolean;
  /** The form as it is now (the form actor's snapshot), while the window is not closed. */
  form: SnapshotFrom<FormMachine> | undefined;
  /** The files attached, in the order they were chosen. */
  files: readonly SendMessageFile[];
  /** The message last sent. */
  request: SendMessageRequest | undefined;
  /** Why the last send failed. */
  error: SendMessageError | undefined;
  /** The interaction the last message created. */
  interactionId: string | undefined;
  /** Whether the visitor changed something since the open. */
  started: boolean;
  /** Whether the message was sent since the open (a close is then no cancellation). */
  completed: boolean;
}

/** Events of the send-message machine: the visitor's and the site's requests, and its actors' news. */
export type SendMessageEvent =
  | { type: 'window.open'; minimized?: boolean; prefill?: SendMessagePrefill }
  /** `force` closes without asking (the group's exclusivity, `App.closeAll`). */
  | { type: 'window.close'; force?: boolean }
  | { type: 'window.minimize'; minimized?: boolean }
  /** The window's measured size (for the dock). */
  | { type: 'window.resize'; width: number }
  /** The viewport changed (the watcher sends it), or the app's mobile mode switched (`mobile`). */
  | { type: 'viewport.change'; mobile?: boolean }
  | { type: 'close.confirm' }
  | { type: 'close.cancel' }
  /** A field's change, blur or key-up, as the form takes them. */
  | Extract<FormEvent, { type: 'field.change' | 'field.blur' | 'field.keyup' }>
  /** Files the visitor chose ('Attach files'), added after those attached. */
  | { type: 'files.add'; files: readonly SendMessageFile[] }
  /** Removes the attached file at `index`. */
  | { type: 'file.remove'; index: number }
  | { type: 'form.submit' }
  /** OK of the failure dialog: the form again, with everything typed and attached. */
  | { type: 'dialog.dismiss' }
  /** New settings (`SendMessage.configure`), already checked. */
  | { type: 'widget.configure'; options: SendMessageOptions }
  /** `showSendMessageButton` / `hideSendMessageButton`. */
  | { type: 'button.show' }
  | { type: 'button.hide' }
  /** The form actor's news: its snapshot, its submit, its refusal. */
  | { type: 'form.snapshot'; snapshot: SnapshotFrom<FormMachine> }
  | { type: 'form.submitted'; values: FormValues; autoSubmitted: boolean }
  | { type: 'form.invalid' };

/** What `SendMessage.submitted` carries: the form by input name, as sent. */
export interface SendMessageSubmission {
  /** The form's values by input name. */
  form: Record<string, string>;
}

/** What the send-message machine emits: the `SendMessage` events (protocols 8.3). */
export type SendMessageEmitted =
  | { type: 'opened' }
  | { type: 'started' }
  | { type: 'minimized' }
  | { type: 'unminimized' }
  /** The message went to the service. */
  | ({ type: 'submitted' } & SendMessageSubmission)
  /** The message was sent. */
  | { type: 'completed'; interactionId: string }
  | { type: 'cancelled' }
  | { type: 'closed' };

/** Where the window is. */
export type SendMessageWindowState = WidgetWindowState;
