import type { SnapshotFrom } from 'xstate';
import { phoneInputAnatomy } from './phone-input.anatomy';
import type { PhoneInputMachine } from './phone-input.machine';
import { phoneErrorOf } from './phone-input.parse';
import type {
  CountryCode,
  PhoneCountry,
  PhoneInputErrorCode,
  PhoneInputEvent,
} from './phone-input.types';

/** What the change handlers read of an event; React's and the DOM's both fit. */
export interface PhoneInputChangeEvent {
  /** The element, with its new value. */
  target: { value: string };
}

/** Whether the phone shows an error. */
export type PhoneInputState = 'valid' | 'invalid';

/** Props for the element around the country list, the input and the error. */
export interface PhoneInputRootProps {
  /** Component the part belongs to. */
  'data-scope': 'phone-input';
  /** Part name. */
  'data-part': 'root';
  /** `invalid` while an error shows. */
  'data-state': PhoneInputState;
}

/** Props for the country `<select>`. */
export interface PhoneCountrySelectProps {
  /** Component the part belongs to. */
  'data-scope': 'phone-input';
  /** Part name. */
  'data-part': 'country-select';
  /** The select's id. */
  id: string;
  /** The selected country's code. */
  value: CountryCode;
  /** Selects the chosen country, which sets the phone to its dial code. */
  onChange(event: PhoneInputChangeEvent): void;
}

/** Props for one country `<option>`. */
export interface PhoneCountryOptionProps {
  /** Component the part belongs to. */
  'data-scope': 'phone-input';
  /** Part name. */
  'data-part': 'country-option';
  /** The country's code. */
  value: CountryCode;
  /** What the option shows: the name and the dial code, e.g. `United Kingdom (+44)`. */
  label: string;
}

/** Props for the phone `<input>`. */
export interface PhoneInputInputProps {
  /** Component the part belongs to. */
  'data-scope': 'phone-input';
  /** Part name. */
  'data-part': 'input';
  /** `invalid` while an error shows. */
  'data-state': PhoneInputState;
  /** The input's id. */
  id: string;
  /** A telephone field. */
  type: 'tel';
  /** The telephone keypad on touch screens. */
  inputMode: 'tel';
  /** The browser's saved telephone number. */
  autoComplete: 'tel';
  /** The text: digits and an optional plus sign. */
  value: string;
  /** Most characters the input takes, if limited. */
  maxLength: number | undefined;
  /** Whether the field is required. */
  'aria-required': boolean;
  /** Set while an error shows. */
  'aria-invalid': true | undefined;
  /** The error's id, while an error shows. */
  'aria-describedby': string | undefined;
  /** Sends the new text (characters other than digits and plus are dropped). */
  onChange(event: PhoneInputChangeEvent): void;
  /** Shows the errors from now on. */
  onBlur(): void;
}

/** Props for the element holding the error text. */
export interface PhoneInputErrorProps {
  /** Component the part belongs to. */
  'data-scope': 'phone-input';
  /** Part name. */
  'data-part': 'error';
  /** The error's id, which describes the input. */
  id: string;
  /** Hidden while no error shows. */
  hidden: boolean;
}

/** What views use of the phone input: the number, its country, the error, commands and prop getters. */
export interface PhoneInputApi {
  /** The country list, preferred countries first. */
  countries: readonly PhoneCountry[];
  /** The selected country. */
  country: CountryCode;
  /** The selected country's dial code, without the plus sign. */
  dialCode: string;
  /** The text in the input. */
  text: string;
  /** The number in E.164, or `''` while it does not read as a number. */
  value: string;
  /** Whether nothing but a plus sign or a dial code was typed. */
  isEmpty: boolean;
  /** Whether the number is valid for its country and the asked kind. */
  isValid: boolean;
  /** The error the phone has now, shown or not. */
  errorCode: PhoneInputErrorCode | undefined;
  /** The text shown: a server's message, or the error once shown (after a blur or `validate()`). */
  error: string | undefined;
  /** Selects a country; the phone becomes its dial code. */
  selectCountry(country: CountryCode): void;
  /** Changes the text as typing does. */
  setText(text: string): void;
  /** Sets the number (E.164), or clears it with `''`. */
  setValue(value: string): void;
  /** Shows the errors from now on, e.g. on submit; returns whether the phone has none. */
  validate(): boolean;
  /** Shows a server's message about the phone until the phone changes; `''` clears it. */
  setServerError(message: string): void;
  /** Props for the element around the parts. */
  getRootProps(): PhoneInputRootProps;
  /** Props for the country select. */
  getCountrySelectProps(): PhoneCountrySelectProps;
  /** Props for one country's option. */
  getCountryOptionProps(country: PhoneCountry): PhoneCountryOptionProps;
  /** Props for the phone input. */
  getInputProps(): PhoneInputInputProps;
  /** Props for the error text. */
  getErrorProps(): PhoneInputErrorProps;
}

/** The ids of the phone input's elements. */
export interface PhoneInputIds {
  /** The country select's id. */
  countrySelect: string;
  /** The phone input's id. */
  input: string;
  /** The error text's id. */
  error: string;
}

/** The ids of the phone input's elements, from its base id. */
export function phoneInputIds(id: string): PhoneInputIds {
  return { countrySelect: `${id}-country`, input: `${id}-input`, error: `${id}-error` };
}

/** Turns a phone input snapshot and the actor's `send` into the {@link PhoneInputApi}. */
export function connect(
  snapshot: SnapshotFrom<PhoneInputMachine>,
  send: (event: PhoneInputEvent) => void,
): PhoneInputApi {
  const { context } = snapshot;
  const ids = phoneInputIds(context.id);
  const errorCode = phoneErrorOf(context.parse, context.required);
  const error =
    context.serverError ??
    (snapshot.matches('validated') && errorCode ? context.texts[errorCode] : undefined);
  const state: PhoneInputState = error ? 'invalid' : 'valid';
  const dialCode = context.countries.find(({ code }) => code === context.country)?.dialCode ?? '';
  return {
    countries: context.countries,
    country: context.country,
    dialCode,
    text: context.text,
    value: context.parse.value,
    isEmpty: context.parse.isEmpty,
    isValid: context.parse.isValid,
    errorCode,
    error,
    selectCountry: (country) => send({ type: 'country.select', country }),
    setText: (text) => send({ type: 'input.change', text }),
    setValue: (value) => send({ type: 'value.set', value }),
    validate: () => {
      send({ type: 'phone.validate' });
      return errorCode === undefined;
    },
    setServerError: (message) => send({ type: 'error.set', message }),
    getRootProps: () => ({ ...phoneInputAnatomy.root.attrs, 'data-state': state }),
    getCountrySelectProps: () => ({
      ...phoneInputAnatomy.countrySelect.attrs,
      id: ids.countrySelect,
      value: context.country,
      onChange: (event) => send({ type: 'country.select', country: event.target.value }),
    }),
    getCountryOptionProps: (country) => ({
      ...phoneInputAnatomy.countryOption.attrs,
      value: country.code,
      label: `${country.name} (+${country.dialCode})`,
    }),
    getInputProps: () => ({
      ...phoneInputAnatomy.input.attrs,
      'data-state': state,
      id: ids.input,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      value: context.text,
      maxLength: context.maxLength,
      'aria-required': context.required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? ids.error : undefined,
      onChange: (event) => send({ type: 'input.change', text: event.target.value }),
      onBlur: () => send({ type: 'input.blur' }),
    }),
    getErrorProps: () => ({
      ...phoneInputAnatomy.error.attrs,
      id: ids.error,
      hidden: error === undefined,
    }),
  };
}
