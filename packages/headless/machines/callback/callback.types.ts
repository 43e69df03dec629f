import type { SnapshotFrom } from 'xstate';
import type {
  CallbackScheduled,
  CallbackScheduleOptions,
} from '../../services/callback/callback.wire';
import type { FormMachine } from '../form/form.machine';
import type { FormEvent, FormFieldDefinition, FormValues } from '../form/form.types';
import type { PhoneInputMachine } from '../phone-input/phone-input.machine';
import type { CountryCode } from '../phone-input/phone-input.types';
import type {
  WidgetWindowState,
  WindowPartsContext,
  WindowPartsInput,
} from '../widget-window/widget-window.types';
import type { CallbackError } from './callback.errors';
import type { CallbackWindowOptions, CallbackWindowOptionsInput } from './callback.options';

/** When the visitor wants the call: as soon as possible, or at a picked date and time. */
export type CallbackTiming = 'asap' | 'scheduled';

/** What `Callback.open` brings (protocols 8.3): the form's prefill, auto-submit, user data, a form for this open. */
export interface CallbackPrefill {
  /** Prefilled values by input name (`firstname`, `lastname`, `phonenumber`, `subject`, ...). */
  form?: Record<string, string>;
  /** `form.desiredTime`: `'now'` chooses 'As soon as possible', an ISO date picks that time. */
  desiredTime?: string;
  /** Submit at once when the prefilled form is valid (`form.autoSubmit`). */
  autoSubmit?: boolean;
  /** User data merged flat into the schedule. */
  userData?: Record<string, unknown>;
  /** The form for this open (`formJSON`, read with `parseFormJSON`). */
  fields?: readonly FormFieldDefinition[];
}

/** The lifecycle record every `Callback` event carries (spec 1, section 3, "Callback event payload"). */
export interface CallbackSession {
  /** Opened with user data (the legacy widget counts any user data as proactive). */
  proactive: boolean;
  /** Opened with prefilled values. */
  prefilled: boolean;
  /** The form submitted itself. */
  autoSubmitted: boolean;
  /** The texts of the errors shown since the open, or `false` for none. */
  errors: string[] | false;
  /** When the window opened (ms since the epoch). */
  opened: number | false;
  /** When the visitor first changed something. */
  started: number | false;
  /** When the window closed without a booking. */
  cancelled: number | false;
  /** When the booking succeeded. */
  completed: number | false;
  /** When the window closed. */
  closed: number | false;
  /** Milliseconds from the open to the booking (or the close), 0 before either. */
  elapsed: number;
  /** The values last submitted, by input name (`_customer_number` for the phone). */
  form: Record<string, string>;
}

/** What the schedule actor is given: the request for the service's `schedule`, and where to send it. */
export interface ScheduleCallbackInput {
  /** The plugin whose `schedule` books it (`servicePlugin`). */
  servicePlugin: string;
  /** The `CallbackService.schedule` options: the form's fields, `_desired_time`, the user data. */
  request: CallbackScheduleOptions;
  /** The injected schedule (the widget's: the bus command). */
  schedule: CallbackScheduler;
}

/** Books a callback as `CallbackService.schedule` does; rejects with a `CallbackServiceError` (or its JSON). */
export type CallbackScheduler = (
  request: CallbackScheduleOptions,
  servicePlugin: string,
) => Promise<CallbackScheduled>;

/** Reads a queue's estimated wait time in seconds (`StatsService.getStats`'s `ewt`); `undefined` when it has none. */
export type WaitTimeReader = (queue: string) => Promise<number | undefined>;

/** What the wait-time actor is given. */
export interface FetchWaitTimeInput {
  /** The virtual queue (`ewt.queue`). */
  queue: string;
  /** The injected reader. */
  read: WaitTimeReader;
}

/** Input of the callback machine. */
export interface CallbackInput extends Omit<WindowPartsInput, 'name'> {
  /** Settings (`_genesys.widgets.callback`'s window keys), checked; each has a default. */
  options?: CallbackWindowOptionsInput;
  /** Books the callback. @default rejects: the widget gives the bus's `<servicePlugin>.schedule` */
  schedule?: CallbackScheduler;
  /** Reads the wait time. @default none known */
  fetchWaitTime?: WaitTimeReader;
  /** The clock of the lifecycle's timestamps. @default Date.now */
  now?: () => number;
  /** Shows a time of a 'Too many requests' message in the visitor's zone. @default Date#toString */
  formatTime?: (iso: string) => string;
  /** Base of the elements' ids. @default 'cx-callback' */
  id?: string;
  /** The visitor's language, for the country names. @default 'en' */
  locale?: string;
}

