import type { CallbackServiceOptionsInput } from '@cxkit/headless/callback-service';
import * as z from 'zod/mini';
import {
  compact,
  LegacySettingsError,
  nonBlank,
  readLegacySettings,
  readUserData,
  sharedSettings,
  unlessEmpty,
  userDataShape,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type SettingsReader,
} from '../legacy';

/** `callback` service settings that failed validation; the message names every bad setting. */
export class CallbackSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[], options?: ErrorOptions) {
    super(issues, options);
    this.name = 'CallbackSettingsError';
  }
}

/** What the legacy `callback` settings give the `CallbackService`. */
export interface CallbackServiceSettings {
  /** The service's configuration, for `createCallbackService({ options })` or `CallbackService.configure`. */
  options: CallbackServiceOptionsInput;
  /** Settings the service does not read (the Callback window's among them), as dotted paths in the order they appear. */
  ignored: string[];
}

const apiVersion = z.pipe(
  z.pipe(
    z.string({ error: "Expected 'v1' or 'v3'" }),
    z.transform((value) => value.toLowerCase()),
  ),
  z.enum(['v1', 'v3'], { error: "Expected 'v1' or 'v3'" }),
);

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The service keys of `_genesys.widgets.callback` (service-protocols 1). */
const serviceSchema = z.object({
  dataURL: z.optional(sharedSettings.dataURL()),
  // An account number may be given as a number.
  apikey: z.optional(
    z.pipe(
      z.union([z.string(), z.number()], { error: 'Expected a header value' }),
      z.transform((value) => String(value)),
    ),
  ),
  ajaxTimeout: sharedSettings.ajaxTimeout,
  callDirection: z.optional(z.string({ error: 'Expected a text' })),
  apiVersion: z.optional(apiVersion),
  serviceName: z.optional(nonBlank('Expected a service name')),
  timezone: z.optional(
    nonBlank('Expected a time zone name').check(
      z.refine(isTimeZone, 'Expected a time zone name such as Europe/London'),
    ),
  ),
});

function readCallbackService(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): Omit<CallbackServiceSettings, 'ignored'> | undefined {
  const service = reader.read(serviceSchema, settings, []);
  const userData = readUserData(settings['userData'], reader);
  if (service?.apiVersion === 'v3' && service.serviceName === undefined) {
    reader.add(['serviceName'], "Expected a service name with apiVersion 'v3'");
  }
  if (reader.hasIssues() || !service) return undefined;
  return { options: compact({ ...service, userData: unlessEmpty(userData) }) };
}

/** The callback service's declaration on the legacy settings reader: `window._genesys.widgets.callback`. */
export const callbackServiceSettingsDefinition: LegacySettingsDefinition<
  Omit<CallbackServiceSettings, 'ignored'>
> = {
  key: 'callback',
  read: readCallbackService,
  used: () => ({
    dataURL: true,
    apikey: true,
    ajaxTimeout: true,
    callDirection: true,
    userData: userDataShape,
    apiVersion: true,
    serviceName: true,
    timezone: true,
  }),
  error: CallbackSettingsError,
};

/**
 * Reads the service keys of the legacy `window._genesys.widgets.callback` settings (dataURL, apikey,
 * ajaxTimeout, callDirection, userData, apiVersion, serviceName, timezone) into the `CallbackService`
 * configuration; throws a {@link CallbackSettingsError} naming every bad setting.
 */
export function parseCallbackServiceSettings(settings: unknown): CallbackServiceSettings {
  const { value, ignored } = readLegacySettings(callbackServiceSettingsDefinition, settings);
  return { ...value, ignored };
}
