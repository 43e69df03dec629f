import { assign, emit, setup } from 'xstate';
import {
  clip,
  fieldError,
  formErrorKeys,
  formErrors,
  hasPrefill,
  normalizeField,
  startingValues,
  trimmed,
} from './form.rules';
import type {
  FormContext,
  FormEmitted,
  FormEvent,
  FormField,
  FormFieldError,
  FormInput,
} from './form.types';

function fieldOf(context: FormContext, event: FormEvent): FormField | undefined {
  return 'name' in event ? context.fields.find((field) => field.name === event.name) : undefined;
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** The errors once the field holds `values[name]`: checked again when `check`; an external error goes once the value changes. */
function errorsAfterEdit(
  context: FormContext,
  field: FormField,
  values: Record<string, string>,
  check: boolean,
): Readonly<Record<string, FormFieldError>> {
  const shown = context.errors[field.name];
  const changed = values[field.name] !== context.values[field.name];
  // An error from elsewhere (the server's) holds for the value it was about.
  if (shown?.type === 'external' && !changed) return context.errors;
  const kept = shown?.type === 'external' ? undefined : shown;
  const error = check ? fieldError(field, values, context.messages) : kept;
  return error
    ? { ...context.errors, [field.name]: error }
    : withoutKey(context.errors, field.name);
}

function allErrors(context: FormContext): Record<string, FormFieldError> {
  return formErrors(context.fields, context.values, context.messages);
}

/**
 * A form declared from field definitions: values (cut to each field's `maxLength`), `touched`,
 * the errors shown, prefill and auto-submit. A field is checked when the visitor leaves it, on
 * every change once it was left or shows an error (so a fixed error clears at once), on every
 * change and key-up with `validateWhileTyping`, and all fields on submit: a valid form emits
 * `submitted` with the trimmed values; an invalid one marks every field touched, shows every error
 * and emits `invalid` with the field to focus first. States: `editing`, then `submitted` after a
 * valid submit (an edit or a reset goes back to `editing`; submitting again is allowed).
 */
export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
    emitted: {} as FormEmitted,
  },
  guards: {
    isField: ({ context, event }) => fieldOf(context, event) !== undefined,
    isEditableField: ({ context, event }) => {
      const field = fieldOf(context, event);
      return field !== undefined && field.readOnly !== true;
    },
    isValid: ({ context }) => Object.keys(allErrors(context)).length === 0,
    shouldAutoSubmit: ({ context }) =>
      context.autoSubmitted && Object.keys(allErrors(context)).length === 0,
  },
  actions: {
    assignChange: assign(({ context, event }) => {
      const field = fieldOf(context, event);
      if (!field || (event.type !== 'field.change' && event.type !== 'field.keyup')) return {};
      const values = { ...context.values, [field.name]: clip(field, event.value) };
      const check =
        field.validateWhileTyping === true ||
        (event.type === 'field.change' &&
          (context.touched[field.name] === true ||
            context.errors[field.name] !== undefined ||
            field.type === 'select' ||
            field.type === 'checkbox'));
      return {
        values,
        edited: { ...context.edited, [field.name]: true },
        errors: errorsAfterEdit(context, field, values, check),
      };
    }),
    assignBlur: assign(({ context, event }) => {
      const field = fieldOf(context, event);
      if (!field) return {};
      // A field left as it started is not called wrong yet (submit will): the error would appear
      // as the visitor reaches for another control, moving it under the pointer.
      const unchanged = context.edited[field.name] !== true;
      return {
        touched: { ...context.touched, [field.name]: true },
        errors: unchanged
          ? context.errors
          : errorsAfterEdit(context, field, { ...context.values }, true),
      };
    }),
    assignExternalError: assign(({ context, event }) => {
      const field = fieldOf(context, event);
      if (!field || event.type !== 'field.setError') return {};
      const error: FormFieldError = {
        type: 'external',
        key: event.error,
        label: field.label,
        ...(event.values ? { values: event.values } : {}),
      };
      return { errors: { ...context.errors, [field.name]: error } };
    }),
    assignRefusal: assign(({ context }) => {
      const errors = { ...context.errors, ...allErrors(context) };
      return {
        touched: Object.fromEntries(context.fields.map((field) => [field.name, true])),
        errors,
        submitCount: context.submitCount + 1,
        focusField: context.fields.find((field) => errors[field.name])?.name ?? null,
      };
    }),
    assignSubmit: assign(({ context }) => ({
      touched: Object.fromEntries(context.fields.map((field) => [field.name, true])),
      errors: {},
      submitCount: context.submitCount + 1,
      focusField: null,
    })),
    assignReset: assign(({ context, event }) => {
      if (event.type !== 'form.reset') return {};
      const values = event.values
        ? startingValues(context.fields, event.values)
        : context.initialValues;
      return {
        values,
        initialValues: values,
        touched: {},
        edited: {},
        errors: {},
        autoSubmitted: false,
        submitCount: 0,
        focusField: null,
      };
    }),
    clearAutoSubmit: assign({ autoSubmitted: false }),
    notifySubmitted: emit(({ context }) => ({
      type: 'submitted' as const,
      values: trimmed(context.values),
      prefilled: context.prefilled,
      autoSubmitted: context.autoSubmitted,
    })),
    notifyInvalid: emit(({ context }) => ({
      type: 'invalid' as const,
      errors: context.errors,
      focusField: context.focusField!,
    })),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => {
    const fields = input.fields.map(normalizeField);
    const values = startingValues(fields, input.values);
    const prefilled = hasPrefill(fields, input.values);
    return {
      id: input.id ?? 'cx-form',
      fields,
      values,
      initialValues: values,
      touched: {},
      edited: {},
      errors: {},
      messages: { ...formErrorKeys, ...input.messages },
      prefilled,
      // Until the first check: cleared below when the prefilled form is not valid.
      autoSubmitted: prefilled && input.autoSubmit === true,
      submitCount: 0,
      focusField: null,
    };
  },
  initial: 'starting',
  on: {
    'field.change': { guard: 'isEditableField', target: '.editing', actions: 'assignChange' },
    'field.keyup': { guard: 'isEditableField', target: '.editing', actions: 'assignChange' },
    'field.blur': { guard: 'isField', actions: 'assignBlur' },
    'field.setError': { guard: 'isField', actions: 'assignExternalError' },
    'form.submit': [
      {
        guard: 'isValid',
        target: '.submitted',
        actions: ['clearAutoSubmit', 'assignSubmit', 'notifySubmitted'],
      },
      { target: '.editing', actions: ['assignRefusal', 'notifyInvalid'] },
    ],
    'form.reset': { target: '.editing', actions: 'assignReset' },
  },
  states: {
    starting: {
      always: [
        {
          guard: 'shouldAutoSubmit',
          target: 'submitted',
          actions: ['assignSubmit', 'notifySubmitted'],
        },
        { target: 'editing', actions: 'clearAutoSubmit' },
      ],
    },
    editing: {},
    submitted: {},
  },
});

/** The form machine's type, for typing actors and snapshots. */
export type FormMachine = typeof formMachine;
