import { useActorRef, useSelector } from '@xstate/react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  formIds,
  type FormApi,
  type FormErrorProps,
  type FormFieldProps,
  type FormInputProps,
  type FormLabelProps,
  type FormRootProps,
  type FormSubmitProps,
} from '../machines/form/form.connect';
import { formMachine, type FormMachine } from '../machines/form/form.machine';
import type {
  FormDefinition,
  FormInput,
  FormInvalidDetails,
  FormSubmitDetails,
} from '../machines/form/form.types';
import { mergeProps } from './merge-props';

type FormSnapshot = SnapshotFrom<FormMachine>;

/** Options of {@link useForm}; all but the callbacks are read on mount. */
export interface UseFormOptions {
  /** Base of the elements' ids. @default React's `useId()` */
  id?: string;
  /** Prefilled values (e.g. `WebChat.open({ form })`), over the fields' own. */
  values?: Readonly<Record<string, string | undefined>>;
  /** Submit at once when prefilled and valid. @default false */
  autoSubmit?: boolean;
  /** Called with the trimmed values (and how the form was filled) when the form submits. */
  onSubmit?: (details: FormSubmitDetails) => void;
  /** Called with the errors and the field to focus when a submit is refused. */
  onInvalid?: (details: FormInvalidDetails) => void;
  /** Focus the first field in error after a refused submit (by its input id). @default true */
  focusOnInvalid?: boolean;
}

/** Props a prop getter gives once the caller's are merged in: the caller's win, handlers chain. */
type MergedProps<Ours, Theirs> = Omit<Ours, keyof Theirs> & Theirs;

/** What {@link useForm} returns: the api with prop getters that merge the caller's props, plus escape hatches. */
export interface UseFormReturn extends Omit<
  FormApi,
  | 'getFormProps'
  | 'getFieldProps'
  | 'getLabelProps'
  | 'getInputProps'
  | 'getErrorProps'
  | 'getSubmitProps'
> {
  /** Props for the `<form>`, merged with the caller's (their `onSubmit` may `preventDefault()` ours). */
  getFormProps<P extends object = object>(props?: P): MergedProps<FormRootProps, P>;
  /** Props for the element around one field, merged with the caller's. */
  getFieldProps<P extends object = object>(name: string, props?: P): MergedProps<FormFieldProps, P>;
  /** Props for a field's label, merged with the caller's. */
  getLabelProps<P extends object = object>(name: string, props?: P): MergedProps<FormLabelProps, P>;
  /** Props for a field's input, select or textarea, merged with the caller's. */
  getInputProps<P extends object = object>(name: string, props?: P): MergedProps<FormInputProps, P>;
  /** Props for a field's error text, merged with the caller's. */
  getErrorProps<P extends object = object>(name: string, props?: P): MergedProps<FormErrorProps, P>;
  /** Props for the submit button, merged with the caller's. */
  getSubmitProps<P extends object = object>(props?: P): MergedProps<FormSubmitProps, P>;
  /** The form snapshot the api was built from. */
  snapshot: FormSnapshot;
  /** Sends an event to the form actor. */
  send: ActorRefFrom<FormMachine>['send'];
  /** The form actor. */
  actorRef: ActorRefFrom<FormMachine>;
}

/**
 * A form from field definitions (see `formMachine`): values, the errors shown with the spec's
 * texts (translate them with `formErrorText`), prefill and auto-submit; `onSubmit` gets the
 * trimmed values; a refused submit focuses the first field in error.
 */
export function useForm(definition: FormDefinition, options: UseFormOptions = {}): UseFormReturn {
  const generatedId = useId();
  const [input] = useState<FormInput>(() => ({
    fields: definition.fields,
    messages: definition.messages,
    id: options.id ?? generatedId,
    values: options.values,
    autoSubmit: options.autoSubmit,
  }));
  const actorRef = useActorRef(formMachine, { input });
  const snapshot = useSelector(actorRef, (current: FormSnapshot) => current);

  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // Subscribed before the actor starts (in a passive effect), so an auto-submit is heard.
  useLayoutEffect(() => {
    const subscriptions = [
      actorRef.on('submitted', ({ values, prefilled, autoSubmitted }) =>
        latest.current.onSubmit?.({ values, prefilled, autoSubmitted }),
      ),
      actorRef.on('invalid', ({ errors, focusField }) => {
        latest.current.onInvalid?.({ errors, focusField });
        if (latest.current.focusOnInvalid === false) return;
        const ids = formIds(actorRef.getSnapshot().context.id);
        document.getElementById(ids.input(focusField))?.focus();
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  const api = useMemo(() => connect(snapshot, actorRef.send), [snapshot, actorRef]);
  return {
    ...api,
    getFormProps: (props = {} as never) => mergeProps(api.getFormProps(), props),
    getFieldProps: (name, props = {} as never) => mergeProps(api.getFieldProps(name), props),
    getLabelProps: (name, props = {} as never) => mergeProps(api.getLabelProps(name), props),
    getInputProps: (name, props = {} as never) => mergeProps(api.getInputProps(name), props),
    getErrorProps: (name, props = {} as never) => mergeProps(api.getErrorProps(name), props),
    getSubmitProps: (props = {} as never) => mergeProps(api.getSubmitProps(), props),
    snapshot,
    send: actorRef.send,
    actorRef,
  };
}
