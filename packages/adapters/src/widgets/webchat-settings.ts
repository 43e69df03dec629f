import type { GmsTransportOptions } from '@cxkit/headless/chat';
import type { CloudV2TransportOptions } from '@cxkit/headless/chat/cloud-v2';
import type { GmsPushTransportOptions } from '@cxkit/headless/chat/gms-push';
import type { RestV3TransportOptions } from '@cxkit/headless/chat/rest-v3';
import { isWebUrl } from '@cxkit/headless/services';
import type { WebChatProps } from '@cxkit/reference-ui/web-chat';
import * as z from 'zod/mini';
import { isRecord } from '../embed/genesys-config';

/** One invalid `webchat` setting. */
export interface WebChatSettingsIssue {
  /** Dotted path of the setting, e.g. `webchat.autoInvite.timeToInviteSeconds`; `webchat` for the whole. */
  field: string;
  /** What is wrong with it. */
  message: string;
}

/** The spec's text for a configuration that is missing or empty (`webchat.commands.invalidConfiguration`). */
export const invalidConfiguration = 'Invalid configuration';

/** `webchat` settings that failed validation; the message names every bad setting. */
export class WebChatSettingsError extends Error {
  /** Every invalid setting. */
  readonly issues: WebChatSettingsIssue[];

  /** Creates the error from the setting issues (and, when it came from a transport, that transport's error). */
  constructor(issues: WebChatSettingsIssue[], options?: ErrorOptions) {
    // Missing, not an object, or empty: the spec's text alone, since there is no setting to name.
    const whole = issues.length === 1 && issues[0]?.field === 'webchat';
    const named = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
    super(whole ? invalidConfiguration : `${invalidConfiguration}: ${named}`, options);
    this.name = 'WebChatSettingsError';
    this.issues = issues;
  }
}

/** GMS chat v2 over HTTP polling: `webchat.dataURL` (no `transport.type`, CometD off). */
export interface GmsBackEnd {
  /** Which back end. */
  type: 'gms';
  /** Options of `createGmsTransport`, without `headers`. */
  options: Omit<GmsTransportOptions, 'headers'>;
  /** Whether requests carry the app's headers (`enableCustomHeader`). */
  customHeaders: boolean;
}

/** GMS chat v2 over CometD: `webchat.cometD` with `enabled: true`. */
export interface GmsPushBackEnd {
  /** Which back end. */
  type: 'gms-push';
  /** Options of `createGmsPushTransport`, without `headers`. */
  options: Omit<GmsPushTransportOptions, 'headers'>;
  /** Whether file requests carry the app's headers (`enableCustomHeader`). */
  customHeaders: boolean;
}

/** Genesys Engage chat REST v3: `webchat.transport.type` `'pureengage-v3-rest'`. */
export interface RestV3BackEnd {
  /** Which back end. */
  type: 'pureengage-v3-rest';
  /** Options of `createRestV3Transport`; `headers` are the page's own (`transport.headers`). */
  options: Omit<RestV3TransportOptions, 'headers'> & { headers?: Record<string, string> };
  /** Whether requests also carry the app's headers (`enableCustomHeader`). */
  customHeaders: boolean;
}

/** Genesys Cloud guest chat v2: `webchat.transport.type` `'purecloud-v2-sockets'` (it takes no headers). */
export interface CloudV2BackEnd {
  /** Which back end. */
  type: 'purecloud-v2-sockets';
  /** Options of `createCloudV2Transport`. */
  options: CloudV2TransportOptions;
}

/** The chat back end the legacy settings name, with its transport's options. */
export type WebChatBackEnd = GmsBackEnd | GmsPushBackEnd | RestV3BackEnd | CloudV2BackEnd;

/** What the legacy `webchat` settings give the reference `WebChat`. */
export interface WebChatSettings {
  /** Props of `WebChat`, all but `transport`. */
  props: Omit<WebChatProps, 'transport'>;
  /** Delay before the chat button shows (`chatButton.openDelay`, ms): `DockProvider`'s `sideButtonDelay`. */
  sideButtonDelay?: number;
  /** The back end, for `createWebChatTransport`. */
  backEnd: WebChatBackEnd;
  /** Settings cxkit does not use, as dotted paths in the order they appear. */
  ignored: string[];
}

