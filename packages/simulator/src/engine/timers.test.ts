import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './random';
import { createTimers } from './timers';

describe('createTimers', () => {
  it('runs a callback once after its delay and forgets it', async () => {
    const timers = createTimers();
    const ran = new Promise<string>((resolve) => timers.set(() => resolve('ran'), 1));
    expect(timers.pending()).toBe(1);
    expect(await ran).toBe('ran');
    expect(timers.pending()).toBe(0);
  });

  it('cancels one timer, or all of them', async () => {
    const timers = createTimers();
    const calls: string[] = [];
    const cancel = timers.set(() => calls.push('cancelled'), 1);
    timers.set(() => calls.push('cleared'), 1);
    cancel();
    cancel();
    expect(timers.pending()).toBe(1);
    timers.clearAll();
    expect(timers.pending()).toBe(0);
    // Timers fire in due order, so once a later one has run the cancelled ones would have too.
    await new Promise<void>((resolve) => timers.set(resolve, 3));
    expect(calls).toEqual([]);
  });
});

describe('createSeededRandom', () => {
  it('replays the same numbers in [0, 1) for the same seed', () => {
    const first = createSeededRandom(42);
    const second = createSeededRandom(42);
    const numbers = Array.from({ length: 50 }, () => first());
    expect(Array.from({ length: 50 }, () => second())).toEqual(numbers);
    expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(numbers).size).toBe(50);
    expect(createSeededRandom(7)()).not.toBe(numbers[0]);
  });
});
