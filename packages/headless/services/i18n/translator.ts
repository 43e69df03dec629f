/** One language's messages: message key to text, with `{name}` placeholders. */
export type LanguagePack = Record<string, string>;

/** Language packs by language code, e.g. `{ en: {...}, fr: {...} }`. */
export type LanguagePacks = Record<string, LanguagePack>;

/** Values for the named placeholders of a message. */
export type TranslationValues = Record<string, string | number>;

/** Translates `key` with the active pack, filling `{name}` placeholders from `values`. */
export type Translate<Key extends string = string> = (
  key: Key,
  values?: TranslationValues,
) => string;

/** Details passed to `onMissing` when a key has no message in the pack. */
export interface MissingTranslationDetails {
  /** The key that was looked up. */
  key: string;
}

/** Options of `createTranslator`. */
export interface TranslatorOptions {
  /** Called whenever a key has no message; the key itself is returned as the text. */
  onMissing?: (details: MissingTranslationDetails) => void;
}

const placeholder = /\{([A-Za-z0-9_.-]+)\}/g;

/** Creates a `translate(key, values?)` function over `pack`; missing keys fall back to the key itself and placeholders without a value stay as written. */
export function createTranslator<Key extends string = string>(
  pack: LanguagePack,
  options: TranslatorOptions = {},
): Translate<Key> {
  return (key, values) => {
    if (!Object.hasOwn(pack, key)) {
      options.onMissing?.({ key });
      return key;
    }
    const message = pack[key];
    if (!values) return message;
    return message.replace(placeholder, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  };
}

/** Merges language packs per language and per key; `override` wins, neither input is modified. */
export function mergeLanguagePacks(base: LanguagePacks, override: LanguagePacks): LanguagePacks {
  const languages = new Set([...Object.keys(base), ...Object.keys(override)]);
  return Object.fromEntries(
    [...languages].map((language) => [language, { ...base[language], ...override[language] }]),
  );
}
