export { createManualClock, systemClock } from './clock';
export type { Clock, ManualClock, TimerHandle } from './clock';

export {
  createCookieStore,
  createDocumentCookieBackend,
  createMemoryCookieBackend,
} from './cookies';
export type {
  CookieBackend,
  CookieDocument,
  CookieRemoveOptions,
  CookieSetOptions,
  CookieStore,
  CookieStoreOptions,
  CookieWriteOptions,
  MemoryCookieBackendOptions,
} from './cookies';

export { formatCountdown, splitDuration } from './countdown';
export type { DurationParts, FormatCountdownOptions } from './countdown';

export { formatFileSize } from './file-size';
export type { FormatFileSizeOptions } from './file-size';

export { createFormValidation } from './form-validation';
export type {
  FieldEvent,
  FieldEventType,
  FieldRule,
  FieldState,
  FieldStatus,
  FormValidation,
  FormValidationOptions,
  FormValidationSnapshot,
  FormValues,
} from './form-validation';

export { createHttpClient, HttpError } from './http';
export type {
  FetchFunction,
  FormFields,
  HttpClient,
  HttpClientOptions,
  HttpErrorDetails,
  HttpErrorKind,
  HttpRequestOptions,
} from './http';

export {
  builtInLanguagePacks,
  createTranslator,
  en,
  fetchLanguagePack,
  fetchLanguagePacks,
  fr,
  i18nKeys,
  LanguagePackError,
  mergeLanguagePacks,
} from './i18n';
export type {
  FetchLanguagePackOptions,
  I18nKey,
  LanguagePack,
  LanguagePacks,
  MissingTranslationDetails,
  Translate,
  TranslationValues,
  TranslatorOptions,
} from './i18n';

export {
  createBrowserOnlineSignal,
  createBrowserViewportSignal,
  createBrowserVisibilitySignal,
  createStaticOnlineSignal,
  createStaticViewportSignal,
  createStaticVisibilitySignal,
  defaultViewportWidth,
  isMobileWidth,
  mobileBreakpointPx,
} from './signals';
export type {
  OnlineSignal,
  SignalEventTarget,
  SignalWindow,
  StaticOnlineSignal,
  StaticViewportSignal,
  StaticVisibilitySignal,
  Unsubscribe,
  ViewportSignal,
  VisibilitySignal,
} from './signals';
