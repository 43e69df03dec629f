import { describe, expect, it, vi } from 'vitest';
import { createLazyStarts } from './lazy-starts';

describe('createLazyStarts', () => {
  it('loads and starts once however many commands ask, and stops what started, last first', async () => {
    const starts = createLazyStarts();
    const order: string[] = [];
    const load = vi.fn(async () => 'module');
    const first = starts.once(load, () => () => order.push('first'));
    const second = starts.once(
      async () => 'other',
      () => () => order.push('second'),
    );
    await Promise.all([first(), first(), second()]);
    expect(load).toHaveBeenCalledTimes(1);
    starts.stop();
    expect(order).toEqual(['second', 'first']);
  });

  it('does not start what finishes loading after the stop', async () => {
    const starts = createLazyStarts();
    let finish: (value: string) => void = () => {};
    const start = vi.fn(() => () => {});
    const loading = starts.once(
      () => new Promise<string>((resolve) => (finish = resolve)),
      start,
    )();
    starts.stop();
    finish('late');
    await loading;
    expect(start).not.toHaveBeenCalled();
  });
});
