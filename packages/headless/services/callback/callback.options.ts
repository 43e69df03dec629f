import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { msOption, nonEmptyText, urlOption } from '../../transports/transport-options';
import { FieldIssuesError, type FieldIssue } from '../config-issues/config-issues';

/** The callback back end's API: GMS Callback Services v1 or GES Callback v3. */
export type CallbackApiVersion = 'v1' | 'v3';

const apiVersionOption = z.pipe(
  z.pipe(
    z.string({ error: "Expected 'v1' or 'v3'" }),
    z.transform((value) => value.toLowerCase()),
  ),
  z.enum(['v1', 'v3'], { error: "Expected 'v1' or 'v3'" }),
);

// The legacy setting may be a number (an account number used as the key).
const apikeyOption = z.pipe(
  z.union([z.string(), z.number()], { error: 'Expected a text or a number' }),
  z.transform((value) => String(value)),
);

/**
 * The `CallbackService` configuration (`_genesys.widgets.callback`, service keys): where the back end
 * is, its key, and what every request carries.
 */
export const callbackServiceOptions = defineOptions(
  {
    /** Base URL of the callback service (v1: the service itself; v3: `…/engagement/v3/callbacks`). */
    dataURL: optionalOption(urlOption),
    /** The API key: header `apikey` in v1, `x-api-key` in v3. */
    apikey: optionalOption(apikeyOption),
    /** Milliseconds before a request fails with kind `timeout`. @default 3000 */
    ajaxTimeout: option(msOption(), 3000),
    /** Sent as `_call_direction` in v1 (always sent, empty when unset). */
    callDirection: optionalOption(z.string({ error: 'Expected a text' })),
    /** v1 only: merged flat into every schedule body. */
    userData: optionalOption(
      z.record(z.string(), z.unknown(), { error: 'Expected an object of user data' }),
    ),
    /** `v1` (GMS) or `v3` (GES); any letter case. @default 'v1' */
    apiVersion: option<CallbackApiVersion>(apiVersionOption, 'v1'),
    /** The GES service name (required by v3). */
    serviceName: optionalOption(nonEmptyText('Expected a service name')),
    /** v3 availability only: slots are keyed by `localTime` instead of `utcTime`. It is never sent. */
    timezone: optionalOption(nonEmptyText('Expected a time zone name')),
  },
  'Expected callback options in an object',
);

/** The `CallbackService` configuration with its defaults filled in. */
export type CallbackServiceOptions = OptionsOf<typeof callbackServiceOptions.specs>;

/** The configuration a page gives (every key optional). */
export type CallbackServiceOptionsInput = Partial<CallbackServiceOptions>;

/** A configuration with bad values; the message names each one (`Invalid configuration: callback.apiVersion: ...`). */
export class CallbackConfigError extends FieldIssuesError {
  /** Creates the error from the option issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'CallbackConfigError');
  }
}
