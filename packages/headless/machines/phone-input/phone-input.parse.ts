import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/max';
import { filterPhoneText, phoneInputErrorTexts } from './phone-input.filter';
import type { PhoneNumberKind, PhoneParse } from './phone-input.types';

export { filterPhoneText, phoneInputErrorTexts };

/** The number types libphonenumber reports that each kind accepts. */
const acceptedTypes: Record<Exclude<PhoneNumberKind, 'any'>, readonly NumberType[]> = {
  mobile: ['MOBILE', 'FIXED_LINE_OR_MOBILE'],
  'fixed-line': ['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'],
};

let callingCodes: ReadonlySet<string> | undefined;

/** Every country calling code of the metadata, built on first use. */
function knownCallingCodes(): ReadonlySet<string> {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes;
}

/** Whether `code` is a country of libphonenumber's metadata. */
export function isPhoneCountry(code: string): code is CountryCode {
  return (getCountries() as string[]).includes(code);
}

/** The dial code (country calling code) of `country`, without the plus sign. */
export function dialCodeOf(country: CountryCode): string {
  return getCountryCallingCode(country);
}

/**
 * Reads typed phone text against the selected country: a national number takes the country's
 * dial code; nothing, a lone plus or a dial code alone counts as empty (spec 1, section 5).
 */
export function parsePhoneText(
  text: string,
  country: CountryCode,
  kind: PhoneNumberKind,
): PhoneParse {
  const digits = text.replace(/^\+/, '');
  const isEmpty = digits === '' || (text.startsWith('+') && knownCallingCodes().has(digits));
  const number = isEmpty ? undefined : parsePhoneNumberFromString(text, country);
  if (!number) return { value: '', isEmpty, isValid: false, country: undefined };
  const type = number.getType();
  const isValid = number.isValid() && (kind === 'any' || acceptedTypes[kind].includes(type));
  return { value: number.number, isEmpty, isValid, country: number.country };
}

/** Which error a parsed phone shows, if any. */
export function phoneErrorOf(
  parse: PhoneParse,
  required: boolean,
): keyof typeof phoneInputErrorTexts | undefined {
  if (parse.isEmpty) return required ? 'required' : undefined;
  return parse.isValid ? undefined : 'invalid';
}
