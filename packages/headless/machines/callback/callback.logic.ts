import type { SnapshotFrom } from 'xstate';
import type { CallbackScheduleOptions } from '../../services/callback/callback.wire';
import type { FormMachine } from '../form/form.machine';
import type { FormFieldDefinition } from '../form/form.types';
import { dialCodeOf, isPhoneCountry, parsePhoneText } from '../phone-input/phone-input.parse';
import { callbackErrorTexts } from './callback.errors';
import type { CallbackWindowOptions } from './callback.options';
import type { CallbackContext, CallbackSession, CallbackTiming } from './callback.types';

/** Longest phone (spec 1, sections 3 and 9). */
export const callbackPhoneMaxLength = 14;

/** Longest name and notes (spec 1, sections 3 and 9). */
export const callbackTextMaxLength = 100;

/** The name of the phone field, as the legacy form names its input. */
export const phoneField = 'phonenumber';

/** A dial code alone (`+1`, `+44`) or nothing: the phone counts as empty (spec 1, section 5). */
export function isEmptyPhone(value: string): boolean {
  return parsePhoneText(value.trim(), 'US', 'any').isEmpty;
}

const requirePhone = (value: string) =>
  isEmptyPhone(value) ? callbackErrorTexts.phoneRequired : undefined;

/**
 * The default form of the Callback window (spec 1, section 2; service-protocols 2): first and last
 * name (optional, 100), phone (required, telephone, 14), notes (`subject`, 100). Labels are i18n keys.
 */
export const defaultCallbackFields: readonly FormFieldDefinition[] = [
  {
    name: 'firstname',
    label: 'callback.firstname',
    maxLength: callbackTextMaxLength,
    autoComplete: 'given-name',
  },
  {
    name: 'lastname',
    label: 'callback.lastname',
    maxLength: callbackTextMaxLength,
    autoComplete: 'family-name',
  },
  {
    name: phoneField,
    type: 'tel',
    label: 'callback.phonenumber',
    required: true,
    maxLength: callbackPhoneMaxLength,
    autoComplete: 'tel',
    validate: requirePhone,
    messages: { required: callbackErrorTexts.phoneRequired },
  },
  {
    name: 'subject',
    type: 'textarea',
    label: 'callback.notes',
    maxLength: callbackTextMaxLength,
  },
];

/** A custom form's phone field takes the phone's rules (required, 14, a dial code alone is empty). */
export function withPhoneRules(fields: readonly FormFieldDefinition[]): FormFieldDefinition[] {
  return fields.map((field) =>
    field.name === phoneField
      ? {
          ...field,
          type: 'tel',
          required: true,
          maxLength: Math.min(field.maxLength ?? callbackPhoneMaxLength, callbackPhoneMaxLength),
          validate: (value, values) => requirePhone(value) ?? field.validate?.(value, values),
          messages: { required: callbackErrorTexts.phoneRequired, ...field.messages },
        }
      : field,
  );
}

/** The phone a form starts with: the prefill's, else (country codes on) the first country's dial code. */
export function startingPhone(prefill: string | undefined, countryCodes: boolean): string {
  if (prefill !== undefined && prefill !== '') return prefill;
  return countryCodes ? `+${dialCodeOf('US')}` : '';
}

/** The dial code of a country of the list, with its plus sign (`+44`), or `undefined` for an unknown code. */
export function dialCodeText(country: string): string | undefined {
  return isPhoneCountry(country) ? `+${dialCodeOf(country)}` : undefined;
}

/** The wait time in whole minutes, rounded from seconds (spec 1, section 4). */
export function waitMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/** Whether the wait row shows: a wait read (0 is none) that is at least the threshold. */
export function showsWaitTime(
  options: CallbackWindowOptions,
  waitTime: number | undefined,
): boolean {
  return (
    options.ewt.display &&
    waitTime !== undefined &&
    waitTime > 0 &&
    waitTime >= options.ewt.threshold
  );
}

/**
 * Whether 'As soon as possible' is offered: immediate callbacks on and, once a wait is read with
 * thresholds configured, the wait within `thresholdMin` and `thresholdMax`.
 */
export function offersAsap(options: CallbackWindowOptions, waitTime: number | undefined): boolean {
  if (!options.immediateCallback) return false;
  const thresholds = options.ewt.immediateCallback;
  if (waitTime === undefined || !thresholds) return true;
  const { thresholdMin, thresholdMax } = thresholds;
  return (
    (thresholdMin === undefined || waitTime >= thresholdMin) &&
    (thresholdMax === undefined || waitTime <= thresholdMax)
  );
}

/** The choice in force: 'As soon as possible' falls back to a picked time when it is not offered. */
export function effectiveTiming(
  context: Pick<CallbackContext, 'options' | 'waitTime' | 'timing'>,
): CallbackTiming {
  if (context.timing === 'asap' && offersAsap(context.options, context.waitTime)) return 'asap';
  return context.options.scheduledCallback || !context.options.immediateCallback
    ? 'scheduled'
    : 'asap';
}

/** Whether the wait time is read for this window: shown, with a queue, and immediate callbacks on. */
export function readsWaitTime(options: CallbackWindowOptions): boolean {
  return options.ewt.display && options.ewt.queue !== undefined && options.immediateCallback;
}

/** Whether the form holds changes since it started. */
export function isFormDirty(form: SnapshotFrom<FormMachine> | undefined): boolean {
  if (!form) return false;
  const { values, initialValues, fields } = form.context;
  return fields.some((field) => values[field.name] !== initialValues[field.name]);
}

/** An ISO time as the service sends it: UTC with milliseconds (`new Date(value).toISOString()`). */
export function isoOf(dateTime: string): string | undefined {
  const time = Date.parse(dateTime);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The form as the Callback window submits it (service-protocols 2, "Submit"): the fields by input
 * name with the phone as `_customer_number` (a dial code alone sent as `''`), `_desired_time` for a
 * picked time, then the open's user data, flat.
 */
export function submissionOf(
  values: Readonly<Record<string, string>>,
  desiredTime: string | undefined,
): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === phoneField) form._customer_number = isEmptyPhone(value) ? '' : value;
    else form[name] = value;
  }
  if (desiredTime !== undefined) form._desired_time = desiredTime;
  return form;
}

/**
 * The schedule request: the submitted form and the open's user data, flat (the configured user
 * data is the service's to add: v1 sends it, v3 does not).
 */
export function scheduleRequestOf(
  form: Record<string, string>,
  openUserData: Record<string, unknown> | undefined,
): CallbackScheduleOptions {
  return { ...form, ...openUserData } as CallbackScheduleOptions;
}

/** A record of a session not opened yet. */
export function emptySession(): CallbackSession {
  return {
    proactive: false,
    prefilled: false,
    autoSubmitted: false,
    errors: false,
    opened: false,
    started: false,
    cancelled: false,
    completed: false,
    closed: false,
    elapsed: 0,
    form: {},
  };
}
