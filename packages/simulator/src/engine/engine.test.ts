import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createEngine } from './engine';
import { defineSlice } from './state-store';

const notes = defineSlice('notes', () => [] as string[]);

describe('createEngine', () => {
  it('shares one clock between its start time and its event log', () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const engine = createEngine({ clock });
    clock.advance(42);
    expect(engine.startedAt).toBe(Date.UTC(2030, 0, 1));
    expect(engine.events.append('m', 'a.one', null).at).toBe('2030-01-01T00:00:00.042Z');
  });

  it('reset forgets state, faults, timers and log entries, then logs the reset', () => {
    const engine = createEngine({ clock: createManualClock() });
    engine.store.get(notes).push('kept?');
    engine.timers.set(() => engine.store.get(notes).push('fired'), 60_000);
    engine.faults.arm('k', { status: 500 });
    engine.events.append('m', 'a.one', null);
    engine.reset();
    expect(engine.store.get(notes)).toEqual([]);
    expect(engine.faults.pending()).toEqual([]);
    expect(engine.timers.pending()).toBe(0);
    expect(engine.events.entries()).toEqual([
      {
        seq: 2,
        at: '1970-01-01T00:00:00.000Z',
        module: 'simulator',
        type: 'simulator.reset',
        data: {},
      },
    ]);
  });

  it('uses the injected random source', () => {
    const engine = createEngine({ random: () => 0.25 });
    expect(engine.random()).toBe(0.25);
  });

  it('honours the event limit', () => {
    const engine = createEngine({ clock: createManualClock(), eventLimit: 1 });
    engine.events.append('m', 'a.one', 1);
    engine.events.append('m', 'a.two', 2);
    expect(engine.events.entries().map((event) => event.type)).toEqual(['a.two']);
  });
});
