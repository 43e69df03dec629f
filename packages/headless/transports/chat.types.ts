/** Who a chat message is from, normalised across back ends. */
export type ParticipantType = 'Client' | 'Agent' | 'Supervisor' | 'Bot' | 'System';

/** The message types of the chat protocol (spec 2, section 3). */
export const messageTypes = [
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

/** The sender id of the messages a site injects into the transcript (`WebChat.injectMessage`). */
export const injectedSenderId = 'cxkit-injected';

/** A chat message type. */
export type MessageType = (typeof messageTypes)[number];

/** A participant as a message names it. */
export interface MessageSender {
  /** Back-end participant id (stringified). */
  id: string;
  /** Normalised role; `Bot` when the back end marks the party as a bot. */
  type: ParticipantType;
  /** Display name; the role's default name (Agent, Bot, Supervisor) when the back end sends none. */
  name: string;
}

/** A transferred file, as a FileUploaded / FileDeleted message describes it. */
export interface FileDetails {
  /** File name. */
  fileName: string;
  /** Size in bytes. */
  fileSize: number;
  /** Back-end file id, used to download it. */
  fileId: string;
}

/** A chat message normalised from any back end (spec 2, section 3). */
export interface ChatMessage {
  /** Position in the conversation; unique and increasing. */
  index: number;
  /** Message type. */
  type: MessageType;
  /** Text (empty for events without text). */
  text: string;
  /** When it happened (ms since epoch, from the back end's UTC time). */
  timestamp: number;
  /** Whether `text` is HTML from the back end (rendered only through a sanitiser). */
  html: boolean;
  /** Bubble styling hint from the back end, if any. */
  bubble?: Record<string, unknown>;
  /** User data the back end attached (e.g. file details, limits). */
  userData: Record<string, string>;
  /** The sender. */
  from: MessageSender;
  /** Whether this is a typing event (TypingStarted/TypingStopped). */
  isTyping: boolean;
  /** Details of a transferred file (FileUploaded/FileDeleted). */
  fileDetails?: FileDetails;
  /** Whether it was read back while restoring a session. */
  restoring: boolean;
  /** Event attributes the back end attached (parsed from JSON when sent as text). */
  eventAttributes: Record<string, unknown>;
  /** The client's own id for a message it sent, echoed back by the back end, to recognise it exactly once. */
  clientMessageId?: string;
  /** Set on a message the site put into the transcript itself (`WebChat.injectMessage`): never sent nor received. */
  injected?: { custom: boolean };
  /** Rich-media content (`{ contentType, content, id?, textback? }`) when the message carries structured content. */
  richMedia?: { contentType: string; content: unknown; id?: string; textback?: string };
}

/** What a start request carries (spec 2, section 3). */
export interface StartChatRequest {
  /** Nickname (the back end requires it or first and last name). */
  nickname?: string;
  /** First name. */
  firstName?: string;
  /** Last name. */
  lastName?: string;
  /** E-mail address. */
  emailAddress?: string;
  /** Subject. */
  subject?: string;
  /** First message text. */
  text?: string;
  /** User data, including the automatic keys. */
  userData: Record<string, string>;
  /** Routing endpoint, when configured. */
  endpoint?: string;
}

/** File upload limits of a session (spec 2, section 3 and protocols 1.4). */
export interface FileLimits {
  /** Allowed file extensions, lower case, without dots; empty means any. */
  fileTypes: string[];
  /** Whether uploads need a connected agent. */
  needAgent: boolean;
  /** Largest file in bytes, if limited. */
  maxFileSize?: number;
  /** Most files in the session, if limited. */
  maxFiles?: number;
  /** Most bytes in the session, if limited. */
  maxTotalSize?: number;
  /** Files already uploaded. */
  usedFiles?: number;
  /** Bytes already uploaded. */
  usedTotalSize?: number;
}
