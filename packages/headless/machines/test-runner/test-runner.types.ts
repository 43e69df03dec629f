import type { UntypedBus } from '../../bus/bus.types';

/** The test runner's timings (spec 1, section 9), in ms. */
export interface TestRunnerTimings {
  /** How long a step may take to settle. @default 1000 */
  stepTimeout: number;
  /** The pause before each step. @default 100 */
  stepWait: number;
  /** The pause between two tests. @default 800 */
  testWait: number;
}

/** A step that runs a bus command and checks how it settles. */
export interface CommandStep {
  /** The step's type. */
  type: 'command';
  /** `Plugin.command`. */
  command: string;
  /** The command's options. */
  options?: unknown;
  /** How the command must settle. @default 'resolve' */
  expect?: 'resolve' | 'reject';
  /** Data the answer (or the rejection's message) must contain, compared as a deep subset. */
  data?: unknown;
  /** This step's pause before it runs, at least 1 ms. @default the runner's `stepWait` */
  wait?: number;
  /** This step's time to settle. @default the runner's `stepTimeout` */
  timeout?: number;
}

/** A step that waits for a bus event (published after the step starts). */
export interface EventStep {
  /** The step's type. */
  type: 'event';
  /** `Plugin.event`. */
  event: string;
  /** Data the event's payload must contain, compared as a deep subset. */
  data?: unknown;
  /** This step's pause before it runs, at least 1 ms. @default the runner's `stepWait` */
  wait?: number;
  /** This step's time for the event to come. @default the runner's `stepTimeout` */
  timeout?: number;
}

/** A step that only waits. */
export interface WaitStep {
  /** The step's type. */
  type: 'wait';
  /** How long, at least 1 ms. */
  wait: number;
}

/** One step of a test: a command, an event or a pause. */
export type TestStep = CommandStep | EventStep | WaitStep;

/** A test: a name and its steps, run in order. */
export interface TestCase {
  /** Shown in the results. */
  name: string;
  /** Run one after the other; the first that fails skips the rest. */
  steps: readonly unknown[];
}

/** How a step, or a test, ended. */
export type TestStatus = 'passed' | 'failed' | 'skipped';

/** A step's result. */
export interface StepResult {
  /** Its place in the test, from 0. */
  index: number;
  /** How it ended. */
  status: TestStatus;
  /** Why it failed: one of the spec's texts, or the command's own rejection. */
  message?: string;
}

/** A test's result. */
export interface TestResult {
  /** The test's name. */
  name: string;
  /** Passed when every step passed; failed at the first failed step; skipped when stopped before. */
  status: TestStatus;
  /** Its steps' results, one per step. */
  steps: StepResult[];
}

/** What a step's run resolves to. */
export interface StepOutcome {
  /** Passed or failed. */
  status: 'passed' | 'failed';
  /** Why it failed. */
  message?: string;
}

/** Input of the test runner machine. */
export interface TestRunnerInput {
  /** The bus the steps run on. */
  bus: UntypedBus;
  /** The timings. @default spec 1's: 1000, 100, 800 ms */
  timings?: Partial<TestRunnerTimings>;
}

/** Context of the test runner machine. */
export interface TestRunnerContext {
  /** The bus the steps run on. */
  bus: UntypedBus;
  /** The timings. */
  timings: TestRunnerTimings;
  /** The configured tests. */
  tests: TestCase[];
  /** The running test, from 0. */
  testIndex: number;
  /** The running step of that test, from 0. */
  stepIndex: number;
  /** The results so far, one per test started or skipped. */
  results: TestResult[];
}

/** Events of the test runner machine. */
export type TestRunnerEvent =
  { type: 'tests.configure'; tests: TestCase[] } | { type: 'tests.start' } | { type: 'tests.stop' };

/** Notifications of the test runner machine. */
export type TestRunnerEmitted =
  | { type: 'testStarted'; name: string }
  | { type: 'testEnded'; result: TestResult }
  | { type: 'completed'; results: TestResult[] }
  | { type: 'stopped'; results: TestResult[] };
