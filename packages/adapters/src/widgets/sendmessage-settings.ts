import type { SendMessageServiceConfigureOptions } from '@cxkit/headless/widgets';
import {
  resolveSendMessageOptions,
  SendMessageConfigError,
  type SendMessageOptionsInput,
} from '@cxkit/headless/send-message/options';
import * as z from 'zod/mini';
import {
  compact,
  flag,
  isRecord,
  readLegacySettings,
  readUserData,
  sharedSettings,
  unlessEmpty,
  userDataShape,
  LegacySettingsError,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  checkWithOwnOptions,
  type SettingsReader,
  type Shape,
} from '../legacy';

/** `sendmessage` settings that failed validation; the message names every bad setting. */
export class SendMessageSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[], options?: ErrorOptions) {
    super(issues, options);
    this.name = 'SendMessageSettingsError';
  }
}

/** What the legacy `sendmessage` settings give the reference SendMessage. */
export interface SendMessageWidgetSettings {
  /** The `SendMessageService`'s configuration (service-protocols 9: dataURL, apikey, ccid, ajaxTimeout, uploadsEnabled, userData). */
  service: SendMessageServiceConfigureOptions;
  /** The SendMessage window's settings (service-protocols 10), checked. */
  window: SendMessageOptionsInput;
  /** Settings cxkit does not use, as dotted paths (`sendmessage.…`). */
  ignored: string[];
}

/** The window's keys of `_genesys.widgets.sendmessage` (service-protocols 10 and 13 §8.2). */
const windowShape = {
  formValidation: true,
  form: true,
  uploadsEnabled: true,
  SendMessageButton: {
    enabled: true,
    openDelay: true,
    effect: true,
    effectDuration: true,
    servicePlugin: true,
  },
} as const satisfies Shape;

/** The service's keys (service-protocols 9). */
const serviceShape = {
  dataURL: true,
  apikey: true,
  ccid: true,
  ajaxTimeout: true,
  uploadsEnabled: true,
  userData: userDataShape,
} as const satisfies Shape;

// An account number or a contact-centre id may be given as a number.
const headerText = z.optional(
  z.pipe(
    z.union([z.string(), z.number()], { error: 'Expected a header value' }),
    z.transform((value) => String(value)),
  ),
);

const serviceSchema = z.object({
  dataURL: z.optional(sharedSettings.dataURL()),
  apikey: headerText,
  ccid: headerText,
  ajaxTimeout: sharedSettings.ajaxTimeout,
  uploadsEnabled: z.optional(flag),
});

/** The part of `value` that `shape` uses: its keys, deep, where both are objects. */
function picked(value: unknown, shape: Shape): unknown {
  if (typeof shape !== 'object' || !isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => Object.hasOwn(shape, key))
      .map((key) => [key, picked(value[key], shape[key]!)]),
  );
}

/** The window keys, checked by the window's own options (so each bad one is named as the window names it). */
function readWindow(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): SendMessageOptionsInput | undefined {
  const window = picked(settings, windowShape) as Record<string, unknown>;
  const read = checkWithOwnOptions(
    reader,
    () => resolveSendMessageOptions(window),
    SendMessageConfigError,
  );
  return read ? (window as SendMessageOptionsInput) : undefined;
}

type SendMessageKeys = Omit<SendMessageWidgetSettings, 'ignored'>;

/** The SendMessage's declaration on the legacy settings reader: the service's and the window's keys of `sendmessage`. */
export const sendMessageSettingsDefinition: LegacySettingsDefinition<SendMessageKeys> = {
  key: 'sendmessage',
  read(settings, reader) {
    const service = reader.read(serviceSchema, settings, []);
    const userData = readUserData(settings['userData'], reader);
    const window = readWindow(settings, reader);
    if (reader.hasIssues() || !service || !window) return undefined;
    // The service merges the page's user data into each message; the window sends the open's.
    return { service: compact({ ...service, userData: unlessEmpty(userData) }), window };
  },
  used: () => ({ ...serviceShape, ...windowShape }),
  error: SendMessageSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.sendmessage` settings (the service's keys and the
 * window's); throws a {@link SendMessageSettingsError} naming every bad setting, or the spec's
 * 'Invalid configuration' alone for missing or empty ones.
 */
export function parseSendMessageSettings(settings: unknown): SendMessageWidgetSettings {
  const { value, ignored } = readLegacySettings(sendMessageSettingsDefinition, settings);
  return { ...value, ignored };
}