type Kind = WebChatBackEnd['type'];
type Path = readonly (string | number)[];
type Raw = Record<string, unknown>;
type FieldDefinition = NonNullable<WebChatProps['formDefinition']>[number];
type ChatOptions = NonNullable<WebChatProps['chatOptions']>;
type WidgetOptions = NonNullable<WebChatProps['widgetOptions']>;

/** A `formJSON` input's `validate(event, form, input, label, $, CXBus, Common)`. */
type LegacyValidate = (...args: unknown[]) => unknown;

// Keys that reach Object.prototype (or a constructor's) when a consumer later merges the data.
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

const startFormFields = new Set(['firstname', 'lastname', 'nickname', 'email', 'subject']);

const transportTypes = ['pureengage-v3-rest', 'purecloud-v2-sockets'] as const;

const maxTimer = 2_147_483_647;

/** A minute past a back end's upload timeout, within the longest timer delay; none without one. */
const afterUploadTimeout = (ms: number | undefined) =>
  ms === undefined ? undefined : Math.min(ms + 60_000, maxTimer);

const flag = z.boolean({ error: 'Expected true or false' });
const numberWhere = (isValid: (value: number) => boolean, message: string) =>
  z.number({ error: message }).check(z.refine(isValid, message));
const ms = (least: number) =>
  numberWhere(
    (value) => value >= least && value <= maxTimer,
    `Expected a number of ms from ${least} to ${maxTimer}`,
  );
const seconds = numberWhere(
  (value) => value >= 0 && value * 1000 <= maxTimer,
  `Expected a number of seconds from 0 to ${Math.floor(maxTimer / 1000)}`,
);
const whole = (least: number, most = Number.MAX_SAFE_INTEGER) =>
  numberWhere(
    (value) => Number.isSafeInteger(value) && value >= least && value <= most,
    most === Number.MAX_SAFE_INTEGER
      ? `Expected a whole number of ${least} or more`
      : `Expected a whole number from ${least} to ${most}`,
  );
const nonBlank = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => value.trim() !== '', message));
const url = (missing = 'Expected a URL') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'Expected a URL') })
    .check(z.refine((value) => value.startsWith('/') || isWebUrl(value), 'Expected a URL'));
const headerValue = z.string({ error: 'Expected a header value' });
const endpoint = z.optional(nonBlank('Expected an endpoint name'));
const endpointSchema = z.object({ endpoint });
const objectOf = <Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  message = 'Expected an object',
) => z.object(shape, { error: message });

/** The settings every back end reads. */
const commonSchema = z.object({
  async: z.optional(
    objectOf({
      enabled: z.optional(flag),
      newMessageRestoreState: z.optional(
        z.enum(['full', 'minimized'], { error: "Expected 'full' or 'minimized'" }),
      ),
    }),
  ),
  autoInvite: z.optional(
    objectOf({
      enabled: z.optional(flag),
      timeToInviteSeconds: z.optional(seconds),
      inviteTimeoutSeconds: z.optional(seconds),
    }),
  ),
  // The older timers of the proactive invitation; autoInvite's own win.
  proactive: z.optional(
    objectOf({ idleTimer: z.optional(seconds), cancelTimer: z.optional(seconds) }),
  ),
  chatButton: z.optional(
    objectOf({
      enabled: z.optional(flag),
      effect: z.optional(
        z.enum(['fade', 'slide', 'none'], { error: "Expected 'fade', 'slide' or 'none'" }),
      ),
      openDelay: z.optional(ms(0)),
      effectDuration: z.optional(ms(0)),
      hideDuringInvite: z.optional(flag),
    }),
  ),
  confirmFormCloseEnabled: z.optional(flag),
  inviteOnRestoreTimeout: z.optional(flag),
  minimizeOnMobileRestore: z.optional(flag),
  unminimizeOnAlert: z.optional(flag),
  markdown: z.optional(flag),
  actionsMenu: z.optional(flag),
  emojis: z.optional(flag),
  uploadsEnabled: z.optional(flag),
  charCountEnabled: z.optional(flag),
  // As main.timeFormat: 12 or 24, as a number or a text.
  timeFormat: z.optional(
    z.pipe(
      z.union([z.literal(12), z.literal(24), z.literal('12'), z.literal('24')], {
        error: 'Expected 12 or 24',
      }),
      z.transform((value) => (Number(value) === 12 ? 12 : 24) as 12 | 24),
    ),
  ),
  maxMessageLength: z.optional(whole(1)),
  restoreTimeout: z.optional(ms(0)),
});