/** Content a site shows over the window's body (`Callback.showOverlay`). */
export interface CallbackOverlay {
  /** The site's HTML; the reference UI renders it sanitised. */
  html: string;
  /** Hide the window's footer while it shows. @default false */
  hideFooter: boolean;
}

/** Context of the callback machine. */
export interface CallbackContext extends WindowPartsContext {
  /** Base of the elements' ids. */
  id: string;
  /** The visitor's language. */
  locale: string;
  /** Settings. */
  options: CallbackWindowOptions;
  /** The fields of the configured form (`form`), else the default ones. */
  fields: readonly FormFieldDefinition[];
  /** Books the callback. */
  schedule: CallbackScheduler;
  /** Reads the wait time. */
  fetchWaitTime: WaitTimeReader;
  /** The clock. */
  now: () => number;
  /** Shows a time in the visitor's zone. */
  formatTime: (iso: string) => string;
  /** What the open brought. */
  prefill: CallbackPrefill | undefined;
  /** Which of the open's actors run: the form, and the phone input (with country codes). */
  live: { form: boolean; phone: boolean };
  /** The form as it is now (the form actor's snapshot), while the window is not closed. */
  form: SnapshotFrom<FormMachine> | undefined;
  /** The phone input as it is now, while the window is not closed and with country codes. */
  phone: SnapshotFrom<PhoneInputMachine> | undefined;
  /** When to call. */
  timing: CallbackTiming;
  /** The picked date and time (ISO), for 'Pick date & time'. */
  desiredTime: string | undefined;
  /** Whether a submit needed a time that was not picked ('Select Date & Time'). */
  timeMissing: boolean;
  /** The wait time last read, in seconds. */
  waitTime: number | undefined;
  /** The error the dialog shows. */
  error: CallbackError | undefined;
  /** The number the booking was made for, for the confirmation. */
  bookedNumber: string | undefined;
  /** The lifecycle record. */
  session: CallbackSession;
  /** What the site shows over the body. */
  overlay: CallbackOverlay | undefined;
}

/** Events of the callback machine: the visitor's and the site's requests, and its actors' news. */
export type CallbackEvent =
  | { type: 'window.open'; minimized?: boolean; prefill?: CallbackPrefill }
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
  /** The phone's text as typed (digits and plus are kept). */
  | { type: 'phone.change'; text: string }
  /** A country of the list (country codes on): the phone becomes its dial code. */
  | { type: 'phone.country'; country: CountryCode | string }
  | { type: 'timing.change'; timing: CallbackTiming }
  /** The calendar's choice: an ISO date and time. */
  | { type: 'schedule.pick'; dateTime: string }
  | { type: 'form.submit' }
  | { type: 'error.dismiss' }
  /** New settings (`Callback.configure`), already checked. */
  | { type: 'widget.configure'; options: CallbackWindowOptions }
  /** Reads and shows the wait time now (`Callback.showEWT`). */
  | { type: 'waitTime.show' }
  | { type: 'overlay.show'; overlay: CallbackOverlay }
  | { type: 'overlay.hide' }
  /** The form actor's news: its snapshot, its submit, its refusal. */
  | { type: 'form.snapshot'; snapshot: SnapshotFrom<FormMachine> }
  | { type: 'form.submitted'; values: FormValues; autoSubmitted: boolean }
  | { type: 'form.invalid' }
  | { type: 'phone.snapshot'; snapshot: SnapshotFrom<PhoneInputMachine> };

/** What the callback machine emits: the `Callback` events (protocols 8.3), each with the lifecycle record. */
export type CallbackEmitted =
  | { type: 'opened'; session: CallbackSession }
  | { type: 'started'; session: CallbackSession }
  | { type: 'minimized'; session: CallbackSession }
  | { type: 'unminimized'; session: CallbackSession }
  /** The form went to the service: its values, for the page glue (`Callback.submitted`). */
  | { type: 'submitted'; form: Record<string, string>; session: CallbackSession }
  | { type: 'completed'; session: CallbackSession }
  | { type: 'cancelled'; session: CallbackSession }
  | { type: 'closed'; session: CallbackSession };

/** Where the window is. */
export type CallbackWindowState = WidgetWindowState;
