export {
  testRunnerMachine,
  type RunStepInput,
  type TestRunnerMachine,
} from './test-runner.machine';
export { containsData, pauseBefore, readStep, runStep } from './test-runner.steps';
export {
  defaultTestRunnerTimings,
  testModuleLoadTimeout,
  testRunnerTexts,
} from './test-runner.texts';
export type {
  CommandStep,
  EventStep,
  StepOutcome,
  StepResult,
  TestCase,
  TestResult,
  TestRunnerContext,
  TestRunnerEmitted,
  TestRunnerEvent,
  TestRunnerInput,
  TestRunnerTimings,
  TestStatus,
  TestStep,
  WaitStep,
} from './test-runner.types';
export { testRunnerManifest, type TestRunnerConfigureOptions } from './test-runner.manifest';
export {
  testRunnerPlugin,
  testRunnerWidget,
  type TestRunnerRuntimeInput,
  type TestRunnerTarget,
} from './test-runner.plugin';
