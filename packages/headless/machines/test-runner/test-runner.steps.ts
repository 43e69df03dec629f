import * as z from 'zod/mini';
import type { UntypedBus } from '../../bus/bus.types';
import { testRunnerTexts } from './test-runner.texts';
import type { StepOutcome, TestStep } from './test-runner.types';

const wait = z.optional(z.number());
const stepSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('command'),
    command: z.string(),
    options: z.optional(z.unknown()),
    expect: z.optional(z.enum(['resolve', 'reject'])),
    data: z.optional(z.unknown()),
    wait,
    timeout: z.optional(z.number()),
  }),
  z.object({
    type: z.literal('event'),
    event: z.string(),
    data: z.optional(z.unknown()),
    wait,
    timeout: z.optional(z.number()),
  }),
  z.object({ type: z.literal('wait'), wait: z.number() }),
]);

/** Reads a step of a test script; `undefined` for an unknown type or a malformed step. */
export function readStep(step: unknown): TestStep | undefined {
  const parsed = stepSchema.safeParse(step);
  return parsed.success ? (parsed.data as TestStep) : undefined;
}

/** The pause before `step`: its own `wait`, else `stepWait`; never under 1 ms. */
export function pauseBefore(step: unknown, stepWait: number): number {
  const read = readStep(step);
  const given = read && 'wait' in read && read.wait !== undefined ? read.wait : stepWait;
  return Math.max(1, given);
}

/** Whether `actual` holds everything of `expected` (objects and arrays deeply, the rest by `Object.is`). */
export function containsData(actual: unknown, expected: unknown): boolean {
  if (Object.is(actual, expected)) return true;
  if (typeof expected !== 'object' || expected === null) return false;
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => containsData(actual[index], item))
    );
  }
  return Object.entries(expected).every(([key, value]) =>
    containsData((actual as Record<string, unknown>)[key], value),
  );
}

const failed = (message: string): StepOutcome => ({ status: 'failed', message });
const passed: StepOutcome = { status: 'passed' };

/** Resolves to `undefined` after `ms`, or never once `signal` aborts (its timer cleared). */
function timeoutAfter(ms: number, signal: AbortSignal): Promise<undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

async function runCommand(
  bus: UntypedBus,
  step: Extract<TestStep, { type: 'command' }>,
  timeout: number,
  signal: AbortSignal,
): Promise<StepOutcome> {
  const settled = bus.command(step.command, step.options, 'Buster').then(
    (value) => ({ resolved: true, value }) as const,
    (error: unknown) =>
      ({ resolved: false, value: error instanceof Error ? error.message : error }) as const,
  );
  const outcome = await Promise.race([settled, timeoutAfter(timeout, signal)]);
  if (outcome === undefined) return failed(testRunnerTexts.unsettled);
  if (outcome.resolved !== ((step.expect ?? 'resolve') === 'resolve')) {
    return failed(testRunnerTexts.unsettled);
  }
  if (step.data !== undefined && !containsData(outcome.value, step.data)) {
    return failed(testRunnerTexts.unexpectedData);
  }
  return passed;
}

function runEvent(
  bus: UntypedBus,
  step: Extract<TestStep, { type: 'event' }>,
  timeout: number,
  signal: AbortSignal,
): Promise<StepOutcome> {
  return new Promise((resolve) => {
    let seen: unknown[] = [];
    const finish = (outcome: StepOutcome) => {
      unsubscribe();
      clearTimeout(timer);
      resolve(outcome);
    };
    const unsubscribe = bus.subscribe(step.event, (event) => {
      if (step.data === undefined || containsData(event.data, step.data)) finish(passed);
      else seen = [...seen, event.data];
    });
    const timer = setTimeout(
      () =>
        finish(failed(seen.length ? testRunnerTexts.unexpectedData : testRunnerTexts.unsettled)),
      timeout,
    );
    signal.addEventListener('abort', () => {
      unsubscribe();
      clearTimeout(timer);
    });
  });
}

/**
 * Runs one step of a test on the bus (as the commander `Buster`, the Genesys test runner's name):
 * a command must settle as expected within its timeout with the expected data, an event must come
 * within its timeout with the expected data, a wait passes. Never rejects: a failure is an outcome
 * with the spec's text.
 */
export function runStep(
  bus: UntypedBus,
  step: unknown,
  stepTimeout: number,
  signal: AbortSignal,
): Promise<StepOutcome> {
  const read = readStep(step);
  if (!read) return Promise.resolve(failed(testRunnerTexts.invalidStepType));
  if (read.type === 'wait') return Promise.resolve(passed);
  const timeout = read.timeout ?? stepTimeout;
  return read.type === 'command'
    ? runCommand(bus, read, timeout, signal)
    : runEvent(bus, read, timeout, signal);
}