const gmsSchema = z.object({
  dataURL: url('Expected the URL of the chat service (or a cometD or transport setting)'),
  apikey: z.optional(headerValue),
  enableCustomHeader: z.optional(flag),
  enableUrlTrailingSlash: z.optional(flag),
  ajaxTimeout: z.optional(ms(1)),
  fileUploadTimeout: z.optional(ms(1)),
  pollRateMin: z.optional(ms(1)),
  pollRateMax: z.optional(ms(1)),
  pollRateMult: z.optional(
    numberWhere((value) => value >= 1 && value <= 1000, 'Expected a factor from 1 to 1000'),
  ),
  pollExceptionLimit: z.optional(whole(1)),
});

const gmsPushSchema = z.object({
  apikey: z.optional(headerValue),
  enableCustomHeader: z.optional(flag),
  ajaxTimeout: z.optional(ms(1)),
  fileUploadTimeout: z.optional(ms(1)),
});

const serviceChannel = /^\/service\/chatV2\/[^/*\s]+$/;

const cometDSchema = z.object({
  cometURL: url(),
  channel: z
    .string({ error: 'Expected /service/chatV2/{name}' })
    .check(z.refine((value) => serviceChannel.test(value), 'Expected /service/chatV2/{name}')),
  apiURL: url(),
  websocketEnabled: z.optional(flag),
  logLevel: z.optional(
    z.enum(['warn', 'info', 'debug'], { error: "Expected 'warn', 'info' or 'debug'" }),
  ),
});

const restV3Schema = z.object({
  enableCustomHeader: z.optional(flag),
  fileUploadTimeout: z.optional(ms(1)),
});

const restV3TransportSchema = z.object({
  dataURL: url(),
  endpoint,
  headers: z.optional(
    z.record(z.string(), headerValue, { error: 'Expected an object of header values' }),
  ),
  stream: z.optional(nonBlank('Expected a stream name')),
  clientType: z.optional(nonBlank('Expected a client type')),
  pollTimeout: z.optional(ms(100)),
  maxMessagePageSize: z.optional(whole(16)),
  async: z.optional(
    z.union([flag, objectOf({ enabled: z.optional(flag) })], {
      error: 'Expected true or false, or { enabled }',
    }),
  ),
});

const cloudV2TransportSchema = z.object({
  dataURL: url(),
  deploymentKey: z.optional(nonBlank('Expected a deployment id')),
  deploymentId: z.optional(nonBlank('Expected a deployment id')),
  orgGuid: z.optional(nonBlank('Expected an organisation id')),
  organizationId: z.optional(nonBlank('Expected an organisation id')),
  interactionData: objectOf(
    {
      routing: objectOf(
        {
          targetType: z.optional(nonBlank('Expected a target type')),
          targetAddress: nonBlank('Expected a queue name'),
          skills: z.optional(
            z.array(z.string({ error: 'Expected a skill' }), {
              error: 'Expected a list of skills',
            }),
          ),
          priority: z.optional(numberWhere(Number.isSafeInteger, 'Expected a whole number')),
          language: z.optional(nonBlank('Expected a language')),
        },
        'Expected routing options with a targetAddress',
      ),
    },
    'Expected interaction data with routing options',
  ),
  journeyContext: z.optional(
    z.custom<NonNullable<CloudV2TransportOptions['journeyContext']>>(isRecord, {
      error: 'Expected a journey context object',
    }),
  ),
  maxMessagePageSize: z.optional(whole(1, 200)),
  socketReconnectInterval: z.optional(ms(0)),
  markdown: z.optional(flag),
});

const choiceSchema = objectOf(
  {
    value: z.union([z.string(), z.number()], { error: 'Expected a text or a number' }),
    label: z.optional(z.string({ error: 'Expected a text' })),
    text: z.optional(z.string({ error: 'Expected a text' })),
    selected: z.optional(flag),
  },
  'Expected a choice { value, text }',
);

const inputSchema = objectOf(
  {
    name: nonBlank('Expected a field name'),
    label: z.optional(z.string({ error: 'Expected a text' })),
    placeholder: z.optional(z.string({ error: 'Expected a text' })),
    maxlength: z.optional(
      z.custom<number | string>(
        (value) =>
          (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) ||
          (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value)),
        { error: 'Expected a whole number of 1 or more' },
      ),
    ),
    value: z.optional(z.union([z.string(), z.number()], { error: 'Expected a text or a number' })),
    type: z.optional(
      z.enum(['text', 'email', 'tel', 'select', 'checkbox', 'textarea', 'hidden'], {
        error: "Expected 'text', 'email', 'tel', 'select', 'checkbox', 'textarea' or 'hidden'",
      }),
    ),
    validate: z.optional(
      z.custom<LegacyValidate>((value) => typeof value === 'function', {
        error: 'Expected a function',
      }),
    ),
    options: z.optional(z.array(choiceSchema, { error: 'Expected a list of choices' })),
    readonly: z.optional(flag),
  },
  'Expected a field { name, label, ... }',
);

type LegacyInput = z.output<typeof inputSchema>;

/** Collects the issues of every setting, so that one error can name them all. */
interface Reader {
  /** Records an issue at `path` (from `webchat`). */
  add(path: Path, message: string): void;
  /** Parses `value` at `path`: its data, or `undefined` after recording its issues. */
  read<T>(schema: z.ZodMiniType<T>, value: unknown, path: Path): T | undefined;
}

function createReader(issues: WebChatSettingsIssue[]): Reader {
  const add = (path: Path, message: string) =>
    issues.push({ field: ['webchat', ...path].join('.'), message });
  return {
    add,
    read(schema, value, path) {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        add([...path, ...issue.path.map(String)], issue.message);
      return undefined;
    },
  };
}

/** A copy of `value` without its `undefined` entries. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** `value` unless it is an object without entries. */
function unlessEmpty<T extends object>(value: T): T | undefined {
  return Object.keys(value).length > 0 ? value : undefined;
}

/** Which back end the settings name: `transport.type` first, then CometD, else GMS. */
function backEndKind(settings: Raw, reader: Reader): Kind | undefined {
  const { transport, cometD } = settings;
  if (transport !== undefined) {
    if (!isRecord(transport)) {
      reader.add(['transport'], 'Expected an object');
      return undefined;
    }
    const type = transport['type'];
    if (transportTypes.some((known) => known === type)) return type as Kind;
    if (type !== undefined) {
      reader.add(['transport', 'type'], "Expected 'pureengage-v3-rest' or 'purecloud-v2-sockets'");
      return undefined;
    }
  }
  if (isRecord(cometD)) {
    const enabled = cometD['enabled'];
    if (enabled === true) return 'gms-push';
    if (enabled !== undefined && enabled !== false) {
      reader.add(['cometD', 'enabled'], 'Expected true or false');
      return undefined;
    }
  } else if (cometD !== undefined) {
    reader.add(['cometD'], 'Expected an object');
    return undefined;
  }
  return 'gms';
}

/** The back end's options, from the settings that belong to it. */
function readBackEnd(
  kind: Kind,
  settings: Raw,
  async: boolean | undefined,
  reader: Reader,
): WebChatBackEnd | undefined {
  switch (kind) {
    case 'gms': {
      const gms = reader.read(gmsSchema, settings, []);
      if (!gms) return undefined;
      // The transport's defaults (the widget's): 500 and 3000 ms.
      const { pollRateMin: min = 500, pollRateMax: max } = gms;
      if (max === undefined && min > 3000) {
        reader.add(['pollRateMin'], 'Expected a number of ms up to pollRateMax (3000)');
        return undefined;
      }
      if (max !== undefined && min > max) {
        reader.add(['pollRateMax'], `Expected a number of ms of pollRateMin (${min}) or more`);
        return undefined;
      }
      const pollPolicy = compact({
        minInterval: gms.pollRateMin,
        maxInterval: gms.pollRateMax,
        multiplier: gms.pollRateMult,
        exceptionLimit: gms.pollExceptionLimit,
      });
      return {
        type: 'gms',
        options: compact({
          dataURL: gms.dataURL,
          apikey: gms.apikey,
          async,
          trailingSlash: gms.enableUrlTrailingSlash,
          timeoutMs: gms.ajaxTimeout,
          uploadTimeoutMs: gms.fileUploadTimeout,
          pollPolicy: unlessEmpty(pollPolicy),
        }),
        customHeaders: gms.enableCustomHeader ?? false,
      };
    }
    case 'gms-push': {
      const push = reader.read(gmsPushSchema, settings, []);
      const cometD = reader.read(cometDSchema, settings['cometD'], ['cometD']);
      if (!push || !cometD) return undefined;
      return {
        type: 'gms-push',
        options: compact({
          ...cometD,
          apikey: push.apikey,
          timeoutMs: push.ajaxTimeout,
          uploadTimeoutMs: push.fileUploadTimeout,
        }),
        customHeaders: push.enableCustomHeader ?? false,
      };
    }
    case 'pureengage-v3-rest': {
      const rest = reader.read(restV3Schema, settings, []);
      const transport = reader.read(restV3TransportSchema, settings['transport'], ['transport']);
      if (!rest || !transport) return undefined;
      return {
        type: 'pureengage-v3-rest',
        options: compact({
          ...transport,
          headers: transport.headers && { ...transport.headers },
          async: restV3Async(transport.async) ?? async,
          uploadTimeoutMs: rest.fileUploadTimeout,
        }),
        customHeaders: rest.enableCustomHeader ?? false,
      };
    }
    case 'purecloud-v2-sockets': {
      const raw = settings['transport'] as Raw;
      const transport = reader.read(cloudV2TransportSchema, raw, ['transport']);
      if (raw['deploymentKey'] === undefined && raw['deploymentId'] === undefined) {
        reader.add(['transport', 'deploymentKey'], 'Expected a deploymentKey or deploymentId');
      }
      if (raw['orgGuid'] === undefined && raw['organizationId'] === undefined) {
        reader.add(['transport', 'orgGuid'], 'Expected an orgGuid or organizationId');
      }
      if (!transport) return undefined;
      const { markdown: _markdown, interactionData, ...options } = transport;
      return {
        type: 'purecloud-v2-sockets',
        options: compact({
          ...options,
          interactionData: { routing: compact(interactionData.routing) },
        }),
      };
    }
  }
}

/** REST v3's own `transport.async`: the widget's `{ enabled, getSessionData, ... }`, or a flag. */
function restV3Async(async: boolean | { enabled?: boolean } | undefined): boolean | undefined {
  return typeof async === 'object' ? async.enabled : async;
}

/** `userData` with every value a text (legacy pages put numbers and flags in it). */
function readUserData(value: unknown, reader: Reader): Record<string, string> {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    reader.add(['userData'], 'Expected an object of texts');
    return {};
  }
  const entries: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (unsafeKeys.has(key) || item === undefined) continue;
    if (typeof item === 'string') entries.push([key, item]);
    else if ((typeof item === 'number' && Number.isFinite(item)) || typeof item === 'boolean') {
      entries.push([key, String(item)]);
    } else {
      reader.add(['userData', key], 'Expected a text, a number, or true or false');
    }
  }
  return Object.fromEntries(entries);
}

