import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createBus } from '../../bus/bus';
import { testRunnerMachine } from './test-runner.machine';
import { containsData, pauseBefore } from './test-runner.steps';
import type { TestCase, TestRunnerEmitted } from './test-runner.types';

const silent = { debug: vi.fn(), error: vi.fn() };

/** A bus with a `Shop` plugin: `echo` answers its options, `refuse` rejects, `hang` never settles. */
function shop() {
  const bus = createBus({ logger: silent });
  const plugin = bus.registerPlugin('Shop', { commandsBeforeReady: true });
  plugin.registerEvents(['opened']);
  plugin.registerCommand('echo', (options) => options);
  plugin.registerCommand('refuse', () => {
    throw new Error('Out of stock');
  });
  plugin.registerCommand('hang', () => new Promise(() => undefined));
  plugin.registerCommand('open', () => {
    setTimeout(() => plugin.publish('opened', { id: 7 }), 150);
    return undefined;
  });
  plugin.ready();
  return bus;
}

function run(tests: TestCase[], timings = {}) {
  const actor = createActor(testRunnerMachine, { input: { bus: shop().untyped, timings } });
  const emitted: TestRunnerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'tests.configure', tests });
  actor.send({ type: 'tests.start' });
  return { actor, emitted };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('test runner machine', () => {
  it('passes a test whose commands settle as expected with the expected data', async () => {
    const { actor, emitted } = run([
      {
        name: 'shop',
        steps: [
          { type: 'command', command: 'Shop.echo', options: { a: 1, b: [2] }, data: { b: [2] } },
          { type: 'command', command: 'Shop.refuse', expect: 'reject', data: 'Out of stock' },
          { type: 'wait', wait: 20 },
          { type: 'command', command: 'Shop.open' },
        ],
      },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches('completed')).toBe(true);
    expect(emitted.map((event) => event.type)).toEqual(['testStarted', 'testEnded', 'completed']);
    expect(actor.getSnapshot().context.results).toEqual([
      {
        name: 'shop',
        status: 'passed',
        steps: [0, 1, 2, 3].map((index) => ({ index, status: 'passed', message: undefined })),
      },
    ]);
  });

  it("fails at the first failed step with the spec's texts, the rest skipped", async () => {
    const { actor } = run([
      {
        name: 'data',
        steps: [
          { type: 'command', command: 'Shop.echo', data: { a: 1 } },
          { type: 'wait', wait: 1 },
        ],
      },
      { name: 'settle', steps: [{ type: 'command', command: 'Shop.refuse' }] },
      { name: 'hang', steps: [{ type: 'command', command: 'Shop.hang', timeout: 300 }] },
      { name: 'type', steps: [{ type: 'click', on: 'button' }] },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    const results = actor.getSnapshot().context.results;
    expect(results.map((result) => [result.name, result.status, result.steps[0]?.message])).toEqual(
      [
        ['data', 'failed', 'Returned data is not as expected'],
        ['settle', 'failed', 'Did not resolve or reject as expected'],
        ['hang', 'failed', 'Did not resolve or reject as expected'],
        ['type', 'failed', 'Invalid Testing Step Type'],
      ],
    );
    expect(results[0]?.steps[1]).toEqual({ index: 1, status: 'skipped' });
  });

  it('waits for an event published after the step starts, and times out on the step timeout', async () => {
    const { actor } = run([
      {
        name: 'events',
        steps: [
          { type: 'command', command: 'Shop.open' },
          { type: 'event', event: 'Shop.opened', data: { id: 7 } },
          { type: 'event', event: 'Shop.opened' },
        ],
      },
    ]);
    await vi.advanceTimersByTimeAsync(199);
    expect(actor.getSnapshot().context.results[0]?.steps).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.results[0]?.steps.map((step) => step.status)).toEqual([
      'passed',
      'passed',
      'failed',
    ]);
  });

  it('pauses 100 ms before each step and 800 ms between tests (at least 1 ms)', async () => {
    const { actor, emitted } = run([
      { name: 'one', steps: [{ type: 'wait', wait: 0 }] },
      { name: 'two', steps: [{ type: 'command', command: 'Shop.echo' }] },
    ]);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.results[0]?.status).toBe('passed');
    await vi.advanceTimersByTimeAsync(799);
    expect(emitted.filter((event) => event.type === 'testStarted')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(emitted.filter((event) => event.type === 'testStarted')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(actor.getSnapshot().matches('completed')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('completed')).toBe(true);
    expect(pauseBefore({ type: 'command', command: 'A.b', wait: -5 }, 100)).toBe(1);
    expect(pauseBefore({ type: 'nonsense' }, 100)).toBe(100);
  });

  it('stops: the running test and the ones after are skipped, and it can start again', async () => {
    const { actor, emitted } = run([
      { name: 'first', steps: [{ type: 'command', command: 'Shop.echo' }] },
      {
        name: 'second',
        steps: [
          { type: 'command', command: 'Shop.hang' },
          { type: 'wait', wait: 1 },
        ],
      },
      { name: 'third', steps: [{ type: 'wait', wait: 1 }] },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'tests.stop' });
    expect(actor.getSnapshot().matches('stopped')).toBe(true);
    expect(actor.getSnapshot().context.results.map((result) => result.status)).toEqual([
      'passed',
      'skipped',
      'skipped',
    ]);
    expect(emitted.at(-1)?.type).toBe('stopped');
    actor.send({ type: 'tests.start' });
    expect(actor.getSnapshot().context.results).toHaveLength(1);
  });

  it('stopped between tests, skips only the tests not started; no tests complete at once', async () => {
    const { actor } = run([
      { name: 'first', steps: [] },
      { name: 'second', steps: [{ type: 'wait', wait: 1 }] },
    ]);
    await vi.advanceTimersByTimeAsync(10);
    actor.send({ type: 'tests.stop' });
    expect(actor.getSnapshot().context.results.map((result) => result.status)).toEqual([
      'passed',
      'skipped',
    ]);
    const empty = run([]);
    expect(empty.actor.getSnapshot().matches('completed')).toBe(true);
    expect(empty.emitted).toEqual([{ type: 'completed', results: [] }]);
  });

  it('compares data as a deep subset', () => {
    expect(containsData({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toBe(true);
    expect(containsData([1, 2], [1])).toBe(false);
    expect(containsData('x', { a: 1 })).toBe(false);
    expect(containsData(Number.NaN, Number.NaN)).toBe(true);
  });
});
