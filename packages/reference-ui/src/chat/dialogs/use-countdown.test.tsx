import { createManualClock } from '@cxkit/headless/services';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  it('rounds the seconds left up and re-renders on each whole second', () => {
    const clock = createManualClock(500);
    const { result } = renderHook(() => useCountdown({ durationMs: 1_500, clock }));
    expect(result.current).toEqual({ remainingMs: 1_500, remainingSeconds: 2, isExpired: false });
    act(() => clock.advance(500));
    expect(result.current).toEqual({ remainingMs: 1_000, remainingSeconds: 1, isExpired: false });
    act(() => clock.advance(1_000));
    expect(result.current).toEqual({ remainingMs: 0, remainingSeconds: 0, isExpired: true });
    expect(clock.pending()).toBe(0);
  });

  it('keeps counting from its first render when the duration changes', () => {
    const clock = createManualClock();
    const { result, rerender } = renderHook(
      ({ durationMs }) => useCountdown({ durationMs, clock }),
      { initialProps: { durationMs: 5_000 } },
    );
    act(() => clock.advance(2_000));
    rerender({ durationMs: 9_000 });
    expect(result.current.remainingSeconds).toBe(3);
  });

  it('counts to a given deadline, so a countdown mounted late shows the time really left', () => {
    const clock = createManualClock(1_000_000);
    const deadline = clock.now() + 30_000;
    clock.advance(13_000);
    const { result } = renderHook(() => useCountdown({ durationMs: 30_000, deadline, clock }));
    expect(result.current.remainingSeconds).toBe(17);
    act(() => clock.advance(17_000));
    expect(result.current.isExpired).toBe(true);
  });

  it('never runs longer than its duration, even to a later deadline', () => {
    const clock = createManualClock(1_000_000);
    const { result } = renderHook(() =>
      useCountdown({ durationMs: 30_000, deadline: clock.now() + 45_000, clock }),
    );
    expect(result.current.remainingSeconds).toBe(30);
  });

  it('expires at once and calls onExpire when its deadline has passed', () => {
    const clock = createManualClock(1_000_000);
    const onExpire = vi.fn();
    const { result } = renderHook(() =>
      useCountdown({ durationMs: 30_000, deadline: clock.now() - 1, clock, onExpire }),
    );
    expect(result.current).toEqual({ remainingMs: 0, remainingSeconds: 0, isExpired: true });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('expires at once for a zero or negative duration and calls the latest onExpire', () => {
    const clock = createManualClock();
    const first = vi.fn();
    const onExpire = vi.fn();
    const { rerender } = renderHook(
      ({ callback }) => useCountdown({ durationMs: -10, clock, onExpire: callback }),
      { initialProps: { callback: first } },
    );
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ callback: onExpire });
    expect(onExpire).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });
});
