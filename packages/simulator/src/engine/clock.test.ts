import { describe, expect, it } from 'vitest';
import { createManualClock, systemClock } from './clock';

describe('systemClock', () => {
  it('reads the wall clock', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('createManualClock', () => {
  it('starts where told and moves only on set and advance', () => {
    const clock = createManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
    clock.set(Date.UTC(2030, 0, 1));
    expect(new Date(clock.now()).toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('refuses to advance backwards', () => {
    const clock = createManualClock(10);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(clock.now()).toBe(10);
  });
});
