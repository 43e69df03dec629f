import { describe, expect, it } from 'vitest';
import { createFaultInjector } from './faults';
import { createStateStore } from './state-store';

describe('createFaultInjector', () => {
  it('fails the next `count` calls of the armed key only', () => {
    const faults = createFaultInjector(createStateStore());
    expect(faults.arm('glue/LogAction', { status: 503, statusText: 'Busy', count: 2 })).toEqual({
      key: 'glue/LogAction',
      status: 503,
      statusText: 'Busy',
      remaining: 2,
    });
    expect(faults.take('glue/sessionabort')).toBeUndefined();
    expect(faults.take('glue/LogAction')).toEqual({ status: 503, statusText: 'Busy' });
    expect(faults.pending()).toEqual([
      { key: 'glue/LogAction', status: 503, statusText: 'Busy', remaining: 1 },
    ]);
    expect(faults.take('glue/LogAction')).toEqual({ status: 503, statusText: 'Busy' });
    expect(faults.take('glue/LogAction')).toBeUndefined();
    expect(faults.pending()).toEqual([]);
  });

  it('defaults to one call and the standard reason phrase', () => {
    const faults = createFaultInjector(createStateStore());
    faults.arm('k', { status: 429 });
    expect(faults.take('k')).toEqual({ status: 429, statusText: 'Too Many Requests' });
    expect(faults.take('k')).toBeUndefined();
  });

  it('replaces a fault armed again on the same key', () => {
    const faults = createFaultInjector(createStateStore());
    faults.arm('k', { status: 500, count: 5 });
    faults.arm('k', { status: 404, count: 1 });
    expect(faults.pending()).toEqual([
      { key: 'k', status: 404, statusText: 'Not Found', remaining: 1 },
    ]);
  });

  it('disarms everything when the store is reset', () => {
    const store = createStateStore();
    const faults = createFaultInjector(store);
    faults.arm('k', { status: 500, count: 3 });
    store.reset();
    expect(faults.take('k')).toBeUndefined();
  });
});
