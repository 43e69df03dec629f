import type { WebChatProps } from '@cxkit/reference-ui/web-chat';
import * as z from 'zod/mini';
import {
  compact,
  flag,
  legacyFormKey,
  legacyFormShape,
  LegacySettingsError,
  ms,
  objectOf,
  oneOf,
  readLegacyForm,
  readLegacySettings,
  readUserData,
  seconds,
  secondsToMs,
  sharedSettings,
  unlessEmpty,
  userDataShape,
  whole,
  type LegacyFormField,
  type LegacyFormOptions,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type SettingsReader,
} from '../legacy';
import {
  backEndKind,
  backEndShape,
  endpoint,
  readBackEnd,
  type WebChatBackEnd,
} from './webchat-back-end';

export { invalidConfiguration } from '../legacy';
export type {
  CloudV2BackEnd,
  GmsBackEnd,
  GmsPushBackEnd,
  RestV3BackEnd,
  WebChatBackEnd,
} from './webchat-back-end';

/** One invalid `webchat` setting. */
export type WebChatSettingsIssue = LegacySettingsIssue;

/** `webchat` settings that failed validation; the message names every bad setting. */
export class WebChatSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues (and, when it came from a transport, that transport's error). */
  constructor(issues: WebChatSettingsIssue[], options?: ErrorOptions) {
    super(issues, options);
    this.name = 'WebChatSettingsError';
  }
}

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
  /** `_genesys.widgets.knowledgecenter`, when chat deflection searches a service the chat brings. */
  knowledgeCenter?: Record<string, unknown>;
}

type ChatOptions = NonNullable<WebChatProps['chatOptions']>;
type WidgetOptions = NonNullable<WebChatProps['widgetOptions']>;
type PrechatFieldDefinition = NonNullable<WebChatProps['formDefinition']>[number];

/** A minute past a back end's upload timeout, within the longest timer delay; none without one. */
const afterUploadTimeout = (value: number | undefined) =>
  value === undefined ? undefined : Math.min(value + 60_000, 2_147_483_647);

/** The settings every back end reads. */
const commonSchema = z.object({
  async: z.optional(
    objectOf({
      enabled: z.optional(flag),
      newMessageRestoreState: z.optional(oneOf(['full', 'minimized'])),
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
      effect: z.optional(oneOf(['fade', 'slide', 'none'])),
      openDelay: z.optional(ms(0)),
      effectDuration: z.optional(ms(0)),
      hideDuringInvite: z.optional(flag),
    }),
  ),
  confirmFormCloseEnabled: sharedSettings.confirmFormCloseEnabled,
  inviteOnRestoreTimeout: z.optional(flag),
  minimizeOnMobileRestore: z.optional(flag),
  unminimizeOnAlert: z.optional(flag),
  markdown: z.optional(flag),
  actionsMenu: z.optional(flag),
  emojis: sharedSettings.emojis,
  uploadsEnabled: z.optional(flag),
  charCountEnabled: sharedSettings.charCountEnabled,
  timeFormat: sharedSettings.timeFormat,
  maxMessageLength: z.optional(whole(1)),
  restoreTimeout: z.optional(ms(0)),
});

const endpointSchema = z.object({ endpoint });

/** The legacy default form's i18n keys, and cxkit's keys of the same texts. */
const legacyFormTexts: Readonly<Record<string, string>> = {
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

const formOptions: LegacyFormOptions = {
  texts: legacyFormTexts,
  // cxkit's form shows every start field, so it cannot send a hidden one.
  unsentHidden: new Set(['firstname', 'lastname', 'nickname', 'email', 'subject']),
  // cxkit's chat has no multi-line field.
  textBoxTypes: new Set(['textarea']),
};

/** A form field as the pre-chat form takes it (a textarea already read as a text box). */
function prechatField({ type, ...field }: LegacyFormField): PrechatFieldDefinition {
  return compact({ ...field, type: type === 'textarea' ? undefined : type });
}

/** The `webchat` settings read into the chat's props and back end (ignored settings aside). */
function readWebChat(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): Omit<WebChatSettings, 'ignored'> | undefined {
  const kind = backEndKind(settings, reader);
  const common = reader.read(commonSchema, settings, []);
  const usesAsync = kind === 'gms' || kind === 'pureengage-v3-rest';
  const backEnd =
    kind && readBackEnd(kind, settings, usesAsync ? common?.async?.enabled : undefined, reader);
  // The cloud guest API routes by `transport.interactionData`, not by endpoint.
  const routing = kind === 'purecloud-v2-sockets' ? {} : reader.read(endpointSchema, settings, []);
  const userData = readUserData(settings['userData'], reader);
  const formKey = legacyFormKey(settings);
  const form = formKey && readLegacyForm(settings[formKey], [formKey], reader, formOptions);
  if (reader.hasIssues() || !common || !backEnd || !routing) return undefined;

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
      ? ((settings['transport'] as Record<string, unknown>)['markdown'] as boolean | undefined)
      : undefined;
  const props: WebChatSettings['props'] = compact({
    chatOptions: unlessEmpty(chatOptions),
    widgetOptions: unlessEmpty(widgetOptions),
    userData: unlessEmpty({ ...userData, ...form?.hidden }),
    formDefinition: form?.fields.map(prechatField),
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
  return compact({ props, sideButtonDelay: chatButton?.openDelay, backEnd });
}

/** The chat's declaration on the legacy settings reader: `window._genesys.widgets.webchat`. */
export const webChatSettingsDefinition: LegacySettingsDefinition<Omit<WebChatSettings, 'ignored'>> =
  {
    key: 'webchat',
    read: readWebChat,
    used: (settings, { backEnd }) => {
      const formKey = legacyFormKey(settings);
      return {
        ...backEndShape(backEnd.type, settings),
        userData: userDataShape,
        // The other back ends have no asynchronous chat.
        async: {
          enabled: backEnd.type === 'gms' || backEnd.type === 'pureengage-v3-rest',
          newMessageRestoreState: true,
        },
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
        ...(formKey ? { [formKey]: legacyFormShape(formOptions) } : {}),
      };
    },
    error: WebChatSettingsError,
  };

/**
 * Reads the legacy `window._genesys.widgets.webchat` settings into the reference `WebChat`'s props
 * and back end; throws a {@link WebChatSettingsError} naming every bad setting.
 */
export function parseWebChatSettings(settings: unknown): WebChatSettings {
  const { value, ignored } = readLegacySettings(webChatSettingsDefinition, settings);
  return { ...value, ignored };
}
