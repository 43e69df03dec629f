import { useState } from 'react';
import { chatSessionAnatomy } from '../machines/chat-session/chat-session.anatomy';
import type {
  ChatErrorDetails,
  StartChatForm,
  StartOrigin,
} from '../machines/chat-session/chat-session.types';
import type { FormInputEvent, FormSubmitEvent } from '../machines/form/form.connect';
import { formFieldMaxLength } from '../machines/form/form.rules';
import type {
  FormErrorMessages,
  FormFieldDefinition,
  FormFieldError,
  FormSubmitDetails,
} from '../machines/form/form.types';
import { mergeProps } from './merge-props';
import { useChat } from './use-chat';
import { useForm, type UseFormReturn } from './use-form';

/** The pre-chat form's fields, named as the spec names the inputs. */
export type ChatFormField = 'firstname' | 'lastname' | 'nickname' | 'email' | 'subject';

/** Longest value of a form field (spec 2, section 5). */
export const chatFormFieldMaxLength = formFieldMaxLength;

const startFields: Record<ChatFormField, keyof StartChatForm> = {
  firstname: 'firstName',
  lastname: 'lastName',
  nickname: 'nickname',
  email: 'emailAddress',
  subject: 'subject',
};

function isStartField(name: string): name is ChatFormField {
  return Object.hasOwn(startFields, name);
}

/** The start-form fields as text boxes the form does not check: the server does (codes 102, 103, 161, 364). */
const serverCheckedFields: readonly FormFieldDefinition[] = Object.keys(startFields).map(
  (name) => ({ name }),
);

/** Values of the pre-chat form's fields. */
export type ChatFormValues = Partial<Record<ChatFormField, string>>;

/** Options of {@link useChatForm}; the fields, values and `autoSubmit` are read on mount. */
export interface UseChatFormOptions {
  /**
   * The form's fields, in their order: the start-form fields by their names, any other field's
   * (trimmed, non-empty) value joins the user data. Their checks (`required`, `type: 'email'`,
   * `pattern`, `validate`) refuse a start in the browser. @default the start-form fields, unchecked
   */
  fields?: readonly FormFieldDefinition[];
  /** The fields' first values, e.g. what the site knows of a signed-in visitor. */
  defaultValues?: Readonly<Record<string, string | undefined>>;
  /** Start the chat at once when the default values fill a valid form (`WebChat.open({ form: { autoSubmit } })`). @default false */
  autoSubmit?: boolean;
  /** User data sent with the start. */
  userData?: Record<string, string>;
  /** How the chat is being started (a proactive invitation, a prefilled form), for its metadata. */
  origin?: StartOrigin;
  /** The i18n keys (or texts) of the errors the form finds, over the core packs' `common.form.*`. */
  messages?: FormErrorMessages;
  /** Base of the elements' ids. @default React's `useId()` */
  id?: string;
}

type Merged<Ours, Theirs> = Omit<Ours, keyof Theirs> & Theirs;
type InputProps = ReturnType<UseFormReturn['getInputProps']>;

/** Props for a field's input, with the chat's anatomy and the server's errors. */
export type ChatFormFieldProps = Omit<InputProps, 'data-scope' | 'data-part'> & {
  /** Component the part belongs to. */
  'data-scope': 'chat';
  /** Part name. */
  'data-part': 'field';
};

/** Props for the pre-chat `<form>`. */
export type ChatFormProps = Omit<
  ReturnType<UseFormReturn['getFormProps']>,
  'data-scope' | 'data-part' | 'onSubmit'
> & {
  /** Component the part belongs to. */
  'data-scope': 'chat';
  /** Part name. */
  'data-part': 'form';
  /** Set while the chat is starting. */
  'aria-busy': true | undefined;
  /** Submits the form: the chat starts if every field passes its checks. */
  onSubmit(event: FormSubmitEvent): void;
};

