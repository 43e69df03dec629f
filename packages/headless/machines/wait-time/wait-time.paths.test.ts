import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { StatsError } from '../../services/stats/stats-client';
import { transitionCoverage } from '../testing/transition-coverage';
import { waitTimeMachine } from './wait-time.machine';

type Event = EventFromLogic<typeof waitTimeMachine>;

const source = () => Promise.resolve({ estimates: {} });
const events: Event[] = [
  { type: 'waitTime.start' },
  { type: 'waitTime.stop' },
  { type: 'waitTime.refresh' },
  {
    type: 'xstate.done.actor.0.waitTime.fetching',
    output: { estimates: { VQ: 5 } },
  } as unknown as Event,
  {
    type: 'xstate.error.actor.0.waitTime.fetching',
    error: new StatsError('requestFailed'),
  } as unknown as Event,
  {
    type: 'xstate.error.actor.0.waitTime.fetching',
    error: new StatsError('invalidVqname'),
  } as unknown as Event,
  { type: 'xstate.after.refreshInterval.waitTime.waiting' } as unknown as Event,
];

describe('wait-time paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(waitTimeMachine, [
      { input: { source, queue: 'VQ' }, events },
      { input: { source, queue: 'VQ', active: false }, events },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 5, transitions: 14 });
  });
});
