/** The kinds of field a form declares; `hidden` fields carry a value and show nothing. */
export type FormFieldType =
  'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'hidden';

/** One choice of a `select` field. */
export interface FormFieldOption {
  /** The value the form submits. */
  value: string;
  /** What the visitor reads: a text, or an i18n key. */
  label: string;
}

/**
 * Why a field is in error: `required` (empty, or a checkbox not ticked), `email` (not an e-mail
 * address), `invalid` (its pattern does not match, or its validator answered `false`), `custom`
 * (its validator answered an error text or key), `external` (set from elsewhere, e.g. the server).
 */
export type FormErrorType = 'required' | 'email' | 'invalid' | 'custom' | 'external';

/** The i18n keys (or texts) of the errors the form finds itself, by error type. */
export type FormErrorMessages = Partial<Record<'required' | 'email' | 'invalid', string>>;

/** An error shown on a field. */
export interface FormFieldError {
  /** Why the field is in error. */
  type: FormErrorType;
  /** The i18n key (or text) of the error. */
  key: string;
  /** The field's label (a text, or an i18n key), for a `{label}` placeholder in the error. */
  label?: string;
  /** Further placeholder values of the error. */
  values?: Readonly<Record<string, string | number>>;
}

/**
 * Checks a value: a non-empty text is the error to show (an i18n key or a text), `false` means
 * "(label) is not valid"; `true`, `undefined`, `null` and `''` mean valid (legacy validators answer so).
 */
export type FormFieldValidator = (
  value: string,
  values: Readonly<Record<string, string>>,
) => string | boolean | null | undefined;

/** One field of a form definition. */
export interface FormFieldDefinition {
  /** The field's name: its key in the values, and the input's `name`. */
  name: string;
  /** The kind of input. @default 'text' */
  type?: FormFieldType;
  /** The label, which is the field's accessible name: a text, or an i18n key. @default name */
  label?: string;
  /** The placeholder: a text, or an i18n key. */
  placeholder?: string;
  /** The field must be filled (a checkbox ticked) before the form submits. @default false */
  required?: boolean;
  /** The longest value; longer values are cut. @default 100 (spec 2 section 5), none for a textarea */
  maxLength?: number;
  /** A pattern the whole (trimmed, non-empty) value must match, else `invalid`. */
  pattern?: RegExp | string;
  /** A check of the trimmed value (empty ones too), run after the built-in ones (see {@link FormFieldValidator}). */
  validate?: FormFieldValidator;
  /** Also validate while the visitor types (every change and key-up), not only on blur and submit. @default false */
  validateWhileTyping?: boolean;
  /** The choices of a `select`; the first is chosen unless `value` names another. */
  options?: readonly FormFieldOption[];
  /** The field's first value (`'true'` ticks a checkbox). */
  value?: string;
  /** Shows the value without letting the visitor change it. @default false */
  readOnly?: boolean;
  /** The input's `autocomplete` token, e.g. `given-name`. */
  autoComplete?: string;
  /** This field's own error texts or keys, over the form's. */
  messages?: FormErrorMessages;
}

/** A field as the form holds it: its definition with the defaults applied. */
export interface FormField extends Omit<FormFieldDefinition, 'type' | 'label' | 'required'> {
  /** The kind of input. */
  type: FormFieldType;
  /** The label (a text, or an i18n key). */
  label: string;
  /** Whether the field must be filled. */
  required: boolean;
}

/** Values of the fields, by field name. */
export type FormValues = Readonly<Record<string, string>>;

/** A form's definition: its fields (e.g. from `parseFormJSON`) and error texts. */
export interface FormDefinition {
  /** The fields, in their order. */
  fields: readonly FormFieldDefinition[];
  /** The form's error texts or keys. @default formErrorKeys */
  messages?: FormErrorMessages;
}

/** Input of the form machine. */
export interface FormInput extends FormDefinition {
  /** Base of the elements' ids. @default 'cx-form' */
  id?: string;
  /** Prefilled values (e.g. `WebChat.open({ form })`), over the fields' own `value`s. */
  values?: Readonly<Record<string, string | undefined>>;
  /** Submit at once when prefilled and valid. @default false */
  autoSubmit?: boolean;
}

/** Context of the form machine. */
export interface FormContext {
  /** Base of the elements' ids. */
  id: string;
  /** The fields, defaults applied. */
  fields: readonly FormField[];
  /** Current values of every field. */
  values: FormValues;
  /** The values the form started with (or was last reset to); `dirty` compares with them. */
  initialValues: FormValues;
  /** Fields the visitor has left (blurred) or that a submit marked. */
  touched: Readonly<Record<string, boolean>>;
  /** Fields the visitor has changed since the start (or the last reset). */
  edited: Readonly<Record<string, boolean>>;
  /** The errors shown, by field name. */
  errors: Readonly<Record<string, FormFieldError>>;
  /** The form's error texts or keys. */
  messages: Required<FormErrorMessages>;
  /** Whether prefilled values were given. */
  prefilled: boolean;
  /** Whether the form submitted itself (prefilled, valid, `autoSubmit`). */
  autoSubmitted: boolean;
  /** Submits tried so far, refused ones included. */
  submitCount: number;
  /** The first field in error after the last refused submit: the one to focus. */
  focusField: string | null;
}

/** Events the form machine accepts. */
export type FormEvent =
  | { type: 'field.change'; name: string; value: string }
  | { type: 'field.blur'; name: string }
  | { type: 'field.keyup'; name: string; value: string }
  | {
      type: 'field.setError';
      name: string;
      error: string;
      values?: Record<string, string | number>;
    }
  | { type: 'form.submit' }
  | { type: 'form.reset'; values?: Readonly<Record<string, string | undefined>> };

/** Details of a submit: the trimmed values and how the form was filled, for the metadata. */
export interface FormSubmitDetails {
  /** Every field's value, trimmed. */
  values: FormValues;
  /** Whether prefilled values were given. */
  prefilled: boolean;
  /** Whether the form submitted itself, without the visitor. */
  autoSubmitted: boolean;
}

/** Details of a refused submit. */
export interface FormInvalidDetails {
  /** The errors, by field name. */
  errors: Readonly<Record<string, FormFieldError>>;
  /** The first field in error, to focus. */
  focusField: string;
}

/** Notifications the form emits: it submitted, or a submit was refused. */
export type FormEmitted =
  ({ type: 'submitted' } & FormSubmitDetails) | ({ type: 'invalid' } & FormInvalidDetails);
