export { en } from './en.pack';
export { fetchLanguagePack, fetchLanguagePacks, LanguagePackError } from './fetch-language-pack';
export type { FetchLanguagePackOptions } from './fetch-language-pack';
export { fr } from './fr.pack';
export { i18nKeys } from './i18n.keys';
export type { I18nKey } from './i18n.keys';
export { builtInLanguagePacks } from './built-in-packs';
export { createTranslator, mergeLanguagePacks } from './translator';
export type {
  LanguagePack,
  LanguagePacks,
  MissingTranslationDetails,
  Translate,
  TranslationValues,
  TranslatorOptions,
} from './translator';
