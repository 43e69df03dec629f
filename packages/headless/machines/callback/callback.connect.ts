import type { SnapshotFrom } from 'xstate';
import { partButton } from '../../services/anatomy/create-anatomy';
import { connectWindowForm, type FormApi, type FormInputProps } from '../form/form.connect';
import type { FormMachine } from '../form/form.machine';
import {
  connect as connectPhoneInput,
  type PhoneCountryOptionProps,
  type PhoneCountrySelectProps,
} from '../phone-input/phone-input.connect';
import type { PhoneInputMachine } from '../phone-input/phone-input.machine';
import type { PhoneCountry } from '../phone-input/phone-input.types';
import { callbackAnatomy as anatomy } from './callback.anatomy';
import type { CallbackError } from './callback.errors';
import {
  effectiveTiming,
  offersAsap,
  phoneField,
  showsWaitTime,
  waitMinutes,
} from './callback.logic';
import type { CallbackMachine } from './callback.machine';
import type {
  CallbackEvent,
  CallbackOverlay,
  CallbackPrefill,
  CallbackTiming,
  CallbackWindowState,
} from './callback.types';

/** What the window's body shows: the form, or the confirmation once booked. */
export type CallbackScreen = 'form' | 'confirmation';

/** The slice of the callback snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface CallbackView {
  /** Base of the elements' ids. */
  id: string;
  /** The window's name (`Callback`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies (the window then covers the page). */
  mobile: boolean;
  /** Where the window is. */
  window: CallbackWindowState;
  /** Whether the close question shows. */
  confirmingClose: boolean;
  /** Whether the schedule request is on its way. */
  submitting: boolean;
  /** What the body shows. */
  screen: CallbackScreen;
  /** The error the dialog shows, if any. */
  error: CallbackError | undefined;
  /** The form's snapshot, while the window is not closed. */
  form: SnapshotFrom<FormMachine> | undefined;
  /** The phone input's snapshot, with country codes. */
  phone: SnapshotFrom<PhoneInputMachine> | undefined;
  /** The choice in force. */
  timing: CallbackTiming;
  /** Whether 'As soon as possible' is offered now. */
  asapOffered: boolean;
  /** Whether 'Pick date & time' is offered. */
  scheduleOffered: boolean;
  /** The picked date and time (ISO). */
  desiredTime: string | undefined;
  /** Whether a submit needed a time not picked. */
  timeMissing: boolean;
  /** The wait in minutes while the wait row shows. */
  waitMinutes: number | undefined;
  /** The number booked, for the confirmation. */
  bookedNumber: string | undefined;
  /** The site's content over the body. */
  overlay: CallbackOverlay | undefined;
}

/** Picks the callback view out of a snapshot. */
export function selectCallbackView(snapshot: SnapshotFrom<CallbackMachine>): CallbackView {
  const { context } = snapshot;
  const window: CallbackWindowState = snapshot.matches({ window: 'open' })
    ? 'open'
    : snapshot.matches({ window: 'minimized' })
      ? 'minimized'
      : 'closed';
  const shown = showsWaitTime(context.options, context.waitTime);
  return {
    id: context.id,
    name: context.name,
    mobile: context.mobile,
    window,
    confirmingClose: snapshot.matches({ window: { open: 'confirmingClose' } }),
    submitting: snapshot.matches({ submission: 'submitting' }),
    screen: snapshot.matches({ submission: 'completed' }) ? 'confirmation' : 'form',
    error: snapshot.matches({ submission: 'failed' }) ? context.error : undefined,
    form: context.form,
    phone: context.phone,
    timing: effectiveTiming(context),
    asapOffered: offersAsap(context.options, context.waitTime),
    scheduleOffered: context.options.scheduledCallback,
    desiredTime: context.desiredTime,
    timeMissing: context.timeMissing,
    waitMinutes:
      shown && context.waitTime !== undefined ? waitMinutes(context.waitTime) : undefined,
    bookedNumber: context.bookedNumber,
    overlay: context.overlay,
  };
}

/** What the handlers read of a change event; React's and the DOM's fit. */
export interface CallbackChangeEvent {
  /** The element, with its new value. */
  target: { value: string };
}

/** What the form's key handler reads of a key event. */
export interface CallbackKeyEvent {
  /** The key. */
  key: string;
  /** The element the key went to. */
  target: unknown;
  /** Stops the browser's own handling. */
  preventDefault(): void;
  /** Whether a handler before ours took the key. */
  defaultPrevented?: boolean;
}

