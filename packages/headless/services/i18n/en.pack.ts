import type { I18nKey } from './i18n.keys';

/** The built-in English core language pack: the shell, the countdown, the app core and the bus. */
export const en = {
  'common.minimize': 'Minimize',
  'common.close': 'Close',
  'common.poweredBy': 'Powered by',
  'common.loading': 'Loading',
  'common.dialogClose': 'Close dialog',
  'countdown.days': '{days}d',
  'app.errors.invalidTheme': 'Invalid theme specified.',
  'app.errors.noLanguageCode': 'No language code provided.',
  'app.errors.noMatchingLanguage': 'No matching language code found in language pack.',
  'app.errors.invalidRequestHeader': 'Invalid request header message: No request header found.',
  'bus.errors.commandDoesNotExist': 'Command does not exist',
  'bus.errors.commandCancelled': "Command was cancelled by a 'before' function",
  'bus.errors.nameTaken': 'The Extension name is already taken.',
  'bus.errors.registrationLocked':
    'You must wait until App.ready is published before registering new Extensions.',
  'bus.errors.pluginLoadFailed':
    'Could not load plugin file in given location. Check your plugins path option.',
} as const satisfies Record<I18nKey, string>;
