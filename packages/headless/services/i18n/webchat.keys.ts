import type { LeafValues } from './i18n.keys';

/**
 * The message keys of the built-in web chat texts (spec 2): error catalogue, server codes, command
 * rejections, names, notices, files. Kept apart from `i18nKeys` so only the chat entry bundles them.
 */
export const webchatI18nKeys = {
  /** The client-side error catalogue, by the spec's key (`Errors.*`). */
  errors: {
    /** Starting failed (start refused or no network). */
    StartFailed: 'webchat.errors.StartFailed',
    /** No new chat can start now (status 1 on start, or server code 240). */
    ChatUnavailable: 'webchat.errors.ChatUnavailable',
    /** The session ended for an unknown reason. */
    CriticalFault: 'webchat.errors.CriticalFault',
    /** A sent message was not accepted (status 1 on send). */
    MessageFailed: 'webchat.errors.MessageFailed',
    /** A stored session could not be restored. */
    RestoreFailed: 'webchat.errors.RestoreFailed',
    /** Transferring the chat to another device failed. */
    TransferFailed: 'webchat.errors.TransferFailed',
    /** Generating an invite link failed. */
    InviteFailed: 'webchat.errors.InviteFailed',
    /** A session was restored while the server answers status 1. */
    RestoredOffline: 'webchat.errors.RestoredOffline',
    /** The server answered status 1 more often than the poll exception limit. */
    ChatServerWentOffline: 'webchat.errors.ChatServerWentOffline',
    /** The network connection dropped. */
    Disconnected: 'webchat.errors.Disconnected',
    /** The network connection came back. */
    Reconnected: 'webchat.errors.Reconnected',
    /** A file is larger than the allowed size. */
    FileTransferSizeError: 'webchat.errors.FileTransferSizeError',
    /** An upload failed on a network error; offered with Retry. */
    FileSendFailed: 'webchat.errors.FileSendFailed',
    /** The chat service reported an error. */
    ChatError: 'webchat.errors.ChatError',
    /** Any other error. */
    Generic: 'webchat.errors.Generic',
    /** No agent can take the chat. */
    AgentUnavailable: 'webchat.errors.AgentUnavailable',
  },
  /** cxkit's own texts of a visitor's messages (the spec has none). */
  messages: {
    /** A message went out but its chat stopped before the server confirmed it: it may have arrived. */
    unconfirmed: 'webchat.messages.unconfirmed',
  },
  /** Server error codes (`errors[].code`); 240 uses `errors.ChatUnavailable`, see `chatServerErrorKey`. */
  codes: {
    /** First name missing. */
    102: 'webchat.codes.102',
    /** Last name missing. */
    103: 'webchat.codes.103',
    /** Name missing. */
    161: 'webchat.codes.161',
    /** Too many files; placeholder `{advice}` is the most files allowed. */
    201: 'webchat.codes.201',
    /** Upload size or count limit reached; placeholder `{advice}` is the limit. */
    202: 'webchat.codes.202',
    /** File type not allowed. */
    203: 'webchat.codes.203',
    /** Message too long. */
    204: 'webchat.codes.204',
    /** E-mail address invalid. */
    364: 'webchat.codes.364',
  },
  /** Pre-chat form texts. */
  form: {
    /** The nickname (first name) is missing. */
    nicknameRequired: 'webchat.form.nicknameRequired',
  },
  /** Why a chat service command was rejected. */
  commands: {
    /** The message is empty after trimming. */
    noMessageText: 'webchat.commands.noMessageText',
    /** The message is longer than allowed; placeholder `{max}`. */
    messageTooLong: 'webchat.commands.messageTooLong',
    /** A command needs an active chat and there is none. */
    noActiveChat: 'webchat.commands.noActiveChat',
    /** Start was asked while a chat is active. */
    chatAlreadyActive: 'webchat.commands.chatAlreadyActive',
    /** User data given as a string is not valid JSON. */
    malformedUserData: 'webchat.commands.malformedUserData',
    /** Restore was asked while restoring. */
    alreadyRestoring: 'webchat.commands.alreadyRestoring',
    /** A poll was asked while the previous one runs. */
    pollInProgress: 'webchat.commands.pollInProgress',
    /** A command reserved to the chat service was called from outside. */
    privateCommand: 'webchat.commands.privateCommand',
    /** The configuration is empty. */
    invalidConfiguration: 'webchat.commands.invalidConfiguration',
    /** The transport configuration is not usable. */
    invalidTransportConfiguration: 'webchat.commands.invalidTransportConfiguration',
    /** History was asked outside asynchronous chat. */
    historyAsyncOnly: 'webchat.commands.historyAsyncOnly',
    /** History was asked past its beginning. */
    noMoreMessages: 'webchat.commands.noMoreMessages',
    /** The active transport lacks a feature; placeholder `{feature}`. */
    unsupportedFeature: 'webchat.commands.unsupportedFeature',
    /** The visitor's member left, so the conversation is over. */
    customerDisconnected: 'webchat.commands.customerDisconnected',
    /** The event web socket did not open. */
    websocketFailed: 'webchat.commands.websocketFailed',
    /** Polling was asked in push (CometD) mode. */
    pollingUnsupported: 'webchat.commands.pollingUnsupported',
    /** Deflection was enabled while enabled. */
    deflectionEnabled: 'webchat.commands.deflectionEnabled',
    /** Deflection was disabled while disabled. */
    deflectionDisabled: 'webchat.commands.deflectionDisabled',
  },
  /** Errors the transports report (texts not given by the spec). */
  transport: {
    /** The transport accepts images only. */
    invalidFileType: 'webchat.transport.invalidFileType',
    /** The transport's file size limit was reached. */
    fileSizeLimit: 'webchat.transport.fileSizeLimit',
    /** The transport's file count limit was reached. */
    fileCountLimit: 'webchat.transport.fileCountLimit',
    /** The contact centre refused the API key configuration. */
    invalidContactCenter: 'webchat.transport.invalidContactCenter',
    /** The routing endpoint is unknown. */
    invalidEndpoint: 'webchat.transport.invalidEndpoint',
    /** The nickname was refused. */
    invalidNickname: 'webchat.transport.invalidNickname',
    /** The chat service is unknown or down (code 306, or HTTP 404/500/502 without errors). */
    invalidService: 'webchat.transport.invalidService',
    /** Socket status 400. */
    socket400: 'webchat.transport.socket400',
    /** Socket status 500. */
    socket500: 'webchat.transport.socket500',
    /** Socket status 503. */
    socket503: 'webchat.transport.socket503',
  },
  /** Default display names. */
  names: {
    /** An agent without a name. */
    agent: 'webchat.names.agent',
    /** A bot without a name. */
    bot: 'webchat.names.bot',
    /** A supervisor without a name. */
    supervisor: 'webchat.names.supervisor',
    /** The visitor. */
    visitor: 'webchat.names.visitor',
    /** The deflection agent that posts knowledge search results. */
    knowledgeCenter: 'webchat.names.knowledgeCenter',
  },
  /** System lines and notices of the transcript. */
  notices: {
    /** An agent, bot or supervisor joined; placeholder `{name}`. */
    participantJoined: 'webchat.notices.participantJoined',
    /** An agent, bot or supervisor left; placeholder `{name}`. */
    participantLeft: 'webchat.notices.participantLeft',
    /** The chat ended. */
    chatEnded: 'webchat.notices.chatEnded',
    /** A participant is typing; placeholder `{name}`. */
    typing: 'webchat.notices.typing',
    /** First idle alert (the server's first inactivity timer expired). */
    idleAlert1: 'webchat.notices.idleAlert1',
    /** Second idle alert (the server's second inactivity timer expired). */
    idleAlert2: 'webchat.notices.idleAlert2',
    /** Time left before the idle close; placeholder `{time}` (formatted countdown). */
    idleCountdown: 'webchat.notices.idleCountdown',
    /** The server closed the chat for inactivity. */
    idleClose: 'webchat.notices.idleClose',
    /** The post-chat survey offer. */
    surveyQuestion: 'webchat.notices.surveyQuestion',
    /** Accepts the survey offer. */
    surveyYes: 'webchat.notices.surveyYes',
    /** Declines the survey offer. */
    surveyNo: 'webchat.notices.surveyNo',
  },
  /** File transfer texts. */
  files: {
    /** Follows the sender's name in a file bubble. */
    hasSent: 'webchat.files.hasSent',
    /** Title of the file-upload failed alert. */
    uploadFailed: 'webchat.files.uploadFailed',
    /** Uploads wait until an agent has connected (`upload-need-agent`). */
    needAgent: 'webchat.files.needAgent',
    /** Button that downloads a file. */
    download: 'webchat.files.download',
    /** The units of a file's size, bytes to terabytes (base 1024). */
    units: {
      bytes: 'webchat.files.units.bytes',
      kilobytes: 'webchat.files.units.kilobytes',
      megabytes: 'webchat.files.units.megabytes',
      gigabytes: 'webchat.files.units.gigabytes',
      terabytes: 'webchat.files.units.terabytes',
    },
  },
} as const;

/** Every message key of the built-in web chat packs. */
export type WebchatI18nKey = LeafValues<typeof webchatI18nKeys>;

/** Server codes with a text of their own (`webchat.codes.*`). */
const codesWithText = new Set([102, 103, 161, 201, 202, 203, 204, 364]);

/** The key of a chat server error code's text (protocols 1.5), or `undefined` for a code without one. */
export function chatServerErrorKey(code: number): WebchatI18nKey | undefined {
  // Template keys rather than a lookup in `webchatI18nKeys`, so the chat core does not bundle the whole catalogue.
  if (code === 240) return 'webchat.errors.ChatUnavailable';
  return codesWithText.has(code) ? (`webchat.codes.${code}` as WebchatI18nKey) : undefined;
}
