import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { createStaticActivitySignal } from '../../services/signals/static-signals';
import { registerLazyTimer } from './timer-service.lazy';
import { timerServiceWidget } from './timer-service.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => vi.advanceTimersByTimeAsync(0);
const start0 = Date.UTC(2026, 0, 1);

function page() {
  const bus = createBus({ logger: silent });
  const events: BusEvent[] = [];
  bus.subscribe('Timer.*', (event) => events.push(event));
  const activity = createStaticActivitySignal();
  const start = () => startWidget(timerServiceWidget, { activity }, { bus });
  const seen = (skip: string[] = ['Timer.tick', 'Timer.ready']) =>
    events
      .filter((event) => !skip.includes(event.event))
      .map(({ event, data }) => ({ event, data }));
  return { bus, activity, events, start, seen };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start0);
});
afterEach(() => vi.useRealTimers());

describe('Timer plugin', () => {
  it('publishes a tick every 1 s with its time', async () => {
    const { start, seen } = page();
    start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen(['Timer.ready']).filter(({ event }) => event === 'Timer.tick')).toEqual([
      { event: 'Timer.tick', data: { time: start0 + 1_000 } },
      { event: 'Timer.tick', data: { time: start0 + 2_000 } },
    ]);
  });

  it('publishes idle after 5 s without activity, then active, then hidden on blur', async () => {
    const { start, seen, activity } = page();
    start();
    await vi.advanceTimersByTimeAsync(5_000);
    activity.activity();
    activity.blur();
    await flush();
    expect(seen()).toEqual([
      { event: 'Timer.idle', data: undefined },
      { event: 'Timer.active', data: undefined },
      { event: 'Timer.hidden', data: undefined },
    ]);
  });

  it('runs a countdown: resolves with its id, ticks each second, tells when done', async () => {
    const { bus, start, seen } = page();
    start();
    await expect(bus.command('Timer.countdown', { time: 2_000, id: 'promo' })).resolves.toEqual({
      id: 'promo',
    });
    await expect(bus.command('Timer.countdown', { time: 60_000 })).resolves.toEqual({
      id: 'timer-2',
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen().filter(({ data }) => (data as { id?: string }).id === 'promo')).toEqual([
      { event: 'Timer.countdownTick', data: { id: 'promo', remaining: 1_000 } },
      { event: 'Timer.countdownTick', data: { id: 'promo', remaining: 0 } },
      { event: 'Timer.countdownDone', data: { id: 'promo' } },
    ]);
  });

  it('rings an alarm at its millisecond timestamp', async () => {
    const { bus, start, seen } = page();
    start();
    await expect(bus.command('Timer.alarm', { time: start0 + 1_500 })).resolves.toEqual({
      id: 'timer-1',
    });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(seen()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen()).toEqual([
      { event: 'Timer.alarm', data: { id: 'timer-1', time: start0 + 1_500 } },
    ]);
  });

  it("refuses a countdown below 1 ms with the spec's text", async () => {
    const { bus, start, seen } = page();
    start();
    for (const options of [{ time: 0 }, { time: -5 }, { time: Number.NaN }, { time: '10' }, {}]) {
      await expect(bus.untyped.command('Timer.countdown', options)).rejects.toThrow(
        'Timer countdown needs time >= 1',
      );
    }
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen().filter(({ event }) => event.startsWith('Timer.countdown'))).toEqual([]);
  });

  it("refuses an alarm without a millisecond timestamp with the spec's text", async () => {
    const { bus, start } = page();
    start();
    const inSeconds = Math.floor(start0 / 1_000);
    for (const time of [inSeconds, start0 + 0.5, new Date(start0).toISOString(), undefined]) {
      await expect(bus.untyped.command('Timer.alarm', { time })).rejects.toThrow(
        'An alarm needs a millisecond timestamp',
      );
    }
  });

  it('tells the commander of each timer to the service', async () => {
    const { bus, start } = page();
    const running = start();
    const plugin = bus.registerPlugin('Offers');
    await plugin.command('Timer.countdown', { time: 10_000, id: 'offer' });
    expect(running.actors.timer.getSnapshot().context.timers['offer']?.commander).toBe('Offers');
  });

  it('stops ticking and leaves the bus when stopped', async () => {
    const { bus, start, seen } = page();
    start().stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(seen(['Timer.ready'])).toEqual([]);
    expect(bus.registry().map(({ name }) => name)).not.toContain('Timer');
  });
});

describe('registerLazyTimer', () => {
  it('loads the code on the first command, which then runs', async () => {
    const { bus, activity, seen } = page();
    const load = vi.fn(() => {
      startWidget(timerServiceWidget, { activity }, { bus });
    });
    registerLazyTimer(bus, { load });
    expect(load).not.toHaveBeenCalled();
    await expect(bus.command('Timer.countdown', { time: 1_000, id: 'x' })).resolves.toEqual({
      id: 'x',
    });
    expect(load).toHaveBeenCalledWith('countdown');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen().map(({ event }) => event)).toEqual([
      'Timer.countdownTick',
      'Timer.countdownDone',
    ]);
  });
});
