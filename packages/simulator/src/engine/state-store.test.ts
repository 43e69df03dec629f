import { describe, expect, it, vi } from 'vitest';
import { createStateStore, defineSlice } from './state-store';

const counter = defineSlice('counter', () => ({ count: 0 }));
const names = defineSlice('names', () => [] as string[]);

describe('createStateStore', () => {
  it('creates a slice from its init on first use and returns the live value after', () => {
    const init = vi.fn(() => ({ count: 0 }));
    const slice = defineSlice('lazy', init);
    const store = createStateStore();
    expect(init).not.toHaveBeenCalled();
    store.get(slice).count += 2;
    expect(store.get(slice)).toEqual({ count: 2 });
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('sets and updates values', () => {
    const store = createStateStore();
    store.set(names, ['ada']);
    expect(store.update(names, (list) => [...list, 'grace'])).toEqual(['ada', 'grace']);
    expect(store.get(names)).toEqual(['ada', 'grace']);
  });

  it('keeps two slices with the same name apart', () => {
    const first = defineSlice('same', () => 'first');
    const second = defineSlice('same', () => 'second');
    const store = createStateStore();
    expect([store.get(first), store.get(second)]).toEqual(['first', 'second']);
  });

  it('starts every slice again from its init after reset', () => {
    const store = createStateStore();
    store.get(counter).count = 5;
    store.set(names, ['ada']);
    store.reset();
    expect(store.snapshot()).toEqual({});
    expect(store.get(counter)).toEqual({ count: 0 });
    expect(store.get(names)).toEqual([]);
  });

  it('snapshots the slices in use by name', () => {
    const store = createStateStore();
    store.get(counter).count = 1;
    expect(store.snapshot()).toEqual({ counter: { count: 1 } });
  });
});
