import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  type PhoneCountryOptionProps,
  type PhoneCountrySelectProps,
  type PhoneInputApi,
  type PhoneInputErrorProps,
  type PhoneInputInputProps,
  type PhoneInputRootProps,
} from '../machines/phone-input/phone-input.connect';
import {
  phoneInputMachine,
  type PhoneInputMachine,
} from '../machines/phone-input/phone-input.machine';
import type {
  CountryCode,
  PhoneCountry,
  PhoneInputInput,
} from '../machines/phone-input/phone-input.types';
import { mergeProps } from './merge-props';

type PhoneInputSnapshot = SnapshotFrom<PhoneInputMachine>;

/** Details of a change of the number. */
export interface PhoneValueChangeDetails {
  /** The number in E.164, or `''` while it does not read as a number. */
  value: string;
  /** Whether it is valid for its country and the asked kind. */
  isValid: boolean;
}

/** Details of a change of the selected country. */
export interface PhoneCountryChangeDetails {
  /** The selected country. */
  country: CountryCode;
}

/** Options of {@link usePhoneInput}; the settings, id and defaults are read on mount. */
export interface UsePhoneInputOptions extends Omit<PhoneInputInput, 'value'> {
  /** Controlled number (E.164, or `''`); a new value replaces the text. */
  value?: string;
  /** Number at start when uncontrolled (E.164). */
  defaultValue?: string;
  /** Called with `{ value, isValid }` when the number changes. */
  onValueChange?: (details: PhoneValueChangeDetails) => void;
  /** Called with `{ country }` when the selected country changes (chosen, or followed from a typed number). */
  onCountryChange?: (details: PhoneCountryChangeDetails) => void;
}

/** Props a prop getter gives once the caller's are merged in: the caller's win, handlers chain. */
type MergedProps<Ours, Theirs> = Omit<Ours, keyof Theirs> & Theirs;

/** What {@link usePhoneInput} returns: the api with prop getters that merge the caller's props, plus escape hatches. */
export interface UsePhoneInputReturn extends Omit<
  PhoneInputApi,
  | 'getRootProps'
  | 'getCountrySelectProps'
  | 'getCountryOptionProps'
  | 'getInputProps'
  | 'getErrorProps'
> {
  /** Props for the element around the parts, merged with the caller's. */
  getRootProps<P extends object = object>(props?: P): MergedProps<PhoneInputRootProps, P>;
  /** Props for the country select, merged with the caller's. */
  getCountrySelectProps<P extends object = object>(
    props?: P,
  ): MergedProps<PhoneCountrySelectProps, P>;
  /** Props for one country's option, merged with the caller's. */
  getCountryOptionProps<P extends object = object>(
    country: PhoneCountry,
    props?: P,
  ): MergedProps<PhoneCountryOptionProps, P>;
  /** Props for the phone input, merged with the caller's. */
  getInputProps<P extends object = object>(props?: P): MergedProps<PhoneInputInputProps, P>;
  /** Props for the error text, merged with the caller's. */
  getErrorProps<P extends object = object>(props?: P): MergedProps<PhoneInputErrorProps, P>;
  /** The phone input snapshot the api was built from. */
  snapshot: PhoneInputSnapshot;
  /** Sends an event to the phone input actor. */
  send: ActorRefFrom<PhoneInputMachine>['send'];
  /** The phone input actor. */
  actorRef: ActorRefFrom<PhoneInputMachine>;
}

/**
 * A phone number field with a country list (United States and United Kingdom first), taking
 * digits and plus only, giving the number in E.164 and the spec's error texts after a blur or `validate()`.
 */
export function usePhoneInput(options: UsePhoneInputOptions = {}): UsePhoneInputReturn {
  const generatedId = useId();
  const [input] = useState<PhoneInputInput>(() => ({
    id: options.id ?? generatedId,
    value: options.value ?? options.defaultValue,
    defaultCountry: options.defaultCountry,
    preferredCountries: options.preferredCountries,
    locale: options.locale,
    kind: options.kind,
    required: options.required,
    maxLength: options.maxLength,
    texts: options.texts,
  }));
  const actorRef = useActorRef(phoneInputMachine, { input });
  const snapshot = useSelector(actorRef, (current: PhoneInputSnapshot) => current);

  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // Listeners run inside `send`, so a parent's state update lands in the same render as the actor's.
  useLayoutEffect(() => {
    let { country, parse } = actorRef.getSnapshot().context;
    const subscription = actorRef.subscribe(({ context }) => {
      if (context.parse.value !== parse.value || context.parse.isValid !== parse.isValid) {
        const { value, isValid } = context.parse;
        if (value !== latest.current.value) latest.current.onValueChange?.({ value, isValid });
      }
      if (context.country !== country)
        latest.current.onCountryChange?.({ country: context.country });
      ({ country, parse } = context);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const { value } = options;
  const current = snapshot.context.parse.value;
  useEffect(() => {
    if (value !== undefined && value !== current) actorRef.send({ type: 'value.set', value });
  }, [actorRef, value, current]);

  const api = useMemo(() => connect(snapshot, actorRef.send), [snapshot, actorRef]);
  return {
    ...api,
    getRootProps: (props = {} as never) => mergeProps(api.getRootProps(), props),
    getCountrySelectProps: (props = {} as never) => mergeProps(api.getCountrySelectProps(), props),
    getCountryOptionProps: (country, props = {} as never) =>
      mergeProps(api.getCountryOptionProps(country), props),
    getInputProps: (props = {} as never) => mergeProps(api.getInputProps(), props),
    getErrorProps: (props = {} as never) => mergeProps(api.getErrorProps(), props),
    snapshot,
    send: actorRef.send,
    actorRef,
  };
}
