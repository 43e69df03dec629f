import type { SnapshotFrom } from 'xstate';
import { formAnatomy } from './form.anatomy';
import type { FormMachine } from './form.machine';
import { formErrors } from './form.rules';
import type { FormEvent, FormField, FormFieldError, FormValues } from './form.types';

/** What the input's change handler reads of a change event; React's and the DOM's fit. */
export interface FormInputEvent {
  /** The input, with its value (and, for a checkbox, whether it is ticked). */
  target: { value: string; checked?: boolean };
}

/** What the input's key-up handler reads of a keyboard event; React's fits. */
export interface FormKeyEvent {
  /** The input the handler is on, with its value after the key. */
  currentTarget: { value: string };
}

/** What the form's submit handler uses of the event. */
export interface FormSubmitEvent {
  /** Stops the browser's own submit (a page load). */
  preventDefault(): void;
}

/** Whether the form shows errors, was submitted, or neither. */
export type FormState = 'idle' | 'invalid' | 'submitted';

/** Whether a field shows an error. */
export type FormFieldState = 'valid' | 'invalid';

/** Props for the `<form>`. */
export interface FormRootProps {
  /** Component the part belongs to. */
  'data-scope': 'form';
  /** Part name. */
  'data-part': 'root';
  /** Whether the form shows errors, was submitted, or neither. */
  'data-state': FormState;
  /** The form's id. */
  id: string;
  /** The form checks its fields itself, with the spec's texts. */
  noValidate: true;
  /** Submits the form (validating every field) instead of loading a page. */
  onSubmit(event: FormSubmitEvent): void;
}

/** Props for the element around one field's label, input and error. */
export interface FormFieldProps {
  /** Component the part belongs to. */
  'data-scope': 'form';
  /** Part name. */
  'data-part': 'field';
  /** Whether the field shows an error. */
  'data-state': FormFieldState;
  /** The field's kind. */
  'data-type': FormField['type'];
  /** The field's name. */
  'data-name': string;
}

/** Props for a field's `<label>`. */
export interface FormLabelProps {
  /** Component the part belongs to. */
  'data-scope': 'form';
  /** Part name. */
  'data-part': 'label';
  /** The label's id. */
  id: string;
  /** The input's id. */
  htmlFor: string;
}

/** Props for a field's `<input>`, `<select>` or `<textarea>`. */
export interface FormInputProps {
  /** Component the part belongs to. */
  'data-scope': 'form';
  /** Part name. */
  'data-part': 'input';
  /** Whether the field shows an error. */
  'data-state': FormFieldState;
  /** The input's id. */
  id: string;
  /** The field's name. */
  name: string;
  /** The input's type; none for a select or a textarea. */
  type?: 'text' | 'email' | 'tel' | 'checkbox' | 'hidden';
  /** The value (a checkbox's is always `'true'`, its state is `checked`). */
  value: string;
  /** Whether a checkbox is ticked; only on checkboxes. */
  checked?: boolean;
  /** Whether the field must be filled (the form has `noValidate`: the form checks it, not the browser). */
  required: boolean;
  /** Whether the field must be filled, for assistive technologies. */
  'aria-required': true | undefined;
  /** Whether the field shows an error. */
  'aria-invalid': true | undefined;
  /** The error's id while the field shows one. */
  'aria-describedby': string | undefined;
  /** The longest value; only on text inputs and textareas. */
  maxLength?: number;
  /** Shows the value without letting the visitor change it. */
  readOnly: true | undefined;
  /** A read-only select cannot be made read-only otherwise. */
  disabled?: true;
  /** The input's `autocomplete` token. */
  autoComplete?: string;
  /** Sends the new value. */
  onChange(event: FormInputEvent): void;
  /** Marks the field touched and checks it. */
  onBlur(): void;
  /** Sends the value, checked while typing with `validateWhileTyping`. */
  onKeyUp(event: FormKeyEvent): void;
}

/** Props for a field's error text. */
export interface FormErrorProps {
  /** Component the part belongs to. */
  'data-scope': 'form';
  /** Part name. */
  'data-part': 'error';
  /** The error's id, which describes the input. */
  id: string;
  /** Hidden while the field shows no error. */
  hidden: boolean;
}

