import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../bus/bus';
import type { BusEvent } from '../bus/bus.types';
import { command, declarePlugin, definePlugin, event } from './define-plugin';
import { registerLazyPlugin } from './lazy-plugin';
import type { CommandsOf, EventsOf } from './plugin.types';

const lampManifest = declarePlugin({
  name: 'Lamp',
  commands: {
    on: command<{ level?: number } | undefined, { level: number }>(),
    off: command<undefined, string>({ loads: false }),
  },
  events: { lit: event<{ level: number }>() },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof lampManifest> {}
    interface Events extends EventsOf<typeof lampManifest> {}
  }
}

interface Lamp {
  level: number;
  listeners: Set<(level: number) => void>;
}

const lampPlugin = definePlugin<Lamp, typeof lampManifest>(lampManifest, {
  commands: {
    on: (options, { target }) => {
      target.level = options?.level ?? 1;
      for (const listener of target.listeners) listener(target.level);
      return { level: target.level };
    },
    off: (_options, { target }) => {
      target.level = 0;
      return 'off';
    },
  },
  publish: (target, plugin) => {
    const listener = (level: number) => plugin.publish('lit', { level });
    target.listeners.add(listener);
    return () => target.listeners.delete(listener);
  },
});

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const lamp = (): Lamp => ({ level: 0, listeners: new Set() });

describe('registerLazyPlugin', () => {
  it("puts the table's commands and events on the bus before the code", () => {
    const bus = createBus({ logger: silent });
    registerLazyPlugin(bus, lampManifest, { load: vi.fn() });
    expect(bus.registry()).toEqual([
      { name: 'Lamp', ready: true, commands: ['on', 'off'], events: ['ready', 'data', 'lit'] },
    ]);
  });

  it('asks for the code for each command that waits, keeps the commands, and runs them once the plugin attaches', async () => {
    const bus = createBus({ logger: silent });
    const load = vi.fn();
    const lazy = registerLazyPlugin(bus, lampManifest, { load });
    const first = bus.command('Lamp.on', { level: 3 });
    const second = bus.command('Lamp.on', { level: 5 });
    await flush();
    expect(load.mock.calls).toEqual([['on'], ['on']]);
    expect(lazy.bound).toBe(false);

    const target = lamp();
    const lit: BusEvent[] = [];
    bus.subscribe('Lamp.lit', (envelope) => lit.push(envelope));
    lampPlugin.attach(bus, target);
    expect(target.level).toBe(5);
    await expect(first).resolves.toEqual({ level: 3 });
    await expect(second).resolves.toEqual({ level: 5 });
    await flush();
    expect(lit.map((envelope) => envelope.data)).toEqual([{ level: 3 }, { level: 5 }]);
    await expect(bus.command('Lamp.on')).resolves.toEqual({ level: 1 });
  });

  it('answers a command that does not load from its unloaded handler', async () => {
    const bus = createBus({ logger: silent });
    const load = vi.fn();
    registerLazyPlugin(bus, lampManifest, { load, unloaded: { off: () => 'nothing to turn off' } });
    await expect(bus.command('Lamp.off')).resolves.toBe('nothing to turn off');
    expect(load).not.toHaveBeenCalled();
  });

  it('goes back to loading on demand when the plugin detaches', async () => {
    const bus = createBus({ logger: silent });
    const load = vi.fn();
    const lazy = registerLazyPlugin(bus, lampManifest, { load });
    const detach = lampPlugin.attach(bus, lamp());
    expect(lazy.bound).toBe(true);
    detach();
    expect(lazy.bound).toBe(false);
    expect(bus.registry().map((plugin) => plugin.name)).toEqual(['Lamp']);
    void bus.command('Lamp.on');
    await flush();
    expect(load).toHaveBeenCalledWith('on');
  });

  it("rejects the kept commands with the bus's load error when the code does not load", async () => {
    const bus = createBus({ logger: silent });
    registerLazyPlugin(bus, lampManifest, { load: () => Promise.reject(new Error('offline')) });
    await expect(bus.command('Lamp.on')).rejects.toThrow(
      'Could not load plugin file in given location. Check your plugins path option.',
    );
  });

  it('rejects what waits, and leaves the bus, when disposed', async () => {
    const bus = createBus({ logger: silent });
    const lazy = registerLazyPlugin(bus, lampManifest, { load: vi.fn() });
    const waiting = bus.command('Lamp.on');
    lazy.dispose();
    await expect(waiting).rejects.toThrow('Command does not exist');
    expect(bus.registry()).toEqual([]);
  });

  it('refuses a second placeholder of the same name', () => {
    const bus = createBus({ logger: silent });
    registerLazyPlugin(bus, lampManifest, { load: vi.fn() });
    expect(() => registerLazyPlugin(bus, lampManifest, { load: vi.fn() })).toThrow(
      'The Extension name is already taken.',
    );
  });
});
