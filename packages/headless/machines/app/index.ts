export { appAnatomy } from './app.anatomy';
export { autoLoadCookieName, createAutoLoadList, type AutoLoadList } from './app.auto-load';
export {
  AppConfigError,
  animationSpeeds,
  appConfigSchema,
  parseAppConfig,
  type AppConfig,
  type AppConfigInput,
  type ConfigIssue,
  type ExtensionSetup,
} from './app.config';
export {
  connect,
  selectAppView,
  type AppApi,
  type AppView,
  type WidgetTransition,
} from './app.connect';
export {
  allowedRequestHeaders,
  builtInThemes,
  type LanguageProblem,
  type RequestHeaderName,
} from './app.logic';
export { appMachine, type AppMachine } from './app.machine';
export {
  AppError,
  attachAppPlugin,
  type AppInfo,
  type AppPluginOptions,
  type RequestHeaders,
} from './app.plugin';
export {
  createCxApp,
  prepareApp,
  type CxApp,
  type CxAppOptions,
  type PreparedApp,
} from './app.runtime';
export type {
  AppContext,
  AppEmitted,
  AppErrorCode,
  AppEvent,
  AppInput,
  AppServices,
  PluginLoadFailure,
} from './app.types';