/** The ids of the window's elements. */
export function callbackIds(id: string) {
  return {
    form: `${id}-form`,
    timingLabel: `${id}-timing-label`,
    timingSelect: `${id}-timing`,
    dateTime: `${id}-date-time`,
    timeError: `${id}-time-error`,
    waitTime: `${id}-wait-time`,
    errorText: `${id}-error-text`,
    bookedNumber: `${id}-booked-number`,
    closeConfirmText: `${id}-close-confirm-text`,
  };
}

/** Props for a field's input: the form's, disabled while submitting, the phone's with the telephone keypad. */
export type CallbackInputProps = Omit<FormInputProps, 'disabled'> & {
  /** Set while the schedule request is on its way (and for a read-only select). */
  disabled?: true;
  /** The telephone keypad, on the phone. */
  inputMode?: 'tel';
};

/** The window's commands, booleans and prop getters. */
export interface CallbackApi {
  /** Where the window is. */
  window: CallbackWindowState;
  /** The window's name (`Callback`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies (the window then covers the page). */
  mobile: boolean;
  /** Whether the window is open (not minimized). */
  isOpen: boolean;
  /** Whether it is minimized. */
  isMinimized: boolean;
  /** Whether the close question shows. */
  isConfirmingClose: boolean;
  /** Whether the schedule request is on its way (the form is disabled). */
  isSubmitting: boolean;
  /** What the body shows. */
  screen: CallbackScreen;
  /** The error the dialog shows. */
  error: CallbackError | undefined;
  /** The choice in force. */
  timing: CallbackTiming;
  /** Whether 'As soon as possible' is offered. */
  isAsapOffered: boolean;
  /** Whether 'Pick date & time' is offered. */
  isScheduleOffered: boolean;
  /** The picked date and time (ISO). */
  desiredTime: string | undefined;
  /** Whether a submit needed a time not picked ('Select Date & Time'). */
  isTimeMissing: boolean;
  /** The wait in minutes while the wait row shows ('N min wait'). */
  waitMinutes: number | undefined;
  /** The number booked. */
  bookedNumber: string | undefined;
  /** The site's content over the body. */
  overlay: CallbackOverlay | undefined;
  /** The form (fields, values, errors, prop getters), while the window is not closed. */
  form: FormApi | undefined;
  /** The country list with country codes on, else empty. */
  countries: readonly PhoneCountry[];
  /** Whether the phone has a country list. */
  hasCountryCodes: boolean;
  /** The ids of the window's elements. */
  ids: ReturnType<typeof callbackIds>;
  /** Opens the window, with what `Callback.open` brings. */
  open(prefill?: CallbackPrefill): void;
  /** Closes it (asking first while the form holds typed values). */
  close(): void;
  /** Minimizes, or restores with `false`; toggles without it. */
  minimize(minimized?: boolean): void;
  /** Reports the window's measured width (for the dock). */
  resize(width: number): void;
  /** Takes the site's overlay away (its close control). */
  hideOverlay(): void;
  /** Answers Yes to the close question. */
  confirmClose(): void;
  /** Answers No. */
  cancelClose(): void;
  /** Submits the form. */
  submit(): void;
  /** Dismisses the error dialog (Okay): the form is enabled again. */
  dismissError(): void;
  /** Chooses when to call. */
  chooseTiming(timing: CallbackTiming): void;
  /** Takes the calendar's date and time (ISO). */
  pickSchedule(dateTime: string): void;
  /** Props for the window's body root. */
  getRootProps(): typeof anatomy.root.attrs & {
    'data-state': CallbackWindowState;
    'data-screen': CallbackScreen;
  };
  /** Props for the `<form>`: submit (Enter) and busy while submitting. */
  getFormProps(): typeof anatomy.form.attrs & {
    id: string;
    noValidate: true;
    'aria-busy': true | undefined;
    onSubmit(event: { preventDefault(): void }): void;
    onKeyDown(event: CallbackKeyEvent): void;
  };
  /** Props for a field's input; the phone's goes through the phone input (digits and plus). */
  getInputProps(name: string): CallbackInputProps;
  /** Props for the country select. */
  getCountrySelectProps(): PhoneCountrySelectProps & { disabled?: true };
  /** Props for one country's option. */
  getCountryOptionProps(country: PhoneCountry): PhoneCountryOptionProps;
  /** Props for the 'When should we call you?' select. */
  getTimingSelectProps(): typeof anatomy.timingSelect.attrs & {
    id: string;
    name: 'scheduletime';
    value: CallbackTiming;
    disabled: boolean | undefined;
    'aria-labelledby': string;
    onChange(event: CallbackChangeEvent): void;
  };
  /** Props for one option of that select. */
  getTimingOptionProps(timing: CallbackTiming): typeof anatomy.timingOption.attrs & {
    value: CallbackTiming;
    id: string;
  };
  /** Props for the read-only 'Select Date & Time' field (it opens the calendar). */
  getDateTimeProps(): typeof anatomy.dateTime.attrs & {
    id: string;
    name: 'desiredtime';
    readOnly: true;
    value: string;
    'data-state': 'picked' | 'empty';
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** Props for the 'Select Date & Time' error. */
  getTimeErrorProps(): typeof anatomy.timeError.attrs & { id: string; hidden: boolean };
  /** Props for the wait row. */
  getWaitTimeProps(): typeof anatomy.waitTime.attrs & { id: string; hidden: boolean };
  /** Props for Confirm. */
  getSubmitProps(): typeof anatomy.submit.attrs & {
    type: 'submit';
    form: string;
    disabled: boolean | undefined;
  };
  /** Props for Cancel. */
  getCancelProps(): typeof anatomy.cancel.attrs & { type: 'button'; onClick(): void };
  /** Props for the error text. */
  getErrorTextProps(): typeof anatomy.errorText.attrs & {
    id: string;
    'data-code': string | undefined;
  };
  /** Props for Okay of the error dialog. */
  getErrorDismissProps(): typeof anatomy.errorDismiss.attrs & { type: 'button'; onClick(): void };
  /** Props for the confirmation view. */
  getConfirmationProps(): typeof anatomy.confirmation.attrs & { 'aria-live': 'polite' };
  /** Props for the booked number. */
  getBookedNumberProps(): typeof anatomy.bookedNumber.attrs & { id: string };
  /** Props for the confirmation's Close. */
  getConfirmationCloseProps(): typeof anatomy.confirmationClose.attrs & {
    type: 'button';
    onClick(): void;
  };
  /** Props for Yes of the close question. */
  getCloseConfirmYesProps(): typeof anatomy.closeConfirmYes.attrs & {
    type: 'button';
    onClick(): void;
  };
  /** Props for No of the close question. */
  getCloseConfirmNoProps(): typeof anatomy.closeConfirmNo.attrs & {
    type: 'button';
    onClick(): void;
  };
}

/** Turns a callback view and the actor's `send` into the {@link CallbackApi}. */
export function connect(view: CallbackView, send: (event: CallbackEvent) => void): CallbackApi {
  const ids = callbackIds(view.id);
  const busy = view.submitting || undefined;
  const form = connectWindowForm(view.form, send);
  const phone = view.phone ? connectPhoneInput(view.phone, () => undefined) : undefined;
  const close = () => send({ type: 'window.close' });
  const submit = () => send({ type: 'form.submit' });
  return {
    window: view.window,
    name: view.name,
    mobile: view.mobile,
    isOpen: view.window === 'open',
    isMinimized: view.window === 'minimized',
    isConfirmingClose: view.confirmingClose,
    isSubmitting: view.submitting,
    screen: view.screen,
    error: view.error,
    timing: view.timing,
    isAsapOffered: view.asapOffered,
    isScheduleOffered: view.scheduleOffered,
    desiredTime: view.desiredTime,
    isTimeMissing: view.timeMissing,
    waitMinutes: view.waitMinutes,
    bookedNumber: view.bookedNumber,
    overlay: view.overlay,
    form,
    countries: phone?.countries ?? [],
    hasCountryCodes: phone !== undefined,
    ids,
    open: (prefill) => send({ type: 'window.open', ...(prefill ? { prefill } : {}) }),
    close,
    minimize: (minimized) =>
      send({ type: 'window.minimize', ...(minimized === undefined ? {} : { minimized }) }),
    resize: (width) => send({ type: 'window.resize', width }),
    hideOverlay: () => send({ type: 'overlay.hide' }),
    confirmClose: () => send({ type: 'close.confirm' }),
    cancelClose: () => send({ type: 'close.cancel' }),
    submit,
    dismissError: () => send({ type: 'error.dismiss' }),
    chooseTiming: (timing) => send({ type: 'timing.change', timing }),
    pickSchedule: (dateTime) => send({ type: 'schedule.pick', dateTime }),
    getRootProps: () => ({
      ...anatomy.root.attrs,
      'data-state': view.window,
      'data-screen': view.screen,
    }),
    getFormProps: () => ({
      ...anatomy.form.attrs,
      id: ids.form,
      noValidate: true,
      'aria-busy': busy,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
      // Enter submits from every control but a text area and the buttons (which Enter presses).
      onKeyDown: (event) => {
        if (event.key !== 'Enter' || event.defaultPrevented) return;
        const tag = (event.target as { tagName?: string } | null)?.tagName;
        if (tag !== 'SELECT') return;
        event.preventDefault();
        submit();
      },
    }),
    getInputProps: (name) => {
      if (!form) throw new Error('Callback: the form exists only while the window is not closed');
      const props = form.getInputProps(name);
      const disabled = view.submitting ? { disabled: true as const } : {};
      if (name !== phoneField) return { ...props, ...disabled };
      return {
        ...props,
        ...disabled,
        inputMode: 'tel',
        onChange: (event) => send({ type: 'phone.change', text: event.target.value }),
        onKeyUp: () => undefined,
      };
    },
    getCountrySelectProps: () => {
      if (!phone) throw new Error('Callback: the country list shows only with country codes');
      return {
        ...phone.getCountrySelectProps(),
        ...(view.submitting ? { disabled: true as const } : {}),
        onChange: (event) => send({ type: 'phone.country', country: event.target.value }),
      };
    },
    getCountryOptionProps: (country) =>
      phone
        ? phone.getCountryOptionProps(country)
        : {
            'data-scope': 'phone-input',
            'data-part': 'country-option',
            value: country.code,
            label: `${country.name} (+${country.dialCode})`,
          },
    getTimingSelectProps: () => ({
      ...anatomy.timingSelect.attrs,
      id: ids.timingSelect,
      name: 'scheduletime',
      value: view.timing,
      disabled: busy,
      'aria-labelledby': ids.timingLabel,
      onChange: (event) =>
        send({
          type: 'timing.change',
          timing: event.target.value === 'scheduled' ? 'scheduled' : 'asap',
        }),
    }),
    getTimingOptionProps: (timing) => ({
      ...anatomy.timingOption.attrs,
      value: timing,
      id: timing === 'asap' ? `${view.id}-asap` : `${view.id}-pick-date-time`,
    }),
    getDateTimeProps: () => ({
      ...anatomy.dateTime.attrs,
      id: ids.dateTime,
      name: 'desiredtime',
      readOnly: true,
      value: view.desiredTime ?? '',
      'data-state': view.desiredTime ? 'picked' : 'empty',
      'aria-invalid': view.timeMissing || undefined,
      'aria-describedby': view.timeMissing ? ids.timeError : undefined,
    }),
    getTimeErrorProps: () => ({
      ...anatomy.timeError.attrs,
      id: ids.timeError,
      hidden: !view.timeMissing,
    }),
    getWaitTimeProps: () => ({
      ...anatomy.waitTime.attrs,
      id: ids.waitTime,
      hidden: view.waitMinutes === undefined,
    }),
    getSubmitProps: () => ({
      ...anatomy.submit.attrs,
      type: 'submit',
      form: ids.form,
      disabled: busy,
    }),
    getCancelProps: () => partButton(anatomy.cancel, close),
    getErrorTextProps: () => ({
      ...anatomy.errorText.attrs,
      id: ids.errorText,
      'data-code': view.error?.code,
    }),
    getErrorDismissProps: () =>
      partButton(anatomy.errorDismiss, () => send({ type: 'error.dismiss' })),
    getConfirmationProps: () => ({ ...anatomy.confirmation.attrs, 'aria-live': 'polite' }),
    getBookedNumberProps: () => ({ ...anatomy.bookedNumber.attrs, id: ids.bookedNumber }),
    getConfirmationCloseProps: () => partButton(anatomy.confirmationClose, close),
    getCloseConfirmYesProps: () =>
      partButton(anatomy.closeConfirmYes, () => send({ type: 'close.confirm' })),
    getCloseConfirmNoProps: () =>
      partButton(anatomy.closeConfirmNo, () => send({ type: 'close.cancel' })),
  };
}
