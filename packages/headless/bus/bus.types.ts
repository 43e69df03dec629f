/** A command's options and result, as a plugin declares them in {@link CxCommands}. */
export interface CommandSpec<Options = Record<string, unknown> | undefined, Result = unknown> {
  /** What the caller passes; `undefined` allowed means the options are optional. */
  options: Options;
  /** What the returned promise resolves with. */
  result: Result;
}

declare global {
  /** The cxkit bus's type registry; plugins add their commands and events by declaration merging. */
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    /** Commands known to the type system, keyed `Plugin.command`, each a {@link CommandSpec}. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Commands {}
    /** Events known to the type system, keyed `Plugin.event`, each mapped to its payload. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Events {}
  }
}

/**
 * Commands known to the type system (`CxKit.Commands`); unknown names and wrong options are type errors.
 * Add a plugin's commands with `declare global { namespace CxKit { interface Commands { ... } } }`.
 */
export type CxCommands = CxKit.Commands;

/** Events known to the type system (`CxKit.Events`), each mapped to its payload. */
export type CxEvents = CxKit.Events;

/** A command name the type system knows. */
export type KnownCommand = keyof CxCommands & string;

/** An event name the type system knows. */
export type KnownEvent = keyof CxEvents & string;

/** The spec of a fully qualified command, or an open spec when the command is not known to the types. */
export type SpecOf<Name extends string> = Name extends KnownCommand
  ? CxCommands[Name] extends CommandSpec<infer O, infer R>
    ? CommandSpec<O, R>
    : CommandSpec
  : CommandSpec;

/** The payload of a fully qualified event, or `unknown` when the event is not known to the types. */
export type PayloadOf<Name extends string> = Name extends KnownEvent ? CxEvents[Name] : unknown;

/** The options argument list of a command: optional when its options accept `undefined`. */
export type OptionsArgs<Spec extends CommandSpec<unknown, unknown>> =
  undefined extends Spec['options'] ? [options?: Spec['options']] : [options: Spec['options']];

/** What a command handler receives besides the options. */
export interface CommandContext {
  /** Fully qualified command name, e.g. `App.setTheme`. */
  command: string;
  /** Name of the plugin that issued the command, or `host` for the page. */
  commander: string;
  /** When the command was issued (ms since epoch, from the bus clock). */
  time: number;
}

/** Runs a command; its return value (or the value its promise resolves with) resolves the caller's promise. */
export type CommandHandler<Spec extends CommandSpec<unknown, unknown>> = (
  options: Spec['options'],
  context: CommandContext,
) => Spec['result'] | Promise<Spec['result']>;

/** What the bus needs of an options schema: `safeParse`, as zod (classic or mini) schemas have it. */
export interface OptionsSchema {
  /** Validates the options; on failure the issues name the bad fields. */
  safeParse(input: unknown):
    | { success: true; data: unknown }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/** Per-command registration settings. */
export interface CommandRegistration {
  /** Run-time schema for the options (a zod schema); a mismatch rejects with a message naming the bad field. */
  options?: OptionsSchema;
}

/**
 * Intercepts a command before its handler: return the (possibly changed) options to go on,
 * or anything that is not an object (e.g. `false`) to cancel it.
 */
export type BeforeInterceptor = (
  options: Record<string, unknown>,
  context: CommandContext,
) => unknown;

/** The envelope every subscriber receives. */
export interface BusEvent<Data = unknown> {
  /** Fully qualified event name, e.g. `App.ready`. */
  event: string;
  /** Name of the publishing plugin. */
  publisher: string;
  /** When it was published (ms since epoch, from the bus clock). */
  time: number;
  /** The payload. */
  data: Data;
}

/** A subscriber callback. */
export type Subscriber<Data = unknown> = (event: BusEvent<Data>) => void;

/** Removes a subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;

/** A data record a plugin keeps: the value, the value before it, and when it changed. */
export interface DataRecord<Value = unknown> {
  /** The value before the latest change (`undefined` for the first). */
  last: Value | undefined;
  /** The current value. */
  value: Value;
  /** When it was set (ms since epoch). */
  time: number;
}

/** Loads a script file by URL; resolves when it has run, rejects when it cannot be loaded. */
export type ScriptLoader = (url: string) => Promise<void>;

/** Where and how plugin files are loaded lazily. */
export interface PluginLoadingOptions {
  /** Folder URL the plugin files live in; no lazy loading without it (unless `pluginMap` names the plugin). */
  pluginsPath?: string;
  /** File name format; the word `plugin` is replaced by the lower-cased plugin name. @default 'plugin.min.js' */
  pluginFilenameFormat?: string;
  /** Explicit file URLs per plugin name, overriding the path and format. */
  pluginMap?: Record<string, string>;
}

/** Logger the bus reports to (subscriber errors, debug traces). */
export interface BusLogger {
  /** Debug traces, only when `debug` is on. */
  debug(...args: unknown[]): void;
  /** Errors that must not break delivery (a throwing subscriber). */
  error(...args: unknown[]): void;
}

/** Options of {@link createBus}. */
export interface BusOptions extends PluginLoadingOptions {
  /** Loads plugin files. @default a `<script>` element loader (rejects outside a browser) */
  loader?: ScriptLoader;
  /** Start with plugin registration locked. @default false */
  locked?: boolean;
  /** Trace commands and events to the logger. @default false */
  debug?: boolean;
  /** Clock for the `time` fields. @default Date.now */
  now?: () => number;
  /** Where errors and traces go. @default console */
  logger?: BusLogger;
}

/** One plugin as the registry shows it (for the bus console and diagnostics). */
export interface PluginInfo {
  /** Plugin name. */
  name: string;
  /** Whether it has called `ready()`. */
  ready: boolean;
  /** Its command names (unqualified). */
  commands: string[];
  /** Its event names (unqualified). */
  events: string[];
}

/** A plugin's handle on the bus: what it uses to offer commands and publish events. */
export interface PluginHandle<Name extends string = string> {
  /** The plugin's name. */
  readonly name: Name;
  /** Offers `Name.command`; registering the same command twice is an error. */
  registerCommand<Command extends string>(
    command: Command,
    handler: CommandHandler<SpecOf<`${Name}.${Command}`>>,
    registration?: CommandRegistration,
  ): void;
  /** Declares the events this plugin publishes (`ready` and `data` are implicit). */
  registerEvents(events: readonly string[]): void;
  /** Publishes `Name.event` to its subscribers; the event must be declared. */
  publish<Event extends string>(event: Event, data: PayloadOf<`${Name}.${Event}`>): void;
  /** Like `publish`, and late subscribers receive the last payload as soon as they subscribe. */
  republish<Event extends string>(event: Event, data: PayloadOf<`${Name}.${Event}`>): void;
  /** Intercepts another plugin's command before its handler runs. */
  before(command: KnownCommand | (string & {}), interceptor: BeforeInterceptor): Unsubscribe;
  /** Runs a command as this plugin; a name without a dot is taken as one of this plugin's own. */
  command<Command extends KnownCommand>(
    command: Command,
    ...options: OptionsArgs<SpecOf<Command>>
  ): Promise<SpecOf<Command>['result']>;
  /** Subscribes like {@link Bus.subscribe}. */
  subscribe: Bus['subscribe'];
  /** Marks the plugin ready: publishes `Name.ready` (sticky) and runs the commands buffered until now. */
  ready(data?: unknown): void;
  /** Stores a data record `{ last, value, time }` and publishes `Name.data`. */
  setData<Value>(key: string, value: Value): DataRecord<Value>;
  /** Reads one of this plugin's data records. */
  getData<Value = unknown>(key: string): DataRecord<Value> | undefined;
}

/** Untyped access for names known only at run time (the bus console, the CXBus compatibility layer). */
export interface UntypedBus {
  /** Runs any command by name; unknown names and bad options reject at run time. */
  command(command: string, options?: unknown, commander?: string): Promise<unknown>;
  /** Subscribes to any event name or pattern. */
  subscribe(event: string, subscriber: Subscriber): Unsubscribe;
}

/** Per-plugin registration settings. */
export interface PluginRegistration {
  /** Run commands at once instead of buffering them until `ready()` (for core plugins usable during start-up). @default false */
  commandsBeforeReady?: boolean;
}

/** The command-and-event bus the widgets and the host page talk through. */
export interface Bus {
  /** Registers a plugin; throws when the name is taken or registration is locked. */
  registerPlugin<Name extends string>(
    name: Name,
    registration?: PluginRegistration,
  ): PluginHandle<Name>;
  /** Removes a plugin, its commands, interceptors and buffered commands (rejected). */
  unregisterPlugin(name: string): void;
  /** Runs a known command; the promise settles with the handler's result or a `BusError`. */
  command<Command extends KnownCommand>(
    command: Command,
    ...options: OptionsArgs<SpecOf<Command>>
  ): Promise<SpecOf<Command>['result']>;
  /** Subscribes to a known event, to every event of a plugin (`Plugin.*`) or to everything (`*`). */
  subscribe<Event extends KnownEvent>(
    event: Event,
    subscriber: Subscriber<CxEvents[Event]>,
  ): Unsubscribe;
  subscribe(pattern: '*' | `${string}.*`, subscriber: Subscriber): Unsubscribe;
  /** Reads a data record by `Plugin.key`. */
  data<Value = unknown>(path: string): DataRecord<Value> | undefined;
  /** Loads a plugin file now (resolves once loaded; rejects with the plugin-load error). */
  loadPlugin(name: string): Promise<void>;
  /** Changes where plugin files are loaded from. */
  configure(options: PluginLoadingOptions): void;
  /** Refuses plugin registration until {@link Bus.unlock}. */
  lock(): void;
  /** Allows plugin registration again. */
  unlock(): void;
  /** Whether plugin registration is locked. */
  readonly locked: boolean;
  /** Every registered plugin with its commands and events. */
  registry(): PluginInfo[];
  /** Untyped access for names known only at run time. */
  readonly untyped: UntypedBus;
}
