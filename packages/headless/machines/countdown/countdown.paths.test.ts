import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { countdownMachine } from './countdown.machine';

type Event = EventFromLogic<typeof countdownMachine>;

// The walk cannot move time: a clock stuck at 0 and deadlines around it reach every state.
const clock = { now: () => 0 };
const events: Event[] = [
  { type: 'countdown.pause' },
  { type: 'countdown.resume' },
  { type: 'countdown.reset' },
  { type: 'countdown.reset', duration: 0 },
  { type: 'countdown.reset', deadline: 5_000 },
  { type: 'xstate.after.tick.countdown.running' } as unknown as Event,
];

describe('countdown paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(countdownMachine, [
      { input: { clock, duration: 60_000 }, events },
      { input: { clock, deadline: -1 }, events },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 5, transitions: 4 });
  });
});
