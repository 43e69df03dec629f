import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import { callbackServiceOptions } from '../../services/callback/callback.options';
import { flagOption, nonEmptyText, numberWhere } from '../../transports/transport-options';

const seconds = numberWhere((value) => value >= 0, 'Expected a number of seconds, 0 or more');
const interval = numberWhere((value) => value > 0, 'Expected a number of seconds above 0');

/** The wait-time thresholds of the 'As soon as possible' choice (`ewt.immediateCallback`), in seconds. */
export interface ImmediateCallbackThresholds {
  /** Shortest wait for which the choice shows. */
  thresholdMin?: number;
  /** Longest wait for which the choice shows. */
  thresholdMax?: number;
}

/** The wait-time settings of the Callback window (`callback.ewt`). */
export interface CallbackWaitTimeOptions {
  /** Show the wait time. @default true */
  display: boolean;
  /** The wait shows once it is at least this many seconds. @default 30 */
  threshold: number;
  /** Seconds between two readings of the wait time. @default 10 */
  refreshInterval: number;
  /** The virtual queue whose wait time is read; none reads none. */
  queue?: string;
  /** When the 'As soon as possible' choice shows. */
  immediateCallback?: ImmediateCallbackThresholds;
}

/** The wait-time defaults (spec 1, section 9: display true, threshold 30 s, refresh 10 s). */
export const defaultWaitTimeOptions: CallbackWaitTimeOptions = {
  display: true,
  threshold: 30,
  refreshInterval: 10,
};

const waitTimeSchema = z.strictObject(
  {
    display: z.optional(flagOption),
    threshold: z.optional(seconds),
    refreshInterval: z.optional(interval),
    queue: z.optional(nonEmptyText('Expected a queue name')),
    immediateCallback: z.optional(
      z.strictObject(
        { thresholdMin: z.optional(seconds), thresholdMax: z.optional(seconds) },
        { error: 'Expected { thresholdMin, thresholdMax }' },
      ),
    ),
  },
  { error: 'Expected the wait-time settings in an object' },
);

/**
 * The Callback window's settings (`_genesys.widgets.callback`, window keys; service-protocols 2):
 * the country list, which call times are offered, the wait time, the service and the form
 * (`userData` and the other service keys are the `CallbackService`'s).
 */
export const callbackWindowOptions = defineOptions(
  {
    /** Phone with a country list, prefilled with the dial code (a dial code alone is empty). @default true */
    countryCodes: option(flagOption, true),
    /** Offer 'As soon as possible'. @default true */
    immediateCallback: option(flagOption, true),
    /** Offer 'Pick date & time'. @default true */
    scheduledCallback: option(flagOption, true),
    /** The wait time: display, threshold, refreshInterval, queue, immediateCallback thresholds. */
    ewt: option<Partial<CallbackWaitTimeOptions>>(waitTimeSchema, defaultWaitTimeOptions),
    /** The plugin whose `schedule` books the callback. @default 'CallbackService' */
    servicePlugin: option(nonEmptyText('Expected a plugin name'), 'CallbackService'),
    /** A custom form in the legacy `formJSON` format (the config key is `form`). */
    form: optionalOption(z.unknown()),
  },
  'Expected callback options in an object',
);

/** The window settings as a page gives them. */
export type CallbackWindowOptionsInput = Partial<OptionsOf<typeof callbackWindowOptions.specs>>;

/** The window settings resolved: defaults filled in, the wait time whole. */
export type CallbackWindowOptions = Omit<OptionsOf<typeof callbackWindowOptions.specs>, 'ewt'> & {
  ewt: CallbackWaitTimeOptions;
};

/** Settings that failed their check; the message names each bad one. */
export class CallbackWindowConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'CallbackWindowConfigError');
  }
}

const serviceKeys = new Set(Object.keys(callbackServiceOptions.specs));

/** The window keys of a `_genesys.widgets.callback` object: the service's keys are the service's to check. */
export function windowKeysOf(given: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(given).filter(([key]) => !serviceKeys.has(key)));
}

/**
 * The window settings `given` resolves to over `current` (the wait time merged key by key); throws a
 * {@link CallbackWindowConfigError} naming each bad value, and for a `thresholdMin` above the
 * `threshold` (spec 1, section 5: such a wait-time configuration is rejected).
 */
export function resolveCallbackWindowOptions(
  given: unknown,
  current: CallbackWindowOptions = {
    ...callbackWindowOptions.defaults,
    ewt: defaultWaitTimeOptions,
  },
): CallbackWindowOptions {
  const input =
    typeof given === 'object' && given !== null && !Array.isArray(given)
      ? windowKeysOf(given as Record<string, unknown>)
      : given;
  const issues = callbackWindowOptions.issues(input, 'callback');
  if (issues.length > 0) throw new CallbackWindowConfigError(issues);
  const parsed = callbackWindowOptions.schema.parse(input ?? {});
  const ewt: CallbackWaitTimeOptions = {
    ...current.ewt,
    ...parsed.ewt,
    ...(parsed.ewt?.immediateCallback
      ? { immediateCallback: { ...current.ewt.immediateCallback, ...parsed.ewt.immediateCallback } }
      : {}),
  };
  const min = ewt.immediateCallback?.thresholdMin;
  if (min !== undefined && min > ewt.threshold) {
    throw new CallbackWindowConfigError([
      {
        field: 'callback.ewt.immediateCallback.thresholdMin',
        message: `Expected at most ewt.threshold (${ewt.threshold})`,
      },
    ]);
  }
  return { ...current, ...parsed, ewt };
}
