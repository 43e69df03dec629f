import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from './wait-time.connect';
import { waitTimeMachine } from './wait-time.machine';
import type { WaitTimeContext } from './wait-time.types';

const source = () => Promise.resolve({ estimates: {} });
const base = createActor(waitTimeMachine, {
  input: { source, queue: 'VQ', active: false },
}).getSnapshot().context;

function stateOf(
  value: 'idle' | 'fetching' | 'waiting' | 'failed',
  context: Partial<WaitTimeContext> = {},
) {
  return waitTimeMachine.resolveState({ value, context: { ...base, ...context } });
}

describe('wait-time connect', () => {
  it('shows an answer: seconds, minutes rounded, available, ready', () => {
    const api = connect(stateOf('waiting', { seconds: 150, estimates: { VQ: 150 } }), vi.fn());
    expect(api).toMatchObject({
      status: 'ready',
      isActive: true,
      isLoading: false,
      isAvailable: true,
      seconds: 150,
      minutes: 3,
      estimates: { VQ: 150 },
      error: undefined,
    });
    expect(api.getRootProps()).toEqual({
      'data-scope': 'wait-time',
      'data-part': 'root',
      'data-state': 'ready',
      'aria-busy': false,
    });
  });

  it('is loading while fetching and idle before a start', () => {
    expect(connect(stateOf('fetching'), vi.fn())).toMatchObject({
      status: 'loading',
      isLoading: true,
      isActive: true,
      isAvailable: false,
      minutes: undefined,
    });
    expect(connect(stateOf('fetching'), vi.fn()).getRootProps()['aria-busy']).toBe(true);
    expect(connect(stateOf('idle'), vi.fn())).toMatchObject({ status: 'idle', isActive: false });
  });

  it('reports a failure while refreshing and after a configuration error', () => {
    const error = 'EWT request failed due to unknown reason';
    expect(connect(stateOf('waiting', { error }), vi.fn())).toMatchObject({
      status: 'failed',
      isActive: true,
      error,
    });
    expect(connect(stateOf('failed', { error }), vi.fn())).toMatchObject({
      status: 'failed',
      isActive: false,
    });
  });

  it('sends start, stop and refresh', () => {
    const send = vi.fn();
    const api = connect(stateOf('idle'), send);
    api.start('VQ_B');
    api.stop();
    api.refresh();
    expect(send.mock.calls).toEqual([
      [{ type: 'waitTime.start', queue: 'VQ_B' }],
      [{ type: 'waitTime.stop' }],
      [{ type: 'waitTime.refresh' }],
    ]);
  });
});
