import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { createBus } from '../../bus/bus';
import { transitionCoverage } from '../testing/transition-coverage';
import { testRunnerMachine } from './test-runner.machine';

type Event = EventFromLogic<typeof testRunnerMachine>;

const bus = createBus({ logger: { debug: vi.fn(), error: vi.fn() } }).untyped;
const step = { type: 'wait', wait: 1 };
const events: Event[] = [
  { type: 'tests.configure', tests: [] },
  {
    type: 'tests.configure',
    tests: [
      { name: 'one', steps: [step, step] },
      { name: 'two', steps: [] },
    ],
  },
  { type: 'tests.start' },
  { type: 'tests.stop' },
  { type: 'xstate.after.stepWait.testRunner.running.pausing' } as unknown as Event,
  { type: 'xstate.after.testWait.testRunner.running.betweenTests' } as unknown as Event,
  { type: 'xstate.done.actor.runStep', output: { status: 'passed' } } as unknown as Event,
  {
    type: 'xstate.done.actor.runStep',
    output: { status: 'failed', message: 'Invalid Testing Step Type' },
  } as unknown as Event,
];

// The bus is not data: the walk tells states apart by where the run is and what it found.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.tests.length,
    snapshot.context.testIndex,
    snapshot.context.stepIndex,
    snapshot.context.results.map((result: { status: string; steps: unknown[] }) => [
      result.status,
      result.steps.length,
    ]),
  ]);

describe('test runner paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(testRunnerMachine, [
      { input: { bus }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
