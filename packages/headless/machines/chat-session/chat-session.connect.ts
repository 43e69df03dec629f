import type { SnapshotFrom } from 'xstate';
import type { ChatMessage, FileLimits } from '../../transports/chat.types';
import type { DownloadRequest, TransportCapabilities } from '../../transports/transport.types';
import { chatSessionAnatomy } from './chat-session.anatomy';
import { chatErrorKeys, oldestIndex } from './chat-session.logic';
import type { ChatSessionMachine } from './chat-session.machine';
import type {
  ChatErrorDetails,
  ChatErrorEntry,
  ChatMetadata,
  ChatParticipant,
  ChatSessionEvent,
  ConnectionStatus,
  IdleNotice,
  OutboxEntry,
  ShareLink,
  StartChatForm,
  StartOrigin,
  SurveyOffer,
  UploadEntry,
} from './chat-session.types';

/** Where the chat is, in one word. */
export type ChatStatus = 'inactive' | 'starting' | 'restoring' | 'active' | 'ending' | 'ended';

/** The slice of the chat snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface ChatView {
  /** Where the chat is. */
  status: ChatStatus;
  /** The visible transcript, ordered by index. */
  messages: ChatMessage[];
  /** Agents, bots and supervisors. */
  participants: ReadonlyMap<string, ChatParticipant>;
  /** Visitor messages not yet confirmed. */
  outbox: OutboxEntry[];
  /** The connection as the visitor experiences it. */
  connection: ConnectionStatus;
  /** Whether the reconnected notice shows. */
  reconnectedNotice: boolean;
  /** Errors kept until dismissed. */
  errors: ChatErrorEntry[];
  /** Field errors of the start form. */
  formErrors: Record<string, ChatErrorDetails>;
  /** The current idle warning. */
  idle: IdleNotice | undefined;
  /** A survey offered by the server. */
  survey: SurveyOffer | undefined;
  /** The metadata record. */
  metadata: ChatMetadata;
  /** What the back end can do. */
  capabilities: TransportCapabilities;
  /** Longest message in characters. */
  maxMessageLength: number;
  /** Bubbles and files from agents, bots and supervisors received since the visitor last read the chat. */
  unread: number;
  /** Files the visitor sends. */
  uploads: UploadEntry[];
  /** The session's file limits, once read. */
  fileLimits: FileLimits | undefined;
  /** The last link made to continue or share this chat elsewhere. */
  shareLink: ShareLink | undefined;
  /** Builds the form POST that downloads a file of this session. */
  downloadRequest: (fileId: string) => DownloadRequest | undefined;
  /** Whether a page of older messages is loading (asynchronous chat). */
  isLoadingHistory: boolean;
  /** Whether older messages can be read: an asynchronous chat on a paginating back end with some left. */
  hasMoreHistory: boolean;
}

const statuses = ['inactive', 'starting', 'restoring', 'active', 'ending', 'ended'] as const;

/** Where a chat snapshot is. */
export function chatStatusOf(snapshot: SnapshotFrom<ChatSessionMachine>): ChatStatus {
  return statuses.find((state) => snapshot.matches(state))!;
}

/** Picks the {@link ChatView} out of a chat snapshot. */
export function selectChatView(snapshot: SnapshotFrom<ChatSessionMachine>): ChatView {
  const { context } = snapshot;
  const status = chatStatusOf(snapshot);
  return {
    status,
    messages: context.messages,
    participants: context.participants,
    outbox: context.outbox,
    connection: context.connection,
    reconnectedNotice: snapshot.matches({ active: { notice: 'reconnected' } }),
    errors: context.errors,
    formErrors: context.formErrors,
    idle: context.idle,
    survey: context.survey,
    metadata: context.metadata,
    capabilities: context.transport.capabilities,
    maxMessageLength: context.options.maxMessageLength,
    unread: context.unread,
    uploads: context.uploads,
    fileLimits: context.fileLimits,
    shareLink: context.shareLink,
    downloadRequest: downloaderFor(context),
    isLoadingHistory: snapshot.matches({ active: { history: 'loading' } }),
    hasMoreHistory:
      status === 'active' &&
      context.options.async &&
      context.transport.capabilities.async &&
      context.transport.capabilities.pagination &&
      !context.historyExhausted &&
      oldestIndex(context) > 1,
  };
}

const downloaders = new WeakMap<object, ChatView['downloadRequest']>();
const noDownload: ChatView['downloadRequest'] = () => undefined;

/** One download function per session, so the view stays the same object-wise until the session changes. */
function downloaderFor(
  context: SnapshotFrom<ChatSessionMachine>['context'],
): ChatView['downloadRequest'] {
  const { transport, session } = context;
  if (!session) return noDownload;
  let downloader = downloaders.get(session);
  if (!downloader) {
    downloader = (fileId) => transport.downloadRequest(session, fileId);
    downloaders.set(session, downloader);
  }
  return downloader;
}

