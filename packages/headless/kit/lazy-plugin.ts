import { BusError } from '../bus/bus-errors';
import type { Bus, CommandContext } from '../bus/bus.types';
import { lazySlotsOf, registerTable, type BoundRunner, type LazySlot } from './define-plugin';
import type { OptionsOf, PluginManifest, ResultOf } from './plugin.types';

/** What a command of a lazy plugin does before the widget's code has loaded, for commands declared `loads: false`. */
export type UnloadedHandlers<Manifest extends PluginManifest> = {
  [Command in keyof Manifest['commands']]?: (
    options: OptionsOf<Manifest, Command>,
    context: CommandContext,
  ) => ResultOf<Manifest, Command>;
};

/** Options of {@link registerLazyPlugin}. */
export interface LazyPluginOptions<Manifest extends PluginManifest> {
  /**
   * Fetches the widget's code; once loaded, its plugin's `attach` binds to the placeholder. Called
   * for each command that waits, with its name, so the loader must be idempotent (as `import()` is).
   */
  load(command: string): void | Promise<unknown>;
  /** Answers for the commands that do not load the code (`loads: false` in the table). */
  unloaded?: UnloadedHandlers<Manifest>;
}

/** A plugin that is on the bus before its code is. */
export interface LazyPlugin {
  /** Whether the loaded plugin is bound now. */
  readonly bound: boolean;
  /** Takes the placeholder off the bus; commands still waiting reject. */
  dispose(): void;
}

interface Waiting {
  command: string;
  options: unknown;
  context: CommandContext;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

/**
 * Puts a widget's commands and events on the bus from its table alone, before its code has loaded:
 * the first command that needs the code calls `load` and waits; when the widget's plugin attaches
 * (`definePlugin(...).attach`), the commands kept run in order, and later ones run at once.
 */
export function registerLazyPlugin<Manifest extends PluginManifest>(
  bus: Bus,
  manifest: Manifest,
  options: LazyPluginOptions<Manifest>,
): LazyPlugin {
  const slots = lazySlotsOf(bus);
  if (slots.has(manifest.name)) throw new BusError('nameTaken');
  const handle = bus.registerPlugin(manifest.name, { commandsBeforeReady: true });
  let runner: BoundRunner | undefined;
  let waiting: Waiting[] = [];

  const fail = (reason: unknown) => {
    for (const item of waiting.splice(0)) item.reject(reason);
  };
  const requestLoad = (command: string) => {
    Promise.resolve()
      .then(() => options.load(command))
      .catch((cause: unknown) => fail(new BusError('pluginLoadFailed', undefined, { cause })));
  };

  registerTable(handle, manifest, (command, commandOptions, context) => {
    if (runner) return runner(command, commandOptions, context);
    if (manifest.commands[command]?.loads === false) {
      const unloaded = options.unloaded?.[command] as
        ((options: unknown, context: CommandContext) => unknown) | undefined;
      return unloaded?.(commandOptions, context);
    }
    return new Promise((resolve, reject) => {
      waiting.push({ command, options: commandOptions, context, resolve, reject });
      requestLoad(command);
    });
  });

  const slot: LazySlot = {
    handle,
    bind(next) {
      runner = next;
      const kept = waiting;
      waiting = [];
      // At once, not in a later task: the binding widget's set-up (a restore, say) sees them first.
      for (const item of kept) {
        try {
          Promise.resolve(next(item.command, item.options, item.context)).then(
            item.resolve,
            item.reject,
          );
        } catch (error) {
          item.reject(error);
        }
      }
    },
    unbind(previous) {
      if (runner === previous) runner = undefined;
    },
  };
  slots.set(manifest.name, slot);
  handle.ready();

  return {
    get bound() {
      return runner !== undefined;
    },
    dispose() {
      if (slots.get(manifest.name) !== slot) return;
      slots.delete(manifest.name);
      fail(new BusError('commandDoesNotExist'));
      bus.unregisterPlugin(manifest.name);
    },
  };
}
