import { i18nKeys } from '../../services/i18n/i18n.keys';
import type { Translate } from '../../services/i18n/translator';
import type {
  FormErrorMessages,
  FormField,
  FormFieldDefinition,
  FormFieldError,
  FormValues,
} from './form.types';

/** Longest value of a form field (spec 2 section 5, spec 3 send-message: inputs at most 100). */
export const formFieldMaxLength = 100;

/** The i18n keys of the errors the form finds itself, from the core language packs. */
export const formErrorKeys = {
  /** "(label) is required" (spec 2: "A missing nickname gives 'First Name is required'"). */
  required: i18nKeys.common.form.required,
  /** "Invalid email address" (spec 2, code 364's text). */
  email: i18nKeys.common.form.email,
  /** "(label) is not valid". */
  invalid: i18nKeys.common.form.invalid,
} as const satisfies Required<FormErrorMessages>;

// One @, no spaces, and a dot in the domain: the shape browsers' type=email accept, less lax.
const emailAddress = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a value has the form of an e-mail address. */
export function isEmailAddress(value: string): boolean {
  return emailAddress.test(value);
}

/** A field definition with its defaults applied. */
export function normalizeField(definition: FormFieldDefinition): FormField {
  const type = definition.type ?? 'text';
  return {
    ...definition,
    type,
    label: definition.label ?? definition.name,
    required: definition.required ?? false,
    maxLength: definition.maxLength ?? (type === 'textarea' ? undefined : formFieldMaxLength),
  };
}

/** A value cut to the field's longest length. */
export function clip(field: FormField, value: string): string {
  return field.maxLength === undefined ? value : value.slice(0, field.maxLength);
}

/** The fields' starting values: prefilled, else their own, else a select's first choice, else empty. */
export function startingValues(
  fields: readonly FormField[],
  prefill: Readonly<Record<string, string | undefined>> = {},
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const given = Object.hasOwn(prefill, field.name) ? prefill[field.name] : undefined;
      const value =
        given ?? field.value ?? (field.type === 'select' ? (field.options?.[0]?.value ?? '') : '');
      return [field.name, clip(field, value)];
    }),
  );
}

/** Whether any prefilled value names a field and is not empty. */
export function hasPrefill(
  fields: readonly FormField[],
  prefill: Readonly<Record<string, string | undefined>> = {},
): boolean {
  return fields.some((field) => (prefill[field.name] ?? '').trim() !== '');
}

function compiled(pattern: RegExp | string): RegExp {
  return typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`) : pattern;
}

/** The error of a field's value, if any: required first, then (filled) e-mail form and pattern, then the validator. */
export function fieldError(
  field: FormField,
  values: FormValues,
  messages: Required<FormErrorMessages>,
): FormFieldError | undefined {
  if (field.type === 'hidden') return undefined;
  const value = (values[field.name] ?? '').trim();
  const keys = { ...messages, ...field.messages };
  const error = (type: FormFieldError['type'], key: string): FormFieldError => ({
    type,
    key,
    label: field.label,
  });
  const empty = field.type === 'checkbox' ? value !== 'true' : value === '';
  if (empty && field.required) return error('required', keys.required);
  if (!empty && field.type === 'email' && !isEmailAddress(value)) return error('email', keys.email);
  if (!empty && field.pattern !== undefined && !compiled(field.pattern).test(value)) {
    return error('invalid', keys.invalid);
  }
  // Validators see empty values too: legacy ones decide themselves whether an empty field passes.
  const answer = field.validate?.(value, values);
  if (answer === false) return error('invalid', keys.invalid);
  if (typeof answer === 'string' && answer !== '') return error('custom', answer);
  return undefined;
}

/** The errors of every field, by field name. */
export function formErrors(
  fields: readonly FormField[],
  values: FormValues,
  messages: Required<FormErrorMessages>,
): Record<string, FormFieldError> {
  const found: Record<string, FormFieldError> = {};
  for (const field of fields) {
    const error = fieldError(field, values, messages);
    if (error) found[field.name] = error;
  }
  return found;
}

/** Every value without the spaces around it. */
export function trimmed(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
}

/** The text of an error in the active language: its key translated, `{label}` the translated label. */
export function formErrorText(error: FormFieldError, translate: Translate): string {
  const label = error.label === undefined ? '' : translate(error.label);
  return translate(error.key, { label, ...error.values });
}