/** Props of the transcript container (see {@link ChatApi.getTranscriptProps}): a polite log. */
export type TranscriptProps = typeof chatSessionAnatomy.transcript.attrs & {
  role: 'log';
  'aria-live': 'polite';
  'aria-relevant': 'additions';
  /** The chat's status. */
  'data-state': ChatStatus;
};

/** Props of the hidden file input (see {@link ChatApi.getFileInputProps}). */
export type FileInputProps = typeof chatSessionAnatomy.fileInput.attrs & {
  type: 'file';
  hidden: true;
  tabIndex: -1;
  /** The allowed file types (`.pdf,.png`), once the limits are known. */
  accept: string | undefined;
  /** Uploads the picked file and clears the input. */
  onChange: (event: { currentTarget: HTMLInputElement }) => void;
};

/** What views use of the chat: state, commands and prop getters. */
export interface ChatApi extends Pick<
  ChatView,
  | 'messages'
  | 'connection'
  | 'errors'
  | 'formErrors'
  | 'idle'
  | 'survey'
  | 'metadata'
  | 'capabilities'
  | 'maxMessageLength'
  | 'unread'
  | 'uploads'
  | 'fileLimits'
  | 'shareLink'
  | 'isLoadingHistory'
  | 'hasMoreHistory'
> {
  /** Where the chat is. */
  status: ChatStatus;
  /** Whether a chat is running (messages can be sent). */
  isActive: boolean;
  /** Whether the chat has ended. */
  isEnded: boolean;
  /** Messages still on their way, in send order (show them after the transcript). */
  pending: OutboxEntry[];
  /** Agents, bots and supervisors, in join order. */
  participants: ChatParticipant[];
  /** How many agents, bots and supervisors are connected. */
  connectedCount: number;
  /** Whether a person (agent or supervisor, not a bot) is connected: co-browse needs one. */
  isAgentConnected: boolean;
  /** Whether uploads wait for someone to join (`upload-need-agent` and nobody connected yet). */
  uploadNeedsAgent: boolean;
  /** Whether the "connection restored" notice shows (for 2 s). */
  showReconnected: boolean;
  /** The connection line to show, if any: Disconnected (messages typed meanwhile wait in the outbox), Reconnected (2 s) or the server-slow text. */
  connectionNotice: ChatErrorDetails | undefined;
  /** Marks everything read (e.g. when the window is shown again). */
  markRead(): void;
  /** Loads the page of messages before the oldest shown (asynchronous chat; rejected otherwise, with the spec's texts). */
  fetchHistory(): void;
  /** Starts a chat with the form's values, and how it was started (for the metadata). */
  start(form: StartChatForm, origin?: StartOrigin): void;
  /** Sends a message (queued until the server confirms it). */
  sendMessage(text: string): void;
  /**
   * Tells the agent that the visitor is typing `preview`, or stopped (`false`). `useChatComposer`
   * does this for its message box, stopping after 2 s without a key; call it for an input of your own.
   */
  setTyping(typing: boolean, preview?: string): void;
  /** Sends a refused message again. */
  retry(clientMessageId: string): void;
  /** Drops a refused message. */
  discard(clientMessageId: string): void;
  /** Ends the chat. */
  end(): void;
  /** Restores a saved session after a page load. */
  restore(): void;
  /** Dismisses an error. */
  dismissError(id: number): void;
  /** Dismisses the idle notice (the next alert keeps its number). */
  dismissIdle(): void;
  /** Sends a file (checked against the limits first). */
  upload(file: Blob, fileName: string): void;
  /** Sends a file again after a lost connection. */
  retryUpload(id: string): void;
  /** Forgets a failed file. */
  dismissUpload(id: string): void;
  /** The form POST that downloads a file (the UI submits it in a hidden form). */
  downloadRequest(fileId: string): DownloadRequest | undefined;
  /** Accepts the survey (the UI opens its URL). */
  acceptSurvey(): void;
  /** Declines the survey (reported to its cancel URL). */
  declineSurvey(): void;
  /** Makes a link that continues this chat on another device (`shareLink`; TransferFailed when it cannot). */
  createTransferLink(baseUrl: string): void;
  /** Makes a link that lets another person into this chat (`shareLink`; InviteFailed when it cannot). */
  createInviteLink(baseUrl: string): void;
  /** Joins the chat of a transfer or invite link's token (see `shareTokenFromUrl`). */
  joinSharedChat(token: string): void;
  /** Records in the metadata that the chat window opened. */
  notifyOpened(): void;
  /** Records in the metadata that the chat window closed. */
  notifyClosed(): void;
  /** Records in the metadata that the visitor cancelled the form before starting. */
  notifyCancelled(): void;
  /** Records in the metadata that co-browse was started from the chat. */
  notifyCoBrowseStarted(): void;
  /** Props for the transcript container: a polite log. */
  getTranscriptProps(): TranscriptProps;
  /** Props for the hidden file input: the allowed types as `accept`, and a change that uploads the picked file. */
  getFileInputProps(): FileInputProps;
}

