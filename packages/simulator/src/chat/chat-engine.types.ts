import type {
  ChatListener,
  ChatTransportKind,
  Conversation,
  FileLimitsStatus,
  Participant,
  StoredFile,
  TranscriptEvent,
  TranscriptEventType,
  Visitor,
} from './chat.types';

/** What starting a conversation takes. */
export interface CreateConversationInput {
  /** The protocol the visitor uses. */
  transport: ChatTransportKind;
  /** The visitor's details; missing ones become empty strings. */
  visitor?: Partial<Visitor>;
  /** User data of the start request. */
  userData?: Record<string, string>;
  /** A first message, added after the visitor joined when not blank. */
  text?: string;
  /** Base URL the visitor reached the simulator at. */
  origin?: string;
  /** Transport facts worth showing (e.g. the GMS service name). */
  details?: Record<string, string>;
}

/** A message the visitor sends. */
export interface VisitorMessageInput {
  /** The text; must not be blank nor longer than `maxMessageLength`. */
  text: string;
  /** Attributes stored verbatim on the message and returned with it (the echo rule). */
  eventAttributes?: Record<string, unknown>;
}

/** A custom notice the visitor sends. */
export interface VisitorNoticeInput {
  /** The notice text (may be empty). */
  text: string;
  /** Attributes stored verbatim (e.g. `{ purpose: 'cancel-idle-timer' }`). */
  eventAttributes?: Record<string, unknown>;
}

/** An agent joining a conversation. */
export interface AgentJoinInput {
  /** Display name. @default 'Agent' */
  name?: string;
  /** Party type. @default 'Agent' */
  type?: 'Agent' | 'Supervisor';
  /** Whether the agent is a bot: its events then carry `GCTI_SYSTEM["party-info"].style = "BOT"`. @default false */
  bot?: boolean;
}

/** Picks one agent of a conversation. */
export interface AgentSelector {
  /** The agent's participant id. @default the agent who joined last and is still connected */
  participantId?: number;
}

/** An agent's message or other event. */
export interface AgentMessageInput extends AgentSelector {
  /** Text of the event. */
  text: string;
  /** Event type. @default 'Message' */
  type?: TranscriptEventType;
  /** Rich-media content type (`quick-replies`, `generic`, ...); with `content` it adds structured content (GMS chats only, else `not-carried`). */
  contentType?: string;
  /** Rich-media content, stored under `eventAttributes["structured-content"]["genesys-chat"].content`. */
  content?: unknown;
  /** Further attributes of the event. */
  eventAttributes?: Record<string, unknown>;
}

/** An agent typing. */
export interface AgentTypingInput extends AgentSelector {
  /** Milliseconds until TypingStopped, unless a message or a leave comes first. @default agentTypingMs */
  durationMs?: number;
}

/** A file to add to a conversation. */
export interface FileInput extends AgentSelector {
  /** File name. */
  name: string;
  /** Content. */
  bytes: Uint8Array;
  /** MIME type. @default guessed from the extension */
  mimeType?: string;
}

/** An idle timer firing. */
export interface IdleInput {
  /** `alert` warns (IdleAlert); `close` closes the chat (IdleClose, then the chat ends). */
  kind: 'alert' | 'close';
  /** Text of the event. @default a standard sentence */
  text?: string;
  /** The timer that follows an alert (e.g. `CLOSE`), put in the event's userData as `nextTimerType`. */
  nextTimerType?: string;
  /**
   * With an alert: the chat closes (IdleClose, then the end) this many milliseconds after it unless
   * the visitor writes, types or sends a custom notice first, or a later alert replaces it. The
   * next timer is then the close: `nextTimerType` defaults to `CLOSE` and may be no other.
   */
  closeAfterMs?: number;
}

/** The links of a post-chat survey offer. */
export interface SurveyInput {
  /** Where the visitor answers the survey. */
  surveyUrl: string;
  /** Where declining is posted. */
  cancelUrl: string;
}

