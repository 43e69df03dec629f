import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import {
  flagOption,
  msOption,
  nonEmptyText,
  numberWhere,
} from '../../transports/transport-options';

/** How the side button appears once its delay has passed. */
export type SendMessageButtonEffect = 'fade' | 'slide' | 'none';

/** The side button's settings (`sendmessage.SendMessageButton`; service-protocols 10). */
export interface SendMessageButtonOptions {
  /** Show the 'Send Message' side button. @default false */
  enabled: boolean;
  /** Milliseconds before it shows. @default 1000 */
  openDelay: number;
  /** How it appears. @default 'fade' */
  effect: SendMessageButtonEffect;
  /** Length of the effect in ms. @default 300 */
  effectDuration: number;
  /** The plugin whose `sendForm` the window calls (read from inside the button's settings, as the widget reads it). @default 'SendMessageService' */
  servicePlugin: string;
}

/** The side button's defaults (spec 3, section 9; service-protocols 10). */
export const defaultSendMessageButton: SendMessageButtonOptions = {
  enabled: false,
  openDelay: 1000,
  effect: 'fade',
  effectDuration: 300,
  servicePlugin: 'SendMessageService',
};

const effectSchema = z.enum(['fade', 'slide', 'none'], {
  error: 'Expected fade, slide or none',
});

// Not strict: the legacy `template` (HTML of the button) rides along, unused.
const buttonSchema = z.object(
  {
    enabled: z.optional(flagOption),
    openDelay: z.optional(msOption('Expected a number of ms, 0 or more', 0)),
    effect: z.optional(effectSchema),
    effectDuration: z.optional(
      numberWhere((value) => value >= 0, 'Expected a number of ms, 0 or more'),
    ),
    servicePlugin: z.optional(nonEmptyText('Expected a plugin name')),
  },
  { error: 'Expected the button settings in an object' },
);

/**
 * The SendMessage window's settings (`_genesys.widgets.sendmessage`, window keys; service-protocols
 * 10 and 13 §8.2): validation, the custom form, the attach link and the side button
 * (`dataURL`, `apikey`, `ccid`, `ajaxTimeout` and `userData` are the `SendMessageService`'s).
 */
export const sendMessageOptions = defineOptions(
  {
    /** Every field required and the e-mail's format checked before sending. @default true */
    formValidation: option(flagOption, true),
    /** A custom form in the legacy `formJSON` format (an object, or its JSON text). */
    form: optionalOption(z.unknown()),
    /** Show the 'Attach files' link (the service sends multipart). @default true */
    uploadsEnabled: option(flagOption, true),
    /** The side button: enabled, openDelay, effect, effectDuration, servicePlugin. */
    SendMessageButton: option<Partial<SendMessageButtonOptions>>(
      buttonSchema,
      defaultSendMessageButton,
    ),
  },
  'Expected send-message options in an object',
);

/** The window settings as a page gives them. */
export type SendMessageOptionsInput = Partial<OptionsOf<typeof sendMessageOptions.specs>>;

/** The window settings resolved: defaults filled in, the button's settings whole. */
export type SendMessageOptions = Omit<
  OptionsOf<typeof sendMessageOptions.specs>,
  'SendMessageButton'
> & {
  SendMessageButton: SendMessageButtonOptions;
};

/** Settings that failed their check; the message names each bad one. */
export class SendMessageConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'SendMessageConfigError');
  }
}

/** The keys of `_genesys.widgets.sendmessage` that only the `SendMessageService` reads. */
export const sendMessageServiceOnlyKeys: readonly string[] = [
  'dataURL',
  'apikey',
  'ccid',
  'ajaxTimeout',
  'userData',
];

/** The window keys of a `_genesys.widgets.sendmessage` object: the service's own are the service's to check. */
export function sendMessageWindowKeysOf(given: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(given).filter(([key]) => !sendMessageServiceOnlyKeys.includes(key)),
  );
}

/**
 * The window settings `given` resolves to over `current` (the button's merged key by key); throws a
 * {@link SendMessageConfigError} naming each bad value.
 */
export function resolveSendMessageOptions(
  given: unknown,
  current: SendMessageOptions = {
    ...sendMessageOptions.defaults,
    SendMessageButton: defaultSendMessageButton,
  },
): SendMessageOptions {
  const input =
    typeof given === 'object' && given !== null && !Array.isArray(given)
      ? sendMessageWindowKeysOf(given as Record<string, unknown>)
      : given;
  const issues = sendMessageOptions.issues(input, 'sendmessage');
  if (issues.length > 0) throw new SendMessageConfigError(issues);
  const parsed = sendMessageOptions.schema.parse(input ?? {});
  return {
    ...current,
    ...parsed,
    SendMessageButton: { ...current.SendMessageButton, ...parsed.SendMessageButton },
  };
}
