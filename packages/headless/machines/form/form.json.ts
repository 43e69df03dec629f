import * as z from 'zod/mini';
import type { FormFieldDefinition, FormFieldValidator } from './form.types';

/** One problem of a `formJSON`: where (a dotted path from the form) and what. */
export interface FormJSONIssue {
  /** The bad part, e.g. `inputs.2.type`. */
  path: string;
  /** What is wrong with it. */
  message: string;
}

/** What {@link parseFormJSON} gives: the fields, or an error naming every bad part. */
export type ParseFormJSONResult =
  | { fields: FormFieldDefinition[]; error?: undefined; issues?: undefined }
  | { fields?: undefined; error: string; issues: FormJSONIssue[] };

/** A legacy `validate(event, form, input, label, $, CXBus, Common)`. */
type LegacyValidate = (...args: unknown[]) => unknown;

const flag = z.boolean({ error: 'Expected true or false' });
const text = z.string({ error: 'Expected a text' });

const choiceSchema = z.object(
  {
    value: z.union([z.string(), z.number()], { error: 'Expected a text or a number' }),
    label: z.optional(text),
    text: z.optional(text),
    selected: z.optional(flag),
  },
  { error: 'Expected a choice { value, text }' },
);

const inputSchema = z.object(
  {
    name: z
      .string({ error: 'Expected a field name' })
      .check(z.refine((value) => value.trim() !== '', 'Expected a field name')),
    type: z.optional(
      z.enum(['text', 'email', 'tel', 'textarea', 'select', 'checkbox', 'hidden'], {
        error: "Expected 'text', 'email', 'tel', 'textarea', 'select', 'checkbox' or 'hidden'",
      }),
    ),
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
    required: z.optional(flag),
    readonly: z.optional(flag),
    validateWhileTyping: z.optional(flag),
    validate: z.optional(
      z.custom<LegacyValidate>((value) => typeof value === 'function', {
        error: 'Expected a function',
      }),
    ),
    options: z.optional(z.array(choiceSchema, { error: 'Expected a list of choices' })),
  },
  { error: 'Expected a field { name, label, ... }' },
);

const formSchema = z.object(
  {
    inputs: z
      .array(z.unknown(), { error: 'Expected a list of fields' })
      .check(z.minLength(1, 'Expected a list of fields')),
  },
  { error: 'Expected { inputs: [...] }' },
);

type LegacyInput = z.output<typeof inputSchema>;

// Names that reach Object.prototype when the values are later merged into other objects.
const unsafeNames = new Set(['__proto__', 'constructor', 'prototype']);

/** A legacy text: `@i18n:webchat.Key` names the i18n key `webchat.Key`; other texts stay. */
function legacyText(value: string): string {
  return value.startsWith('@i18n:') ? value.slice('@i18n:'.length) : value;
}

/** A legacy `validate` as a check of the value: it reads the value from its input argument. */
function fromLegacyValidate(validate: LegacyValidate): FormFieldValidator {
  return (value) => {
    // Legacy validators read the value as jQuery's `val()` or the DOM's `value`.
    const input = { value, val: () => value };
    try {
      const answer = validate({ type: 'submit', target: input }, undefined, input, undefined);
      return typeof answer === 'string' || typeof answer === 'boolean' ? answer : undefined;
    } catch {
      // One that needs the legacy jQuery or bus arguments cannot run here: refusing every submit
      // for it would lock visitors out.
      return undefined;
    }
  };
}

function fieldOf(input: LegacyInput): FormFieldDefinition {
  const selected = input.options?.find((choice) => choice.selected === true);
  const value = input.value ?? selected?.value;
  const field: FormFieldDefinition = {
    name: input.name,
    // The label is the field's accessible name: an input without one keeps what it showed.
    label: legacyText(input.label ?? input.placeholder ?? input.name),
    type: input.type ?? 'text',
    required: input.required ?? false,
  };
  if (input.placeholder !== undefined) field.placeholder = legacyText(input.placeholder);
  if (input.maxlength !== undefined) field.maxLength = Number(input.maxlength);
  if (value !== undefined) field.value = String(value);
  if (input.readonly !== undefined) field.readOnly = input.readonly;
  if (input.validateWhileTyping !== undefined) {
    field.validateWhileTyping = input.validateWhileTyping;
  }
  if (input.validate) field.validate = fromLegacyValidate(input.validate);
  if (input.options) {
    field.options = input.options.map((choice) => ({
      value: String(choice.value),
      label: legacyText(choice.label ?? choice.text ?? String(choice.value)),
    }));
  }
  return field;
}

function issuesOf(error: z.core.$ZodError, base: readonly (string | number)[]): FormJSONIssue[] {
  return error.issues.map((issue) => ({
    path: [...base, ...issue.path.map(String)].join('.') || '(form)',
    message: issue.message,
  }));
}

function refused(issues: FormJSONIssue[]): ParseFormJSONResult {
  const parts = issues.map((issue) => `${issue.path}: ${issue.message}`);
  return { error: `Invalid formJSON: ${parts.join('; ')}`, issues };
}

/**
 * Reads a legacy `formJSON` (`{ wrapper, inputs: [{ name, type, label, placeholder, maxlength,
 * value, validate, validateWhileTyping, readonly, options }] }`, or a JSON text of one) into
 * field definitions; `@i18n:key` texts become i18n keys, and `required` may be added to an input.
 * Layout keys (`id`, `wrapper`) are not used. A bad form gives an error naming every bad part.
 */
export function parseFormJSON(json: unknown): ParseFormJSONResult {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch {
      return refused([{ path: '(form)', message: 'Expected JSON text' }]);
    }
  }
  const issues: FormJSONIssue[] = [];
  const fields: FormFieldDefinition[] = [];
  const form = formSchema.safeParse(value);
  if (!form.success) issues.push(...issuesOf(form.error, []));
  const names = new Set<string>();
  (form.success ? form.data.inputs : []).forEach((item, index) => {
    const path = ['inputs', index];
    const input = inputSchema.safeParse(item);
    if (!input.success) {
      issues.push(...issuesOf(input.error, path));
      return;
    }
    const { name, type, options } = input.data;
    const at = (key: string) => [...path, key].join('.');
    if (unsafeNames.has(name)) {
      issues.push({
        path: at('name'),
        message: 'Expected a name other than __proto__, constructor or prototype',
      });
    } else if (names.has(name)) {
      issues.push({ path: at('name'), message: 'Expected a name no other field has' });
    }
    names.add(name);
    if (type === 'select' && !options?.length) {
      issues.push({ path: at('options'), message: 'Expected a list of choices' });
    }
    fields.push(fieldOf(input.data));
  });
  return issues.length > 0 ? refused(issues) : { fields };
}
