import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { systemClock } from '../../services/clock/clock';
import { countdownMachine } from './countdown.machine';
import { countdownErrorTexts, nextTickDelay, resolveTarget } from './countdown.time';
import type { CountdownEmitted, CountdownInput } from './countdown.types';

// Vitest's fake timers move Date.now() with the timers, each timer firing at its own time.
const clock = {
  now: () => systemClock.now(),
  advance: (ms: number) => vi.advanceTimersByTimeAsync(ms),
  /** Moves the clock alone, as a computer that slept. */
  jump: (ms: number) => vi.setSystemTime(systemClock.now() + ms),
};

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function start(input: CountdownInput) {
  const emitted: CountdownEmitted[] = [];
  const actor = createActor(countdownMachine, { input: { clock: { now: clock.now }, ...input } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, emitted, snapshot, status: () => snapshot().value };
}

const kinds = (emitted: CountdownEmitted[]) => emitted.map(({ type }) => type);

describe('countdown', () => {
  it('counts a duration down, ticking every second, and expires at zero', async () => {
    const { emitted, snapshot, status } = start({ duration: 3_000, warnAt: 0 });
    expect(status()).toBe('running');
    expect(snapshot().context.remaining).toBe(3_000);
    await clock.advance(999);
    expect(emitted).toEqual([]);
    await clock.advance(1);
    expect(emitted).toEqual([{ type: 'tick', remaining: 2_000 }]);
    await clock.advance(2_000);
    expect(status()).toBe('expired');
    expect(emitted).toEqual([
      { type: 'tick', remaining: 2_000 },
      { type: 'tick', remaining: 1_000 },
      { type: 'tick', remaining: 0 },
      { type: 'expired' },
    ]);
    await clock.advance(5_000);
    expect(emitted).toHaveLength(4);
  });

  it('counts down to a deadline, aligning its ticks to whole seconds left', async () => {
    const { emitted, status } = start({ deadline: clock.now() + 2_500, warnAt: 0 });
    await clock.advance(500);
    expect(emitted).toEqual([{ type: 'tick', remaining: 2_000 }]);
    await clock.advance(2_000);
    expect(status()).toBe('expired');
  });

  it('warns once in the last 10 s by default, at the crossing even between ticks', async () => {
    const { emitted, status } = start({ duration: 12_500 });
    await clock.advance(2_499);
    expect(kinds(emitted)).toEqual(['tick', 'tick']);
    await clock.advance(1);
    expect(emitted.slice(2)).toEqual([
      { type: 'tick', remaining: 10_000 },
      { type: 'warning', remaining: 10_000 },
    ]);
    await clock.advance(10_000);
    expect(kinds(emitted).filter((kind) => kind === 'warning')).toHaveLength(1);
    expect(status()).toBe('expired');
  });

  it('honours a configured warning and tick interval', async () => {
    const { emitted } = start({ duration: 10_000, warnAt: 3_500, tickInterval: 2_000 });
    await clock.advance(6_000);
    expect(emitted).toEqual([
      { type: 'tick', remaining: 8_000 },
      { type: 'tick', remaining: 6_000 },
      { type: 'tick', remaining: 4_000 },
    ]);
    await clock.advance(500);
    expect(emitted.slice(3)).toEqual([
      { type: 'tick', remaining: 3_500 },
      { type: 'warning', remaining: 3_500 },
    ]);
    await clock.advance(1_500);
    expect(emitted.at(-1)).toEqual({ type: 'tick', remaining: 2_000 });
  });

  it('ticks at the default interval for one below 1 ms, and never warns for a negative warnAt', async () => {
    const { emitted, snapshot } = start({ duration: 3_000, tickInterval: 0, warnAt: -1 });
    expect(snapshot().context).toMatchObject({ tickInterval: 1_000, warnAt: 0 });
    await clock.advance(3_000);
    expect(kinds(emitted)).toEqual(['tick', 'tick', 'tick', 'expired']);
    expect(start({ duration: 1, tickInterval: Number.NaN }).snapshot().context.tickInterval).toBe(
      1_000,
    );
  });

  it('warns at once when started inside the warning', () => {
    const { emitted, status } = start({ deadline: clock.now() + 4_000 });
    expect(status()).toBe('running');
    expect(emitted).toEqual([{ type: 'warning', remaining: 4_000 }]);
  });

  it('counts a deadline in the past, or now, as expired at once', () => {
    const past = start({ deadline: clock.now() - 30_000 });
    expect(past.status()).toBe('expired');
    expect(past.snapshot().context.remaining).toBe(0);
    expect(past.emitted).toEqual([{ type: 'expired' }]);
    expect(start({ deadline: clock.now() }).status()).toBe('expired');
  });

  it('expires on the next tick after the computer slept past the deadline', async () => {
    const { emitted, status } = start({ duration: 60_000 });
    clock.jump(120_000);
    await clock.advance(1_000);
    expect(status()).toBe('expired');
    expect(emitted).toEqual([{ type: 'tick', remaining: 0 }, { type: 'expired' }]);
  });

  it('refuses a duration below 1 ms or a deadline that is not a timestamp, with the spec texts', async () => {
    for (const input of [{ duration: 0 }, { duration: -5 }, { duration: Number.NaN }, {}]) {
      const { status, snapshot, emitted } = start(input);
      expect(status()).toBe('invalid');
      expect(snapshot().context.error).toBe(countdownErrorTexts.invalidTime);
      expect(emitted).toEqual([]);
    }
    const alarm = start({ deadline: Number.POSITIVE_INFINITY });
    expect(alarm.snapshot().context.error).toBe('An alarm needs a millisecond timestamp');
    expect(countdownErrorTexts.invalidTime).toBe('Timer countdown needs time >= 1');
    await clock.advance(5_000);
    expect(alarm.emitted).toEqual([]);
  });

  it('pauses and resumes where it stood, mid-second', async () => {
    const { actor, emitted, snapshot, status } = start({ duration: 5_000, warnAt: 0 });
    await clock.advance(1_300);
    actor.send({ type: 'countdown.pause' });
    expect(status()).toBe('paused');
    expect(snapshot().context.remaining).toBe(3_700);
    await clock.advance(60_000);
    expect(emitted).toHaveLength(1);
    actor.send({ type: 'countdown.pause' });
    actor.send({ type: 'countdown.resume' });
    expect(status()).toBe('running');
    await clock.advance(700);
    expect(emitted.at(-1)).toEqual({ type: 'tick', remaining: 3_000 });
    actor.send({ type: 'countdown.resume' });
    await clock.advance(3_000);
    expect(status()).toBe('expired');
  });

  it('resets to its first target, or to a new one, clearing the warning', async () => {
    const { actor, emitted, snapshot, status } = start({ duration: 11_000 });
    await clock.advance(11_000);
    expect(status()).toBe('expired');
    emitted.length = 0;
    actor.send({ type: 'countdown.reset' });
    expect(status()).toBe('running');
    expect(snapshot().context.remaining).toBe(11_000);
    await clock.advance(1_000);
    expect(kinds(emitted)).toEqual(['tick', 'warning']);
    actor.send({ type: 'countdown.pause' });
    actor.send({ type: 'countdown.reset', deadline: clock.now() + 90_000 });
    expect(status()).toBe('running');
    expect(snapshot().context).toMatchObject({ remaining: 90_000, warned: false });
    actor.send({ type: 'countdown.reset', duration: 0 });
    expect(status()).toBe('invalid');
    actor.send({ type: 'countdown.reset', duration: 2_000 });
    expect(snapshot().context).toMatchObject({ remaining: 2_000, error: undefined });
    actor.send({ type: 'countdown.reset' });
    expect(snapshot().context.target).toEqual({ duration: 2_000 });
  });

  it('prefers a deadline over a duration', () => {
    const { snapshot } = start({ deadline: clock.now() + 5_000, duration: 60_000 });
    expect(snapshot().context).toMatchObject({
      remaining: 5_000,
      target: { deadline: clock.now() + 5_000 },
    });
  });

  it('defaults to the system clock', async () => {
    const actor = createActor(countdownMachine, { input: { duration: 2_000 } }).start();
    await clock.advance(2_000);
    expect(actor.getSnapshot().value).toBe('expired');
  });
});

describe('countdown timing helpers', () => {
  it('waits to the next whole interval left, the warning, or the end, whichever is first', () => {
    expect(nextTickDelay(10_500, 1_000, 0)).toBe(500);
    expect(nextTickDelay(10_000, 1_000, 0)).toBe(1_000);
    expect(nextTickDelay(10_200, 1_000, 10_000)).toBe(200);
    expect(nextTickDelay(10_000, 1_000, 10_000)).toBe(1_000);
    expect(nextTickDelay(300, 1_000, 0)).toBe(300);
  });

  it('resolves a duration from now and keeps a deadline as given', () => {
    expect(resolveTarget({ duration: 10 }, 100)).toEqual({ deadline: 110 });
    expect(resolveTarget({ deadline: 50 }, 100)).toEqual({ deadline: 50 });
  });
});
