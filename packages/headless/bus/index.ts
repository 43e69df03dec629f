export { createBus } from './bus';
export { BusError, busErrorTexts, type BusErrorCode } from './bus-errors';
export { pluginLoadOrder, sortByLoadOrder } from './load-order';
export { createScriptElementLoader, pluginFileUrl } from './script-loader';
export type {
  BeforeInterceptor,
  Bus,
  BusEvent,
  BusLogger,
  BusOptions,
  CommandContext,
  CommandHandler,
  CommandRegistration,
  CommandSpec,
  CxCommands,
  CxEvents,
  DataRecord,
  KnownCommand,
  KnownEvent,
  OptionsArgs,
  OptionsSchema,
  PayloadOf,
  PluginHandle,
  PluginInfo,
  PluginLoadingOptions,
  PluginRegistration,
  ScriptLoader,
  SpecOf,
  Subscriber,
  Unsubscribe,
  UntypedBus,
} from './bus.types';
