import type { SnapshotFrom } from 'xstate';
import type {
  ClickToCallNumberReceived,
  ClickToCallNumberRequest,
  ClickToCallRestored,
} from '../../services/click-to-call/click-to-call-service.manifest';
import type { CountdownMachine } from '../countdown/countdown.machine';
import type { FormMachine } from '../form/form.machine';
import type { FormEvent, FormFieldDefinition, FormValues } from '../form/form.types';
import type {
  StateStore,
  WidgetWindowState,
  WindowPartsContext,
  WindowPartsInput,
} from '../widget-window/widget-window.types';
import type { ClickToCallOptions, ClickToCallOptionsInput } from './click-to-call.options';

/** What `ClickToCall.open` brings: the form's prefill, auto-submit, the data sent with the request, a form for this open. */
export interface ClickToCallPrefill {
  /** Prefilled values by input name (`firstname`, `lastname`, `phonenumber`). */
  form?: Record<string, string>;
  /** Request at once when the prefilled form is valid (`form.autoSubmit`). */
  autoSubmit?: boolean;
  /** User data sent flat with the request. */
  userData?: Record<string, unknown>;
  /** Sent flat with the request. */
  actionID?: string;
  /** Sent flat with the request. */
  media?: string;
  /** The form for this open (`formJSON`, read with `parseFormJSON`). */
  fields?: readonly FormFieldDefinition[];
}

/** The number to dial, as the display step shows it (and `ClickToCall.completed` carries it). */
export interface ClickToCallNumber {
  /** The number to dial (`_access_number`). */
  phoneNumber: string;
  /** The access code (`_access_code`), if the service gave one. */
  accessCode: string | undefined;
  /** The dial link: the service's `_tel_url`, or `tel:<number>` without `autoDialAccessCode`. */
  telHref: string;
  /** When the number expires (epoch ms); none when the service gave no expiry. */
  expiresAt: number | undefined;
}

/** Why the request failed: no usable answer (`network`), or the server's exception and its message. */
export type ClickToCallError = { kind: 'network' } | { kind: 'server'; message: string };

/** Requests a number as `ClickToCallService.requestNumber` does, resolving with the `numberReceived` that answers it. */
export type ClickToCallRequester = (
  request: ClickToCallNumberRequest,
  servicePlugin: string,
) => Promise<ClickToCallNumberReceived>;

/** Reads the number kept by the service (`ClickToCallService.restore`). */
export type ClickToCallRestorer = (servicePlugin: string) => Promise<ClickToCallRestored>;

/** Reads a queue's estimated wait time in seconds; `undefined` when it has none. */
export type ClickToCallWaitTimeReader = (queue: string) => Promise<number | undefined>;

/** What the request actor is given. */
export interface RequestNumberInput {
  /** The request: the form's fields and the open's data. */
  request: ClickToCallNumberRequest;
  /** The plugin whose `requestNumber` is called. */
  servicePlugin: string;
  /** The injected requester. */
  requestNumber: ClickToCallRequester;
}

/** What the restore actor is given. */
export interface RestoreNumberInput {
  /** The plugin whose `restore` is called. */
  servicePlugin: string;
  /** The injected restorer. */
  restoreNumber: ClickToCallRestorer;
}

/** What the wait-time actor is given. */
export interface FetchClickToCallWaitInput {
  /** The virtual queue (`ewt.queue`). */
  queue: string;
  /** The injected reader. */
  read: ClickToCallWaitTimeReader;
}

/** What the countdown actor is given. */
export interface NumberCountdownInput {
  /** When the number expires (epoch ms). */
  deadline: number;
  /** The clock. */
  now: () => number;
}

/** Input of the click-to-call machine. */
export interface ClickToCallInput extends Omit<WindowPartsInput, 'name'> {
  /** Settings (`_genesys.widgets.clicktocall`'s window keys), checked; each has a default. */
  options?: ClickToCallOptionsInput;
  /** Requests a number. @default rejects: the widget gives the bus's `<servicePlugin>.requestNumber` */
  requestNumber?: ClickToCallRequester;
  /** Reads the kept number. @default none kept: the widget gives the bus's `<servicePlugin>.restore` */
  restoreNumber?: ClickToCallRestorer;
  /** Reads the wait time. @default none known */
  fetchWaitTime?: ClickToCallWaitTimeReader;
  /** Keeps whether a number shows (the `_genesys.widgets.clicktocall.state.open` cookie). @default in memory */
  openFlag?: StateStore<boolean>;
  /** The clock of the expiry. @default Date.now */
  now?: () => number;
  /** Base of the elements' ids. @default 'cx-click-to-call' */
  id?: string;
}

