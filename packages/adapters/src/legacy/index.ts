export {
  flag,
  headerValue,
  maxTimer,
  ms,
  nonBlank,
  numberWhere,
  objectOf,
  oneOf,
  seconds,
  sharedSettings,
  timeFormat,
  url,
  whole,
} from './legacy-fields';
export {
  legacyFormKey,
  legacyFormShape,
  readLegacyForm,
  readUserData,
  userDataShape,
  type LegacyForm,
  type LegacyFormChoice,
  type LegacyFormField,
  type LegacyFormOptions,
} from './legacy-form';
export {
  checkWithOwnOptions,
  createSettingsReader,
  invalidConfiguration,
  LegacySettingsError,
  readLegacySettings,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type OptionsErrorClass,
  type ReadLegacySettings,
  type SettingsPath,
  type SettingsReader,
} from './legacy-reader';
export { ignoredPaths, keysBut, listOf, type Shape } from './legacy-shape';
export { compact, isRecord, secondsToMs, unlessEmpty, unsafeKeys } from './legacy-values';
