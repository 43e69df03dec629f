import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createStaticActivitySignal } from '../../services/signals/static-signals';
import { idleDetectorMachine } from './idle-detector.machine';
import type { IdleDetectorEmitted, IdleDetectorInput } from './idle-detector.types';

function start(input: IdleDetectorInput = {}) {
  const emitted: IdleDetectorEmitted['type'][] = [];
  const actor = createActor(idleDetectorMachine, { input });
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, emitted, status: () => actor.getSnapshot().value };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle detector', () => {
  it('starts active when the window has focus and becomes idle after 60 s without activity', () => {
    const { status, emitted } = start({ activity: createStaticActivitySignal() });
    expect(status()).toBe('active');
    vi.advanceTimersByTime(59_999);
    expect(status()).toBe('active');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('idle');
    expect(emitted).toEqual(['idle']);
  });

  it('starts hidden when the window has no focus', () => {
    const { status, emitted } = start({ activity: createStaticActivitySignal(false) });
    expect(status()).toBe('hidden');
    vi.advanceTimersByTime(120_000);
    expect(status()).toBe('hidden');
    expect(emitted).toEqual([]);
  });

  it('restarts the idle delay on each activity without notifying', () => {
    const activity = createStaticActivitySignal();
    const { status, emitted } = start({ activity });
    vi.advanceTimersByTime(50_000);
    activity.activity();
    vi.advanceTimersByTime(50_000);
    expect(status()).toBe('active');
    vi.advanceTimersByTime(10_000);
    expect(status()).toBe('idle');
    expect(emitted).toEqual(['idle']);
  });

  it('honours a configured idle delay', () => {
    const { status } = start({ activity: createStaticActivitySignal(), idleAfter: 5_000 });
    vi.advanceTimersByTime(4_999);
    expect(status()).toBe('active');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('idle');
  });

  it('becomes active again on activity or focus after being idle', () => {
    const activity = createStaticActivitySignal();
    const { actor, status, emitted } = start({ activity, idleAfter: 1_000 });
    vi.advanceTimersByTime(1_000);
    activity.activity();
    expect(status()).toBe('active');
    vi.advanceTimersByTime(1_000);
    actor.send({ type: 'window.focused' });
    expect(status()).toBe('active');
    expect(emitted).toEqual(['idle', 'active', 'idle', 'active']);
  });

  it('is hidden on blur, from active or idle, and never turns idle while hidden', () => {
    const activity = createStaticActivitySignal();
    const { status, emitted } = start({ activity, idleAfter: 1_000 });
    activity.blur();
    expect(status()).toBe('hidden');
    vi.advanceTimersByTime(10_000);
    expect(status()).toBe('hidden');
    activity.focus();
    expect(status()).toBe('active');
    vi.advanceTimersByTime(1_000);
    activity.blur();
    expect(status()).toBe('hidden');
    expect(emitted).toEqual(['hidden', 'active', 'idle', 'hidden']);
  });

  it('becomes active on activity while hidden, e.g. the mouse over an unfocused window', () => {
    const activity = createStaticActivitySignal(false);
    const { status, emitted } = start({ activity, idleAfter: 1_000 });
    activity.activity();
    expect(status()).toBe('active');
    vi.advanceTimersByTime(1_000);
    expect(status()).toBe('idle');
    expect(emitted).toEqual(['active', 'idle']);
  });

  it('treats focus while active as activity', () => {
    const { actor, status } = start({ activity: createStaticActivitySignal(), idleAfter: 1_000 });
    vi.advanceTimersByTime(900);
    actor.send({ type: 'window.focused' });
    vi.advanceTimersByTime(900);
    expect(status()).toBe('active');
  });

  it('unsubscribes from the activity signal when stopped', () => {
    const activity = createStaticActivitySignal();
    const unsubscribe = vi.fn();
    const subscribe = vi.spyOn(activity, 'subscribe').mockReturnValue(unsubscribe);
    const { actor } = start({ activity });
    expect(subscribe).toHaveBeenCalledOnce();
    actor.stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('defaults to the browser signal, focused and silent without a window', () => {
    expect(typeof window).toBe('undefined');
    const { status } = start();
    expect(status()).toBe('active');
    vi.advanceTimersByTime(60_000);
    expect(status()).toBe('idle');
  });
});
