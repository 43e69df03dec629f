import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { testRunnerWidget } from './test-runner.plugin';

const silent = { debug: vi.fn(), error: vi.fn() };

/** A page with the test runner and a `Shop` plugin to test: `echo` answers its options. */
function page() {
  const bus = createBus({ logger: silent });
  const shop = bus.registerPlugin('Shop', { commandsBeforeReady: true });
  shop.registerCommand('echo', (options) => options);
  shop.registerCommand('hang', () => new Promise(() => undefined));
  shop.ready();
  const events: BusEvent[] = [];
  bus.untyped.subscribe('Buster.*', (event: BusEvent) => {
    if (event.event !== 'Buster.ready') events.push(event);
  });
  const widget = startWidget(testRunnerWidget, { timings: { stepWait: 1, testWait: 1 } }, { bus });
  return { bus: bus.untyped, typed: bus, events, widget };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Buster plugin', () => {
  it('registers configure, start and stop, and its four events', () => {
    const { typed } = page();
    const entry = typed.registry().find((plugin) => plugin.name === 'Buster');
    expect(entry?.commands).toEqual(['configure', 'start', 'stop']);
    expect(entry?.events).toEqual(
      expect.arrayContaining(['testStarted', 'testEnded', 'completed', 'stopped']),
    );
  });

  it('runs the configured tests on the bus and resolves start with the results', async () => {
    const { bus, events } = page();
    await bus.command('Buster.configure', {
      tests: [
        {
          name: 'echo',
          steps: [{ type: 'command', command: 'Shop.echo', options: { a: 1 }, data: { a: 1 } }],
        },
        { name: 'typo', steps: [{ type: 'tap' }] },
      ],
    });
    const started = bus.command('Buster.start');
    await vi.advanceTimersByTimeAsync(100);
    await expect(started).resolves.toEqual([
      { name: 'echo', status: 'passed', steps: [{ index: 0, status: 'passed' }] },
      {
        name: 'typo',
        status: 'failed',
        steps: [{ index: 0, status: 'failed', message: 'Invalid Testing Step Type' }],
      },
    ]);
    expect(events.map((event) => event.event)).toEqual([
      'Buster.testStarted',
      'Buster.testEnded',
      'Buster.testStarted',
      'Buster.testEnded',
      'Buster.completed',
    ]);
  });

  it('stops a run: start resolves with the skipped tests; the rejections', async () => {
    const { bus, events } = page();
    await expect(bus.command('Buster.start')).rejects.toThrow('No tests configured');
    await expect(bus.command('Buster.stop')).rejects.toThrow('Not running');
    await expect(bus.command('Buster.configure', { tests: [{ steps: [] }] })).rejects.toThrow(
      'Invalid configuration',
    );
    await bus.command('Buster.configure', {
      tests: [{ name: 'hangs', steps: [{ type: 'command', command: 'Shop.hang', timeout: 5000 }] }],
    });
    const started = bus.command('Buster.start');
    await vi.advanceTimersByTimeAsync(10);
    await bus.command('Buster.stop');
    await expect(started).resolves.toEqual([
      { name: 'hangs', status: 'skipped', steps: [{ index: 0, status: 'skipped' }] },
    ]);
    expect(events.at(-1)?.event).toBe('Buster.stopped');
  });
});
