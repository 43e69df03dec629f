import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from './clock';
import { createEventLog } from './event-log';

describe('createEventLog', () => {
  it('appends numbered, timestamped entries and returns them', () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const log = createEventLog({ clock });
    const first = log.append('glue', 'glue.called', { id: 'glue-1' });
    clock.advance(1_500);
    log.append('control', 'control.pinged', null);
    expect(first).toEqual({
      seq: 1,
      at: '2030-01-01T00:00:00.000Z',
      module: 'glue',
      type: 'glue.called',
      data: { id: 'glue-1' },
    });
    expect(log.entries().map((event) => [event.seq, event.at])).toEqual([
      [1, '2030-01-01T00:00:00.000Z'],
      [2, '2030-01-01T00:00:01.500Z'],
    ]);
  });

  it('returns only the entries after `since`', () => {
    const log = createEventLog({ clock: createManualClock() });
    log.append('m', 'a.one', 1);
    log.append('m', 'a.two', 2);
    log.append('m', 'a.three', 3);
    expect(log.entries(1).map((event) => event.type)).toEqual(['a.two', 'a.three']);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const log = createEventLog({ clock: createManualClock() });
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    const event = log.append('m', 'a.one', 1);
    unsubscribe();
    log.append('m', 'a.two', 2);
    expect(listener.mock.calls).toEqual([[event]]);
  });

  it('still notifies every listener when one unsubscribes while being notified', () => {
    const log = createEventLog({ clock: createManualClock() });
    const second = vi.fn();
    const unsubscribeFirst = log.subscribe(() => unsubscribeFirst());
    log.subscribe(second);
    log.append('m', 'a.one', 1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps at most `limit` entries, dropping the oldest', () => {
    const log = createEventLog({ clock: createManualClock(), limit: 2 });
    for (const n of [1, 2, 3]) log.append('m', 'a.n', n);
    expect(log.entries().map((event) => event.data)).toEqual([2, 3]);
  });

  it('clears entries but keeps counting sequence numbers', () => {
    const log = createEventLog({ clock: createManualClock() });
    log.append('m', 'a.one', 1);
    log.clear();
    expect(log.entries()).toEqual([]);
    expect(log.append('m', 'a.two', 2).seq).toBe(2);
  });
});
