// The phone input's parts that need no phone metadata, for windows that filter a phone field
// without the country list (click-to-call): importing them leaves libphonenumber-js out.

/** The texts of phone errors, as spec 1 gives them (click-to-call's empty phone, callback's code 7030). */
export const phoneInputErrorTexts = {
  /** The phone is empty, or only a dial code, and required. */
  required: 'Please enter a phone number',
  /** The phone is not a valid number of the asked kind. */
  invalid: 'Please enter a valid phone number.',
} as const;

/** Keeps only digits and the plus sign: the phone key filter of spec 1, section 5. */
export function filterPhoneText(raw: string): string {
  return raw.replace(/[^\d+]/g, '');
}
