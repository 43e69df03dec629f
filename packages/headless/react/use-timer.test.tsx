import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusEvent } from '../bus/bus.types';
import { createStaticActivitySignal } from '../services/signals/static-signals';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { TimerProvider, useTimer } from './use-timer';

const start0 = Date.UTC(2026, 0, 1);

function setup() {
  const activity = createStaticActivitySignal();
  const logger = { debug: vi.fn(), error: vi.fn() };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <TimerProvider activity={activity}>{children}</TimerProvider>
      </CxProvider>
    );
  }
  const { result, unmount } = renderHook(() => ({ timer: useTimer(), bus: useBus() }), {
    wrapper: Wrapper,
  });
  return { result, unmount, activity };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start0);
});
afterEach(() => vi.useRealTimers());

describe('useTimer', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTimer())).toThrow(
      'useTimer must be used inside <TimerProvider>',
    );
  });

  it('tells the visitor idle after 5 s and active again on activity', async () => {
    const { result, activity } = setup();
    expect(result.current.timer).toMatchObject({ status: 'active', isActive: true });
    await advance(5_000);
    expect(result.current.timer).toMatchObject({ status: 'idle', isIdle: true });
    act(() => activity.activity());
    expect(result.current.timer.isActive).toBe(true);
    act(() => activity.blur());
    expect(result.current.timer.isHidden).toBe(true);
    act(() => result.current.timer.reportActivity());
    expect(result.current.timer.isActive).toBe(true);
  });

  it('runs a countdown started from the hook, seen on the bus too', async () => {
    const { result } = setup();
    const events: BusEvent[] = [];
    result.current.bus.subscribe('Timer.countdownDone', (event) => events.push(event));
    act(() => result.current.timer.countdown(2_000, 'promo'));
    expect(result.current.timer.timers).toEqual([
      { id: 'promo', kind: 'countdown', deadline: start0 + 2_000, remaining: 2_000 },
    ]);
    await advance(1_000);
    expect(result.current.timer.timers[0]?.remaining).toBe(1_000);
    await advance(1_000);
    expect(result.current.timer.timers).toEqual([]);
    expect(events.map(({ data }) => data)).toEqual([{ id: 'promo' }]);
  });

  it('sets an alarm and cancels it', async () => {
    const { result } = setup();
    act(() => result.current.timer.alarm(start0 + 10_000, 'wake'));
    expect(result.current.timer.timers.map(({ id, kind }) => ({ id, kind }))).toEqual([
      { id: 'wake', kind: 'alarm' },
    ]);
    act(() => result.current.timer.cancel('wake'));
    expect(result.current.timer.timers).toEqual([]);
  });

  it("shows the spec's text for a refused countdown or alarm", () => {
    const { result } = setup();
    act(() => result.current.timer.countdown(0));
    expect(result.current.timer.error).toBe('Timer countdown needs time >= 1');
    act(() => result.current.timer.alarm(1_700_000_000));
    expect(result.current.timer.error).toBe('An alarm needs a millisecond timestamp');
  });

  it('registers the Timer plugin on the app bus while mounted', async () => {
    const { result, unmount } = setup();
    const bus = result.current.bus;
    await expect(bus.command('Timer.countdown', { time: 1_000, id: 'b' })).resolves.toEqual({
      id: 'b',
    });
    await advance(0);
    expect(result.current.timer.timers.map(({ id }) => id)).toEqual(['b']);
    unmount();
    expect(bus.registry().map(({ name }) => name)).not.toContain('Timer');
  });
});
