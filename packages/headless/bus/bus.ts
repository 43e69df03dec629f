import { BusError, invalidOptionsError } from './bus-errors';
import type {
  BeforeInterceptor,
  Bus,
  BusEvent,
  BusLogger,
  BusOptions,
  CommandContext,
  CommandRegistration,
  DataRecord,
  PluginHandle,
  PluginInfo,
  PluginLoadingOptions,
  ScriptLoader,
  Subscriber,
  Unsubscribe,
  UntypedBus,
} from './bus.types';
import { createScriptElementLoader, pluginFileUrl } from './script-loader';

type AnyHandler = (options: unknown, context: CommandContext) => unknown;

interface RegisteredCommand {
  handler: AnyHandler;
  registration: CommandRegistration;
}

interface PendingCommand {
  name: string;
  options: Record<string, unknown>;
  commander: string;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface PluginRecord {
  name: string;
  ready: boolean;
  commandsBeforeReady: boolean;
  commands: Map<string, RegisteredCommand>;
  events: Set<string>;
  data: Map<string, DataRecord>;
  pending: PendingCommand[];
}

interface Interceptor {
  owner: string;
  run: BeforeInterceptor;
}

const implicitEvents = ['ready', 'data'];
const namePattern = /^[A-Za-z_$][\w$-]*$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function splitName(qualified: string): [plugin: string, member: string] | undefined {
  const dot = qualified.indexOf('.');
  if (dot <= 0 || dot === qualified.length - 1) return undefined;
  return [qualified.slice(0, dot), qualified.slice(dot + 1)];
}

function matches(pattern: string, event: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('.*')) return event.startsWith(pattern.slice(0, -1));
  return pattern === event;
}

