import type { BeforeInterceptor, BusEvent, BusLogger, PluginInfo } from '@cxkit/headless/bus';

/** The envelope a legacy subscriber receives: `{ time, publisher, event, data }`. */
export type LegacyEvent<Data = unknown> = BusEvent<Data>;

/** A legacy subscriber callback. */
export type LegacySubscriber = (event: LegacyEvent) => void;

/**
 * A legacy `before` function: receives the command's options and returns them (possibly changed)
 * to go on, or anything that is not an object to cancel the command.
 */
export type LegacyBeforeFunction = BeforeInterceptor;

/** The settle functions a legacy command handler receives as `deferred`. */
export interface LegacyDeferred {
  /** Resolves the caller's promise with a value. */
  resolve(value?: unknown): void;
  /** Rejects the caller's promise with a reason (legacy handlers usually pass a string). */
  reject(reason?: unknown): void;
}

/** What a legacy command handler receives. */
export interface LegacyCommandEvent {
  /** When the command was issued (ms since epoch). */
  time: number;
  /** Name of the plugin that issued the command, or `host` for the page. */
  commander: string;
  /** Fully qualified command name, e.g. `MyPlugin.demo`. */
  command: string;
  /** Settles the caller's promise; a handler must call one of them. */
  deferred: LegacyDeferred;
  /** The command's options. */
  data: Record<string, unknown>;
}

/** A legacy command handler: settles through `event.deferred` (a throw rejects with the error). */
export type LegacyCommandHandler = (event: LegacyCommandEvent) => void;

/** Where a command promise stands. */
export type LegacyPromiseState = 'pending' | 'resolved' | 'rejected';

/**
 * A command's promise with the jQuery-deferred methods legacy integrations call.
 * `done`, `fail` and `always` chain (they return the same object); `fail` and `always` receive an
 * error's message string, as the legacy bus rejected with strings, while `then`/`catch`/`await`
 * see the original error.
 */
export interface LegacyCommandPromise<Result = unknown> extends Promise<Result> {
  /** Runs `fn` with the result once the command succeeds. */
  done(fn: (result: Result) => void): LegacyCommandPromise<Result>;
  /** Runs `fn` with the reason (an error's message) once the command fails. */
  fail(fn: (reason: unknown) => void): LegacyCommandPromise<Result>;
  /** Runs `fn` with the result or the reason once the command settles either way. */
  always(fn: (resultOrReason: unknown) => void): LegacyCommandPromise<Result>;
  /** Where the command stands now. */
  state(): LegacyPromiseState;
}

/** The legacy plugin interface `CXBus.registerPlugin(name)` returns. */
export interface LegacyPlugin {
  /** Publishes `Namespace.event`; undeclared events are declared on the fly, as the legacy bus allowed. Returns false for an invalid name. */
  publish(event: string, data?: unknown): boolean;
  /** Same as {@link LegacyPlugin.publish} (the legacy bus skipped its log line here). */
  publishDirect(event: string, data?: unknown): boolean;
  /** Like `publish`, and late subscribers receive the last payload as soon as they subscribe. */
  republish(event: string, data?: unknown): boolean;
  /** Subscribes to an event, `Plugin.*` or `*`; returns the event name, or false for bad arguments. */
  subscribe(event: string, fn: LegacySubscriber): string | false;
  /** Removes this plugin's subscriptions to `event` (only `fn`'s when given); returns whether any was removed. */
  unsubscribe(event: string, fn?: LegacySubscriber): boolean;
  /**
   * Runs a command as this plugin; a single-segment name is one of this plugin's own.
   * Unlike the legacy bus, a ready plugin without the command rejects with 'Command does not exist'
   * instead of never settling.
   */
  command<Result = unknown>(command: string, options?: unknown): LegacyCommandPromise<Result>;
  /** Intercepts a command (single-segment names are this plugin's own) before its handler runs. */
  before(command: string, fn: LegacyBeforeFunction): boolean;
  /** Offers `Namespace.command`; returns false (and logs) when the name is invalid or taken. */
  registerCommand(command: string, handler: LegacyCommandHandler): boolean;
  /** Declares events this plugin publishes; returns false (and logs) for an invalid name. */
  registerEvents(events: readonly string[]): boolean;
  /** Marks the plugin ready: publishes `Namespace.ready` and runs the commands buffered until now. */
  ready(data?: unknown): void;
  /** Reads one of this plugin's values (`Other.key` reads another plugin's), or stores one and publishes `Namespace.data`. */
  data(key: string, value?: unknown): unknown;
  /** The plugin's name. */
  namespace(): string;
  /** Every registered plugin with its commands and events. */
  registry(): PluginInfo[];
}

/** What `CXBus.configure` accepts. */
export interface CxBusConfigureOptions {
  /** Trace commands, publications and failed commands to the logger. */
  debug?: boolean;
  /** Folder URL lazily loaded plugin files live in. */
  pluginsPath?: string;
  /** Plugin file name format; `plugin` is replaced by the lower-cased plugin name. */
  pluginFilenameFormat?: string;
  /** Explicit plugin file URLs by plugin name. */
  pluginMap?: Record<string, string>;
}

/** Options of `createCxBusCompat`. */
export interface CxBusCompatOptions {
  /** Trace commands, publications and failed commands to the logger. @default false */
  debug?: boolean;
  /** Where refused registrations, throwing callbacks and traces go. @default console */
  logger?: BusLogger;
}

/** An object shaped like the legacy global `CXBus`, backed by a cxkit bus. */
export interface CxBusCompat {
  /** Registers a plugin; returns its legacy interface, or false (and logs the reason) when the name is taken or registration is locked. */
  registerPlugin(name: string): LegacyPlugin | false;
  /**
   * Runs a fully qualified command as the page (`host`).
   * Unlike the legacy bus, a ready plugin without the command rejects with 'Command does not exist'
   * instead of never settling.
   */
  command<Result = unknown>(command: string, options?: unknown): LegacyCommandPromise<Result>;
  /** Subscribes to an event, `Plugin.*` or `*`; returns the event name, or false for bad arguments. */
  subscribe(event: string, fn: LegacySubscriber): string | false;
  /** Removes subscriptions made through this object to `event` (only `fn`'s when given); returns whether any was removed. */
  unsubscribe(event: string, fn?: LegacySubscriber): boolean;
  /** Reads a value by `Plugin.key`; with a value, stores it for a plugin registered through this object. */
  data(key: string, value?: unknown): unknown;
  /** Changes where plugin files are loaded from and whether to trace. */
  configure(options: CxBusConfigureOptions): void;
  /** Loads a plugin file now; fails with the plugin-load error text. */
  loadPlugin(name: string): LegacyCommandPromise<void>;
  /** Every registered plugin with its commands and events. */
  registry(): PluginInfo[];
  /** Removes every subscription made and every plugin registered through this object. */
  dispose(): void;
}
