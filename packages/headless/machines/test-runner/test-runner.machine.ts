import { assign, emit, fromPromise, setup } from 'xstate';
import type { UntypedBus } from '../../bus/bus.types';
import { pauseBefore, runStep } from './test-runner.steps';
import { defaultTestRunnerTimings } from './test-runner.texts';
import type {
  StepOutcome,
  StepResult,
  TestRunnerContext,
  TestRunnerEmitted,
  TestRunnerEvent,
  TestRunnerInput,
  TestResult,
} from './test-runner.types';

/** What the `runStep` actor is given. */
export interface RunStepInput {
  /** The bus the step runs on. */
  bus: UntypedBus;
  /** The step as the script gave it. */
  step: unknown;
  /** The runner's step timeout, for steps without their own. */
  stepTimeout: number;
}

const currentTest = (context: TestRunnerContext) => context.tests[context.testIndex];
const currentStep = (context: TestRunnerContext) => currentTest(context)?.steps[context.stepIndex];

/** The running test's result with `update` applied to it. */
function withCurrentResult(
  context: TestRunnerContext,
  update: (result: TestResult) => TestResult,
): TestResult[] {
  return context.results.map((result, index) =>
    index === context.testIndex ? update(result) : result,
  );
}

/** Steps `from` on of the running test, skipped. */
function skippedFrom(context: TestRunnerContext, from: number): StepResult[] {
  const steps = currentTest(context)?.steps ?? [];
  return steps.slice(from).map((_, offset) => ({ index: from + offset, status: 'skipped' }));
}

/**
 * The test runner (spec 1, 'Test runner'; Genesys' Buster): configure tests, start, then each test's
 * steps run in order (a pause before each, a timeout on each), a test passes when every step passed
 * and fails at its first failed step (the rest skipped); tests are a pause apart; it completes, or
 * stops with the tests not run skipped.
 */
export const testRunnerMachine = setup({
  types: {
    context: {} as TestRunnerContext,
    events: {} as TestRunnerEvent,
    input: {} as TestRunnerInput,
    emitted: {} as TestRunnerEmitted,
  },
  actors: {
    runStep: fromPromise<StepOutcome, RunStepInput>(({ input, signal }) =>
      runStep(input.bus, input.step, input.stepTimeout, signal),
    ),
  },
  delays: {
    stepWait: ({ context }) => pauseBefore(currentStep(context), context.timings.stepWait),
    testWait: ({ context }) => Math.max(1, context.timings.testWait),
  },
  guards: {
    hasNoTestLeft: ({ context }) => context.testIndex >= context.tests.length,
    hasNoStepLeft: ({ context }) => context.stepIndex >= (currentTest(context)?.steps.length ?? 0),
    isLastTest: ({ context }) => context.testIndex >= context.tests.length - 1,
    isStepFailed: (_, outcome: StepOutcome) => outcome.status === 'failed',
  },
  actions: {
    assignTests: assign({
      tests: ({ event }) => (event.type === 'tests.configure' ? event.tests : []),
    }),
    assignRunStarted: assign({ testIndex: 0, stepIndex: 0, results: [] }),
    assignTestStarted: assign({
      stepIndex: 0,
      results: ({ context }) => [
        ...context.results,
        { name: currentTest(context)?.name ?? '', status: 'passed' as const, steps: [] },
      ],
    }),
    assignStepResult: assign({
      results: ({ context }, outcome: StepOutcome) =>
        withCurrentResult(context, (result) => ({
          ...result,
          status: outcome.status === 'failed' ? 'failed' : result.status,
          steps: [
            ...result.steps,
            { index: context.stepIndex, status: outcome.status, message: outcome.message },
          ],
        })),
    }),
    assignNextStep: assign({ stepIndex: ({ context }) => context.stepIndex + 1 }),
    assignRestSkipped: assign({
      results: ({ context }) =>
        withCurrentResult(context, (result) => ({
          ...result,
          steps: [...result.steps, ...skippedFrom(context, result.steps.length)],
        })),
    }),
    assignNextTest: assign({ testIndex: ({ context }) => context.testIndex + 1, stepIndex: 0 }),
    assignStopped: assign({
      results: ({ context }) => {
        const started = context.results.map((result, index) =>
          index === context.testIndex && index < context.tests.length
            ? {
                ...result,
                status: 'skipped' as const,
                steps: [...result.steps, ...skippedFrom(context, result.steps.length)],
              }
            : result,
        );
        const notStarted = context.tests.slice(started.length).map((test) => ({
          name: test.name,
          status: 'skipped' as const,
          steps: test.steps.map((_, index) => ({ index, status: 'skipped' as const })),
        }));
        return [...started, ...notStarted];
      },
    }),
    notifyTestStarted: emit(({ context }) => ({
      type: 'testStarted' as const,
      name: currentTest(context)?.name ?? '',
    })),
    notifyTestEnded: emit(({ context }) => ({
      type: 'testEnded' as const,
      result: context.results[context.testIndex]!,
    })),
    notifyCompleted: emit(({ context }) => ({
      type: 'completed' as const,
      results: context.results,
    })),
    notifyStopped: emit(({ context }) => ({ type: 'stopped' as const, results: context.results })),
  },
}).createMachine({
  id: 'testRunner',
  context: ({ input }) => ({
    bus: input.bus,
    timings: { ...defaultTestRunnerTimings, ...input.timings },
    tests: [],
    testIndex: 0,
    stepIndex: 0,
    results: [],
  }),
  initial: 'idle',
  on: { 'tests.configure': { target: '.ready', actions: 'assignTests' } },
  states: {
    idle: {},
    ready: {
      on: { 'tests.start': { target: 'running', actions: 'assignRunStarted' } },
    },
    running: {
      initial: 'starting',
      on: {
        'tests.configure': {},
        'tests.stop': { target: 'stopped', actions: 'assignStopped' },
      },
      states: {
        starting: {
          always: [
            { guard: 'hasNoTestLeft', target: '#testRunner.completed' },
            { target: 'pausing', actions: ['assignTestStarted', 'notifyTestStarted'] },
          ],
        },
        pausing: {
          always: { guard: 'hasNoStepLeft', target: 'ending' },
          after: { stepWait: 'stepping' },
        },
        stepping: {
          invoke: {
            id: 'runStep',
            src: 'runStep',
            input: ({ context }) => ({
              bus: context.bus,
              step: currentStep(context),
              stepTimeout: context.timings.stepTimeout,
            }),
            onDone: [
              {
                guard: { type: 'isStepFailed', params: ({ event }) => event.output },
                target: 'ending',
                actions: [
                  { type: 'assignStepResult', params: ({ event }) => event.output },
                  'assignNextStep',
                  'assignRestSkipped',
                ],
              },
              {
                target: 'pausing',
                actions: [
                  { type: 'assignStepResult', params: ({ event }) => event.output },
                  'assignNextStep',
                ],
              },
            ],
          },
        },
        ending: {
          entry: 'notifyTestEnded',
          always: [
            { guard: 'isLastTest', target: '#testRunner.completed' },
            { target: 'betweenTests' },
          ],
        },
        betweenTests: {
          entry: 'assignNextTest',
          after: { testWait: 'starting' },
        },
      },
    },
    completed: {
      entry: 'notifyCompleted',
      on: { 'tests.start': { target: 'running', actions: 'assignRunStarted' } },
    },
    stopped: {
      entry: 'notifyStopped',
      on: { 'tests.start': { target: 'running', actions: 'assignRunStarted' } },
    },
  },
});

/** The test runner machine's type. */
export type TestRunnerMachine = typeof testRunnerMachine;
