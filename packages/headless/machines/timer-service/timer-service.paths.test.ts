import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { createStaticActivitySignal } from '../../services/signals/static-signals';
import { transitionCoverage } from '../testing/transition-coverage';
import { minimumAlarmTimestamp } from './timer-service.logic';
import { timerServiceMachine } from './timer-service.machine';

type Event = EventFromLogic<typeof timerServiceMachine>;

const clock = { now: () => minimumAlarmTimestamp };
const events: Event[] = [
  { type: 'timer.countdown', time: 1_000, id: 'c' },
  { type: 'timer.countdown', time: 0, id: 'c' },
  { type: 'timer.alarm', time: minimumAlarmTimestamp + 1_000, id: 'a' },
  { type: 'timer.alarm', time: 5, id: 'a' },
  { type: 'timer.cancel', id: 'c' },
  { type: 'timer.cancel', id: 'none' },
  { type: 'timer.ticked', id: 'c', remaining: 500 },
  { type: 'timer.ticked', id: 'a', remaining: 500 },
  { type: 'timer.ticked', id: 'none', remaining: 500 },
  { type: 'timer.expired', id: 'a' },
  { type: 'timer.expired', id: 'none' },
  { type: 'attention.changed', status: 'idle' },
  { type: 'attention.changed', status: 'active' },
  { type: 'activity.detected' },
  { type: 'xstate.after.tick.timerService.running' } as unknown as Event,
];

// The counter of started timers grows without end: the walk tells snapshots apart by what they show.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { status, timers, error } = snapshot.context as {
    status: string;
    timers: Record<string, { kind: string; remaining: number }>;
    error?: string;
  };
  const shown = Object.values(timers).map(({ kind, remaining }) => [kind, remaining]);
  return JSON.stringify([snapshot.value, status, shown, error]);
};

describe('timer service paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(timerServiceMachine, [
      { input: { clock, activity: createStaticActivitySignal() }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 1, transitions: 11 });
  });
});
