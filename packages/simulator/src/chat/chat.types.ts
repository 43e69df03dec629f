/** The wire protocols a conversation can be reached through. */
export const chatTransports = ['gms-v2', 'rest-v3', 'cloud-v2', 'gms-cometd'] as const;

/** The wire protocol a conversation was started through. */
export type ChatTransportKind = (typeof chatTransports)[number];

const isGms = (transport: ChatTransportKind): boolean =>
  transport === 'gms-v2' || transport === 'gms-cometd';

/** Whether the protocol carries custom notices, the post-chat survey among them (GMS only: protocols 1.3). */
export const carriesCustomNotices = isGms;

/**
 * Whether the protocol carries rich media (`contentType` + `content`): GMS structured content only
 * (protocols 1.3). REST v3 messages carry uploaded images alone and guest chat messages plain text
 * (protocols 2.1, 3).
 */
export const carriesRichMedia = isGms;

/** Where a conversation stands: no agent yet (or none left), an agent connected, or over. */
export type ConversationState = 'waiting' | 'active' | 'ended';

/** The party types of the GMS transcript (`from.type`). */
export const participantTypes = ['Client', 'Agent', 'Supervisor', 'External'] as const;

/** A party type; `External` is the system (idle timers, survey). */
export type ParticipantType = (typeof participantTypes)[number];

/** The transcript event types of the chat protocol (spec 2, section 3). */
export const transcriptEventTypes = [
  'Message',
  'PushUrl',
  'Notice',
  'Structured',
  'Text',
  'ParticipantJoined',
  'ParticipantLeft',
  'TypingStarted',
  'TypingStopped',
  'NicknameUpdated',
  'IdleAlert',
  'IdleClose',
  'FileUploaded',
  'FileDeleted',
  'CustomNotice',
] as const;

/** A transcript event type. */
export type TranscriptEventType = (typeof transcriptEventTypes)[number];

/** The visitor as the start request described them; absent fields are empty strings. */
export interface Visitor {
  /** Display name chosen by the visitor. */
  nickname: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** E-mail address. */
  emailAddress: string;
  /** Subject of the chat. */
  subject: string;
}

/** A party of a conversation. */
export interface Participant {
  /** Number unique within the conversation; the visitor is 1. */
  participantId: number;
  /** Display name. */
  nickname: string;
  /** Party type. */
  type: ParticipantType;
  /** Whether the party is a bot (its events carry the BOT party-info style). */
  bot: boolean;
  /** Whether the party is still in the conversation. */
  connected: boolean;
  /** Whether the party is typing right now. */
  typing: boolean;
}

/** Who an event is from, as the transcript names it. */
export interface EventSender {
  /** The sender's participant id. */
  participantId: number;
  /** The sender's display name. */
  nickname: string;
  /** The sender's party type. */
  type: ParticipantType;
}

/** One entry of a conversation's transcript. */
export interface TranscriptEvent {
  /** Position in the conversation: unique, increasing, starting at 1. */
  index: number;
  /** What happened. */
  type: TranscriptEventType;
  /** When it happened, in epoch milliseconds of the simulator's clock. */
  utcTime: number;
  /** Who it is from. */
  from: EventSender;
  /** Text of the event, when it has one. */
  text?: string;
  /** String data attached to the event (e.g. file details). */
  userData?: Record<string, string>;
  /** Structured attributes (echoed client ids, rich media, bot party-info), stored as sent. */
  eventAttributes?: Record<string, unknown>;
}

/** A file sent in a conversation (its bytes are kept apart, see `ChatEngine.readFile`). */
export interface FileRecord {
  /** File id, unique within the run. */
  fileId: string;
  /** File name as uploaded. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type. */
  mimeType: string;
  /** Participant id of the uploader. */
  uploadedBy: number;
  /** When it was uploaded, in epoch milliseconds. */
  uploadedAt: number;
}

/** A file with its content. */
export interface StoredFile extends FileRecord {
  /** The file's bytes. */
  bytes: Uint8Array;
}

/** The close an idle alert announced, pending until it fires or the visitor acts. */
export interface PendingIdleClose {
  /** Transcript index of the IdleAlert that announced it. */
  alertIndex: number;
  /** How long after the alert the chat closes, in milliseconds. */
  afterMs: number;
  /** When the chat closes, in epoch milliseconds (the alert's `utcTime` plus `afterMs`). */
  closesAt: number;
}

/** One chat between a visitor and the contact centre, whatever protocol it is spoken through. */
export interface Conversation {
  /** Conversation id (the GMS `chatId`). */
  id: string;
  /** The protocol the visitor uses. */
  transport: ChatTransportKind;
  /** Where the conversation stands. */
  state: ConversationState;
  /** The visitor's details. */
  visitor: Visitor;
  /** User data from the start request and later updates. */
  userData: Record<string, string>;
  /** Every party that took part, system parties included. */
  participants: Participant[];
  /** The transcript, oldest first. */
  events: TranscriptEvent[];
  /** Files sent in the conversation. */
  files: FileRecord[];
  /** When it started, in epoch milliseconds. */
  createdAt: number;
  /** When it ended, in epoch milliseconds. */
  endedAt?: number;
  /** The text the visitor is typing, as the last typing or poll request previewed it. */
  visitorPreview: string;
  /** Downloads made so far. */
  downloads: number;
  /** Responses still to answer "temporarily unavailable" (GMS `statusCode: 1`). */
  unavailable: number;
  /** The idle close the last idle alert announced, while it is pending. */
  idleClose?: PendingIdleClose;
  /** Base URL the visitor reached the simulator at, for links to simulator-hosted pages. */
  origin?: string;
  /** Transport facts worth showing (e.g. the GMS service name). */
  details: Record<string, string>;
}

/** File limits of the run (protocols 1.4); the engine enforces them on visitor uploads. */
export interface FileLimits {
  /** Most files a visitor may upload per conversation. */
  maxFiles: number;
  /** Largest file in bytes. */
  maxFileSize: number;
  /** Most bytes a visitor may upload per conversation. */
  maxTotalSize: number;
  /** Whether uploads need a connected agent. */
  needAgent: boolean;
  /** Allowed extensions, lower case without dots; empty allows any. */
  fileTypes: string[];
  /** Download attempts the limits response advertises. */
  downloadAttempts: number;
  /** Whether the limits response advertises that files can be deleted. */
  deleteFile: boolean;
}

/** The limits of one conversation with what the visitor used so far. */
export interface FileLimitsStatus extends FileLimits {
  /** Files the visitor uploaded. */
  usedFiles: number;
  /** Bytes the visitor uploaded. */
  usedTotalSize: number;
  /** Downloads made. */
  usedDownloads: number;
}

/** What a chat subscriber is told. */
export type ChatNotice =
  | {
      /** A transcript event was appended. */
      kind: 'event';
      /** The conversation, after the event. */
      conversation: Conversation;
      /** The new event. */
      event: TranscriptEvent;
    }
  | {
      /** The conversation ended (after its last events were announced). */
      kind: 'ended';
      /** The ended conversation. */
      conversation: Conversation;
    };

/** Receives chat notices. */
export type ChatListener = (notice: ChatNotice) => void;
