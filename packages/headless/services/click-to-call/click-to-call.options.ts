import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { flagOption, msOption, urlOption } from '../../transports/transport-options';
import { FieldIssuesError, type FieldIssue } from '../config-issues/config-issues';

// The legacy setting may be a number (an account number used as the key).
const apikeyOption = z.pipe(
  z.union([z.string(), z.number()], { error: 'Expected a text or a number' }),
  z.transform((value) => String(value)),
);

/**
 * The `ClickToCallService` configuration (`_genesys.widgets.clicktocall`, service keys;
 * service-protocols 6): where the number is asked for, its key, and what every request carries.
 */
export const clickToCallServiceOptions = defineOptions(
  {
    /** Where the request is posted, as it is (GMS: `/genesys/1/service/request-interaction`). */
    dataURL: optionalOption(urlOption),
    /** Sent as the `apikey` header. */
    apikey: optionalOption(apikeyOption),
    /** Milliseconds before a request counts as a network failure. @default 3000 */
    ajaxTimeout: option(msOption(), 3000),
    /** Sent as `_provide_code`. @default true */
    provideAccessCode: option(flagOption, true),
    /** Deep-merged first into every request body. */
    userData: optionalOption(
      z.record(z.string(), z.unknown(), { error: 'Expected an object of user data' }),
    ),
  },
  'Expected click-to-call options in an object',
);

/** The `ClickToCallService` configuration with its defaults filled in. */
export type ClickToCallServiceOptions = OptionsOf<typeof clickToCallServiceOptions.specs>;

/** The texts of the service's own refusals (service-protocols 6; spec 1, section 5). */
export const clickToCallServiceTexts = {
  /** `configure` with no object, and a request before `dataURL` is configured. */
  invalidConfiguration: 'Invalid configuration.',
} as const;

/** A configuration with bad values; the message names each one (`Invalid configuration: clicktocall.ajaxTimeout: ...`). */
export class ClickToCallConfigError extends FieldIssuesError {
  /** Creates the error from the option issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'ClickToCallConfigError');
  }
}

const serviceKeys = new Set(Object.keys(clickToCallServiceOptions.specs));

/** The service keys of a `_genesys.widgets.clicktocall` object: the window's keys (`enableCountdown`, `ewt`, ...) are left out. */
export function serviceKeysOf(given: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(given).filter(([key]) => serviceKeys.has(key)));
}

/**
 * The configuration `given` (a whole `_genesys.widgets.clicktocall` object, or `undefined`) resolves
 * to over `current`; throws a {@link ClickToCallConfigError} naming each bad service key.
 */
export function resolveClickToCallServiceOptions(
  given: unknown,
  current: ClickToCallServiceOptions = clickToCallServiceOptions.defaults,
): ClickToCallServiceOptions {
  const input =
    typeof given === 'object' && given !== null && !Array.isArray(given)
      ? serviceKeysOf(given as Record<string, unknown>)
      : given;
  const issues = clickToCallServiceOptions.issues(input, 'clicktocall');
  if (issues.length > 0) throw new ClickToCallConfigError(issues);
  return { ...current, ...clickToCallServiceOptions.schema.parse(input ?? {}) };
}
