import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import { flagOption, nonEmptyText, numberWhere } from '../../transports/transport-options';

const seconds = numberWhere((value) => value >= 0, 'Expected a number of seconds, 0 or more');
const interval = numberWhere((value) => value > 0, 'Expected a number of seconds above 0');

/** The wait-time settings of the ClickToCall window (`clicktocall.ewt`). */
export interface ClickToCallWaitTimeOptions {
  /** Show the wait time. @default true */
  display: boolean;
  /** The wait shows once it is at least this many seconds. @default 30 */
  threshold: number;
  /** Seconds between two readings of the wait time. @default 10 */
  refreshInterval: number;
  /** The virtual queue whose wait time is read; none reads none. */
  queue?: string;
}

/** The wait-time defaults (spec 1, section 9: threshold 30 s, refresh 10 s; service-protocols 7: display true). */
export const defaultClickToCallWaitTime: ClickToCallWaitTimeOptions = {
  display: true,
  threshold: 30,
  refreshInterval: 10,
};

/** The seconds left at which the window announces the time left (service-protocols 7). */
export const defaultAriaNumberExpirationIntervals: readonly number[] = [100, 75, 50, 25, 10];

const waitTimeSchema = z.strictObject(
  {
    display: z.optional(flagOption),
    threshold: z.optional(seconds),
    refreshInterval: z.optional(interval),
    queue: z.optional(nonEmptyText('Expected a queue name')),
  },
  { error: 'Expected the wait-time settings in an object' },
);

const intervalsSchema = z.array(
  numberWhere((value) => value > 0, 'Expected a number of seconds above 0'),
  { error: 'Expected a list of seconds' },
);

const userDataSchema = z.record(z.string(), z.unknown(), {
  error: 'Expected the user data in an object',
});

/**
 * The ClickToCall window's settings (`_genesys.widgets.clicktocall`, window keys; service-protocols
 * 7 and 13 §8.2): the countdown, the access code and the dial link, the alert, the wait time, the
 * form and the service (`ajaxTimeout`, `dataURL` and `apikey` are the `ClickToCallService`'s).
 */
export const clickToCallOptions = defineOptions(
  {
    /** Show 'Number Expires in' with the time left. @default true */
    enableCountdown: option(flagOption, true),
    /** Show the 'Access Code' (the service sends `_provide_code` from its own copy). @default true */
    provideAccessCode: option(flagOption, true),
    /** The dial link is the service's `_tel_url` (the code dialled too); off, `tel:<number>`. @default true */
    autoDialAccessCode: option(flagOption, true),
    /** Restore a minimized window when the countdown warns. @default true */
    unminimizeOnAlert: option(flagOption, true),
    /** The seconds left at which the time left is announced to screen readers. @default [100, 75, 50, 25, 10] */
    ariaNumberExpirationIntervals: option<readonly number[]>(
      intervalsSchema,
      defaultAriaNumberExpirationIntervals,
    ),
    /** The wait time: display, threshold, refreshInterval, queue. */
    ewt: option<Partial<ClickToCallWaitTimeOptions>>(waitTimeSchema, defaultClickToCallWaitTime),
    /** A custom form in the legacy `formJSON` format (an object, or its JSON text). */
    formJSON: optionalOption(z.unknown()),
    /** User data of the page (the service merges its own copy into each request). */
    userData: optionalOption(userDataSchema),
    /** Ask before closing while the form holds typed values. @default true */
    confirmFormCloseEnabled: option(flagOption, true),
    /** The plugin whose `requestNumber` and `restore` the window calls. @default 'ClickToCallService' */
    servicePlugin: option(nonEmptyText('Expected a plugin name'), 'ClickToCallService'),
  },
  'Expected click-to-call options in an object',
);

/** The window settings as a page gives them. */
export type ClickToCallOptionsInput = Partial<OptionsOf<typeof clickToCallOptions.specs>>;

/** The window settings resolved: defaults filled in, the wait time whole. */
export type ClickToCallOptions = Omit<OptionsOf<typeof clickToCallOptions.specs>, 'ewt'> & {
  ewt: ClickToCallWaitTimeOptions;
};

/** Settings that failed their check; the message names each bad one. */
export class ClickToCallConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'ClickToCallConfigError');
  }
}

/** The keys of `_genesys.widgets.clicktocall` that only the `ClickToCallService` reads. */
export const clickToCallServiceOnlyKeys: readonly string[] = ['ajaxTimeout', 'dataURL', 'apikey'];

/** The window keys of a `_genesys.widgets.clicktocall` object: the service's own are the service's to check. */
export function clickToCallWindowKeysOf(given: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(given).filter(([key]) => !clickToCallServiceOnlyKeys.includes(key)),
  );
}

/**
 * The window settings `given` resolves to over `current` (the wait time merged key by key); throws a
 * {@link ClickToCallConfigError} naming each bad value.
 */
export function resolveClickToCallOptions(
  given: unknown,
  current: ClickToCallOptions = {
    ...clickToCallOptions.defaults,
    ewt: defaultClickToCallWaitTime,
  },
): ClickToCallOptions {
  const input =
    typeof given === 'object' && given !== null && !Array.isArray(given)
      ? clickToCallWindowKeysOf(given as Record<string, unknown>)
      : given;
  const issues = clickToCallOptions.issues(input, 'clicktocall');
  if (issues.length > 0) throw new ClickToCallConfigError(issues);
  const parsed = clickToCallOptions.schema.parse(input ?? {});
  return { ...current, ...parsed, ewt: { ...current.ewt, ...parsed.ewt } };
}
