import type { CountryCode } from 'libphonenumber-js/max';

export type { CountryCode };

/** The kind of number a phone input accepts. */
export type PhoneNumberKind = 'mobile' | 'fixed-line' | 'any';

/** One entry of the country list. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, e.g. `GB`. */
  code: CountryCode;
  /** The country's name in the visitor's language. */
  name: string;
  /** Country calling code without the plus sign, e.g. `44`. */
  dialCode: string;
}

/** Typed phone text, read against the selected country. */
export interface PhoneParse {
  /** The number in E.164 (`+447400123456`) once it reads as a number, else `''`. */
  value: string;
  /** Whether nothing but a plus sign or a dial code was typed. */
  isEmpty: boolean;
  /** Whether it is a valid number of the asked kind. */
  isValid: boolean;
  /** The country the number belongs to, when libphonenumber can tell. */
  country: CountryCode | undefined;
}

/** Which error a phone shows. */
export type PhoneInputErrorCode = 'required' | 'invalid';

/** Input of the phone input machine; read once at start. */
export interface PhoneInputInput {
  /** Base of the elements' ids. @default 'phone' */
  id?: string;
  /** Starting number in E.164; its country is selected. */
  value?: string;
  /** Country selected at start (without a `value`). @default the first preferred country, 'US' */
  defaultCountry?: CountryCode;
  /** Countries listed first. @default ['US', 'GB'] */
  preferredCountries?: readonly CountryCode[];
  /** Language of the country names. @default 'en' */
  locale?: string;
  /** Kind of number accepted. @default 'mobile' */
  kind?: PhoneNumberKind;
  /** Whether an empty phone (or a dial code alone) is an error. @default true */
  required?: boolean;
  /** Most characters the input takes (the callback form's phone takes 14). */
  maxLength?: number;
  /** Error texts in place of the spec's English ones. */
  texts?: Partial<Record<PhoneInputErrorCode, string>>;
}

/** Context of the phone input machine. */
export interface PhoneInputContext {
  /** Base of the elements' ids. */
  id: string;
  /** The country list, preferred countries first. */
  countries: readonly PhoneCountry[];
  /** The selected country. */
  country: CountryCode;
  /** The text in the input: digits and an optional plus sign. */
  text: string;
  /** The text read against the selected country. */
  parse: PhoneParse;
  /** Kind of number accepted. */
  kind: PhoneNumberKind;
  /** Whether an empty phone is an error. */
  required: boolean;
  /** Most characters the input takes. */
  maxLength: number | undefined;
  /** Error texts. */
  texts: Record<PhoneInputErrorCode, string>;
  /** A server's message about the phone, shown until the phone changes. */
  serverError: string | undefined;
}

/** Events the phone input accepts. */
export type PhoneInputEvent =
  | {
      type: 'country.select';
      /** The chosen country's code (unknown codes are ignored). */
      country: string;
    }
  | {
      type: 'input.change';
      /** The input's raw text; characters other than digits and plus are dropped. */
      text: string;
    }
  | {
      type: 'value.set';
      /** A number in E.164, or `''` to clear the number (keeping the country's dial code). */
      value: string;
    }
  | {
      type: 'error.set';
      /** A server's message about the phone (e.g. 'Phone number is required.'), shown until it changes. */
      message: string;
    }
  | { type: 'input.blur' }
  | { type: 'phone.validate' };
