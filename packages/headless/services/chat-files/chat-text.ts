import type { I18nKey } from '../i18n/i18n.keys';
import type { TranslationValues } from '../i18n/translator';

/** A text to show, as an i18n key and the values of its placeholders. */
export interface ChatText {
  /** Message key in the language packs. */
  key: I18nKey;
  /** Values of the message's placeholders, if it has any. */
  values?: TranslationValues;
}
