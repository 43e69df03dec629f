import type { SnapshotFrom } from 'xstate';
import { partButton, type PartButtonProps } from '../../services/anatomy/create-anatomy';
import { connect as connectCountdown, type CountdownApi } from '../countdown/countdown.connect';
import type { CountdownMachine } from '../countdown/countdown.machine';
import { connectWindowForm, type FormApi, type FormInputProps } from '../form/form.connect';
import type { FormMachine } from '../form/form.machine';
import { clickToCallAnatomy as anatomy } from './click-to-call.anatomy';
import { phoneField, showsWaitTime, waitMinutesOf } from './click-to-call.logic';
import type { ClickToCallMachine } from './click-to-call.machine';
import type {
  ClickToCallEvent,
  ClickToCallNumber,
  ClickToCallPrefill,
  ClickToCallWindowState,
} from './click-to-call.types';

/** The window's step: the form, the request on its way, the number to dial, the number run out. */
export type ClickToCallStep = 'registration' | 'requesting' | 'display' | 'expired';

/** The dialog over the form: an empty phone (`invalid`), or no usable answer (`network`). */
export type ClickToCallDialog = 'invalid' | 'network';

/** The slice of the click-to-call snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface ClickToCallView {
  /** Base of the elements' ids. */
  id: string;
  /** The window's name (`ClickToCall`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies (the window then covers the page). */
  mobile: boolean;
  /** Where the window is. */
  window: ClickToCallWindowState;
  /** Whether the close question shows. */
  confirmingClose: boolean;
  /** The step. */
  step: ClickToCallStep;
  /** The dialog over the form, if any. */
  dialog: ClickToCallDialog | undefined;
  /** The server's exception message, shown with the phone highlighted. */
  serverError: string | undefined;
  /** The form's snapshot, while the window is not closed. */
  form: SnapshotFrom<FormMachine> | undefined;
  /** The number shown. */
  number: ClickToCallNumber | undefined;
  /** The countdown's snapshot while the number shows with an expiry. */
  countdown: SnapshotFrom<CountdownMachine> | undefined;
  /** Whether the countdown is in its last 10 s. */
  warning: boolean;
  /** The seconds left last announced. */
  announcement: number | undefined;
  /** Whether 'Number Expires in' shows. */
  countdownShown: boolean;
  /** Whether the 'Access Code' shows. */
  accessCodeShown: boolean;
  /** The wait in minutes while the wait row shows. */
  waitMinutes: number | undefined;
}

/** Picks the click-to-call view out of a snapshot. */
export function selectClickToCallView(snapshot: SnapshotFrom<ClickToCallMachine>): ClickToCallView {
  const { context } = snapshot;
  const window: ClickToCallWindowState = snapshot.matches({ window: 'open' })
    ? 'open'
    : snapshot.matches({ window: 'minimized' })
      ? 'minimized'
      : 'closed';
  const step: ClickToCallStep = snapshot.matches({ step: 'requesting' })
    ? 'requesting'
    : snapshot.matches({ step: 'display' })
      ? 'display'
      : snapshot.matches({ step: 'expired' })
        ? 'expired'
        : 'registration';
  const dialog: ClickToCallDialog | undefined = snapshot.matches({
    step: { registration: 'invalid' },
  })
    ? 'invalid'
    : snapshot.matches({ step: { registration: 'failed' } })
      ? 'network'
      : undefined;
  const error = context.error;
  return {
    id: context.id,
    name: context.name,
    mobile: context.mobile,
    window,
    confirmingClose: snapshot.matches({ window: { open: 'confirmingClose' } }),
    step,
    dialog,
    serverError: step === 'registration' && error?.kind === 'server' ? error.message : undefined,
    form: context.form,
    number: context.number,
    countdown: step === 'display' ? context.countdown : undefined,
    warning: step === 'display' && context.warning,
    announcement: step === 'display' ? context.announcement : undefined,
    countdownShown: context.options.enableCountdown && context.number?.expiresAt !== undefined,
    accessCodeShown: context.options.provideAccessCode && context.number?.accessCode !== undefined,
    waitMinutes: showsWaitTime(context.options, context.waitTime)
      ? waitMinutesOf(context.waitTime!)
      : undefined,
  };
}

/** What the handlers read of a change event; React's and the DOM's fit. */
export interface ClickToCallChangeEvent {
  /** The element, with its new value. */
  target: { value: string };
}

/** The ids of the window's elements. */
export function clickToCallIds(id: string) {
  return {
    form: `${id}-form`,
    waitTime: `${id}-wait-time`,
    phoneNumber: `${id}-phone-number`,
    accessCode: `${id}-access-code`,
    expiration: `${id}-expiration`,
    dialogText: `${id}-dialog-text`,
    expiredText: `${id}-expired-text`,
    closeConfirmText: `${id}-close-confirm-text`,
  };
}

