import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { ChatMessage, FileLimits } from '../../transports/chat.types';
import type {
  DownloadRequest,
  SessionKeys,
  TransportCapabilities,
} from '../../transports/transport.types';
import type {
  ChatParticipant,
  ConfigurableOptions,
  IdleNotice,
  ShareLink,
  StartChatForm,
  SurveyOffer,
  TypingPreviewInput,
  UploadEntry,
} from './chat-session.types';

/** Agents as `WebChatService.getAgents` and the participant events report them. */
export interface AgentsReport {
  /** The participant the event is about, if any. */
  participant?: ChatParticipant;
  /** Every agent, bot and supervisor by id. */
  agents: Record<string, ChatParticipant>;
  /** How many are connected. */
  numAgentsConnected: number;
}

/** What the file events tell of a file: all of its upload entry but the file's bytes. */
export type UploadReport = Omit<UploadEntry, 'file'>;

/** What `clientConnected` and `clientDisconnected` tell: the transcript's join or leave, when one said so. */
export interface ClientPresenceReport {
  /** The visitor's `ParticipantJoined` or `ParticipantLeft` message; none when the chat's end disconnected them. */
  message?: ChatMessage;
}

/**
 * The `WebChatService` plugin's table (protocols 8.3): the chat session's commands and events. The
 * lazy loader puts it on the bus before the chat's code, so a page can start or restore a chat
 * from `App.ready` on; the first command loads the chat.
 */
export const chatServiceManifest = declarePlugin({
  name: 'WebChatService',
  commands: {
    startChat: command<StartChatForm, { session: SessionKeys }>(),
    endChat: command(),
    sendMessage: command<{ message: string }, { queued: true }>(),
    restore: command<undefined, { session: SessionKeys }>(),
    addPrefilter: command<{ filters: RegExp | RegExp[] }>(),
    registerPreProcessor: command<{ preprocessor: (text: string) => string }>(),
    sendCustomNotice: command<{ message: string; attributes?: Record<string, unknown> }>(),
    updateUserData: command<Record<string, string>>(),
    getAgents: command<undefined, AgentsReport>(),
    getSessionData: command<undefined, SessionKeys | undefined>(),
    getTranscript: command<undefined, { messages: ChatMessage[] }>(),
    poll: command(),
    fetchHistory: command<undefined, { count: number; exhausted: boolean }>(),
    sendFile: command<{ file: Blob; fileName?: string }, UploadReport>(),
    downloadFile: command<{ fileId: string }, DownloadRequest>(),
    getFileLimits: command<undefined, FileLimits>(),
    sendTyping: command<{ typing?: boolean; message?: string } | undefined>(),
    sleep: command(),
    wake: command(),
    startPoll: command(),
    stopPoll: command(),
    registerTypingPreviewInput: command<{ input: TypingPreviewInput }>(),
    configure: command<ConfigurableOptions>(),
  },
  events: {
    started: event<{ session: SessionKeys }>(),
    ended: event(),
    restored: event<{ session: SessionKeys }>(),
    restoreTimeout: event(),
    messageReceived: event<{ messages: ChatMessage[]; restoring: boolean }>(),
    messageFailed: event<{ text: string; error: string }>(),
    error: event<{ key: string; text: string }>(),
    agentTypingStarted: event<AgentsReport>(),
    agentTypingStopped: event<AgentsReport>(),
    idle: event<IdleNotice>(),
    surveyOffered: event<SurveyOffer>(),
    disconnected: event(),
    reconnected: event(),
    chatServerWentOffline: event(),
    chatServerBackOnline: event(),
    fileUploaded: event<UploadReport>(),
    fileFailed: event<UploadReport>(),
    shareLinkCreated: event<ShareLink>(),
    historyLoaded: event<{ count: number; exhausted: boolean }>(),
    agentConnected: event<AgentsReport>(),
    agentDisconnected: event<AgentsReport>(),
    botConnected: event<AgentsReport>(),
    botDisconnected: event<AgentsReport>(),
    supervisorConnected: event<AgentsReport>(),
    supervisorDisconnected: event<AgentsReport>(),
    restoreFailed: event<{ text: string }>(),
    pollingStarted: event(),
    pollingStopped: event(),
    clientConnected: event<ClientPresenceReport>(),
    clientDisconnected: event<ClientPresenceReport>(),
    clientTypingStarted: event(),
    clientTypingStopped: event(),
    sleeping: event(),
    waking: event(),
    sessionLost: event<{ status: number }>(),
    capabilitiesChanged: event<TransportCapabilities>(),
  },
  rejections: {
    invalidTypingInput: 'Typing preview input must be a text input or textarea',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof chatServiceManifest> {}
    interface Events extends EventsOf<typeof chatServiceManifest> {}
  }
}
