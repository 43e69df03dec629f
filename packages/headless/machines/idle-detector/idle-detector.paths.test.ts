import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { createStaticActivitySignal } from '../../services/signals/static-signals';
import { transitionCoverage } from '../testing/transition-coverage';
import { idleDetectorMachine } from './idle-detector.machine';

type Event = EventFromLogic<typeof idleDetectorMachine>;

const events: Event[] = [
  { type: 'activity.detected' },
  { type: 'window.focused' },
  { type: 'window.blurred' },
  { type: 'xstate.after.idleAfter.idleDetector.active' } as unknown as Event,
];

describe('idle detector paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(idleDetectorMachine, [
      { input: { activity: createStaticActivitySignal(true) }, events },
      { input: { activity: createStaticActivitySignal(false) }, events },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 4, transitions: 9 });
  });
});