/** Limits which notices a subscriber receives. */
export interface SubscribeFilter {
  /** Only this conversation's notices. */
  chatId?: string;
}

/** The protocol-independent conversation engine every chat transport and the scripted agent build on. */
export interface ChatEngine {
  /** Starts a conversation: the visitor's ParticipantJoined, then their first message if any. */
  create(input: CreateConversationInput): Conversation;
  /** A conversation by id, or undefined. */
  get(chatId: string): Conversation | undefined;
  /** A conversation by id; throws `not-found`. */
  require(chatId: string): Conversation;
  /** Every conversation of the run, oldest first. */
  list(): Conversation[];
  /** The events from index `from` on (1 = all). */
  transcript(chatId: string, from?: number): TranscriptEvent[];
  /** The index the next event will get. */
  nextIndex(chatId: string): number;
  /** The visitor sends a message (stored with its attributes verbatim). */
  visitorMessage(chatId: string, input: VisitorMessageInput): TranscriptEvent;
  /** The visitor starts or stops typing; returns the event, or undefined if nothing changed. */
  visitorTyping(chatId: string, typing: boolean, preview?: string): TranscriptEvent | undefined;
  /** Records what the visitor is typing without an event (poll previews); ignored once ended. */
  setVisitorPreview(chatId: string, preview: string): void;
  /** The visitor sends a custom notice. */
  visitorNotice(chatId: string, input: VisitorNoticeInput): TranscriptEvent;
  /** Merges user data into the conversation. */
  updateData(chatId: string, userData: Record<string, string>): Conversation;
  /** The visitor leaves (ParticipantLeft) and the conversation ends; no-op once ended. */
  visitorLeave(chatId: string): Conversation;
  /** An agent joins (ParticipantJoined); the conversation becomes active. */
  agentJoin(chatId: string, input?: AgentJoinInput): Participant;
  /** An agent sends a message or any other event type, ending their typing first. */
  agentMessage(chatId: string, input: AgentMessageInput): TranscriptEvent;
  /** An agent types: TypingStarted for each notice (a client hides a typist after 3 s without one), TypingStopped once the last one's duration passes. */
  agentTyping(chatId: string, input?: AgentTypingInput): TranscriptEvent;
  /** An agent leaves (ParticipantLeft); without agents left the conversation waits again. */
  agentLeave(chatId: string, input?: AgentSelector): TranscriptEvent;
  /** Ends the conversation: each connected agent leaves, then it is over; no-op once ended. */
  end(chatId: string): Conversation;
  /** Stores a file and adds FileUploaded; visitor uploads are checked against the file limits, an agent's comes from `file.participantId` (default the last agent). */
  uploadFile(
    chatId: string,
    by: 'visitor' | 'agent',
    file: FileInput,
  ): { file: StoredFile; event: TranscriptEvent };
  /** The file limits with what the visitor used so far. */
  fileLimits(chatId: string): FileLimitsStatus;
  /** A file with its bytes, counted as a download; throws `file-not-found`. */
  readFile(chatId: string, fileId: string): StoredFile;
  /** An idle timer fires: IdleAlert (arming the close it announces, if any), or IdleClose and the end of the conversation. */
  idle(chatId: string, input: IdleInput): TranscriptEvent;
  /** Offers the post-chat survey: a CustomNotice from `_GCTI_GSS` with `{Survey_URL, Cancel_URL}`. */
  survey(chatId: string, input: SurveyInput): TranscriptEvent;
  /** Makes the next `count` transport responses of the conversation "temporarily unavailable". */
  setUnavailable(chatId: string, count: number): number;
  /** Consumes one "temporarily unavailable" response; true if the caller must answer that way. */
  takeUnavailable(chatId: string): boolean;
  /** Whether new conversations can start. */
  serviceAvailable(): boolean;
  /** Opens or closes the service for new conversations. */
  setServiceAvailable(available: boolean): void;
  /** Calls `listener` for every later notice; returns the unsubscribe function. */
  subscribe(listener: ChatListener, filter?: SubscribeFilter): () => void;
}