/** The legacy default form's i18n keys, and cxkit's keys of the same texts. */
const legacyFormKeys: Readonly<Record<string, string>> = {
  'webchat.ChatFormFirstName': 'webchat.prechat.firstname',
  'webchat.ChatFormLastName': 'webchat.prechat.lastname',
  'webchat.ChatFormNickname': 'webchat.prechat.nickname',
  'webchat.ChatFormEmail': 'webchat.prechat.email',
  'webchat.ChatFormSubject': 'webchat.prechat.subject',
  'webchat.ChatFormPlaceholderFirstName': 'webchat.prechat.required',
  'webchat.ChatFormPlaceholderLastName': 'webchat.prechat.required',
  'webchat.ChatFormPlaceholderNickname': 'webchat.prechat.optional',
  'webchat.ChatFormPlaceholderEmail': 'webchat.prechat.optional',
  'webchat.ChatFormPlaceholderSubject': 'webchat.prechat.optional',
};

/**
 * A legacy text: `@i18n:webchat.Key` names the i18n key `webchat.Key`, or cxkit's key of the same
 * text for the legacy default form's keys (so a copied legacy form keeps its labels translated).
 */
function legacyText(text: string): string {
  if (!text.startsWith('@i18n:')) return text;
  const key = text.slice('@i18n:'.length);
  return Object.hasOwn(legacyFormKeys, key) ? legacyFormKeys[key]! : key;
}

