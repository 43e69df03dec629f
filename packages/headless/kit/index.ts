export { command, CommandRejection, declarePlugin, definePlugin, event } from './define-plugin';
export {
  registerLazyPlugin,
  type LazyPlugin,
  type LazyPluginOptions,
  type UnloadedHandlers,
} from './lazy-plugin';
export type * from './plugin.types';
export {
  bindPlugin,
  defineWidget,
  startWidget,
  wireWidget,
  type PluginBinding,
  type RunningWidget,
  type WidgetActors,
  type WidgetDefinition,
  type WidgetEnvironment,
  type WidgetInputs,
} from './widget-runtime';
export {
  defineOptions,
  option,
  optionalOption,
  type OptionSpec,
  type OptionSpecs,
  type OptionsDefinition,
  type OptionsInput,
  type OptionsOf,
} from './define-options';
