import type { TranslationValues } from '../i18n/translator';
import type { WebchatI18nKey } from '../i18n/webchat.keys';

/** A text to show, as an i18n key and the values of its placeholders. */
export interface ChatText {
  /** Message key in the web chat language packs. */
  key: WebchatI18nKey;
  /** Values of the message's placeholders, if it has any. */
  values?: TranslationValues;
}