/** Creates a command-and-event bus: plugins register under a name, offer commands and publish events. */
export function createBus(options: BusOptions = {}): Bus {
  const plugins = new Map<string, PluginRecord>();
  const interceptors = new Map<string, Interceptor[]>();
  const subscribers = new Set<{ pattern: string; fn: Subscriber }>();
  const sticky = new Map<string, BusEvent>();
  const loads = new Map<string, Promise<void>>();
  const now = options.now ?? Date.now;
  const logger: BusLogger = options.logger ?? console;
  const loader: ScriptLoader = options.loader ?? createScriptElementLoader();
  let loading: PluginLoadingOptions = {
    pluginsPath: options.pluginsPath,
    pluginFilenameFormat: options.pluginFilenameFormat,
    pluginMap: options.pluginMap,
  };
  let locked = options.locked ?? false;

  function trace(...args: unknown[]) {
    if (options.debug) logger.debug('[cxkit bus]', ...args);
  }

  function deliver(subscriber: Subscriber, event: BusEvent) {
    queueMicrotask(() => {
      try {
        subscriber(event);
      } catch (error) {
        logger.error(`[cxkit bus] a subscriber of ${event.event} threw`, error);
      }
    });
  }

  function emit(publisher: string, event: string, data: unknown, keep: boolean) {
    const envelope: BusEvent = { event, publisher, time: now(), data };
    trace('publish', event, data);
    if (keep) sticky.set(event, envelope);
    for (const subscriber of subscribers) {
      if (matches(subscriber.pattern, event)) deliver(subscriber.fn, envelope);
    }
  }

  function subscribe(pattern: string, fn: Subscriber): Unsubscribe {
    const entry = { pattern, fn };
    subscribers.add(entry);
    for (const [event, envelope] of sticky) {
      if (matches(pattern, event)) deliver(fn, envelope);
    }
    return () => {
      subscribers.delete(entry);
    };
  }

  async function runCommand(
    plugin: PluginRecord,
    name: string,
    options: Record<string, unknown>,
    commander: string,
  ): Promise<unknown> {
    const [, member] = splitName(name) as [string, string];
    const command = plugin.commands.get(member);
    if (!command) throw new BusError('commandDoesNotExist');
    const context: CommandContext = { command: name, commander, time: now() };
    let current: unknown = options;
    for (const interceptor of interceptors.get(name) ?? []) {
      current = await interceptor.run(current as Record<string, unknown>, context);
      if (!isPlainObject(current)) throw new BusError('commandCancelled');
    }
    let validated: unknown = current;
    if (command.registration.options) {
      const parsed = command.registration.options.safeParse(current);
      if (!parsed.success) throw invalidOptionsError(name, parsed.error.issues);
      validated = parsed.data;
    }
    trace('command', name, validated);
    return command.handler(validated, context);
  }

  async function ensureLoaded(pluginName: string): Promise<void> {
    const url = pluginFileUrl(pluginName, loading);
    if (!url) return;
    let pending = loads.get(url);
    if (!pending) {
      pending = loader(url).catch((cause: unknown) => {
        loads.delete(url);
        throw new BusError('pluginLoadFailed', undefined, { cause });
      });
      loads.set(url, pending);
    }
    await pending;
  }

  async function command(name: string, options: unknown, commander: string): Promise<unknown> {
    const parts = splitName(name);
    if (!parts) throw new BusError('commandDoesNotExist');
    const given = options ?? {};
    if (!isPlainObject(given)) throw new BusError('commandCancelled');
    let plugin = plugins.get(parts[0]);
    if (!plugin) {
      await ensureLoaded(parts[0]);
      plugin = plugins.get(parts[0]);
      if (!plugin) throw new BusError('commandDoesNotExist');
    }
    if (!plugin.ready && !plugin.commandsBeforeReady) {
      const target = plugin;
      return new Promise((resolve, reject) => {
        target.pending.push({ name, options: given, commander, resolve, reject });
      });
    }
    return runCommand(plugin, name, given, commander);
  }

  function createHandle<Name extends string>(record: PluginRecord): PluginHandle<Name> {
    const name = record.name as Name;
    const qualify = (member: string) => (member.includes('.') ? member : `${name}.${member}`);
    const assertDeclared = (event: string) => {
      if (!record.events.has(event) && !implicitEvents.includes(event)) {
        throw new Error(`Event '${name}.${event}' is not registered; call registerEvents first`);
      }
    };
    const handle: PluginHandle<Name> = {
      name,
      registerCommand(member, handler, registration = {}) {
        if (!namePattern.test(member))
          throw new BusError('invalidName', `Invalid command name '${member}'`);
        if (record.commands.has(member)) {
          throw new BusError('invalidName', `Command '${name}.${member}' is already registered`);
        }
        record.commands.set(member, { handler: handler as AnyHandler, registration });
      },
      registerEvents(events) {
        for (const event of events) {
          if (!namePattern.test(event))
            throw new BusError('invalidName', `Invalid event name '${event}'`);
          record.events.add(event);
        }
      },
      publish(event, data) {
        assertDeclared(event);
        emit(name, `${name}.${event}`, data, false);
      },
      republish(event, data) {
        assertDeclared(event);
        emit(name, `${name}.${event}`, data, true);
      },
      before(target, run) {
        const key = qualify(target);
        const entry: Interceptor = { owner: name, run };
        interceptors.set(key, [...(interceptors.get(key) ?? []), entry]);
        return () => {
          const current = interceptors.get(key);
          if (current)
            interceptors.set(
              key,
              current.filter((item) => item !== entry),
            );
        };
      },
      command(target, ...args) {
        return command(qualify(target), args[0], name) as never;
      },
      subscribe: ((pattern: string, fn: Subscriber) => subscribe(pattern, fn)) as Bus['subscribe'],
      ready(data) {
        if (plugins.get(name) !== record) return;
        record.ready = true;
        emit(name, `${name}.ready`, data, true);
        const pending = record.pending.splice(0);
        for (const item of pending) {
          runCommand(record, item.name, item.options, item.commander).then(
            item.resolve,
            item.reject,
          );
        }
      },
      setData(key, value) {
        const previous = record.data.get(key);
        const entry: DataRecord<typeof value> = {
          last: previous?.value as typeof value | undefined,
          value,
          time: now(),
        };
        record.data.set(key, entry);
        emit(name, `${name}.data`, { key, ...entry }, false);
        return entry;
      },
      getData(key) {
        return record.data.get(key) as never;
      },
    };
    return handle;
  }

  const untyped: UntypedBus = {
    command: (name, options, commander = 'host') => command(name, options, commander),
    subscribe,
  };

  return {
    registerPlugin(name, registration = {}) {
      if (locked) throw new BusError('registrationLocked');
      if (!namePattern.test(name))
        throw new BusError('invalidName', `Invalid plugin name '${name}'`);
      if (plugins.has(name)) throw new BusError('nameTaken');
      const record: PluginRecord = {
        name,
        ready: false,
        commandsBeforeReady: registration.commandsBeforeReady ?? false,
        commands: new Map(),
        events: new Set(),
        data: new Map(),
        pending: [],
      };
      plugins.set(name, record);
      trace('registered', name);
      return createHandle(record);
    },
    unregisterPlugin(name) {
      const record = plugins.get(name);
      if (!record) return;
      plugins.delete(name);
      for (const [target, list] of interceptors) {
        interceptors.set(
          target,
          list.filter((item) => item.owner !== name),
        );
      }
      for (const event of [...sticky.keys()]) {
        if (event.startsWith(`${name}.`)) sticky.delete(event);
      }
      for (const item of record.pending.splice(0)) item.reject(new BusError('commandDoesNotExist'));
    },
    command: ((name: string, ...args: unknown[]) =>
      command(name, args[0], 'host')) as Bus['command'],
    subscribe: ((pattern: string, fn: Subscriber) => subscribe(pattern, fn)) as Bus['subscribe'],
    data(path) {
      const parts = splitName(path);
      if (!parts) return undefined;
      return plugins.get(parts[0])?.data.get(parts[1]) as never;
    },
    async loadPlugin(name) {
      if (!pluginFileUrl(name, loading)) {
        throw new BusError('pluginLoadFailed', undefined, {
          cause: new Error(`No plugins path or plugin map entry for ${name}`),
        });
      }
      await ensureLoaded(name);
    },
    configure(next) {
      loading = { ...loading, ...next };
    },
    lock() {
      locked = true;
    },
    unlock() {
      locked = false;
    },
    get locked() {
      return locked;
    },
    registry(): PluginInfo[] {
      return [...plugins.values()].map((record) => ({
        name: record.name,
        ready: record.ready,
        commands: [...record.commands.keys()],
        events: [...implicitEvents, ...record.events],
      }));
    },
    untyped,
  };
}
