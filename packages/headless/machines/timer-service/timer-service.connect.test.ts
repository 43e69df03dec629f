import { describe, expect, it, vi } from 'vitest';
import { connect, type TimerServiceView } from './timer-service.connect';

const view = (over: Partial<TimerServiceView> = {}): TimerServiceView => ({
  status: 'active',
  timers: {},
  error: undefined,
  ...over,
});

describe('timer service connect', () => {
  it('tells the attention status as booleans', () => {
    expect(connect(view(), vi.fn())).toMatchObject({
      isActive: true,
      isIdle: false,
      isHidden: false,
    });
    expect(connect(view({ status: 'idle' }), vi.fn())).toMatchObject({
      isIdle: true,
      isActive: false,
    });
    expect(connect(view({ status: 'hidden' }), vi.fn())).toMatchObject({ isHidden: true });
  });

  it('lists the running timers without their internals, and the last refusal', () => {
    const api = connect(
      view({
        timers: {
          a: { id: 'a', kind: 'alarm', deadline: 5, remaining: 3, commander: 'host', child: 'c1' },
        },
        error: 'Timer countdown needs time >= 1',
      }),
      vi.fn(),
    );
    expect(api.timers).toEqual([{ id: 'a', kind: 'alarm', deadline: 5, remaining: 3 }]);
    expect(api.error).toBe('Timer countdown needs time >= 1');
  });

  it('sends the commands as events', () => {
    const send = vi.fn();
    const api = connect(view(), send);
    api.countdown(1_000);
    api.countdown(1_000, 'x');
    api.alarm(2_000, 'y');
    api.cancel('x');
    api.reportActivity();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'timer.countdown', time: 1_000 },
      { type: 'timer.countdown', time: 1_000, id: 'x' },
      { type: 'timer.alarm', time: 2_000, id: 'y' },
      { type: 'timer.cancel', id: 'x' },
      { type: 'activity.detected' },
    ]);
  });
});