/** The legacy `validate(event, form, input, label, $, CXBus, Common)` as a check of the value. */
function fromLegacyValidate(validate: LegacyValidate): NonNullable<FieldDefinition['validate']> {
  return (value) => {
    // Legacy validators read the value from the input, as jQuery's `val()` or the DOM's `value`.
    const input = { value, val: () => value };
    let answer: unknown;
    try {
      answer = validate({ type: 'submit', target: input }, undefined, input, undefined);
    } catch {
      // One that needs the legacy jQuery or CXBus arguments cannot run here: refusing every start
      // for it would lock visitors out, and the contact centre checks the start fields anyway.
      return undefined;
    }
    return typeof answer === 'string' || typeof answer === 'boolean' ? answer : undefined;
  };
}

/** Whether an input is a hidden start-form field, which cxkit cannot send (its form shows every start field). */
function isHiddenStartField(input: unknown): boolean {
  return (
    isRecord(input) &&
    input['type'] === 'hidden' &&
    typeof input['name'] === 'string' &&
    startFormFields.has(input['name'])
  );
}

function fieldOf(input: LegacyInput): FieldDefinition {
  const options = input.options?.map((choice) => ({
    value: String(choice.value),
    label: legacyText(choice.label ?? choice.text ?? String(choice.value)),
  }));
  const selected = input.options?.find((choice) => choice.selected === true);
  const value = input.value ?? selected?.value;
  return compact({
    name: input.name,
    // The label is the field's accessible name: a legacy input without one keeps what it showed.
    label: legacyText(input.label ?? input.placeholder ?? input.name),
    placeholder: input.placeholder === undefined ? undefined : legacyText(input.placeholder),
    // cxkit has no multi-line field: a textarea is a text box (and listed as ignored).
    type: input.type === 'textarea' || input.type === 'hidden' ? undefined : input.type,
    options,
    value: value === undefined ? undefined : String(value),
    readOnly: input.readonly,
    validate: input.validate && fromLegacyValidate(input.validate),
    maxLength: input.maxlength === undefined ? undefined : Number(input.maxlength),
  });
}