/** What {@link useChatForm} returns. */
export interface UseChatFormReturn {
  /** Field values; a field without a value is left out. */
  values: Readonly<Record<string, string>>;
  /** Sets a field's value, e.g. from the site's own data; a new value clears its server error. */
  setValue(field: string, value: string): void;
  /** The error a field shows: the server's (until the field's value changes), else the form's own. */
  errorOf(field: string): FormFieldError | undefined;
  /** Whether the chat is starting. */
  isSubmitting: boolean;
  /** Checks the fields and starts the chat with their values; refused (no start) while one is in error. */
  submit(): void;
  /** Props for the `<form>`. */
  getFormProps<P extends object = object>(props?: P): Merged<ChatFormProps, P>;
  /** Props for a field's input: id, name, value, length limit, required, invalid state and its description. */
  getFieldProps<P extends object = object>(field: string, props?: P): Merged<ChatFormFieldProps, P>;
  /** Props for a field's label. */
  getLabelProps<P extends object = object>(
    field: string,
    props?: P,
  ): Merged<ReturnType<UseFormReturn['getLabelProps']>, P>;
  /** Props for a field's error text (hidden while the field shows none). */
  getErrorProps<P extends object = object>(
    field: string,
    props?: P,
  ): Merged<ReturnType<UseFormReturn['getErrorProps']>, P>;
  /** The headless form underneath (its fields, flags such as `isDirty`, and its actor). */
  form: UseFormReturn;
}

function serverError(error: ChatErrorDetails): FormFieldError {
  return { type: 'external', key: error.key, ...(error.values ? { values: error.values } : {}) };
}

/**
 * The pre-chat form on the headless form: field values and checks, the server's field errors, and
 * the submit that starts the chat once every field passes.
 */
export function useChatForm(options: UseChatFormOptions = {}): UseChatFormReturn {
  const chat = useChat();
  // The server error each field was changed after: it no longer applies, though the session keeps
  // it until the next start; a new refused start brings new error objects, which show again.
  const [outdated, setOutdated] = useState<Partial<Record<ChatFormField, ChatErrorDetails>>>({});
  const startWith = (details: FormSubmitDetails) => {
    const request: StartChatForm = {};
    const userData: Record<string, string> = { ...options.userData };
    for (const [name, value] of Object.entries(details.values)) {
      if (value === '') continue;
      if (isStartField(name)) (request as Record<string, unknown>)[startFields[name]] = value;
      else userData[name] = value;
    }
    if (options.userData || Object.keys(userData).length > 0) request.userData = userData;
    const origin: StartOrigin = { ...options.origin };
    if (details.prefilled) origin.prefilled = true;
    if (details.autoSubmitted) origin.autoSubmitted = true;
    chat.start(request, Object.keys(origin).length > 0 ? origin : undefined);
  };
  const form = useForm(
    { fields: options.fields ?? serverCheckedFields, messages: options.messages },
    {
      id: options.id,
      values: options.defaultValues,
      autoSubmit: options.autoSubmit,
      onSubmit: startWith,
    },
  );

  const serverErrorOf = (field: string) => {
    if (!isStartField(field)) return undefined;
    const error = chat.formErrors[startFields[field]];
    return error === outdated[field] ? undefined : error;
  };
  const errorOf = (field: string) => {
    const error = serverErrorOf(field);
    return error ? serverError(error) : form.errors[field];
  };
  const setValue = (field: string, value: string) => {
    const error = serverErrorOf(field);
    if (error && isStartField(field) && value !== (form.values[field] ?? '')) {
      setOutdated((current) => ({ ...current, [field]: error }));
    }
    form.setValue(field, value);
  };

  return {
    values: Object.fromEntries(Object.entries(form.values).filter(([, value]) => value !== '')),
    setValue,
    errorOf,
    isSubmitting: chat.status === 'starting',
    submit: form.submit,
    getFormProps(props = {} as never) {
      return mergeProps(
        {
          ...form.getFormProps(),
          ...chatSessionAnatomy.form.attrs,
          'aria-busy': chat.status === 'starting' || undefined,
        },
        props,
      );
    },
    getFieldProps(field, props = {} as never) {
      const error = errorOf(field);
      const ours = form.getInputProps(field);
      return mergeProps(
        {
          ...ours,
          ...chatSessionAnatomy.field.attrs,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? form.ids.error(field) : undefined,
          'data-state': error ? 'invalid' : 'valid',
          onChange: (event: FormInputEvent) =>
            setValue(
              field,
              ours.type === 'checkbox' ? (event.target.checked ? 'true' : '') : event.target.value,
            ),
        },
        props,
      );
    },
    getLabelProps: (field, props = {} as never) => form.getLabelProps(field, props),
    getErrorProps(field, props = {} as never) {
      return mergeProps({ ...form.getErrorProps(field), hidden: !errorOf(field) }, props);
    },
    form,
  };
}
