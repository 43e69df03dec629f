import type { CountryCode } from 'libphonenumber-js/max';
import { getCountries } from 'libphonenumber-js/max';
import { dialCodeOf } from './phone-input.parse';
import type { PhoneCountry } from './phone-input.types';

/** Countries listed first (spec 1, section 2: preferred countries United States and United Kingdom). */
export const defaultPreferredCountries: readonly CountryCode[] = ['US', 'GB'];

/** `locale` if `Intl` accepts it as a language tag, else English. */
function usableLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Country names in `locale`, or the bare codes on a runtime without `Intl.DisplayNames`. */
function namer(locale: string): (code: CountryCode) => string {
  if (typeof Intl.DisplayNames !== 'function') return (code) => code;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return (code) => names.of(code) ?? code;
}

/**
 * Every country of libphonenumber's metadata with its name in the visitor's language and its dial
 * code: the preferred countries first, in their given order, then the rest sorted by name.
 */
export function listPhoneCountries(
  locale = 'en',
  preferred: readonly CountryCode[] = defaultPreferredCountries,
): PhoneCountry[] {
  const language = usableLocale(locale);
  const nameOf = namer(language);
  const entry = (code: CountryCode): PhoneCountry => ({
    code,
    name: nameOf(code),
    dialCode: dialCodeOf(code),
  });
  const known = new Set<string>(getCountries());
  const first = preferred.filter(
    (code, index) => known.has(code) && preferred.indexOf(code) === index,
  );
  const collator = new Intl.Collator(language);
  const rest = getCountries()
    .filter((code) => !first.includes(code))
    .map(entry)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...first.map(entry), ...rest];
}
