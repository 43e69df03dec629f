import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { flagOption, msOption, urlOption } from '../../transports/transport-options';
import { FieldIssuesError, type FieldIssue } from '../config-issues/config-issues';

// A legacy key or contact-centre id may be a number (an account number).
const headerOption = z.pipe(
  z.union([z.string(), z.number()], { error: 'Expected a text or a number' }),
  z.transform((value) => String(value)),
);

/**
 * The `SendMessageService` configuration (`_genesys.widgets.sendmessage`, service keys;
 * service-protocols 9 and 13 §6b): where the message goes, its headers, the body's encoding and
 * the user data every message carries.
 */
export const sendMessageServiceOptions = defineOptions(
  {
    /** Where the message is posted, as it is (GMS Email API v2: `/genesys/2/email/{serviceName}`). */
    dataURL: optionalOption(urlOption),
    /** Sent as the `apikey` header. */
    apikey: optionalOption(headerOption),
    /** Sent as the `ContactCenterId` header. */
    ccid: optionalOption(headerOption),
    /** Milliseconds before a URL-encoded message counts as timed out (a multipart one has none). @default 3000 */
    ajaxTimeout: option(msOption(), 3000),
    /** Multipart with the files attached; off, URL-encoded without files. @default true */
    uploadsEnabled: option(flagOption, true),
    /** Sent with every message, first, one `key=value` per key. */
    userData: optionalOption(
      z.record(z.string(), z.unknown(), { error: 'Expected an object of user data' }),
    ),
  },
  'Expected send-message options in an object',
);

/** The `SendMessageService` configuration with its defaults filled in. */
export type SendMessageServiceOptions = OptionsOf<typeof sendMessageServiceOptions.specs>;

/** The texts of the service's own refusals (service-protocols 9; spec 3, section 8). */
export const sendMessageServiceTexts = {
  /** `configure` with no object (or an empty one), and a message before `dataURL` is configured. */
  invalidConfiguration: 'Invalid configuration',
  /** `sendForm` without `formData`. */
  noFormData: 'No formData found',
  /** Uploads on in a browser without `FormData` (spec 3, section 8: the text as the widget spells it). */
  noFormDataSupport: 'No HTMl5 formData support on your browser',
} as const;

/** A configuration with bad values; the message names each one (`Invalid configuration: sendmessage.ajaxTimeout: ...`). */
export class SendMessageServiceConfigError extends FieldIssuesError {
  /** Creates the error from the option issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'SendMessageServiceConfigError');
  }
}

const serviceKeys = new Set(Object.keys(sendMessageServiceOptions.specs));

/** The service keys of a `_genesys.widgets.sendmessage` object: the window's keys (`formValidation`, `SendMessageButton`, ...) are left out. */
export function sendMessageServiceKeysOf(given: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(given).filter(([key]) => serviceKeys.has(key)));
}

/**
 * The configuration `given` (a whole `_genesys.widgets.sendmessage` object, or `undefined`)
 * resolves to over `current`; throws a {@link SendMessageServiceConfigError} naming each bad key.
 */
export function resolveSendMessageServiceOptions(
  given: unknown,
  current: SendMessageServiceOptions = sendMessageServiceOptions.defaults,
): SendMessageServiceOptions {
  const input =
    typeof given === 'object' && given !== null && !Array.isArray(given)
      ? sendMessageServiceKeysOf(given as Record<string, unknown>)
      : given;
  const issues = sendMessageServiceOptions.issues(input, 'sendmessage');
  if (issues.length > 0) throw new SendMessageServiceConfigError(issues);
  return { ...current, ...sendMessageServiceOptions.schema.parse(input ?? {}) };
}
