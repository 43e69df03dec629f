import { busErrorTexts } from '../../bus/bus-errors';
import type { I18nKey } from './i18n.keys';

/** The built-in English core language pack: the shell, the countdown, the app core and the bus. */
export const en = {
  'common.minimize': 'Minimize',
  'common.maximize': 'Maximize',
  'common.close': 'Close',
  'common.poweredBy': 'Powered by',
  'common.loading': 'Loading',
  'common.dialogClose': 'Close dialog',
  'common.form.required': '{label} is required',
  'common.form.email': 'Invalid email address',
  'common.form.invalid': '{label} is not valid',
  'countdown.days': '{days}d',
  'app.errors.invalidTheme': 'Invalid theme specified.',
  'app.errors.noLanguageCode': 'No language code provided.',
  'app.errors.noMatchingLanguage': 'No matching language code found in language pack.',
  'app.errors.invalidRequestHeader': 'Invalid request header message: No request header found.',
  'bus.errors.commandDoesNotExist': busErrorTexts.commandDoesNotExist,
  'bus.errors.commandCancelled': busErrorTexts.commandCancelled,
  'bus.errors.nameTaken': busErrorTexts.nameTaken,
  'bus.errors.registrationLocked': busErrorTexts.registrationLocked,
  'bus.errors.pluginLoadFailed': busErrorTexts.pluginLoadFailed,
} as const satisfies Record<I18nKey, string>;
