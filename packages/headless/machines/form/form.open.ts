import { BusError } from '../../bus/bus-errors';
import { parseFormJSON } from './form.json';
import type { FormFieldDefinition } from './form.types';

/** What a widget's `open` command brings for its form (`WebChat.open`, `Callback.open`). */
export interface FormOpenOptions<UserData> {
  /** Prefilled values by input name, and `autoSubmit`. */
  form?: Readonly<Record<string, unknown>>;
  /** A form for this open, in the legacy `formJSON` format (an object or its JSON text). */
  formJSON?: unknown;
  /** User data sent with the form. */
  userData?: UserData;
}

/** The form part of an open, read: the text values, auto-submit, user data and the fields of a `formJSON`. */
export interface FormOpenPrefill<UserData> {
  /** Prefilled values by input name (text values only). */
  form?: Record<string, string>;
  /** Submit at once when the prefilled form is valid (`form.autoSubmit`). */
  autoSubmit?: boolean;
  /** User data, as given. */
  userData?: UserData;
  /** The form for this open, in place of the configured one. */
  fields?: readonly FormFieldDefinition[];
}

/**
 * Reads what an open brings for the form; `undefined` when it brings nothing. `reserved` names the
 * `form` keys that are the widget's own, not inputs (e.g. the callback's `desiredTime`). A
 * `formJSON` that does not read rejects the open, naming its bad parts.
 */
export function formPrefillOf<UserData>(
  options: FormOpenOptions<UserData> | undefined,
  reserved: readonly string[] = [],
): FormOpenPrefill<UserData> | undefined {
  if (!options?.form && options?.formJSON === undefined && !options?.userData) return undefined;
  const { autoSubmit, ...values } = options.form ?? {};
  const form = Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !reserved.includes(entry[0]),
    ),
  );
  let fields: readonly FormFieldDefinition[] | undefined;
  if (options.formJSON !== undefined) {
    const parsed = parseFormJSON(options.formJSON);
    if (parsed.error !== undefined)
      throw new BusError('invalidOptions', `Invalid formJSON: ${parsed.error}`);
    fields = parsed.fields;
  }
  return {
    ...(options.form ? { form, autoSubmit: autoSubmit === true } : {}),
    ...(options.userData ? { userData: options.userData } : {}),
    ...(fields ? { fields } : {}),
  };
}
