import type { SnapshotFrom } from 'xstate';
import type {
  ClickToCallNumberReceived,
  ClickToCallNumberRequest,
  ClickToCallRestored,
} from '../../services/click-to-call/click-to-call-service.manifest';
import type { FormMachine } from '../form/form.machine';
import type { FormFieldDefinition, FormValues } from '../form/form.types';
import { filterPhoneText, phoneInputErrorTexts } from '../phone-input/phone-input.filter';
import type { ClickToCallOptions } from './click-to-call.options';
import type { ClickToCallNumber, ClickToCallPrefill } from './click-to-call.types';

/** The ClickToCall window's texts (spec 1, sections 2, 5 and 8; service-protocols 7). */
export const clickToCallTexts = {
  /** An empty phone, in the invalid-form dialog. */
  phoneRequired: phoneInputErrorTexts.required,
  /** No usable answer, in the network-failure dialog. */
  networkFailure:
    'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
  /** The number's time ran out. */
  expired: 'Phone number has expired!',
  /** The close question. */
  closeConfirm: 'You have unsubmitted form data. Are you sure you want to quit?',
} as const;

/** Longest name (spec 1, section 9). */
export const clickToCallNameMaxLength = 100;

/** The name of the phone field, as the legacy form names its input. */
export const phoneField = 'phonenumber';

/** Milliseconds before the expiry at which the countdown warns (spec 1, section 9). */
export const numberWarningAt = 10_000;

/**
 * The default form of the ClickToCall window (spec 1, section 2; service-protocols 7): first and
 * last name (100 each) and the phone (telephone). Labels are i18n keys.
 */
export const defaultClickToCallFields: readonly FormFieldDefinition[] = [
  {
    name: 'firstname',
    label: 'clicktocall.firstname',
    maxLength: clickToCallNameMaxLength,
    autoComplete: 'given-name',
  },
  {
    name: 'lastname',
    label: 'clicktocall.lastname',
    maxLength: clickToCallNameMaxLength,
    autoComplete: 'family-name',
  },
  { name: phoneField, type: 'tel', label: 'clicktocall.phonenumber', autoComplete: 'tel' },
];

/** The phone as the phone input's key filter keeps it: digits and the plus sign only (spec 1, section 5). */
export const filterPhone = filterPhoneText;

/** A custom form's phone field is a telephone field (its empty value is checked at the request). */
export function withPhoneField(fields: readonly FormFieldDefinition[]): FormFieldDefinition[] {
  return fields.map((field) => (field.name === phoneField ? { ...field, type: 'tel' } : field));
}

/** Whether a submitted form has no phone, which shows 'Please enter a phone number' and sends nothing. */
export function isPhoneEmpty(values: FormValues): boolean {
  return (values[phoneField] ?? '').trim() === '';
}

/** Whether the form holds changes since it started. */
export function isFormDirty(form: SnapshotFrom<FormMachine> | undefined): boolean {
  if (!form) return false;
  const { values, initialValues, fields } = form.context;
  return fields.some((field) => values[field.name] !== initialValues[field.name]);
}

/**
 * The `requestNumber` options: the form's fields by input name (`firstname`, `lastname`,
 * `phonenumber`), then the open's `userData`, `actionID` and `media`, flat (service-protocols 6).
 */
export function requestOf(
  values: FormValues,
  prefill: ClickToCallPrefill | undefined,
): ClickToCallNumberRequest {
  return {
    ...values,
    phonenumber: filterPhone(values[phoneField] ?? ''),
    ...prefill?.userData,
    ...(prefill?.actionID === undefined ? {} : { actionID: prefill.actionID }),
    ...(prefill?.media === undefined ? {} : { media: prefill.media }),
  };
}

/** The dial link: the service's `_tel_url` with `autoDialAccessCode`, else (or without one) `tel:<number>`. */
function telHrefOf(phoneNumber: string, telHref: string | undefined, options: ClickToCallOptions) {
  return options.autoDialAccessCode && telHref ? telHref : `tel:${phoneNumber.replace(/\s/g, '')}`;
}

/** Seconds as a deadline from `now`, or none for seconds that are not a number. */
function deadlineOf(seconds: number | undefined, now: number): number | undefined {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? now + seconds * 1000 : undefined;
}

/** The number of a `numberReceived` that carries one. */
export function receivedNumberOf(
  received: ClickToCallNumberReceived,
  options: ClickToCallOptions,
  now: number,
): ClickToCallNumber {
  const phoneNumber = received.sPhoneNumber ?? '';
  return {
    phoneNumber,
    accessCode: received.sAccessCode || undefined,
    telHref: telHrefOf(phoneNumber, received.sPhoneTelHref, options),
    expiresAt: deadlineOf(received.iExpireTime, now),
  };
}

/**
 * The number a restore answers: the kept one with its time left, or, when the service kept none
 * (it deletes an expired one), a number that ran out now: the window showed one before the reload.
 */
export function restoredNumberOf(
  restored: ClickToCallRestored,
  options: ClickToCallOptions,
  now: number,
): ClickToCallNumber {
  const phoneNumber = restored.sPhoneNumber ?? '';
  const kept = restored.bRestoreSuccess && phoneNumber !== '';
  return {
    phoneNumber,
    accessCode: restored.sAccessCode || undefined,
    telHref: telHrefOf(phoneNumber, restored.sPhoneTelHref, options),
    // A kept number without its time left counts as run out.
    expiresAt: (kept ? deadlineOf(restored.iExipreTime, now) : undefined) ?? now,
  };
}

/** Whether a number is still to be dialled at `now`. */
export function isLive(number: ClickToCallNumber | undefined, now: number): boolean {
  return number !== undefined && (number.expiresAt === undefined || number.expiresAt > now);
}

/** The intervals already behind a countdown that starts with `remaining` ms: they are not announced. */
export function passedIntervals(intervals: readonly number[], remaining: number): number[] {
  const seconds = Math.ceil(remaining / 1000);
  return intervals.filter((interval) => interval >= seconds);
}

/** The intervals a tick at `remaining` ms reaches that were not announced yet. */
export function dueIntervals(
  intervals: readonly number[],
  announced: readonly number[],
  remaining: number,
): number[] {
  const seconds = Math.ceil(remaining / 1000);
  return intervals.filter((interval) => seconds <= interval && !announced.includes(interval));
}

/** The wait in whole minutes, rounded from seconds (service-protocols 13 §5). */
export function waitMinutesOf(seconds: number): number {
  return Math.round(seconds / 60);
}

/** Whether the wait row shows: a wait read (0 is none) that is at least the threshold. */
export function showsWaitTime(options: ClickToCallOptions, waitTime: number | undefined): boolean {
  return (
    options.ewt.display &&
    waitTime !== undefined &&
    waitTime > 0 &&
    waitTime >= options.ewt.threshold
  );
}

/** Whether the window reads the wait time: shown, with a queue. */
export function readsWaitTime(options: ClickToCallOptions): boolean {
  return options.ewt.display && options.ewt.queue !== undefined;
}
