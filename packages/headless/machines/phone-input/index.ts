export { phoneInputAnatomy } from './phone-input.anatomy';
export {
  connect as connectPhoneInput,
  phoneInputIds,
  type PhoneCountryOptionProps,
  type PhoneCountrySelectProps,
  type PhoneInputApi,
  type PhoneInputChangeEvent,
  type PhoneInputErrorProps,
  type PhoneInputIds,
  type PhoneInputInputProps,
  type PhoneInputRootProps,
  type PhoneInputState,
} from './phone-input.connect';
export { defaultPreferredCountries, listPhoneCountries } from './phone-input.countries';
export { phoneInputMachine, type PhoneInputMachine } from './phone-input.machine';
export {
  dialCodeOf,
  filterPhoneText,
  isPhoneCountry,
  parsePhoneText,
  phoneErrorOf,
  phoneInputErrorTexts,
} from './phone-input.parse';
export type {
  CountryCode,
  PhoneCountry,
  PhoneInputContext,
  PhoneInputErrorCode,
  PhoneInputEvent,
  PhoneInputInput,
  PhoneNumberKind,
  PhoneParse,
} from './phone-input.types';
