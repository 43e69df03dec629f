import * as z from 'zod/mini';
import { flag, nonBlank, objectOf, oneOf } from './legacy-fields';
import type { SettingsPath, SettingsReader } from './legacy-reader';
import { ignoredPaths, keysBut, listOf, type Shape } from './legacy-shape';
import { compact, isRecord, unsafeKeys } from './legacy-values';

/** One choice of a legacy `select` input. */
export interface LegacyFormChoice {
  /** The value sent. */
  value: string;
  /** What the visitor reads: a text, or an i18n key. */
  label: string;
}

/** A legacy `formJSON` input as a form field (the shape of the reference forms' field definitions). */
export interface LegacyFormField {
  /** The input's name. */
  name: string;
  /** The label (a text, or an i18n key); a legacy input without one keeps its placeholder or name. */
  label: string;
  /** The placeholder: a text, or an i18n key. */
  placeholder?: string;
  /** The input's type. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'select' | 'checkbox' | 'textarea';
  /** The choices of a `select`. */
  options?: LegacyFormChoice[];
  /** The first value: the input's `value`, or its selected choice's. */
  value?: string;
  /** Shows the value without letting the visitor change it. */
  readOnly?: boolean;
  /** The legacy `validate` as a check of the value: an error text, `false` when invalid, else valid. */
  validate?: (value: string) => string | boolean | undefined;
  /** The longest value. */
  maxLength?: number;
}

/** A legacy `formJSON` read by {@link readLegacyForm}. */
export interface LegacyForm {
  /** The fields shown, in order. */
  fields: LegacyFormField[];
  /** The values of the hidden inputs, to be sent as user data. */
  hidden: Record<string, string>;
}

/** How a widget reads its legacy `formJSON`. */
export interface LegacyFormOptions {
  /** The legacy default form's i18n keys, and the widget's keys of the same texts. @default none */
  texts?: Readonly<Record<string, string>>;
  /** Names of hidden inputs the widget cannot send (listed as ignored, their values dropped). @default none */
  unsentHidden?: ReadonlySet<string>;
  /** Input types the widget shows as a text box (listed as ignored). @default none */
  textBoxTypes?: ReadonlySet<string>;
}

/** A legacy `validate(event, form, input, label, $, CXBus, Common)`. */
type LegacyValidate = (...args: unknown[]) => unknown;

const text = z.string({ error: 'Expected a text' });

const choiceSchema = objectOf(
  {
    value: z.union([z.string(), z.number()], { error: 'Expected a text or a number' }),
    label: z.optional(text),
    text: z.optional(text),
    selected: z.optional(flag),
  },
  'Expected a choice { value, text }',
);

const inputSchema = objectOf(
  {
    name: nonBlank('Expected a field name'),
    label: z.optional(text),
    placeholder: z.optional(text),
    maxlength: z.optional(
      z.custom<number | string>(
        (value) =>
          (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) ||
          (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value)),
        { error: 'Expected a whole number of 1 or more' },
      ),
    ),
    value: z.optional(z.union([z.string(), z.number()], { error: 'Expected a text or a number' })),
    type: z.optional(oneOf(['text', 'email', 'tel', 'select', 'checkbox', 'textarea', 'hidden'])),
    validate: z.optional(
      z.custom<LegacyValidate>((value) => typeof value === 'function', {
        error: 'Expected a function',
      }),
    ),
    options: z.optional(z.array(choiceSchema, { error: 'Expected a list of choices' })),
    readonly: z.optional(flag),
  },
  'Expected a field { name, label, ... }',
);

type LegacyInput = z.output<typeof inputSchema>;

/** Where a widget's legacy form is: `form`, or else `formJSON` (ignored when both are there). */
export function legacyFormKey(settings: Record<string, unknown>): 'form' | 'formJSON' | undefined {
  return (['form', 'formJSON'] as const).find((key) => Object.hasOwn(settings, key));
}

/** A legacy text: `@i18n:<key>` names the i18n key, or the widget's key of the same text. */
function legacyText(value: string, texts: Readonly<Record<string, string>>): string {
  if (!value.startsWith('@i18n:')) return value;
  const key = value.slice('@i18n:'.length);
  return Object.hasOwn(texts, key) ? texts[key]! : key;
}

/** The legacy `validate(event, form, input, label, $, CXBus, Common)` as a check of the value. */
function fromLegacyValidate(validate: LegacyValidate): NonNullable<LegacyFormField['validate']> {
  return (value) => {
    // Legacy validators read the value from the input, as jQuery's `val()` or the DOM's `value`.
    const input = { value, val: () => value };
    let answer: unknown;
    try {
      answer = validate({ type: 'submit', target: input }, undefined, input, undefined);
    } catch {
      // One that needs the legacy jQuery or CXBus arguments cannot run here: refusing every submit
      // for it would lock visitors out, and the service checks the fields anyway.
      return undefined;
    }
    return typeof answer === 'string' || typeof answer === 'boolean' ? answer : undefined;
  };
}