/**
 * The form definition of `form` (legacy `formJSON`), and the values of its hidden user-data fields;
 * its issues are recorded (the settings are refused when there are any).
 */
function readForm(
  value: unknown,
  key: string,
  reader: Reader,
): { fields: FieldDefinition[]; hidden: Record<string, string> } | undefined {
  if (!isRecord(value)) {
    reader.add([key], 'Expected { inputs: [...] }');
    return undefined;
  }
  const inputs = value['inputs'];
  if (!Array.isArray(inputs) || inputs.length === 0) {
    reader.add([key, 'inputs'], 'Expected a list of fields');
    return undefined;
  }
  const fields: FieldDefinition[] = [];
  const hidden: [string, string][] = [];
  const names = new Set<string>();
  inputs.forEach((item: unknown, index) => {
    const path = [key, 'inputs', index];
    const input = reader.read(inputSchema, item, path);
    if (!input) return;
    if (unsafeKeys.has(input.name)) {
      reader.add(
        [...path, 'name'],
        'Expected a name other than __proto__, constructor or prototype',
      );
    } else if (names.has(input.name)) {
      reader.add([...path, 'name'], 'Expected a name no other field has');
    }
    names.add(input.name);
    if (input.type === 'select' && !input.options?.length) {
      reader.add([...path, 'options'], 'Expected a list of choices');
    }
    if (input.type !== 'hidden') fields.push(fieldOf(input));
    else if (!isHiddenStartField(input) && input.value !== undefined && input.value !== '') {
      hidden.push([input.name, String(input.value)]);
    }
  });
  return { fields, hidden: Object.fromEntries(hidden) };
}

/** How far a setting is used: wholly (`true`), not at all (`false`), by its keys, or as a function says. */
type Shape =
  boolean | ((value: unknown, path: string) => string[]) | { readonly [key: string]: Shape };

