import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown, type UseCountdownOptions } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Countdown(options: UseCountdownOptions) {
  const countdown = useCountdown(options);
  return (
    <p>
      <span {...countdown.getRootProps()}>{countdown.text}</span>
      <span {...countdown.getLiveRegionProps()}>{countdown.getLiveText()}</span>
    </p>
  );
}

describe('useCountdown', () => {
  it('counts down and re-renders each second, reporting ticks, the warning and the end', async () => {
    const onTick = vi.fn();
    const onWarning = vi.fn();
    const onExpired = vi.fn();
    const { result } = renderHook(() =>
      useCountdown({ duration: 12_000, onTick, onWarning, onExpired }),
    );
    expect(result.current).toMatchObject({ text: '00:12', isRunning: true, isWarning: false });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current).toMatchObject({ text: '00:10', isWarning: true });
    expect(onTick).toHaveBeenLastCalledWith({ remaining: 10_000 });
    expect(onWarning).toHaveBeenCalledExactlyOnceWith({ remaining: 10_000 });
    act(() => result.current.pause());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current).toMatchObject({ text: '00:10', isPaused: true });
    act(() => result.current.resume());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current).toMatchObject({ text: '00:00', isExpired: true });
    expect(onExpired).toHaveBeenCalledOnce();
    expect(result.current.actorRef.getSnapshot()).toBe(result.current.snapshot);
  });

  it('starts again when given a new deadline, as for a new number', async () => {
    const onExpired = vi.fn();
    const { result, rerender } = renderHook(
      (options: UseCountdownOptions) => useCountdown(options),
      {
        initialProps: { deadline: Date.now() - 1, onExpired },
      },
    );
    expect(result.current.isExpired).toBe(true);
    rerender({ deadline: Date.now() + 65_000, onExpired });
    expect(result.current).toMatchObject({ isRunning: true, text: '01:05' });
    rerender({ deadline: Date.now() + 65_000, onExpired });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(result.current.text).toBe('01:00');
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('renders the timer and its polite live text in the given language', () => {
    render(<Countdown duration={90_000} locale="fr" />);
    expect(screen.getByRole('timer').textContent).toBe('01:30');
    expect(screen.getByRole('timer').dataset.state).toBe('running');
    expect(screen.getByText('2 minutes').getAttribute('aria-live')).toBe('polite');
  });

  it('reports a refused time with the spec text', () => {
    const { result } = renderHook(() => useCountdown({ duration: 0 }));
    expect(result.current).toMatchObject({
      status: 'invalid',
      error: 'Timer countdown needs time >= 1',
    });
  });
});
