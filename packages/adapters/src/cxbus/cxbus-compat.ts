import type {
  Bus,
  BusEvent,
  BusLogger,
  PluginHandle,
  PluginLoadingOptions,
  Unsubscribe,
} from '@cxkit/headless/bus';
import type {
  CxBusCompat,
  CxBusCompatOptions,
  LegacyCommandPromise,
  LegacyPlugin,
  LegacySubscriber,
} from './cxbus.types';
import { legacyReason, toLegacyPromise } from './legacy-promise';

interface Subscription {
  event: string;
  fn: LegacySubscriber;
  off: Unsubscribe;
}

interface Subscriptions {
  add(event: string, fn: LegacySubscriber): string | false;
  remove(event: string, fn?: LegacySubscriber): boolean;
  clear(): void;
}

interface CompatPlugin {
  legacy: LegacyPlugin;
  subscriptions: Subscriptions;
}

/** `Plugin.data.key` and `Plugin.data.key:value`, which the legacy bus published on every data change. */
const dataEventPattern = /^([^.]+)\.data\.([^:]+)(?::(.*))?$/;

function envelope(event: BusEvent, name = event.event): BusEvent {
  return { time: event.time, publisher: event.publisher, event: name, data: event.data };
}

/**
 * Subscribes a legacy callback. Our bus publishes one `Plugin.data` event per change with
 * `{ key, last, value, time }`, so the legacy per-key events are derived from it here.
 */
function subscribeLegacy(bus: Bus, event: string, fn: LegacySubscriber): Unsubscribe {
  const match = dataEventPattern.exec(event);
  if (!match) return bus.untyped.subscribe(event, (received) => fn(envelope(received)));
  const [, plugin, key, value] = match;
  return bus.untyped.subscribe(`${plugin}.data`, (received) => {
    const record = received.data as { key?: unknown; value?: unknown };
    if (record.key !== key) return;
    if (value !== undefined && String(record.value) !== value) return;
    fn(envelope(received, event));
  });
}

function createSubscriptions(bus: Bus): Subscriptions {
  let list: Subscription[] = [];
  return {
    add(event, fn) {
      if (typeof event !== 'string' || event === '' || typeof fn !== 'function') return false;
      list.push({ event, fn, off: subscribeLegacy(bus, event, fn) });
      return event;
    },
    remove(event, fn) {
      const removed = list.filter((item) => item.event === event && (!fn || item.fn === fn));
      for (const item of removed) item.off();
      list = list.filter((item) => !removed.includes(item));
      return removed.length > 0;
    },
    clear() {
      for (const item of list.splice(0)) item.off();
    },
  };
}

function pickLoading(options: PluginLoadingOptions): PluginLoadingOptions {
  const picked: PluginLoadingOptions = {};
  if (options.pluginsPath !== undefined) picked.pluginsPath = options.pluginsPath;
  if (options.pluginFilenameFormat !== undefined)
    picked.pluginFilenameFormat = options.pluginFilenameFormat;
  if (options.pluginMap !== undefined) picked.pluginMap = options.pluginMap;
  return picked;
}

/**
 * Wraps a cxkit bus in an object shaped like the legacy global `CXBus`, so integrations written for
 * it (extensions, `onReady` callbacks, page scripts) keep working. Commands, events, `before`
 * interceptors, buffering until `ready()` and lazy plugin loading are the bus's own.
 */
