import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { Bus } from '../../bus/bus.types';
import { executeRemote } from './remote';
import { registerLazyRemote } from './remote.lazy';
import { attachRemote } from './remote.plugin';

const silent = { debug: vi.fn(), error: vi.fn() };
const invalid = 'Attempted to push invalid data. Expected an array of values.';

/** A `Page` plugin that records the commands it runs, with their commanders, in order. */
function page() {
  const bus = createBus({ logger: silent });
  const calls: { command: string; options: unknown; commander: string }[] = [];
  const plugin = bus.registerPlugin('Page');
  let release: (() => void) | undefined;
  plugin.registerCommand('slow', (options, context) => {
    calls.push({ command: context.command, options, commander: context.commander });
    return new Promise<string>((resolve) => {
      release = () => resolve('slow done');
    });
  });
  plugin.registerCommand('fast', (options, context) => {
    calls.push({ command: context.command, options, commander: context.commander });
    return 'fast done';
  });
  plugin.registerCommand('fail', () => {
    throw new Error('Could not open');
  });
  plugin.ready();
  return { bus, calls, release: () => release?.() };
}

const badValues: unknown[] = [
  undefined,
  'WebChat.open',
  {},
  [],
  [42],
  [{ options: {} }],
  [{ command: 'NoDot' }],
  [{ command: 'WebChat.open', options: 'x' }],
  [['WebChat.open', 5]],
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Remote plugin', () => {
  it('runs the commands in order, each after the one before settled, as Remote', async () => {
    const { bus, calls, release } = page();
    attachRemote(bus);
    const done = bus.command('Remote.execute', {
      values: [{ command: 'Page.slow', options: { n: 1 } }, ['Page.fast', { n: 2 }], ['Page.fast']],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map(({ command }) => command)).toEqual(['Page.slow']);
    release();
    await expect(done).resolves.toEqual([
      { command: 'Page.slow', status: 'fulfilled', value: 'slow done' },
      { command: 'Page.fast', status: 'fulfilled', value: 'fast done' },
      { command: 'Page.fast', status: 'fulfilled', value: 'fast done' },
    ]);
    expect(calls).toEqual([
      { command: 'Page.slow', options: { n: 1 }, commander: 'Remote' },
      { command: 'Page.fast', options: { n: 2 }, commander: 'Remote' },
      { command: 'Page.fast', options: {}, commander: 'Remote' },
    ]);
  });

  it('goes on after a refused command and tells each outcome', async () => {
    const { bus } = page();
    attachRemote(bus);
    await expect(
      bus.command('Remote.push', {
        values: [['Page.fail'], ['Nobody.there'], ['Page.fast']],
      }),
    ).resolves.toEqual([
      { command: 'Page.fail', status: 'rejected', reason: 'Could not open' },
      { command: 'Nobody.there', status: 'rejected', reason: 'Command does not exist' },
      { command: 'Page.fast', status: 'fulfilled', value: 'fast done' },
    ]);
  });

  it.each(['execute', 'push'])(
    "refuses a %s that is not a non-empty array of commands with the spec's text, running none",
    async (name) => {
      const { bus, calls } = page();
      attachRemote(bus);
      for (const values of badValues) {
        await expect(bus.untyped.command(`Remote.${name}`, { values })).rejects.toThrow(invalid);
      }
      await expect(
        bus.untyped.command(`Remote.${name}`, { values: [['Page.fast'], { nope: 1 }] }),
      ).rejects.toThrow(invalid);
      expect(calls).toEqual([]);
    },
  );

  it('leaves the bus when detached', () => {
    const { bus } = page();
    attachRemote(bus)();
    expect(bus.registry().map(({ name }) => name)).not.toContain('Remote');
  });
});

describe('executeRemote', () => {
  it('runs a batch for the web-engagement bridge, as the commander it names', async () => {
    const { bus, calls } = page();
    await expect(
      executeRemote(bus, [['Page.fast', { a: 1 }]], { commander: 'GWE' }),
    ).resolves.toEqual([{ command: 'Page.fast', status: 'fulfilled', value: 'fast done' }]);
    expect(calls).toEqual([{ command: 'Page.fast', options: { a: 1 }, commander: 'GWE' }]);
  });

  it('throws the invalid-push text for bad data', async () => {
    const { bus } = page();
    await expect(executeRemote(bus as Bus, { command: 'Page.fast' })).rejects.toThrow(invalid);
  });
});

describe('registerLazyRemote', () => {
  it('loads the executor on the first command, which then runs', async () => {
    const { bus, calls } = page();
    const load = vi.fn(() => {
      attachRemote(bus);
    });
    registerLazyRemote(bus, { load });
    await expect(bus.command('Remote.push', { values: [['Page.fast']] })).resolves.toHaveLength(1);
    expect(load).toHaveBeenCalledWith('push');
    expect(calls).toHaveLength(1);
  });
});