/** The paths under `value` that `shape` does not use, in the order they appear. */
function ignoredPaths(value: unknown, shape: Shape, path: string): string[] {
  if (shape === true) return [];
  if (shape === false) return [path];
  if (typeof shape === 'function') return shape(value, path);
  if (!isRecord(value)) return [];
  return Object.keys(value).flatMap((key) =>
    ignoredPaths(value[key], Object.hasOwn(shape, key) ? shape[key]! : false, `${path}.${key}`),
  );
}

const listOf =
  (shape: Shape): Shape =>
  (value, path) =>
    Array.isArray(value)
      ? value.flatMap((item: unknown, index) => ignoredPaths(item, shape, `${path}.${index}`))
      : [];

const inputShape: Shape = (value, path) =>
  isHiddenStartField(value)
    ? [path]
    : ignoredPaths(
        value,
        {
          name: true,
          label: true,
          placeholder: true,
          maxlength: true,
          value: true,
          type: (type, typePath) => (type === 'textarea' ? [typePath] : []),
          validate: true,
          options: listOf({ value: true, label: true, text: true, selected: true }),
          readonly: true,
          // Layout and ids are cxkit's own, and it validates on submit only.
          id: true,
          wrapper: true,
          validateWhileTyping: true,
        },
        path,
      );

/** Which settings the back end uses; the others are listed as ignored. */
function settingsShape(kind: Kind, settings: Raw, formKey: string | undefined): Shape {
  const gms = kind === 'gms';
  const push = kind === 'gms-push';
  const rest = kind === 'pureengage-v3-rest';
  const cloud = kind === 'purecloud-v2-sockets';
  return {
    dataURL: gms,
    apikey: gms || push,
    enableCustomHeader: !cloud,
    endpoint: !cloud,
    enableUrlTrailingSlash: gms,
    ajaxTimeout: gms || push,
    // The cloud guest API has no file upload.
    fileUploadTimeout: !cloud,
    pollRateMin: gms,
    pollRateMax: gms,
    pollRateMult: gms,
    pollExceptionLimit: gms,
    userData: (value, path) =>
      isRecord(value)
        ? Object.keys(value)
            .filter((key) => unsafeKeys.has(key))
            .map((key) => `${path}.${key}`)
        : [],
    // The other back ends have no asynchronous chat.
    async: { enabled: gms || rest, newMessageRestoreState: true },
    autoInvite: { enabled: true, timeToInviteSeconds: true, inviteTimeoutSeconds: true },
    proactive: { idleTimer: true, cancelTimer: true },
    chatButton: {
      enabled: true,
      effect: true,
      openDelay: true,
      effectDuration: true,
      hideDuringInvite: true,
    },
    confirmFormCloseEnabled: true,
    inviteOnRestoreTimeout: true,
    minimizeOnMobileRestore: true,
    unminimizeOnAlert: true,
    markdown: true,
    actionsMenu: true,
    emojis: true,
    uploadsEnabled: true,
    charCountEnabled: true,
    timeFormat: true,
    maxMessageLength: true,
    restoreTimeout: true,
    ...(formKey ? { [formKey]: { inputs: listOf(inputShape), wrapper: true } } : {}),
    cometD: push && {
      enabled: true,
      cometURL: true,
      channel: true,
      apiURL: true,
      websocketEnabled: true,
      logLevel: true,
    },
    transport:
      (rest && {
        type: true,
        dataURL: true,
        endpoint: true,
        headers: true,
        stream: true,
        clientType: true,
        pollTimeout: true,
        maxMessagePageSize: true,
        async: { enabled: true },
      }) ||
      (cloud && {
        type: true,
        dataURL: true,
        deploymentKey: true,
        deploymentId: true,
        orgGuid: true,
        organizationId: true,
        interactionData: {
          routing: {
            targetType: true,
            targetAddress: true,
            skills: true,
            priority: true,
            language: true,
          },
        },
        journeyContext: true,
        maxMessagePageSize: true,
        socketReconnectInterval: true,
        markdown: settings['markdown'] === undefined,
      }),
  };
}

/**
 * Reads the legacy `window._genesys.widgets.webchat` settings into the reference `WebChat`'s props
 * and back end; throws a {@link WebChatSettingsError} naming every bad setting.
 */
