import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { TestCase, TestResult } from './test-runner.types';

/** `Buster.configure` options: the tests to run. */
export interface TestRunnerConfigureOptions {
  /** The tests, each a name and its steps. */
  tests: TestCase[];
}

/**
 * The `Buster` plugin's table (the Genesys test runner, protocols 8.3): `configure {tests}`, then
 * `start` runs them and resolves with the results once they complete or stop; `stop` ends a run.
 * Events: `testStarted`, `testEnded` (passed, failed or skipped, with each step's result),
 * `completed` and `stopped`. Rejections: 'Invalid configuration' for tests that do not read,
 * 'No tests configured' (cxkit's own) for `start` before `configure`, and 'Not running' (cxkit's
 * own) for `stop` when nothing runs.
 */
export const testRunnerManifest = declarePlugin({
  name: 'Buster',
  commands: {
    configure: command<TestRunnerConfigureOptions>(),
    start: command<undefined, TestResult[]>(),
    stop: command(),
  },
  events: {
    testStarted: event<{ name: string }>(),
    testEnded: event<TestResult>(),
    completed: event<{ results: TestResult[] }>(),
    stopped: event<{ results: TestResult[] }>(),
  },
  rejections: {
    invalidConfiguration: 'Invalid configuration',
    notConfigured: 'No tests configured',
    notRunning: 'Not running',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof testRunnerManifest> {}
    interface Events extends EventsOf<typeof testRunnerManifest> {}
  }
}