/** Props for the submit button. */
export interface FormSubmitProps {
  /** Component the part belongs to. */
  'data-scope': 'form';
  /** Part name. */
  'data-part': 'submit';
  /** A submit button. */
  type: 'submit';
}

/** What views use of the form: values, errors, flags, commands and prop getters. */
export interface FormApi {
  /** The fields, defaults applied, in their order. */
  fields: readonly FormField[];
  /** Every field's value. */
  values: FormValues;
  /** The errors shown, by field name. */
  errors: Readonly<Record<string, FormFieldError>>;
  /** Fields the visitor has left, or that a submit marked. */
  touched: Readonly<Record<string, boolean>>;
  /** Whether every field passes its checks now (errors shown or not). */
  isValid: boolean;
  /** Whether any field shows an error. */
  hasErrors: boolean;
  /** Whether a value differs from the starting one: a window asks before closing. */
  isDirty: boolean;
  /** Whether any field the visitor sees holds a value (spec 3: "closing with any filled field asks"). */
  isFilled: boolean;
  /** Whether the last submit went through (no edit since). */
  isSubmitted: boolean;
  /** Whether prefilled values were given, for the metadata. */
  isPrefilled: boolean;
  /** Whether the form submitted itself, for the metadata. */
  isAutoSubmitted: boolean;
  /** Submits tried so far, refused ones included. */
  submitCount: number;
  /** The first field in error after the last refused submit: the one to focus. */
  focusField: string | null;
  /** The ids of the form's elements. */
  ids: FormIds;
  /** The field named `name`; throws for a name the form does not have. */
  getField(name: string): FormField;
  /** The error a field shows, if any. */
  errorOf(name: string): FormFieldError | undefined;
  /** Changes a field's value, as the visitor's typing does. */
  setValue(name: string, value: string): void;
  /** Marks a field left, as its blur does. */
  blur(name: string): void;
  /** Shows an error from elsewhere (e.g. the server) on a field until its value changes. */
  setError(name: string, error: string, values?: Record<string, string | number>): void;
  /** Submits: emits `submitted`, or shows every error and emits `invalid`. */
  submit(): void;
  /** Back to the starting values (or `values`), nothing touched, no errors. */
  reset(values?: Readonly<Record<string, string | undefined>>): void;
  /** Props for the `<form>`. */
  getFormProps(): FormRootProps;
  /** Props for the element around one field. */
  getFieldProps(name: string): FormFieldProps;
  /** Props for a field's label. */
  getLabelProps(name: string): FormLabelProps;
  /** Props for a field's input, select or textarea. */
  getInputProps(name: string): FormInputProps;
  /** Props for a field's error text. */
  getErrorProps(name: string): FormErrorProps;
  /** Props for the submit button. */
  getSubmitProps(): FormSubmitProps;
}

/** The ids of the form's elements. */
export interface FormIds {
  /** The form's id. */
  form: string;
  /** A field's label id. */
  label(name: string): string;
  /** A field's input id. */
  input(name: string): string;
  /** A field's error id. */
  error(name: string): string;
}

/** The ids of the form's elements, from its base id. */
export function formIds(id: string): FormIds {
  return {
    form: id,
    label: (name) => `${id}-${name}-label`,
    input: (name) => `${id}-${name}`,
    error: (name) => `${id}-${name}-error`,
  };
}

const textTypes = new Set<FormField['type']>(['text', 'email', 'tel', 'textarea']);

