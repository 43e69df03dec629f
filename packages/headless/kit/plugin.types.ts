import type {
  Bus,
  CommandContext,
  CommandSpec,
  OptionsSchema,
  PluginHandle,
  Unsubscribe,
} from '../bus/bus.types';

/** One command of a plugin's table: its run-time options check and, as types only, its options and result. */
export interface CommandDeclaration<Options = unknown, Result = unknown> {
  /** Run-time check of the options (a zod schema); a mismatch rejects naming the bad field. */
  readonly options?: OptionsSchema;
  /** Whether a call before the widget's code has loaded loads it. @default true */
  readonly loads?: boolean;
  /** Type carrier only: never set at run time. */
  readonly spec?: CommandSpec<Options, Result>;
}

/** One event of a plugin's table; its payload is a type only. */
export interface EventDeclaration<Payload = unknown> {
  /** Type carrier only: never set at run time. */
  readonly payload?: Payload;
}

/** A plugin's table: its name, commands, events and the texts its commands reject with. */
export interface PluginManifest<
  Name extends string = string,
  Commands extends Record<string, CommandDeclaration> = Record<string, CommandDeclaration>,
  Events extends Record<string, EventDeclaration> = Record<string, EventDeclaration>,
  Rejections extends Record<string, string> = Record<string, string>,
> {
  /** The bus plugin name, e.g. `WebChat`. */
  readonly name: Name;
  /** The commands, by unqualified name. */
  readonly commands: Commands;
  /** The events, by unqualified name (`ready` and `data` are implicit). */
  readonly events: Events;
  /** The texts a command rejects with, by code; `{name}` placeholders take the values given. */
  readonly rejections: Rejections;
  /** Run commands at once instead of buffering them until the plugin is ready. @default true */
  readonly commandsBeforeReady?: boolean;
  /** Mark the plugin ready as it attaches; off, its `publish` feed calls `ready` itself. @default true */
  readonly readyOnAttach?: boolean;
}

/** The `CxKit.Commands` entries of a manifest, keyed `Plugin.command`. */
export type CommandsOf<Manifest> =
  Manifest extends PluginManifest<infer Name, infer Commands, infer _Events, infer _Rejections>
    ? {
        [
          Command in keyof Commands & string as `${Name}.${Command}`
        ]: Commands[Command] extends CommandDeclaration<infer Options, infer Result>
          ? CommandSpec<Options, Result>
          : never;
      }
    : never;

/** The `CxKit.Events` entries of a manifest, keyed `Plugin.event`. */
export type EventsOf<Manifest> =
  Manifest extends PluginManifest<infer Name, infer _Commands, infer Events, infer _Rejections>
    ? {
        [
          Event in keyof Events & string as `${Name}.${Event}`
        ]: Events[Event] extends EventDeclaration<infer Payload> ? Payload : never;
      }
    : never;

/** The options a manifest's command takes. */
export type OptionsOf<Manifest extends PluginManifest, Command extends keyof Manifest['commands']> =
  Manifest['commands'][Command] extends CommandDeclaration<infer Options, infer _Result>
    ? Options
    : never;

/** The result a manifest's command resolves with. */
export type ResultOf<Manifest extends PluginManifest, Command extends keyof Manifest['commands']> =
  Manifest['commands'][Command] extends CommandDeclaration<infer _Options, infer Result>
    ? Result
    : never;

/** The payload of a manifest's event. */
export type PayloadOfEvent<
  Manifest extends PluginManifest,
  Event extends keyof Manifest['events'],
> = Manifest['events'][Event] extends EventDeclaration<infer Payload> ? Payload : never;

/** Publishes a manifest's events, typed by its table. */
export interface PluginPublisher<Manifest extends PluginManifest> {
  /** Publishes `Plugin.event`. */
  publish<Event extends keyof Manifest['events'] & string>(
    event: Event,
    data: PayloadOfEvent<Manifest, Event>,
  ): void;
  /** Publishes `Plugin.event` and keeps it for late subscribers. */
  republish<Event extends keyof Manifest['events'] & string>(
    event: Event,
    data: PayloadOfEvent<Manifest, Event>,
  ): void;
  /** Marks the plugin ready (for a manifest with `readyOnAttach: false`). */
  ready(data?: unknown): void;
}

/** What a command handler of {@link definePlugin} receives besides the options. */
export interface PluginCommandContext<
  Target,
  Manifest extends PluginManifest,
> extends CommandContext {
  /** What the plugin drives: the widget's actor, or the actors of its runtime. */
  target: Target;
  /** The bus the plugin is on. */
  bus: Bus;
  /** The plugin's own handle (to run commands as the plugin, read data). */
  plugin: PluginHandle<Manifest['name']>;
  /** Throws the manifest's rejection text for `code`, with its placeholders filled. */
  reject(code: keyof Manifest['rejections'] & string, values?: Record<string, string>): never;
}

/** A command handler of {@link definePlugin}. */
export type PluginCommandHandler<
  Target,
  Manifest extends PluginManifest,
  Command extends keyof Manifest['commands'],
> = (
  options: OptionsOf<Manifest, Command>,
  context: PluginCommandContext<Target, Manifest>,
) => ResultOf<Manifest, Command> | Promise<ResultOf<Manifest, Command>>;

/** What {@link definePlugin} takes besides the manifest: one handler per command, and the event feed. */
export interface PluginImplementation<Target, Manifest extends PluginManifest> {
  /** One handler per command of the manifest. */
  commands: {
    [Command in keyof Manifest['commands']]: PluginCommandHandler<Target, Manifest, Command>;
  };
  /** Forwards the target's notifications as the plugin's events; returns the unsubscribe. */
  publish?(target: Target, publisher: PluginPublisher<Manifest>, bus: Bus): Unsubscribe;
}

/** A plugin ready to attach to a bus for a target. */
export interface PluginDefinition<Target, Manifest extends PluginManifest = PluginManifest> {
  /** The plugin's table. */
  readonly manifest: Manifest;
  /**
   * Puts the plugin on the bus for `target`, or binds it to the lazy placeholder registered for its
   * name (which then runs the commands it kept). Returns the detach function.
   */
  attach(bus: Bus, target: Target): () => void;
}
