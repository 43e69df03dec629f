import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod';
import { createBus } from './bus';
import { BusError } from './bus-errors';
import type { BusEvent, CommandSpec } from './bus.types';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands {
      'Calc.add': CommandSpec<{ a: number; b: number }, number>;
      'Calc.reset': CommandSpec<undefined, 'reset'>;
    }
    interface Events {
      'Calc.added': { sum: number };
    }
  }
}

const silent = { debug: vi.fn(), error: vi.fn() };

function calculator(bus = createBus({ logger: silent })) {
  const plugin = bus.registerPlugin('Calc');
  plugin.registerEvents(['added']);
  plugin.registerCommand('add', ({ a, b }) => {
    plugin.publish('added', { sum: a + b });
    return a + b;
  });
  plugin.registerCommand('reset', () => 'reset' as const);
  plugin.ready();
  return { bus, plugin };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('commands', () => {
  it('round-trips a typed command to its handler and back', async () => {
    const { bus } = calculator();
    const sum = bus.command('Calc.add', { a: 2, b: 3 });
    expectTypeOf(sum).toEqualTypeOf<Promise<number>>();
    await expect(sum).resolves.toBe(5);
    await expect(bus.command('Calc.reset')).resolves.toBe('reset');
  });

  it('makes unknown commands and wrong options type errors', () => {
    const { bus } = calculator();
    // @ts-expect-error an unknown command name is a type error
    void bus.command('Calc.subtract', { a: 1, b: 2 }).catch(() => undefined);
    // @ts-expect-error wrong options are a type error
    void bus.command('Calc.add', { a: '1', b: 2 }).catch(() => undefined);
    // @ts-expect-error missing required options are a type error
    void bus.command('Calc.add').catch(() => undefined);
  });

  it("rejects a command of a ready plugin that does not offer it with 'Command does not exist'", async () => {
    const { bus } = calculator();
    await expect(bus.untyped.command('Calc.subtract', {})).rejects.toThrow(
      'Command does not exist',
    );
  });

  it("rejects a command of an unknown plugin with 'Command does not exist' when nothing can be loaded", async () => {
    const bus = createBus({ logger: silent });
    const rejection = bus.untyped.command('Nobody.open');
    await expect(rejection).rejects.toBeInstanceOf(BusError);
    await expect(rejection).rejects.toMatchObject({
      code: 'commandDoesNotExist',
      message: 'Command does not exist',
    });
    await expect(bus.untyped.command('noDot')).rejects.toThrow('Command does not exist');
  });

  it('rejects options that fail the registered schema, naming the field', async () => {
    const bus = createBus({ logger: silent });
    const plugin = bus.registerPlugin('Shop');
    plugin.registerCommand('buy', (options) => options, {
      options: z.object({ quantity: z.number().int().positive() }),
    });
    plugin.ready();
    await expect(bus.untyped.command('Shop.buy', { quantity: 0 })).rejects.toThrow(
      /^Invalid options for Shop\.buy: quantity: /,
    );
    await expect(bus.untyped.command('Shop.buy', { quantity: 2 })).resolves.toEqual({
      quantity: 2,
    });
  });

  it('passes the commander, command name and time to the handler', async () => {
    const bus = createBus({ logger: silent, now: () => 1234 });
    const handler = vi.fn(() => 'ok');
    const target = bus.registerPlugin('Target');
    target.registerCommand('run', handler);
    target.ready();
    await bus.untyped.command('Target.run', { x: 1 }, 'Page');
    expect(handler).toHaveBeenCalledWith(
      { x: 1 },
      { command: 'Target.run', commander: 'Page', time: 1234 },
    );
  });

  it('takes a name without a dot as one of the calling plugin’s own commands', async () => {
    const { plugin } = calculator();
    await expect(plugin.command('Calc.add', { a: 1, b: 1 })).resolves.toBe(2);
    await expect(
      (plugin.command as (name: string, options: unknown) => Promise<unknown>)('add', {
        a: 4,
        b: 1,
      }),
    ).resolves.toBe(5);
  });

  it('rejects a handler failure with the handler’s error', async () => {
    const bus = createBus({ logger: silent });
    const plugin = bus.registerPlugin('Broken');
    plugin.registerCommand('fail', () => {
      throw new Error('boom');
    });
    plugin.ready();
    await expect(bus.untyped.command('Broken.fail')).rejects.toThrow('boom');
  });

  it('buffers commands to a registered plugin until it is ready', async () => {
    const bus = createBus({ logger: silent });
    const plugin = bus.registerPlugin('Late');
    plugin.registerCommand('ping', () => 'pong');
    let settled = false;
    const result = bus.untyped.command('Late.ping').then((value) => {
      settled = true;
      return value;
    });
    await flush();
    expect(settled).toBe(false);
    plugin.ready();
    await expect(result).resolves.toBe('pong');
  });

  it('runs commands at once for a plugin registered with commandsBeforeReady', async () => {
    const bus = createBus({ logger: silent });
    const plugin = bus.registerPlugin('Core', { commandsBeforeReady: true });
    plugin.registerCommand('ping', () => 'pong');
    await expect(bus.untyped.command('Core.ping')).resolves.toBe('pong');
    expect(bus.registry()[0]?.ready).toBe(false);
  });

  it('rejects buffered commands when their plugin is unregistered', async () => {
    const bus = createBus({ logger: silent });
    bus.registerPlugin('Gone').registerCommand('ping', () => 'pong');
    const result = bus.untyped.command('Gone.ping');
    bus.unregisterPlugin('Gone');
    await expect(result).rejects.toThrow('Command does not exist');
  });
});

describe('before interceptors', () => {
  it("cancels a command when an interceptor returns something that is not an object, with the spec's text", async () => {
    const { bus } = calculator();
    const guard = bus.registerPlugin('Guard');
    guard.before('Calc.add', () => false);
    const rejection = bus.command('Calc.add', { a: 1, b: 2 });
    await expect(rejection).rejects.toThrow("Command was cancelled by a 'before' function");
    await expect(rejection).rejects.toMatchObject({ code: 'commandCancelled' });
  });

  it('lets interceptors change the options, in registration order', async () => {
    const { bus } = calculator();
    const guard = bus.registerPlugin('Guard');
    guard.before('Calc.add', (options) => ({ ...options, a: 10 }));
    guard.before('Calc.add', async (options) => ({ ...options, b: Number(options.a) * 2 }));
    await expect(bus.command('Calc.add', { a: 1, b: 1 })).resolves.toBe(30);
  });

  it('stops intercepting once removed, and when its owner is unregistered', async () => {
    const { bus } = calculator();
    const guard = bus.registerPlugin('Guard');
    const remove = guard.before('Calc.add', () => false);
    remove();
    await expect(bus.command('Calc.add', { a: 1, b: 1 })).resolves.toBe(2);
    guard.before('Calc.add', () => null);
    bus.unregisterPlugin('Guard');
    await expect(bus.command('Calc.add', { a: 1, b: 1 })).resolves.toBe(2);
  });

  it('cancels a command whose options are not an object', async () => {
    const { bus } = calculator();
    await expect(bus.untyped.command('Calc.add', 'not an object')).rejects.toThrow(
      "Command was cancelled by a 'before' function",
    );
  });
});

describe('registration', () => {
  it("refuses a name that is taken with 'The Extension name is already taken.'", () => {
    const bus = createBus({ logger: silent });
    bus.registerPlugin('Only');
    expect(() => bus.registerPlugin('Only')).toThrow('The Extension name is already taken.');
  });

  it('refuses registration while locked, and allows it once unlocked', () => {
    const bus = createBus({ logger: silent, locked: true });
    expect(bus.locked).toBe(true);
    expect(() => bus.registerPlugin('Early')).toThrow(
      'You must wait until App.ready is published before registering new Extensions.',
    );
    bus.unlock();
    expect(bus.registerPlugin('Early').name).toBe('Early');
    bus.lock();
    expect(() => bus.registerPlugin('Later')).toThrow(BusError);
  });

  it('refuses invalid names and double command registration', () => {
    const bus = createBus({ logger: silent });
    expect(() => bus.registerPlugin('has space')).toThrow("Invalid plugin name 'has space'");
    const plugin = bus.registerPlugin('Twice');
    plugin.registerCommand('go', () => 1);
    expect(() => plugin.registerCommand('go', () => 2)).toThrow(
      "Command 'Twice.go' is already registered",
    );
  });

  it('lists plugins with their commands and events', () => {
    const { bus } = calculator();
    expect(bus.registry()).toEqual([
      { name: 'Calc', ready: true, commands: ['add', 'reset'], events: ['ready', 'data', 'added'] },
    ]);
  });
});

describe('events', () => {
  it('delivers typed events asynchronously with the envelope', async () => {
    const { bus } = calculator(createBus({ logger: silent, now: () => 99 }));
    const seen: BusEvent<{ sum: number }>[] = [];
    bus.subscribe('Calc.added', (event) => {
      expectTypeOf(event.data).toEqualTypeOf<{ sum: number }>();
      seen.push(event);
    });
    const done = bus.command('Calc.add', { a: 1, b: 2 });
    expect(seen).toEqual([]);
    await done;
    await flush();
    expect(seen).toEqual([{ event: 'Calc.added', publisher: 'Calc', time: 99, data: { sum: 3 } }]);
  });

  it('supports per-plugin and global wildcards, and unsubscribing', async () => {
    const { bus } = calculator();
    const perPlugin = vi.fn();
    const everything = vi.fn();
    const stop = bus.subscribe('Calc.*', perPlugin);
    bus.subscribe('*', everything);
    await bus.command('Calc.add', { a: 1, b: 1 });
    await flush();
    stop();
    stop();
    await bus.command('Calc.add', { a: 1, b: 1 });
    await flush();
    expect(perPlugin.mock.calls.map(([event]) => event.event)).toEqual([
      'Calc.ready',
      'Calc.added',
    ]);
    expect(everything.mock.calls.map(([event]) => event.event)).toEqual([
      'Calc.ready',
      'Calc.added',
      'Calc.added',
    ]);
  });

  it('replays ready to late subscribers (sticky)', async () => {
    const { bus } = calculator();
    const late = vi.fn();
    await flush();
    bus.untyped.subscribe('Calc.ready', late);
    await flush();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('refuses to publish an undeclared event', () => {
    const bus = createBus({ logger: silent });
    const plugin = bus.registerPlugin('Quiet');
    expect(() => plugin.publish('shout', {})).toThrow(
      "Event 'Quiet.shout' is not registered; call registerEvents first",
    );
  });

  it('keeps delivering when a subscriber throws, and logs the error', async () => {
    const logger = { debug: vi.fn(), error: vi.fn() };
    const { bus } = calculator(createBus({ logger }));
    const after = vi.fn();
    bus.subscribe('Calc.added', () => {
      throw new Error('bad subscriber');
    });
    bus.subscribe('Calc.added', after);
    await bus.command('Calc.add', { a: 1, b: 1 });
    await flush();
    expect(after).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      '[cxkit bus] a subscriber of Calc.added threw',
      expect.any(Error),
    );
  });
});

describe('data records', () => {
  it('keeps { last, value, time } and publishes a data event', async () => {
    let time = 1;
    const bus = createBus({ logger: silent, now: () => time });
    const plugin = bus.registerPlugin('Store');
    const onData = vi.fn();
    bus.untyped.subscribe('Store.data', onData);
    plugin.setData('count', 1);
    time = 2;
    expect(plugin.setData('count', 2)).toEqual({ last: 1, value: 2, time: 2 });
    expect(bus.data('Store.count')).toEqual({ last: 1, value: 2, time: 2 });
    expect(plugin.getData('count')).toEqual({ last: 1, value: 2, time: 2 });
    expect(bus.data('Store.missing')).toBeUndefined();
    expect(bus.data('nodot')).toBeUndefined();
    await flush();
    expect(onData.mock.calls.at(-1)?.[0].data).toEqual({
      key: 'count',
      last: 1,
      value: 2,
      time: 2,
    });
  });
});

describe('lazy plugin loading', () => {
  it('loads pluginsPath + file name format and then runs the command', async () => {
    let opened = false;
    const bus = createBus({
      logger: silent,
      pluginsPath: '/plugins',
      loader: async (url) => {
        expect(url).toBe('/plugins/webchat.min.js');
        const plugin = bus.registerPlugin('WebChat');
        plugin.registerCommand('open', () => {
          opened = true;
          return undefined;
        });
        plugin.ready();
      },
    });
    await expect(bus.untyped.command('WebChat.open')).resolves.toBeUndefined();
    expect(opened).toBe(true);
  });

  it('uses the configured file name format and the plugin map, and loads each file once', async () => {
    const loader = vi.fn(async () => undefined);
    const bus = createBus({ logger: silent, loader });
    bus.configure({
      pluginsPath: 'https://cdn.example/widgets/',
      pluginFilenameFormat: 'cx-plugin.js',
    });
    await bus.loadPlugin('Callback');
    await bus.loadPlugin('Callback');
    bus.configure({ pluginMap: { CallUs: '/custom/callus.js' } });
    await bus.loadPlugin('CallUs');
    expect(loader.mock.calls).toEqual([
      ['https://cdn.example/widgets/cx-callback.js'],
      ['/custom/callus.js'],
    ]);
  });

  it('rejects with the plugin-load text when the file cannot be loaded, and retries next time', async () => {
    const loader = vi.fn(async () => {
      throw new Error('404');
    });
    const bus = createBus({ logger: silent, pluginsPath: '/plugins', loader });
    const text = 'Could not load plugin file in given location. Check your plugins path option.';
    await expect(bus.untyped.command('Offers.open')).rejects.toThrow(text);
    await expect(bus.loadPlugin('Offers')).rejects.toMatchObject({ code: 'pluginLoadFailed' });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('rejects an explicit load when no location is configured', async () => {
    const bus = createBus({ logger: silent });
    await expect(bus.loadPlugin('Search')).rejects.toThrow(
      'Could not load plugin file in given location. Check your plugins path option.',
    );
  });

  it("answers 'Command does not exist' when the loaded file did not register the plugin", async () => {
    const bus = createBus({
      logger: silent,
      pluginsPath: '/plugins',
      loader: async () => undefined,
    });
    await expect(bus.untyped.command('Empty.open')).rejects.toThrow('Command does not exist');
  });
});