/** Turns a form snapshot and the actor's `send` into the {@link FormApi}. */
export function connect(
  snapshot: SnapshotFrom<FormMachine>,
  send: (event: FormEvent) => void,
): FormApi {
  const { context } = snapshot;
  const ids = formIds(context.id);
  const { errors, values } = context;
  const hasErrors = Object.keys(errors).length > 0;
  const isSubmitted = snapshot.matches('submitted');
  const getField = (name: string) => {
    const field = context.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`Form: unknown field "${name}"`);
    return field;
  };
  const stateOf = (name: string): FormFieldState => (errors[name] ? 'invalid' : 'valid');
  const valueOfEvent = (field: FormField, event: FormInputEvent) =>
    field.type === 'checkbox' ? (event.target.checked ? 'true' : '') : event.target.value;
  return {
    fields: context.fields,
    values,
    errors,
    touched: context.touched,
    isValid: Object.keys(formErrors(context.fields, values, context.messages)).length === 0,
    hasErrors,
    isDirty: context.fields.some(
      (field) => values[field.name] !== context.initialValues[field.name],
    ),
    isFilled: context.fields.some(
      (field) => field.type !== 'hidden' && (values[field.name] ?? '').trim() !== '',
    ),
    isSubmitted,
    isPrefilled: context.prefilled,
    isAutoSubmitted: context.autoSubmitted,
    submitCount: context.submitCount,
    focusField: context.focusField,
    ids,
    getField,
    errorOf: (name) => errors[name],
    setValue: (name, value) => send({ type: 'field.change', name, value }),
    blur: (name) => send({ type: 'field.blur', name }),
    setError: (name, error, errorValues) =>
      send({
        type: 'field.setError',
        name,
        error,
        ...(errorValues ? { values: errorValues } : {}),
      }),
    submit: () => send({ type: 'form.submit' }),
    reset: (resetValues) =>
      send(resetValues ? { type: 'form.reset', values: resetValues } : { type: 'form.reset' }),
    getFormProps: () => ({
      ...formAnatomy.root.attrs,
      'data-state': isSubmitted ? 'submitted' : hasErrors ? 'invalid' : 'idle',
      id: ids.form,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      },
    }),
    getFieldProps: (name) => {
      const field = getField(name);
      return {
        ...formAnatomy.field.attrs,
        'data-state': stateOf(name),
        'data-type': field.type,
        'data-name': name,
      };
    },
    getLabelProps: (name) => ({
      ...formAnatomy.label.attrs,
      id: ids.label(getField(name).name),
      htmlFor: ids.input(name),
    }),
    getInputProps: (name) => {
      const field = getField(name);
      const error = errors[name];
      const value = values[name] ?? '';
      const type = field.type === 'select' || field.type === 'textarea' ? undefined : field.type;
      return {
        ...formAnatomy.input.attrs,
        'data-state': stateOf(name),
        id: ids.input(name),
        name,
        ...(type ? { type } : {}),
        value: field.type === 'checkbox' ? 'true' : value,
        ...(field.type === 'checkbox' ? { checked: value === 'true' } : {}),
        required: field.required,
        'aria-required': field.required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? ids.error(name) : undefined,
        ...(textTypes.has(field.type) && field.maxLength !== undefined
          ? { maxLength: field.maxLength }
          : {}),
        readOnly: field.readOnly || undefined,
        ...(field.type === 'select' && field.readOnly ? { disabled: true as const } : {}),
        ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
        onChange: (event) =>
          send({ type: 'field.change', name, value: valueOfEvent(field, event) }),
        onBlur: () => send({ type: 'field.blur', name }),
        onKeyUp: (event) => {
          // A checkbox's key-up (Space) is its change, already sent.
          if (field.type === 'checkbox' || field.type === 'select') return;
          send({ type: 'field.keyup', name, value: event.currentTarget.value });
        },
      };
    },
    getErrorProps: (name) => ({
      ...formAnatomy.error.attrs,
      id: ids.error(getField(name).name),
      hidden: errors[name] === undefined,
    }),
    getSubmitProps: () => ({ ...formAnatomy.submit.attrs, type: 'submit' }),
  };
}

const windowFormEvents: ReadonlySet<string> = new Set([
  'field.change',
  'field.blur',
  'field.keyup',
  'form.submit',
]);

/**
 * Connects the form a widget window holds: the form's field and submit events go to the window's
 * actor, which forwards them to the form it spawned. No form (a window without one yet) gives none.
 */
export function connectWindowForm<WindowEvent>(
  snapshot: SnapshotFrom<FormMachine> | undefined,
  send: (event: WindowEvent) => void,
): FormApi | undefined {
  if (!snapshot) return undefined;
  return connect(snapshot, (event) => {
    if (windowFormEvents.has(event.type)) send(event as WindowEvent);
  });
}
