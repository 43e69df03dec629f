import * as z from 'zod/mini';
import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import { testRunnerMachine, type TestRunnerMachine } from './test-runner.machine';
import { testRunnerManifest } from './test-runner.manifest';
import type { TestCase, TestResult, TestRunnerTimings } from './test-runner.types';

/** What the `Buster` plugin drives: the test runner actor. */
export type TestRunnerTarget = Actor<TestRunnerMachine> | ActorRefFrom<TestRunnerMachine>;

// Steps are read one by one when they run (an unknown type fails its test, not the configure).
const testsSchema = z.array(z.object({ name: z.string(), steps: z.array(z.unknown()) }));

/** The results of the run `target` is on, once it completes or stops. */
function resultsOfRun(target: TestRunnerTarget): Promise<TestResult[]> {
  return new Promise((resolve) => {
    const subscriptions = [
      target.on('completed', (event) => finish(event.results)),
      target.on('stopped', (event) => finish(event.results)),
    ];
    function finish(results: TestResult[]) {
      for (const subscription of subscriptions) subscription.unsubscribe();
      resolve(results);
    }
  });
}

/**
 * The `Buster` plugin: `configure {tests}` sets the tests, `start` runs them and resolves with the
 * results, `stop` ends the run (its tests not run are skipped); the runner's notifications go out
 * as `Buster.*` events.
 */
export const testRunnerPlugin = definePlugin<TestRunnerTarget, typeof testRunnerManifest>(
  testRunnerManifest,
  {
    commands: {
      configure: (options, { target, reject }) => {
        const tests = testsSchema.safeParse(options?.tests);
        if (!tests.success) return reject('invalidConfiguration');
        if (target.getSnapshot().matches('running')) target.send({ type: 'tests.stop' });
        target.send({ type: 'tests.configure', tests: tests.data as TestCase[] });
        return undefined;
      },
      start: (_options, { target, reject }) => {
        const snapshot = target.getSnapshot();
        if (snapshot.matches('idle')) return reject('notConfigured');
        if (snapshot.matches('running')) return resultsOfRun(target);
        const results = resultsOfRun(target);
        target.send({ type: 'tests.start' });
        return results;
      },
      stop: (_options, { target, reject }) => {
        if (!target.getSnapshot().matches('running')) return reject('notRunning');
        target.send({ type: 'tests.stop' });
        return undefined;
      },
    },
    publish: (target, plugin) => {
      const subscriptions = [
        target.on('testStarted', (event) => plugin.publish('testStarted', { name: event.name })),
        target.on('testEnded', (event) => plugin.publish('testEnded', event.result)),
        target.on('completed', (event) => plugin.publish('completed', { results: event.results })),
        target.on('stopped', (event) => plugin.publish('stopped', { results: event.results })),
      ];
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    },
  },
);

/** What the test runner's runtime is made from. */
export interface TestRunnerRuntimeInput {
  /** The timings. @default spec 1's: step timeout 1000, step wait 100, test wait 800 ms */
  timings?: Partial<TestRunnerTimings>;
}

/** The test runner on the widget kit: its actor, running steps on the widget's bus, and `Buster`. */
export const testRunnerWidget = defineWidget({
  name: 'Buster',
  machines: { runner: testRunnerMachine },
  inputs: (input: TestRunnerRuntimeInput, { bus }) => ({
    runner: { bus: bus.untyped, timings: input.timings },
  }),
  plugins: ({ runner }) => [bindPlugin(testRunnerPlugin, runner)],
});