/** Props for a field's input: the form's, disabled while requesting; the phone's with the telephone keypad. */
export type ClickToCallInputProps = Omit<FormInputProps, 'disabled'> & {
  /** Set while the request is on its way (and for a read-only select). */
  disabled?: true;
  /** The telephone keypad, on the phone. */
  inputMode?: 'tel';
};

/** The window's commands, booleans and prop getters. */
export interface ClickToCallApi {
  /** Where the window is. */
  window: ClickToCallWindowState;
  /** The window's name (`ClickToCall`): its dock view's plugin. */
  name: string;
  /** Whether mobile mode applies. */
  mobile: boolean;
  /** Whether the window is open (not minimized). */
  isOpen: boolean;
  /** Whether it is minimized. */
  isMinimized: boolean;
  /** Whether the close question shows. */
  isConfirmingClose: boolean;
  /** Whether the request is on its way (the form is disabled). */
  isRequesting: boolean;
  /** The step. */
  step: ClickToCallStep;
  /** The dialog over the form, if any. */
  dialog: ClickToCallDialog | undefined;
  /** The server's exception message, if the last request got one (the phone shows it as its error). */
  serverError: string | undefined;
  /** The number shown. */
  number: ClickToCallNumber | undefined;
  /** Whether 'Number Expires in' shows. */
  isCountdownShown: boolean;
  /** Whether the 'Access Code' shows. */
  isAccessCodeShown: boolean;
  /** Whether the countdown is in its last 10 s. */
  isWarning: boolean;
  /** The seconds left last announced (`ariaNumberExpirationIntervals`), for the live region. */
  announcement: number | undefined;
  /** The countdown (time left, its parts and text), while the number shows with an expiry. */
  countdown: CountdownApi | undefined;
  /** The wait in minutes while the wait row shows ('N min'). */
  waitMinutes: number | undefined;
  /** The form (fields, values, errors, prop getters), while the window is not closed. */
  form: FormApi | undefined;
  /** The ids of the window's elements. */
  ids: ReturnType<typeof clickToCallIds>;
  /** Opens the window (minimized on request), with what `ClickToCall.open` brings. */
  open(options?: { minimized?: boolean; prefill?: ClickToCallPrefill }): void;
  /** Closes it (asking first while the form holds typed values). */
  close(): void;
  /** Minimizes, or restores with `false`; toggles without it. */
  minimize(minimized?: boolean): void;
  /** Reports the window's measured width (for the dock). */
  resize(width: number): void;
  /** Answers Yes to the close question. */
  confirmClose(): void;
  /** Answers No. */
  cancelClose(): void;
  /** Requests a number with the form. */
  submit(): void;
  /** OK of a dialog: the form again, as it was. */
  dismissDialog(): void;
  /** 'Request a new number': the form again. */
  requestNewNumber(): void;
  /** Props for the window's body root. */
  getRootProps(): typeof anatomy.root.attrs & {
    'data-state': ClickToCallWindowState;
    'data-step': ClickToCallStep;
  };
  /** Props for the `<form>`: submit (Enter) and busy while requesting. */
  getFormProps(): typeof anatomy.form.attrs & {
    id: string;
    noValidate: true;
    'aria-busy': true | undefined;
    onSubmit(event: { preventDefault(): void }): void;
  };
  /** Props for a field's input; the phone keeps digits and plus only. */
  getInputProps(name: string): ClickToCallInputProps;
  /** Props for the wait row. */
  getWaitTimeProps(): typeof anatomy.waitTime.attrs & { id: string; hidden: boolean };
  /** Props for 'Request a number'. */
  getSubmitProps(): typeof anatomy.submit.attrs & {
    type: 'submit';
    form: string;
    disabled: true | undefined;
  };
  /** Props for Cancel. */
  getCancelProps(): PartButtonProps<typeof anatomy.cancel>;
  /** Props for the display step. */
  getDisplayProps(): typeof anatomy.display.attrs & { 'data-warning': '' | undefined };
  /** Props for the dial link ('Dial in now'). */
  getPhoneLinkProps(): typeof anatomy.phoneNumber.attrs & { id: string; href: string };
  /** Props for the access code. */
  getAccessCodeProps(): typeof anatomy.accessCode.attrs & { id: string };
  /** Props for the time left: an ARIA timer (not announced on each tick), warning in the last 10 s. */
  getExpirationProps(): typeof anatomy.expiration.attrs & {
    id: string;
    role: 'timer';
    'data-warning': '' | undefined;
  };
  /** Props for the polite live region that says the time left at the configured intervals. */
  getAnnouncerProps(): typeof anatomy.announcer.attrs & {
    'aria-live': 'polite';
    'aria-atomic': true;
  };
  /** Props for Close of the display step. */
  getDisplayCloseProps(): PartButtonProps<typeof anatomy.displayClose>;
  /** Props for the expired view. */
  getExpiredProps(): typeof anatomy.expired.attrs & { id: string; role: 'alert' };
  /** Props for 'Request a new number'. */
  getRequestNewProps(): PartButtonProps<typeof anatomy.requestNew>;
  /** Props for a dialog's text. */
  getDialogTextProps(): typeof anatomy.dialogText.attrs & {
    id: string;
    'data-kind': ClickToCallDialog | undefined;
  };
  /** Props for OK of a dialog. */
  getDialogDismissProps(): PartButtonProps<typeof anatomy.dialogDismiss>;
  /** Props for Yes of the close question. */
  getCloseConfirmYesProps(): PartButtonProps<typeof anatomy.closeConfirmYes>;
  /** Props for No of the close question. */
  getCloseConfirmNoProps(): PartButtonProps<typeof anatomy.closeConfirmNo>;
}

