import { BusError } from '../bus/bus-errors';
import type { Bus, CommandContext, OptionsSchema, PluginHandle } from '../bus/bus.types';
import type {
  CommandDeclaration,
  EventDeclaration,
  PluginCommandContext,
  PluginDefinition,
  PluginImplementation,
  PluginManifest,
  PluginPublisher,
} from './plugin.types';

/** Declares a command of a plugin's table; `Options` and `Result` are types only. */
export function command<Options = undefined, Result = undefined>(
  declaration: { options?: OptionsSchema; loads?: boolean } = {},
): CommandDeclaration<Options, Result> {
  return declaration;
}

/** Declares an event of a plugin's table; `Payload` is a type only. */
export function event<Payload = undefined>(): EventDeclaration<Payload> {
  return {};
}

/** Declares a plugin's table: name, commands, events and rejection texts (see {@link definePlugin}). */
export function declarePlugin<
  const Name extends string,
  Commands extends Record<string, CommandDeclaration>,
  Events extends Record<string, EventDeclaration> = Record<never, EventDeclaration>,
  Rejections extends Record<string, string> = Record<never, string>,
>(manifest: {
  name: Name;
  commands: Commands;
  events?: Events;
  rejections?: Rejections;
  commandsBeforeReady?: boolean;
  readyOnAttach?: boolean;
}): PluginManifest<Name, Commands, Events, Rejections> {
  return {
    ...manifest,
    events: manifest.events ?? ({} as Events),
    rejections: manifest.rejections ?? ({} as Rejections),
  };
}

/** A command refused with one of its plugin's rejection texts. */
export class CommandRejection extends Error {
  /** The rejection's code in the plugin's table. */
  readonly code: string;

  /** Creates the rejection with its text. */
  constructor(code: string, message: string) {
    super(message);
    this.name = 'CommandRejection';
    this.code = code;
  }
}

/** Fills `{name}` placeholders of a text. */
function fill(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Runs one command of a bound plugin: the handler with its context. */
export type BoundRunner = (command: string, options: unknown, context: CommandContext) => unknown;

/** A plugin name held on a bus before its code has loaded (see `registerLazyPlugin`). */
export interface LazySlot {
  /** The plugin's handle, which the loaded plugin publishes through. */
  readonly handle: PluginHandle;
  /** Gives the slot the loaded plugin's runner; the commands it kept run now, in order. */
  bind(runner: BoundRunner): void;
  /** Takes the runner back: later commands load the code again. */
  unbind(runner: BoundRunner): void;
}

const lazySlots = new WeakMap<Bus, Map<string, LazySlot>>();

/** The lazy slots of a bus, by plugin name (created on first use). */
export function lazySlotsOf(bus: Bus): Map<string, LazySlot> {
  let slots = lazySlots.get(bus);
  if (!slots) {
    slots = new Map();
    lazySlots.set(bus, slots);
  }
  return slots;
}

/** Registers a manifest's events and commands on a fresh handle, each command calling `run`. */
export function registerTable(
  handle: PluginHandle,
  manifest: PluginManifest,
  run: (command: string, options: unknown, context: CommandContext) => unknown,
): void {
  handle.registerEvents(Object.keys(manifest.events));
  for (const [name, declaration] of Object.entries(manifest.commands)) {
    handle.registerCommand(name, (options, context) => run(name, options, context), {
      options: declaration.options,
    });
  }
}

/**
 * Defines a bus plugin from its table and one handler per command: `attach(bus, target)` registers
 * it (or binds it to the lazy placeholder of its name), validates options, turns `reject(code)` into
 * the table's text and feeds the target's notifications out as events. Replaces hand-written plugins.
 */
export function definePlugin<Target, const Manifest extends PluginManifest>(
  manifest: Manifest,
  implementation: PluginImplementation<Target, Manifest>,
): PluginDefinition<Target, Manifest> {
  const reject = (code: string, values?: Record<string, string>): never => {
    const text = manifest.rejections[code];
    if (text === undefined) throw new BusError('invalidName', `Unknown rejection '${code}'`);
    throw new CommandRejection(code, fill(text, values));
  };
  return {
    manifest,
    attach(bus, target) {
      const slot = lazySlotsOf(bus).get(manifest.name);
      const handle =
        slot?.handle ??
        bus.registerPlugin(manifest.name, {
          commandsBeforeReady: manifest.commandsBeforeReady ?? true,
        });
      const runner: BoundRunner = (name, options, context) => {
        const handler = implementation.commands[name] as (
          options: unknown,
          context: PluginCommandContext<Target, Manifest>,
        ) => unknown;
        return handler(options, {
          ...context,
          target,
          bus,
          plugin: handle as PluginHandle<Manifest['name']>,
          reject,
        });
      };
      const publisher = handle as unknown as PluginPublisher<Manifest>;
      if (slot) {
        const unsubscribe = implementation.publish?.(target, publisher, bus);
        slot.bind(runner);
        return () => {
          unsubscribe?.();
          slot.unbind(runner);
        };
      }
      registerTable(handle, manifest, runner);
      const unsubscribe = implementation.publish?.(target, publisher, bus);
      if (manifest.readyOnAttach !== false) handle.ready();
      return () => {
        unsubscribe?.();
        bus.unregisterPlugin(manifest.name);
      };
    },
  };
}
