import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createStaticActivitySignal } from '../../services/signals/static-signals';
import { connect } from './idle-detector.connect';
import { idleDetectorMachine } from './idle-detector.machine';

describe('idle detector connect', () => {
  it('exposes the status as booleans', () => {
    const activity = createStaticActivitySignal();
    const actor = createActor(idleDetectorMachine, { input: { activity } }).start();
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({
      status: 'active',
      isActive: true,
      isIdle: false,
      isHidden: false,
    });
    activity.blur();
    expect(connect(actor.getSnapshot(), vi.fn())).toMatchObject({
      status: 'hidden',
      isActive: false,
      isHidden: true,
    });
    const idle = idleDetectorMachine.resolveState({
      value: 'idle',
      context: actor.getSnapshot().context,
    });
    expect(connect(idle, vi.fn())).toMatchObject({ status: 'idle', isIdle: true });
    actor.stop();
  });

  it('reports activity through send', () => {
    const send = vi.fn();
    const snapshot = createActor(idleDetectorMachine, {
      input: { activity: createStaticActivitySignal() },
    }).getSnapshot();
    connect(snapshot, send).reportActivity();
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'activity.detected' });
  });
});
