import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createStaticActivitySignal } from '../../services/signals/static-signals';
import { minimumAlarmTimestamp, timerErrorTexts } from './timer-service.logic';
import { timerServiceMachine } from './timer-service.machine';
import type { TimerServiceEmitted, TimerServiceInput } from './timer-service.types';

const start0 = Date.UTC(2026, 0, 1);

function start(input: TimerServiceInput = {}) {
  const emitted: TimerServiceEmitted[] = [];
  const activity = createStaticActivitySignal();
  const actor = createActor(timerServiceMachine, { input: { activity, ...input } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const types = () => emitted.map((event) => event.type);
  const without = (type: string) => emitted.filter((event) => event.type !== type);
  return { actor, activity, emitted, types, without, context: () => actor.getSnapshot().context };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timer service', () => {
  it('ticks every 1 s with the time', () => {
    const { emitted } = start();
    vi.advanceTimersByTime(999);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1_000);
    expect(emitted).toEqual([
      { type: 'tick', time: start0 + 1_000 },
      { type: 'tick', time: start0 + 2_000 },
    ]);
  });

  it('honours a configured tick interval, and a bad one counts as 1 s', () => {
    expect(start({ tickInterval: 250 }).context().tickInterval).toBe(250);
    expect(start({ tickInterval: 0 }).context().tickInterval).toBe(1_000);
  });

  it('turns idle after 5 s without activity and active again on activity', () => {
    const { activity, without, context } = start();
    vi.advanceTimersByTime(4_999);
    expect(context().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(context().status).toBe('idle');
    activity.activity();
    expect(context().status).toBe('active');
    expect(without('tick')).toEqual([{ type: 'idle' }, { type: 'active' }]);
  });

  it('is hidden while the window has no focus, from the start without telling it', () => {
    const activity = createStaticActivitySignal(false);
    const { without, context } = start({ activity });
    expect(context().status).toBe('hidden');
    activity.focus();
    activity.blur();
    expect(without('tick')).toEqual([{ type: 'active' }, { type: 'hidden' }]);
  });

  it('passes activity reported by a view on to the idle detector', () => {
    const { actor, context } = start();
    vi.advanceTimersByTime(4_000);
    actor.send({ type: 'activity.detected' });
    vi.advanceTimersByTime(4_000);
    expect(context().status).toBe('active');
    vi.advanceTimersByTime(1_000);
    expect(context().status).toBe('idle');
  });

  it('counts a countdown down each second and says when it is done', () => {
    const { actor, without, context } = start({ idleAfter: 60_000 });
    actor.send({ type: 'timer.countdown', time: 2_500, id: 'offer', commander: 'Offers' });
    expect(context().timers['offer']).toMatchObject({
      id: 'offer',
      kind: 'countdown',
      remaining: 2_500,
      deadline: start0 + 2_500,
      commander: 'Offers',
    });
    vi.advanceTimersByTime(2_500);
    expect(without('tick')).toEqual([
      { type: 'countdownTick', id: 'offer', remaining: 2_000 },
      { type: 'countdownTick', id: 'offer', remaining: 1_000 },
      { type: 'countdownTick', id: 'offer', remaining: 0 },
      { type: 'countdownDone', id: 'offer' },
    ]);
    expect(context().timers).toEqual({});
    expect(actor.getSnapshot().children).not.toHaveProperty('timer-child-1');
  });

  it('numbers the timers it names itself', () => {
    const { actor, context } = start();
    actor.send({ type: 'timer.countdown', time: 5_000 });
    actor.send({ type: 'timer.countdown', time: 5_000 });
    expect(Object.keys(context().timers)).toEqual(['timer-1', 'timer-2']);
    expect(context().timers['timer-1']?.commander).toBe('host');
  });

  it('restarts a countdown started again with the same id', () => {
    const { actor, without } = start({ idleAfter: 60_000 });
    actor.send({ type: 'timer.countdown', time: 1_000, id: 'a' });
    vi.advanceTimersByTime(500);
    actor.send({ type: 'timer.countdown', time: 1_000, id: 'a' });
    vi.advanceTimersByTime(999);
    expect(without('tick')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(without('tick').map((event) => event.type)).toEqual(['countdownTick', 'countdownDone']);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['attention']);
  });

  it('rings an alarm at its timestamp, without ticks of its own', () => {
    const { actor, without, context } = start({ idleAfter: 60_000 });
    actor.send({ type: 'timer.alarm', time: start0 + 3_000, id: 'wake' });
    vi.advanceTimersByTime(2_000);
    expect(context().timers['wake']?.remaining).toBe(1_000);
    expect(without('tick')).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(without('tick')).toEqual([{ type: 'alarm', id: 'wake', time: start0 + 3_000 }]);
  });

  it('rings an alarm in the past at once', () => {
    const { actor, without } = start();
    actor.send({ type: 'timer.alarm', time: start0 - 1, id: 'late' });
    expect(without('tick')).toEqual([{ type: 'alarm', id: 'late', time: start0 - 1 }]);
  });

  it('cancels a timer, which then says nothing', () => {
    const { actor, without, context } = start({ idleAfter: 60_000 });
    actor.send({ type: 'timer.countdown', time: 1_000, id: 'a' });
    actor.send({ type: 'timer.cancel', id: 'a' });
    actor.send({ type: 'timer.cancel', id: 'unknown' });
    vi.advanceTimersByTime(5_000);
    expect(without('tick')).toEqual([]);
    expect(context().timers).toEqual({});
  });

  it('refuses a countdown below 1 ms and an alarm without a millisecond timestamp', () => {
    const { actor, context } = start();
    actor.send({ type: 'timer.countdown', time: 0 });
    expect(context().error).toBe(timerErrorTexts.invalidTime);
    expect(context().error).toBe('Timer countdown needs time >= 1');
    actor.send({ type: 'timer.countdown', time: Number.NaN });
    expect(context().error).toBe('Timer countdown needs time >= 1');
    actor.send({ type: 'timer.alarm', time: Math.floor(start0 / 1_000) });
    expect(context().error).toBe('An alarm needs a millisecond timestamp');
    actor.send({ type: 'timer.alarm', time: minimumAlarmTimestamp + 0.5 });
    expect(context().error).toBe('An alarm needs a millisecond timestamp');
    expect(context().timers).toEqual({});
    actor.send({ type: 'timer.countdown', time: 1 });
    expect(context().error).toBeUndefined();
  });

  it('ignores ticks and ends of timers it does not run', () => {
    const { actor, without } = start();
    actor.send({ type: 'timer.ticked', id: 'ghost', remaining: 1 });
    actor.send({ type: 'timer.expired', id: 'ghost' });
    expect(without('tick')).toEqual([]);
  });

  it('stops its timers and the idle detector when stopped', () => {
    const activity = createStaticActivitySignal();
    const unsubscribe = vi.fn();
    vi.spyOn(activity, 'subscribe').mockReturnValue(unsubscribe);
    const { actor, emitted } = start({ activity });
    actor.send({ type: 'timer.countdown', time: 2_000 });
    actor.stop();
    vi.advanceTimersByTime(10_000);
    expect(emitted).toEqual([]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
