import { createBus, type Bus, type BusOptions } from '@cxkit/headless/bus';
import { describe, expect, it, vi } from 'vitest';
import { createCxBusCompat } from './cxbus-compat';
import type { CxBusCompat, LegacyCommandEvent, LegacyEvent, LegacyPlugin } from './cxbus.types';

const cancelledText = "Command was cancelled by a 'before' function";

function setup(options: BusOptions = {}) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  const bus = createBus({ logger, now: () => 1_000, ...options });
  const cxbus = createCxBusCompat(bus, { logger });
  return { bus, cxbus, logger };
}

function register(cxbus: CxBusCompat, name: string): LegacyPlugin {
  const plugin = cxbus.registerPlugin(name);
  if (!plugin) throw new Error(`${name} was refused`);
  return plugin;
}

/** A plugin with `add` (resolves the sum), `refuse` (rejects with a string) and `explode` (throws). */
function calculator(cxbus: CxBusCompat) {
  const plugin = register(cxbus, 'Calc');
  const received: LegacyCommandEvent[] = [];
  plugin.registerCommand('add', (event) => {
    received.push(event);
    const { a, b } = event.data as { a: number; b: number };
    event.deferred.resolve(a + b);
  });
  plugin.registerCommand('refuse', (event) => event.deferred.reject('Already opened'));
  plugin.registerCommand('explode', () => {
    throw new Error('boom');
  });
  plugin.ready();
  return { plugin, received };
}

