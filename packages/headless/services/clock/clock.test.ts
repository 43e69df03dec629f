import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock, systemClock } from './clock';

describe('createManualClock', () => {
  it('starts at the given time and only moves when advanced', () => {
    const clock = createManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
    expect(createManualClock().now()).toBe(0);
  });

  it('fires due timers in due-time order, then in scheduling order, with now() at their due time', () => {
    const clock = createManualClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`c@${clock.now()}`), 300);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => fired.push(`b1@${clock.now()}`), 200);
    clock.setTimeout(() => fired.push(`b2@${clock.now()}`), 200);
    clock.setTimeout(() => fired.push(`late@${clock.now()}`), 301);

    clock.advance(300);

    expect(fired).toEqual(['a@100', 'b1@200', 'b2@200', 'c@300']);
    expect(clock.now()).toBe(300);
    expect(clock.pending()).toBe(1);
    clock.advance(1);
    expect(fired.at(-1)).toBe('late@301');
    expect(clock.pending()).toBe(0);
  });

  it('fires timers scheduled by a firing timer when they fall due within the same advance', () => {
    const clock = createManualClock();
    const fired: number[] = [];
    clock.setTimeout(() => {
      fired.push(clock.now());
      clock.setTimeout(() => fired.push(clock.now()), 50);
      clock.setTimeout(() => fired.push(clock.now()), 500);
    }, 100);

    clock.advance(200);

    expect(fired).toEqual([100, 150]);
    expect(clock.pending()).toBe(1);
  });

  it('does not fire a cleared timer and ignores unknown handles', () => {
    const clock = createManualClock();
    const callback = vi.fn();
    const handle = clock.setTimeout(callback, 10);
    clock.clearTimeout(handle);
    clock.clearTimeout(handle);
    clock.advance(100);
    expect(callback).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });

  it('treats negative and NaN delays as zero', () => {
    const clock = createManualClock(5);
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(1), -20);
    clock.setTimeout(() => fired.push(2), Number.NaN);
    clock.advance(0);
    expect(fired).toEqual([1, 2]);
    expect(clock.now()).toBe(5);
  });

  it('rejects advancing by a negative or non-finite amount', () => {
    const clock = createManualClock();
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(/finite, non-negative/);
  });
});

describe('systemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses Date.now and the global timers at call time', () => {
    vi.useFakeTimers({ now: 42_000 });
    const callback = vi.fn();
    const kept = vi.fn();
    const handle = systemClock.setTimeout(callback, 100);
    systemClock.setTimeout(kept, 100);
    systemClock.clearTimeout(handle);

    expect(systemClock.now()).toBe(42_000);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledOnce();
    expect(systemClock.now()).toBe(42_100);
  });
});