export function createCxBusCompat(bus: Bus, options: CxBusCompatOptions = {}): CxBusCompat {
  const logger: BusLogger = options.logger ?? console;
  let debug = options.debug ?? false;
  const plugins = new Map<string, CompatPlugin>();
  const hostSubscriptions = createSubscriptions(bus);

  function trace(...args: unknown[]) {
    if (debug) logger.debug('[cxkit CXBus]', ...args);
  }

  function run<Result>(
    command: string,
    commandOptions: unknown,
    commander?: string,
  ): LegacyCommandPromise<Result> {
    trace('command', command, commandOptions);
    const result = bus.untyped.command(command, commandOptions, commander) as Promise<Result>;
    return toLegacyPromise(result, logger, (reason) =>
      trace('command failed', command, legacyReason(reason)),
    );
  }

  function createLegacyPlugin(handle: PluginHandle): CompatPlugin {
    const name = handle.name;
    const declared = new Set(['ready', 'data']);
    const subscriptions = createSubscriptions(bus);
    const qualify = (member: string) => (member.includes('.') ? member : `${name}.${member}`);
    const own = (event: string) =>
      event.startsWith(`${name}.`) ? event.slice(name.length + 1) : event;

    function attempt(what: string, action: () => void): boolean {
      try {
        action();
        return true;
      } catch (error) {
        logger.error(`[cxkit CXBus] ${name}.${what}:`, legacyReason(error));
        return false;
      }
    }

    function emit(event: string, data: unknown, sticky: boolean): boolean {
      return attempt(`publish('${event}')`, () => {
        const member = own(event);
        if (!declared.has(member)) {
          handle.registerEvents([member]);
          declared.add(member);
        }
        trace('publish', `${name}.${member}`, data);
        if (sticky) handle.republish(member, data);
        else handle.publish(member, data);
      });
    }

    const legacy: LegacyPlugin = {
      publish: (event, data) => emit(event, data, false),
      publishDirect: (event, data) => emit(event, data, false),
      republish: (event, data) => emit(event, data, true),
      subscribe: (event, fn) => subscriptions.add(event, fn),
      unsubscribe: (event, fn) => subscriptions.remove(event, fn),
      command: (command, commandOptions) => run(qualify(command), commandOptions, name),
      before: (command, fn) =>
        attempt(`before('${command}')`, () => handle.before(qualify(command), fn)),
      registerCommand: (command, handler) =>
        attempt(`registerCommand('${command}')`, () =>
          handle.registerCommand(
            command,
            (commandOptions, context) =>
              new Promise((resolve, reject) => {
                handler({
                  time: context.time,
                  commander: context.commander,
                  command: context.command,
                  deferred: { resolve, reject },
                  data: commandOptions ?? {},
                });
              }),
          ),
        ),
      registerEvents: (events) =>
        attempt('registerEvents', () => {
          handle.registerEvents(events);
          for (const event of events) declared.add(event);
        }),
      ready: (data) => handle.ready(data),
      data(key: string, ...value: unknown[]) {
        if (value.length > 0) return handle.setData(own(key), value[0]).value;
        return key.includes('.') ? bus.data(key)?.value : handle.getData(key)?.value;
      },
      namespace: () => name,
      registry: () => bus.registry(),
    };
    return { legacy, subscriptions };
  }

  return {
    registerPlugin(name) {
      let handle: PluginHandle;
      try {
        handle = bus.registerPlugin(name);
      } catch (error) {
        logger.error(`[cxkit CXBus] registerPlugin('${name}'):`, legacyReason(error));
        return false;
      }
      const plugin = createLegacyPlugin(handle);
      plugins.set(name, plugin);
      return plugin.legacy;
    },
    command: (command, commandOptions) => run(command, commandOptions),
    subscribe: (event, fn) => hostSubscriptions.add(event, fn),
    unsubscribe: (event, fn) => hostSubscriptions.remove(event, fn),
    data(key: string, ...value: unknown[]) {
      if (value.length === 0) return bus.data(key)?.value;
      const dot = key.indexOf('.');
      const owner = dot > 0 ? plugins.get(key.slice(0, dot)) : undefined;
      if (!owner) {
        logger.error(
          `[cxkit CXBus] data('${key}'): only plugins registered through CXBus can store data`,
        );
        return undefined;
      }
      return owner.legacy.data(key.slice(dot + 1), value[0]);
    },
    configure(next) {
      if (next.debug !== undefined) debug = next.debug;
      const loading = pickLoading(next);
      if (Object.keys(loading).length > 0) bus.configure(loading);
    },
    loadPlugin: (name) =>
      toLegacyPromise(bus.loadPlugin(name), logger, (reason) =>
        trace('loadPlugin failed', name, legacyReason(reason)),
      ),
    registry: () => bus.registry(),
    dispose() {
      hostSubscriptions.clear();
      for (const [name, plugin] of plugins) {
        plugin.subscriptions.clear();
        bus.unregisterPlugin(name);
      }
      plugins.clear();
    },
  };
}