/** Lets queued bus deliveries (microtasks) run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('commands', () => {
  it('round-trips a legacy command: the handler gets the legacy event and settles through deferred', async () => {
    const { cxbus } = setup();
    const { received } = calculator(cxbus);
    await expect(cxbus.command('Calc.add', { a: 2, b: 3 })).resolves.toBe(5);
    expect(received).toEqual([
      {
        time: 1_000,
        commander: 'host',
        command: 'Calc.add',
        deferred: { resolve: expect.any(Function), reject: expect.any(Function) },
        data: { a: 2, b: 3 },
      },
    ]);
  });

  it('rejects with what the handler passes to deferred.reject, and with the error a handler throws', async () => {
    const { cxbus } = setup();
    calculator(cxbus);
    await expect(cxbus.command('Calc.refuse')).rejects.toBe('Already opened');
    await expect(cxbus.command('Calc.explode')).rejects.toThrow('boom');
  });

  it('offers chainable done, fail and always that return the same object', async () => {
    const { cxbus } = setup();
    calculator(cxbus);
    const calls: string[] = [];
    const ok = cxbus.command<number>('Calc.add', { a: 1, b: 1 });
    expect(ok.state()).toBe('pending');
    const chained = ok
      .done((sum) => calls.push(`done ${sum}`))
      .fail(() => calls.push('fail'))
      .always((value) => calls.push(`always ${String(value)}`));
    expect(chained).toBe(ok);
    await ok;
    expect(ok.state()).toBe('resolved');

    const failing = cxbus.command('Calc.explode');
    failing
      .done(() => calls.push('done'))
      .fail((reason) => calls.push(`fail ${String(reason)}`))
      .always((reason) => calls.push(`always ${String(reason)}`));
    await expect(failing).rejects.toThrow('boom');
    expect(failing.state()).toBe('rejected');
    expect(calls).toEqual(['done 2', 'always 2', 'fail boom', 'always boom']);
  });

  it('logs a throwing done callback instead of breaking the chain', async () => {
    const { cxbus, logger } = setup();
    calculator(cxbus);
    const after = vi.fn();
    const command = cxbus
      .command('Calc.add', { a: 1, b: 2 })
      .done(() => {
        throw new Error('page bug');
      })
      .done(after);
    await command;
    await flush();
    expect(after).toHaveBeenCalledWith(3);
    expect(logger.error).toHaveBeenCalledWith(
      '[cxkit CXBus] a done callback threw',
      expect.objectContaining({ message: 'page bug' }),
    );
  });

  it("cancels through a 'before' function with the spec text, and lets one change the options", async () => {
    const { cxbus } = setup();
    calculator(cxbus);
    const guard = register(cxbus, 'Guard');
    expect(guard.before('Calc.add', (options) => ({ ...options, b: 10 }))).toBe(true);
    await expect(cxbus.command('Calc.add', { a: 1, b: 1 })).resolves.toBe(11);

    guard.before('Calc.add', () => false);
    const fail = vi.fn();
    const cancelled = cxbus.command('Calc.add', { a: 1, b: 1 }).fail(fail);
    await expect(cancelled).rejects.toThrow(cancelledText);
    expect(fail).toHaveBeenCalledWith(cancelledText);
  });

  it("rejects options that are not an object with the same 'before' text", async () => {
    const { cxbus } = setup();
    calculator(cxbus);
    await expect(cxbus.command('Calc.add', 'a and b')).rejects.toThrow(cancelledText);
  });

  it("rejects an unknown command with 'Command does not exist', also on a ready plugin (where the legacy bus hung)", async () => {
    const { cxbus } = setup();
    calculator(cxbus);
    const fail = vi.fn();
    await expect(cxbus.command('Calc.subtract').fail(fail)).rejects.toThrow(
      'Command does not exist',
    );
    expect(fail).toHaveBeenCalledWith('Command does not exist');
    await expect(cxbus.command('Nobody.open')).rejects.toThrow('Command does not exist');
    await expect(cxbus.command('open')).rejects.toThrow('Command does not exist');
  });

  it('buffers commands to a registered plugin until it is ready', async () => {
    const { cxbus } = setup();
    const late = register(cxbus, 'Late');
    late.registerCommand('ping', (event) => event.deferred.resolve('pong'));
    const pending = cxbus.command('Late.ping');
    await flush();
    expect(pending.state()).toBe('pending');
    late.ready();
    await expect(pending).resolves.toBe('pong');
  });

  it('prefixes single-segment command names with the plugin namespace and names the plugin as commander', async () => {
    const { cxbus } = setup();
    const plugin = register(cxbus, 'Widget');
    const commanders: string[] = [];
    plugin.registerCommand('demo', (event) => {
      commanders.push(`${event.commander} ran ${event.command}`);
      event.deferred.resolve();
    });
    plugin.before('demo', (options) => ({ ...options, seen: true }));
    plugin.ready();
    expect(plugin.namespace()).toBe('Widget');
    await expect(plugin.command('demo')).resolves.toBeUndefined();
    const { received } = calculator(cxbus);
    await expect(plugin.command('Calc.add', { a: 4, b: 5 })).resolves.toBe(9);
    expect(commanders).toEqual(['Widget ran Widget.demo']);
    expect(received[0]).toMatchObject({ commander: 'Widget', command: 'Calc.add' });
  });

  it('refuses a second command of the same name, logging why', () => {
    const { cxbus, logger } = setup();
    const { plugin } = calculator(cxbus);
    expect(plugin.registerCommand('add', (event) => event.deferred.resolve())).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      "[cxkit CXBus] Calc.registerCommand('add'):",
      "Command 'Calc.add' is already registered",
    );
  });
});

describe('registerPlugin', () => {
  it("returns false for a taken name and logs 'The Extension name is already taken.'", () => {
    const { cxbus, logger } = setup();
    expect(cxbus.registerPlugin('Mine')).not.toBe(false);
    expect(cxbus.registerPlugin('Mine')).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      "[cxkit CXBus] registerPlugin('Mine'):",
      'The Extension name is already taken.',
    );
  });

  it('returns false while registration is locked, logging the spec text', () => {
    const { cxbus, logger } = setup({ locked: true });
    expect(cxbus.registerPlugin('Mine')).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      "[cxkit CXBus] registerPlugin('Mine'):",
      'You must wait until App.ready is published before registering new Extensions.',
    );
  });

  it('shows legacy plugins in the registry', () => {
    const { cxbus } = setup();
    const plugin = register(cxbus, 'Shown');
    plugin.registerEvents(['opened']);
    plugin.registerCommand('open', (event) => event.deferred.resolve());
    expect(cxbus.registry()).toEqual([
      { name: 'Shown', ready: false, commands: ['open'], events: ['ready', 'data', 'opened'] },
    ]);
    expect(plugin.registry()).toEqual(cxbus.registry());
  });
});

describe('events', () => {
  it('delivers the legacy envelope to subscribers and returns the event name', async () => {
    const { cxbus } = setup();
    const plugin = register(cxbus, 'Chat');
    plugin.registerEvents(['opened']);
    const received: LegacyEvent[] = [];
    expect(cxbus.subscribe('Chat.opened', (event) => received.push(event))).toBe('Chat.opened');
    expect(plugin.publish('opened', { id: 7 })).toBe(true);
    await flush();
    expect(received).toEqual([
      { time: 1_000, publisher: 'Chat', event: 'Chat.opened', data: { id: 7 } },
    ]);
  });

  it('returns false for a subscription without a name or a function', () => {
    const { cxbus } = setup();
    expect(cxbus.subscribe('', () => undefined)).toBe(false);
    expect(cxbus.subscribe('Chat.opened', 'not a function' as never)).toBe(false);
  });

  it('stops delivery after unsubscribe, for one callback or for every callback of the event', async () => {
    const { cxbus } = setup();
    const plugin = register(cxbus, 'Chat');
    const first = vi.fn();
    const second = vi.fn();
    cxbus.subscribe('Chat.opened', first);
    cxbus.subscribe('Chat.opened', second);
    expect(cxbus.unsubscribe('Chat.opened', first)).toBe(true);
    plugin.publish('opened');
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(cxbus.unsubscribe('Chat.opened')).toBe(true);
    expect(cxbus.unsubscribe('Chat.opened')).toBe(false);
    plugin.publish('opened');
    await flush();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('lets a plugin subscribe and unsubscribe, including to Plugin.* patterns', async () => {
    const { cxbus } = setup();
    const publisher = register(cxbus, 'Chat');
    const listener = register(cxbus, 'Listener');
    const events: string[] = [];
    expect(listener.subscribe('Chat.*', (event) => events.push(event.event))).toBe('Chat.*');
    publisher.publish('opened');
    publisher.publish('closed');
    await flush();
    expect(listener.unsubscribe('Chat.*')).toBe(true);
    publisher.publish('opened');
    await flush();
    expect(events).toEqual(['Chat.opened', 'Chat.closed']);
  });

  it('declares events on first publish, as the legacy bus allowed, and accepts the own namespace prefix', async () => {
    const { cxbus } = setup();
    const plugin = register(cxbus, 'Loose');
    const received = vi.fn();
    cxbus.subscribe('Loose.changed', received);
    expect(plugin.publish('Loose.changed', 1)).toBe(true);
    expect(plugin.publishDirect('changed', 2)).toBe(true);
    await flush();
    expect(received.mock.calls.map(([event]) => (event as LegacyEvent).data)).toEqual([1, 2]);
    expect(cxbus.registry()[0]?.events).toEqual(['ready', 'data', 'changed']);
  });

  it('refuses an invalid event name, logging why', () => {
    const { cxbus, logger } = setup();
    const plugin = register(cxbus, 'Loose');
    expect(plugin.publish('bad name')).toBe(false);
    expect(plugin.registerEvents(['also bad'])).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      "[cxkit CXBus] Loose.publish('bad name'):",
      "Invalid event name 'bad name'",
    );
  });

  it('gives late subscribers the last republished payload', async () => {
    const { cxbus } = setup();
    const plugin = register(cxbus, 'Sticky');
    expect(plugin.republish('ready')).toBe(true);
    plugin.republish('state', { open: true });
    const late = vi.fn();
    cxbus.subscribe('Sticky.state', late);
    await flush();
    expect(late).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'Sticky.state', data: { open: true } }),
    );
  });
});

describe('data', () => {
  it('stores values through a plugin and reads them through the plugin and CXBus', () => {
    const { cxbus } = setup();
    const plugin = register(cxbus, 'Store');
    expect(plugin.data('session', 'abc')).toBe('abc');
    expect(plugin.data('session')).toBe('abc');
    expect(cxbus.data('Store.session')).toBe('abc');
    expect(register(cxbus, 'Reader').data('Store.session')).toBe('abc');
    expect(cxbus.data('Store.missing')).toBeUndefined();
    expect(cxbus.data('Store.session', 'xyz')).toBe('xyz');
    expect(plugin.data('session')).toBe('xyz');
  });

  it('refuses to store data for a plugin not registered through CXBus', () => {
    const { bus, cxbus, logger } = setup();
    bus.registerPlugin('Native');
    expect(cxbus.data('Native.key', 1)).toBeUndefined();
    expect(bus.data('Native.key')).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      "[cxkit CXBus] data('Native.key'): only plugins registered through CXBus can store data",
    );
  });

  it('publishes Plugin.data and derives the legacy Plugin.data.key and Plugin.data.key:value events', async () => {
    const { cxbus } = setup();
    const plugin = register(cxbus, 'Store');
    const events: [string, unknown][] = [];
    const record = (event: LegacyEvent) => events.push([event.event, event.data]);
    cxbus.subscribe('Store.data', record);
    cxbus.subscribe('Store.data.mode', record);
    cxbus.subscribe('Store.data.mode:dark', record);
    plugin.data('mode', 'light');
    plugin.data('mode', 'dark');
    plugin.data('other', 1);
    await flush();
    const light = { key: 'mode', last: undefined, value: 'light', time: 1_000 };
    const dark = { key: 'mode', last: 'light', value: 'dark', time: 1_000 };
    expect(events).toEqual([
      ['Store.data', light],
      ['Store.data.mode', light],
      ['Store.data', dark],
      ['Store.data.mode', dark],
      ['Store.data.mode:dark', dark],
      ['Store.data', { key: 'other', last: undefined, value: 1, time: 1_000 }],
    ]);
  });
});

describe('configure and loadPlugin', () => {
  it('loads plugin files from the configured path and fails with the spec text', async () => {
    const loaded: string[] = [];
    const { cxbus } = setup({
      loader: async (url) => {
        loaded.push(url);
        if (url.includes('broken')) throw new Error('404');
      },
    });
    cxbus.configure({ pluginsPath: '/plugins/', pluginMap: { Special: '/x/special.js' } });
    await cxbus.loadPlugin('WebChat');
    await cxbus.loadPlugin('Special');
    const fail = vi.fn();
    await expect(cxbus.loadPlugin('Broken').fail(fail)).rejects.toThrow(
      'Could not load plugin file in given location. Check your plugins path option.',
    );
    expect(fail).toHaveBeenCalledWith(
      'Could not load plugin file in given location. Check your plugins path option.',
    );
    cxbus.configure({ pluginFilenameFormat: 'cx-plugin.js' });
    await cxbus.loadPlugin('Callback');
    expect(loaded).toEqual([
      '/plugins/webchat.min.js',
      '/x/special.js',
      '/plugins/broken.min.js',
      '/plugins/cx-callback.js',
    ]);
  });

  it('traces commands, publications and failures when debug is on', async () => {
    const { cxbus, logger } = setup();
    calculator(cxbus);
    await cxbus.command('Calc.add', { a: 1, b: 1 });
    expect(logger.debug).not.toHaveBeenCalled();
    cxbus.configure({ debug: true });
    await cxbus.command('Calc.refuse').catch(() => undefined);
    expect(logger.debug.mock.calls).toEqual([
      ['[cxkit CXBus]', 'command', 'Calc.refuse', undefined],
      ['[cxkit CXBus]', 'command failed', 'Calc.refuse', 'Already opened'],
    ]);
  });
});

describe('dispose', () => {
  it('removes every subscription made and plugin registered through the compat object', async () => {
    const { bus, cxbus } = setup();
    const native = bus.registerPlugin('Native');
    native.registerEvents(['ping']);
    const plugin = register(cxbus, 'Legacy');
    const hostListener = vi.fn();
    const pluginListener = vi.fn();
    cxbus.subscribe('Native.ping', hostListener);
    plugin.subscribe('Native.ping', pluginListener);
    cxbus.dispose();
    native.publish('ping', undefined);
    await flush();
    expect(hostListener).not.toHaveBeenCalled();
    expect(pluginListener).not.toHaveBeenCalled();
    expect(bus.registry().map((info) => info.name)).toEqual(['Native']);
    expect(cxbus.registerPlugin('Legacy')).not.toBe(false);
  });

  it('leaves other buses alone', () => {
    const first = setup();
    const other: Bus = createBus({ logger: first.logger });
    const compat = createCxBusCompat(other, { logger: first.logger });
    register(compat, 'Legacy');
    register(first.cxbus, 'Legacy');
    compat.dispose();
    expect(first.bus.registry().map((info) => info.name)).toEqual(['Legacy']);
  });
});