/** Turns a click-to-call view and the actor's `send` into the {@link ClickToCallApi}. */
export function connect(
  view: ClickToCallView,
  send: (event: ClickToCallEvent) => void,
): ClickToCallApi {
  const ids = clickToCallIds(view.id);
  const requesting = view.step === 'requesting';
  const busy = requesting || undefined;
  const form = connectWindowForm(view.form, send);
  const countdown = view.countdown ? connectCountdown(view.countdown, () => undefined) : undefined;
  const close = () => send({ type: 'window.close' });
  const submit = () => send({ type: 'form.submit' });
  const warning = view.warning ? ('' as const) : undefined;
  return {
    window: view.window,
    name: view.name,
    mobile: view.mobile,
    isOpen: view.window === 'open',
    isMinimized: view.window === 'minimized',
    isConfirmingClose: view.confirmingClose,
    isRequesting: requesting,
    step: view.step,
    dialog: view.dialog,
    serverError: view.serverError,
    number: view.number,
    isCountdownShown: view.countdownShown,
    isAccessCodeShown: view.accessCodeShown,
    isWarning: view.warning,
    announcement: view.announcement,
    countdown,
    waitMinutes: view.waitMinutes,
    form,
    ids,
    open: (options = {}) =>
      send({
        type: 'window.open',
        ...(options.minimized ? { minimized: true } : {}),
        ...(options.prefill ? { prefill: options.prefill } : {}),
      }),
    close,
    minimize: (minimized) =>
      send({ type: 'window.minimize', ...(minimized === undefined ? {} : { minimized }) }),
    resize: (width) => send({ type: 'window.resize', width }),
    confirmClose: () => send({ type: 'close.confirm' }),
    cancelClose: () => send({ type: 'close.cancel' }),
    submit,
    dismissDialog: () => send({ type: 'dialog.dismiss' }),
    requestNewNumber: () => send({ type: 'number.requestNew' }),
    getRootProps: () => ({
      ...anatomy.root.attrs,
      'data-state': view.window,
      'data-step': view.step,
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
    }),
    getInputProps: (name) => {
      if (!form)
        throw new Error('ClickToCall: the form exists only while the window is not closed');
      const props = form.getInputProps(name);
      const disabled = requesting ? { disabled: true as const } : {};
      if (name !== phoneField) return { ...props, ...disabled };
      return {
        ...props,
        ...disabled,
        inputMode: 'tel',
        onChange: (event: ClickToCallChangeEvent) =>
          send({ type: 'phone.change', text: event.target.value }),
        onKeyUp: () => undefined,
      };
    },
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
    getDisplayProps: () => ({ ...anatomy.display.attrs, 'data-warning': warning }),
    getPhoneLinkProps: () => ({
      ...anatomy.phoneNumber.attrs,
      id: ids.phoneNumber,
      href: view.number?.telHref ?? '',
    }),
    getAccessCodeProps: () => ({ ...anatomy.accessCode.attrs, id: ids.accessCode }),
    getExpirationProps: () => ({
      ...anatomy.expiration.attrs,
      id: ids.expiration,
      role: 'timer',
      'data-warning': warning,
    }),
    getAnnouncerProps: () => ({
      ...anatomy.announcer.attrs,
      'aria-live': 'polite',
      'aria-atomic': true,
    }),
    getDisplayCloseProps: () => partButton(anatomy.displayClose, close),
    getExpiredProps: () => ({ ...anatomy.expired.attrs, id: ids.expiredText, role: 'alert' }),
    getRequestNewProps: () =>
      partButton(anatomy.requestNew, () => send({ type: 'number.requestNew' })),
    getDialogTextProps: () => ({
      ...anatomy.dialogText.attrs,
      id: ids.dialogText,
      'data-kind': view.dialog,
    }),
    getDialogDismissProps: () =>
      partButton(anatomy.dialogDismiss, () => send({ type: 'dialog.dismiss' })),
    getCloseConfirmYesProps: () =>
      partButton(anatomy.closeConfirmYes, () => send({ type: 'close.confirm' })),
    getCloseConfirmNoProps: () =>
      partButton(anatomy.closeConfirmNo, () => send({ type: 'close.cancel' })),
  };
}