const connectionNotices = {
  disconnected: { key: 'webchat.errors.Disconnected' },
  reconnected: { key: 'webchat.errors.Reconnected' },
  slow: { key: chatErrorKeys.chatServerWentOffline },
} as const satisfies Record<string, ChatErrorDetails>;

function connectionNoticeOf(view: ChatView): ChatErrorDetails | undefined {
  if (view.status !== 'active') return undefined;
  if (view.connection === 'disconnected') return connectionNotices.disconnected;
  if (view.connection === 'slow') return connectionNotices.slow;
  return view.reconnectedNotice ? connectionNotices.reconnected : undefined;
}

/** Turns the chat view and the actor's `send` into the {@link ChatApi}. */
export function connect(view: ChatView, send: (event: ChatSessionEvent) => void): ChatApi {
  const participants = [...view.participants.values()];
  const connectedCount = participants.filter((participant) => participant.connected).length;
  const accept = view.fileLimits?.fileTypes.map((type) => `.${type.replace(/^\./, '')}`).join(',');
  return {
    status: view.status,
    isActive: view.status === 'active',
    isEnded: view.status === 'ended',
    messages: view.messages,
    pending: view.outbox,
    participants,
    connectedCount,
    isAgentConnected: participants.some(
      (participant) => participant.connected && participant.type !== 'Bot',
    ),
    uploadNeedsAgent: view.fileLimits?.needAgent === true && connectedCount === 0,
    connection: view.connection,
    showReconnected: view.reconnectedNotice,
    connectionNotice: connectionNoticeOf(view),
    errors: view.errors,
    formErrors: view.formErrors,
    idle: view.idle,
    survey: view.survey,
    metadata: view.metadata,
    capabilities: view.capabilities,
    maxMessageLength: view.maxMessageLength,
    unread: view.unread,
    isLoadingHistory: view.isLoadingHistory,
    hasMoreHistory: view.hasMoreHistory,
    markRead: () => send({ type: 'messages.read' }),
    fetchHistory: () => send({ type: 'history.fetch' }),
    start: (form, origin) => send({ type: 'session.start', form, origin }),
    sendMessage: (text) => send({ type: 'message.send', text }),
    setTyping: (typing, preview = '') => send({ type: 'visitor.typing', typing, preview }),
    retry: (clientMessageId) => send({ type: 'message.retry', clientMessageId }),
    discard: (clientMessageId) => send({ type: 'message.discard', clientMessageId }),
    end: () => send({ type: 'session.end' }),
    restore: () => send({ type: 'session.restore' }),
    dismissError: (id) => send({ type: 'error.dismiss', id }),
    dismissIdle: () => send({ type: 'idle.dismiss' }),
    uploads: view.uploads,
    fileLimits: view.fileLimits,
    upload: (file, fileName) => send({ type: 'file.upload', file, fileName }),
    retryUpload: (id) => send({ type: 'file.retry', id }),
    dismissUpload: (id) => send({ type: 'file.dismiss', id }),
    downloadRequest: view.downloadRequest,
    acceptSurvey: () => send({ type: 'survey.accept' }),
    declineSurvey: () => send({ type: 'survey.decline' }),
    shareLink: view.shareLink,
    createTransferLink: (baseUrl) => send({ type: 'share.create', kind: 'transfer', baseUrl }),
    createInviteLink: (baseUrl) => send({ type: 'share.create', kind: 'invite', baseUrl }),
    joinSharedChat: (token) => send({ type: 'share.join', token }),
    notifyOpened: () => send({ type: 'widget.opened' }),
    notifyClosed: () => send({ type: 'widget.closed' }),
    notifyCancelled: () => send({ type: 'form.cancelled' }),
    notifyCoBrowseStarted: () => send({ type: 'coBrowse.started' }),
    getTranscriptProps: () => ({
      ...chatSessionAnatomy.transcript.attrs,
      role: 'log',
      'aria-live': 'polite',
      'aria-relevant': 'additions',
      'data-state': view.status,
    }),
    getFileInputProps: () => ({
      ...chatSessionAnatomy.fileInput.attrs,
      type: 'file',
      hidden: true,
      tabIndex: -1,
      accept: accept || undefined,
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        const input = event.currentTarget;
        const file = input.files?.[0];
        if (file) send({ type: 'file.upload', file, fileName: file.name });
        // Cleared, so that picking the same file again still counts as a change.
        input.value = '';
      },
    }),
  };
}