/** Whether an input is a hidden one the widget cannot send. */
function isUnsentHidden(input: unknown, options: LegacyFormOptions): boolean {
  return (
    isRecord(input) &&
    input['type'] === 'hidden' &&
    typeof input['name'] === 'string' &&
    options.unsentHidden?.has(input['name']) === true
  );
}

function fieldOf(input: LegacyInput, options: LegacyFormOptions): LegacyFormField {
  const texts = options.texts ?? {};
  const choices = input.options?.map((choice) => ({
    value: String(choice.value),
    label: legacyText(choice.label ?? choice.text ?? String(choice.value), texts),
  }));
  const selected = input.options?.find((choice) => choice.selected === true);
  const value = input.value ?? selected?.value;
  const type = input.type === 'hidden' ? undefined : input.type;
  return compact({
    name: input.name,
    // The label is the field's accessible name: a legacy input without one keeps what it showed.
    label: legacyText(input.label ?? input.placeholder ?? input.name, texts),
    placeholder: input.placeholder === undefined ? undefined : legacyText(input.placeholder, texts),
    type: type !== undefined && options.textBoxTypes?.has(type) ? undefined : type,
    options: choices,
    value: value === undefined ? undefined : String(value),
    readOnly: input.readonly,
    validate: input.validate && fromLegacyValidate(input.validate),
    maxLength: input.maxlength === undefined ? undefined : Number(input.maxlength),
  });
}

/**
 * Reads a legacy `formJSON` (`{ inputs: [...] }`) at `path`: its fields, and the values of its
 * hidden inputs; its issues are recorded on `reader` (names must be safe and unique, a `select`
 * needs choices).
 */
export function readLegacyForm(
  value: unknown,
  path: SettingsPath,
  reader: SettingsReader,
  options: LegacyFormOptions = {},
): LegacyForm | undefined {
  if (!isRecord(value)) {
    reader.add(path, 'Expected { inputs: [...] }');
    return undefined;
  }
  const inputs = value['inputs'];
  if (!Array.isArray(inputs) || inputs.length === 0) {
    reader.add([...path, 'inputs'], 'Expected a list of fields');
    return undefined;
  }
  const fields: LegacyFormField[] = [];
  const hidden: [string, string][] = [];
  const names = new Set<string>();
  inputs.forEach((item: unknown, index) => {
    const at = [...path, 'inputs', index];
    const input = reader.read(inputSchema, item, at);
    if (!input) return;
    if (unsafeKeys.has(input.name)) {
      reader.add([...at, 'name'], 'Expected a name other than __proto__, constructor or prototype');
    } else if (names.has(input.name)) {
      reader.add([...at, 'name'], 'Expected a name no other field has');
    }
    names.add(input.name);
    if (input.type === 'select' && !input.options?.length) {
      reader.add([...at, 'options'], 'Expected a list of choices');
    }
    if (input.type !== 'hidden') fields.push(fieldOf(input, options));
    else if (!isUnsentHidden(input, options) && input.value !== undefined && input.value !== '') {
      hidden.push([input.name, String(input.value)]);
    }
  });
  return { fields, hidden: Object.fromEntries(hidden) };
}

/** Which keys of a legacy `formJSON` {@link readLegacyForm} uses, read with the same options. */
export function legacyFormShape(options: LegacyFormOptions = {}): Shape {
  const inputShape: Shape = (value, path) =>
    isUnsentHidden(value, options)
      ? [path]
      : ignoredPaths(
          value,
          {
            name: true,
            label: true,
            placeholder: true,
            maxlength: true,
            value: true,
            type: (type, typePath) =>
              typeof type === 'string' && options.textBoxTypes?.has(type) ? [typePath] : [],
            validate: true,
            options: listOf({ value: true, label: true, text: true, selected: true }),
            readonly: true,
            // Layout and ids are cxkit's own, and it validates on submit only.
            id: true,
            wrapper: true,
            validateWhileTyping: true,
          },
          path,
        );
  return { inputs: listOf(inputShape), wrapper: true };
}

/** Reads a legacy `userData` at `path`: every value a text (legacy pages put numbers and flags in it). */
export function readUserData(
  value: unknown,
  reader: SettingsReader,
  path: SettingsPath = ['userData'],
): Record<string, string> {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    reader.add(path, 'Expected an object of texts');
    return {};
  }
  const entries: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (unsafeKeys.has(key) || item === undefined) continue;
    if (typeof item === 'string') entries.push([key, item]);
    else if ((typeof item === 'number' && Number.isFinite(item)) || typeof item === 'boolean') {
      entries.push([key, String(item)]);
    } else {
      reader.add([...path, key], 'Expected a text, a number, or true or false');
    }
  }
  return Object.fromEntries(entries);
}

/** Which keys of a `userData` {@link readUserData} uses: all but the unsafe ones. */
export const userDataShape: Shape = keysBut(unsafeKeys);