export function parseWebChatSettings(settings: unknown): WebChatSettings {
  if (!isRecord(settings) || Object.keys(settings).length === 0) {
    const message = isRecord(settings) ? 'Expected at least one setting' : 'Expected an object';
    throw new WebChatSettingsError([{ field: 'webchat', message }]);
  }
  const issues: WebChatSettingsIssue[] = [];
  const reader = createReader(issues);
  const kind = backEndKind(settings, reader);
  const common = reader.read(commonSchema, settings, []);
  const usesAsync = kind === 'gms' || kind === 'pureengage-v3-rest';
  const backEnd =
    kind && readBackEnd(kind, settings, usesAsync ? common?.async?.enabled : undefined, reader);
  // The cloud guest API routes by `transport.interactionData`, not by endpoint.
  const routing = kind === 'purecloud-v2-sockets' ? {} : reader.read(endpointSchema, settings, []);
  const userData = readUserData(settings['userData'], reader);
  const formKey = ['form', 'formJSON'].find((key) => Object.hasOwn(settings, key));
  const form = formKey === undefined ? undefined : readForm(settings[formKey], formKey, reader);
  if (issues.length > 0 || !kind || !common || !backEnd || !routing) {
    // In the order the page wrote them (a missing setting first); sort keeps each key's own order.
    const order = Object.keys(settings);
    const rank = (issue: WebChatSettingsIssue) => order.indexOf(issue.field.split('.')[1] ?? '');
    throw new WebChatSettingsError(issues.sort((a, b) => rank(a) - rank(b)));
  }

  const { async, autoInvite, chatButton } = common;
  const chatOptions: ChatOptions = compact({
    endpoint: routing.endpoint,
    async:
      backEnd.type === 'gms' || backEnd.type === 'pureengage-v3-rest'
        ? backEnd.options.async
        : undefined,
    maxMessageLength: common.maxMessageLength,
    restoreTimeout: common.restoreTimeout,
    // The session's own deadline on uploads waits a minute longer than the back end's, which it backs up.
    uploadTimeout: afterUploadTimeout(
      'uploadTimeoutMs' in backEnd.options ? backEnd.options.uploadTimeoutMs : undefined,
    ),
  });
  const secondsToMs = (value: number | undefined) =>
    value === undefined ? undefined : Math.round(value * 1000);
  const widgetOptions: WidgetOptions = compact({
    confirmFormClose: common.confirmFormCloseEnabled,
    newMessageRestoreState: async?.newMessageRestoreState,
    inviteOnRestoreTimeout: common.inviteOnRestoreTimeout,
    autoInvite: autoInvite?.enabled,
    inviteDelay: secondsToMs(autoInvite?.timeToInviteSeconds ?? common.proactive?.idleTimer),
    inviteTimeout: secondsToMs(autoInvite?.inviteTimeoutSeconds ?? common.proactive?.cancelTimer),
    chatButton: chatButton?.enabled,
    hideChatButtonDuringInvite: chatButton?.hideDuringInvite,
    minimizeOnMobileRestore: common.minimizeOnMobileRestore,
    unminimizeOnAlert: common.unminimizeOnAlert,
  });
  // Validated with the cloud transport's settings; the widget's own `markdown` wins.
  const transportMarkdown =
    backEnd.type === 'purecloud-v2-sockets'
      ? ((settings['transport'] as Raw)['markdown'] as boolean | undefined)
      : undefined;
  const props: WebChatSettings['props'] = compact({
    chatOptions: unlessEmpty(chatOptions),
    widgetOptions: unlessEmpty(widgetOptions),
    userData: unlessEmpty({ ...userData, ...form?.hidden }),
    formDefinition: form?.fields,
    markdown: common.markdown ?? transportMarkdown,
    buttonEffect: chatButton?.effect,
    buttonEffectDuration: chatButton?.effectDuration,
    actionsMenu: common.actionsMenu,
    emojis: common.emojis,
    // The legacy default: no file button unless the page asked for one.
    uploads: common.uploadsEnabled ?? false,
    characterCounter: common.charCountEnabled,
    timeFormat: common.timeFormat,
  });
  return compact({
    props,
    sideButtonDelay: chatButton?.openDelay,
    backEnd,
    ignored: ignoredPaths(settings, settingsShape(kind, settings, formKey), 'webchat'),
  });
}