/** Context of the click-to-call machine. */
export interface ClickToCallContext extends WindowPartsContext {
  /** Base of the elements' ids. */
  id: string;
  /** Settings. */
  options: ClickToCallOptions;
  /** The fields of the configured form (`formJSON`), else the default ones. */
  fields: readonly FormFieldDefinition[];
  /** Requests a number. */
  requestNumber: ClickToCallRequester;
  /** Reads the kept number. */
  restoreNumber: ClickToCallRestorer;
  /** Reads the wait time. */
  fetchWaitTime: ClickToCallWaitTimeReader;
  /** Keeps whether a number shows. */
  openFlag: StateStore<boolean>;
  /** The clock. */
  now: () => number;
  /** What the open brought. */
  prefill: ClickToCallPrefill | undefined;
  /** Whether the form actor runs (while the window is not closed). */
  live: boolean;
  /** The form as it is now (the form actor's snapshot), while the window is not closed. */
  form: SnapshotFrom<FormMachine> | undefined;
  /** The request last sent. */
  request: ClickToCallNumberRequest | undefined;
  /** The number shown. */
  number: ClickToCallNumber | undefined;
  /** Why the last request failed. */
  error: ClickToCallError | undefined;
  /** The countdown to the expiry, while the number shows. */
  countdown: SnapshotFrom<CountdownMachine> | undefined;
  /** Whether the countdown is in its last 10 s. */
  warning: boolean;
  /** The seconds left last announced (one of `ariaNumberExpirationIntervals`). */
  announcement: number | undefined;
  /** The intervals announced (or passed) for the number shown. */
  announced: readonly number[];
  /** The wait time last read, in seconds. */
  waitTime: number | undefined;
  /** Whether the visitor changed something since the open. */
  started: boolean;
  /** Whether a number came since the open (a close is then no cancellation). */
  completed: boolean;
}

/** Events of the click-to-call machine: the visitor's and the site's requests, and its actors' news. */
export type ClickToCallEvent =
  | { type: 'window.open'; minimized?: boolean; prefill?: ClickToCallPrefill }
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
  /** The phone's text as typed (only digits and plus are kept). */
  | { type: 'phone.change'; text: string }
  | { type: 'form.submit' }
  /** OK of the invalid-form or the network-failure dialog: the form again, as it was. */
  | { type: 'dialog.dismiss' }
  /** 'Request a new number', once the number expired. */
  | { type: 'number.requestNew' }
  /** New settings (`ClickToCall.configure`), already checked. */
  | { type: 'widget.configure'; options: ClickToCallOptions }
  /** Reopens on the number the service kept (a reload while a number showed). */
  | { type: 'state.restore' }
  /** The form actor's news: its snapshot, its submit, its refusal. */
  | { type: 'form.snapshot'; snapshot: SnapshotFrom<FormMachine> }
  | { type: 'form.submitted'; values: FormValues; autoSubmitted: boolean }
  | { type: 'form.invalid' }
  /** The countdown actor's news. */
  | { type: 'countdown.snapshot'; snapshot: SnapshotFrom<CountdownMachine> }
  | { type: 'countdown.warning' }
  | { type: 'countdown.expired' };

/** What the click-to-call machine emits: the `ClickToCall` events (protocols 8.3). */
export type ClickToCallEmitted =
  | { type: 'opened' }
  | { type: 'started' }
  | { type: 'minimized' }
  | { type: 'unminimized' }
  /** The request went to the service. */
  | { type: 'submitted'; form: Record<string, unknown> }
  /** A number came. */
  | { type: 'completed'; number: ClickToCallNumber }
  | { type: 'expired' }
  | { type: 'cancelled' }
  | { type: 'closed' };

/** Where the window is. */
export type ClickToCallWindowState = WidgetWindowState;
