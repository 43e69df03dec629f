import { useState, type ChangeEvent, type FormEvent } from 'react';
import { chatSessionAnatomy } from '../machines/chat-session/chat-session.anatomy';
import type {
  ChatErrorDetails,
  StartChatForm,
  StartOrigin,
} from '../machines/chat-session/chat-session.types';
import { mergeProps } from './merge-props';
import { useChat } from './use-chat';

/** The pre-chat form's fields, named as the spec names the inputs. */
export type ChatFormField = 'firstname' | 'lastname' | 'nickname' | 'email' | 'subject';

/** Longest value of a form field (spec 2, section 5). */
export const chatFormFieldMaxLength = 100;

const startFields: Record<ChatFormField, keyof StartChatForm> = {
  firstname: 'firstName',
  lastname: 'lastName',
  nickname: 'nickname',
  email: 'emailAddress',
  subject: 'subject',
};

/** Values of the pre-chat form's fields. */
export type ChatFormValues = Partial<Record<ChatFormField, string>>;

/** Options of {@link useChatForm}. */
export interface UseChatFormOptions {
  /** The fields' first values, e.g. what the site knows of a signed-in visitor (read on mount). */
  defaultValues?: ChatFormValues;
  /** User data sent with the start. */
  userData?: Record<string, string>;
  /** How the chat is being started (a proactive invitation, a prefilled form), for its metadata. */
  origin?: StartOrigin;
}

/** What {@link useChatForm} returns. */
export type UseChatFormReturn = ReturnType<typeof useChatForm>;

/** The pre-chat form: field values, server field errors, and the submit that starts the chat. */
export function useChatForm(options: UseChatFormOptions = {}) {
  const chat = useChat();
  const [values, setValues] = useState<ChatFormValues>(() => ({ ...options.defaultValues }));
  // The server error each field was changed after: it no longer applies, though the session keeps
  // it until the next start; a new refused start brings new error objects, which show again.
  const [outdated, setOutdated] = useState<Partial<Record<ChatFormField, ChatErrorDetails>>>({});
  const errorOf = (field: ChatFormField) => {
    const error = chat.formErrors[startFields[field]];
    return error === outdated[field] ? undefined : error;
  };
  const setValue = (field: ChatFormField, value: string) => {
    const error = errorOf(field);
    if (error && value !== (values[field] ?? ''))
      setOutdated((current) => ({ ...current, [field]: error }));
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = () => {
    const form: StartChatForm = { userData: options.userData };
    for (const [field, key] of Object.entries(startFields) as [
      ChatFormField,
      keyof StartChatForm,
    ][]) {
      const value = values[field]?.trim();
      if (value) (form as Record<string, unknown>)[key] = value;
    }
    chat.start(form, options.origin);
  };

  return {
    /** Field values. */
    values,
    /** Sets a field's value, e.g. from the site's own data; a new value clears its server error. */
    setValue,
    /** The server's error for a field, if any, until the field's value changes. */
    errorOf,
    /** Whether the chat is starting. */
    isSubmitting: chat.status === 'starting',
    /** Starts the chat with the field values. */
    submit,
    /** Props for the `<form>`. */
    getFormProps<P extends object>(props: P = {} as P) {
      return mergeProps(
        {
          ...chatSessionAnatomy.form.attrs,
          noValidate: true,
          'aria-busy': chat.status === 'starting' || undefined,
          onSubmit: (event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            submit();
          },
        },
        props,
      );
    },
    /** Props for a field's input: name, value, length limit, invalid state from the server. */
    getFieldProps<P extends object>(field: ChatFormField, props: P = {} as P) {
      const error = errorOf(field);
      return mergeProps(
        {
          ...chatSessionAnatomy.field.attrs,
          name: field,
          value: values[field] ?? '',
          maxLength: chatFormFieldMaxLength,
          'aria-invalid': error ? true : undefined,
          'data-state': error ? 'invalid' : 'valid',
          onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
        },
        props,
      );
    },
  };
}
