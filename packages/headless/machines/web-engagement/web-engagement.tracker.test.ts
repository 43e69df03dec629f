import { describe, expect, it, vi } from 'vitest';
import { createGweTrackerLoader, trackerOf } from './web-engagement.tracker';
import { resolveGweOptions } from './web-engagement.options';

/** A tracker's `_gt` object as the stand-in script makes it: `getIDs`, `notify`, `unnotify`. */
function queue(ids: unknown = { visitID: 'v-9', pageID: 'p-9' }) {
  const listeners = new Set<(value: unknown) => void>();
  const other: unknown[] = [];
  return {
    listeners,
    other,
    push(values: unknown) {
      const [name, arg] = values as [string, (value: unknown) => void];
      if (name === 'getIDs') arg(ids);
      else if (name === 'notify') listeners.add(arg);
      else if (name === 'unnotify') listeners.delete(arg);
      else other.push(values);
    },
  };
}

describe('GWE tracker', () => {
  it('reads the ids the tracker gives, and rejects ids that do not read', async () => {
    await expect(trackerOf(queue()).getIDs()).resolves.toEqual({ visitID: 'v-9', pageID: 'p-9' });
    await expect(trackerOf(queue({ visitID: 1 })).getIDs()).rejects.toThrow(/do not read/);
  });

  it('times out when the tracker never answers getIDs', async () => {
    vi.useFakeTimers();
    try {
      const ids = trackerOf({ push: () => undefined }).getIDs();
      const checked = expect(ids).rejects.toThrow('GWE gave no ids');
      await vi.advanceTimersByTimeAsync(5000);
      await checked;
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes the pushes that read to the listener until unsubscribed, and other values on', () => {
    const fake = queue();
    const tracker = trackerOf(fake);
    const listener = vi.fn();
    const off = tracker.subscribe(listener);
    for (const notify of fake.listeners) {
      notify({ channel: 'CXBus', data: [1] });
      notify('not a push');
    }
    expect(listener.mock.calls).toEqual([[{ channel: 'CXBus', data: [1] }]]);
    off();
    expect(fake.listeners.size).toBe(0);
    tracker.push(['event', 'x']);
    expect(fake.other).toEqual([['event', 'x']]);
  });

  it('rejects outside a browser', async () => {
    await expect(
      createGweTrackerLoader(undefined)({
        src: 'https://gwe.test/server/resources/js/build/GTCJ.min.js',
        endpoint: 'https://gwe.test',
        options: resolveGweOptions({}),
      }),
    ).rejects.toThrow(/No page/);
  });
});
