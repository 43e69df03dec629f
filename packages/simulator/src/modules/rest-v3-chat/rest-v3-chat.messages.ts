import type {
  Conversation,
  ParticipantType,
  TranscriptEvent,
  TranscriptEventType,
} from '../../chat/chat.types';

/** A party type as REST v3 names it. */
export type V3PartyType = 'Customer' | 'Agent' | 'Supervisor' | 'External';

/** A message type of the REST v3 transcript. */
export type V3MessageType =
  | 'Text'
  | 'ParticipantJoined'
  | 'ParticipantLeft'
  | 'TypingStarted'
  | 'TypingStopped'
  | 'Notice'
  | 'PushUrl';

/** Rich content of a message: an uploaded file the client fetches with its auth headers. */
export interface V3Content {
  /** `image` for images, `file` otherwise. */
  type: 'image' | 'file';
  /** MIME type of the file. */
  mime: string;
  /** Path relative to the API root (`dataURL` minus `/sessions`). */
  url: string;
  /** File name. */
  name: string;
}

/** One message of a REST v3 transcript. */
export interface V3Message {
  /** Position in the chat, from 1; unique and increasing. */
  index: number;
  /** What happened. */
  type: V3MessageType;
  /** Text of the message (empty when the event has none). */
  text: string;
  /** When it happened, ISO 8601 in UTC. */
  utcTime: string;
  /** Who it is from. */
  from: {
    /** Display name. */
    nickname: string;
    /** Party type. */
    type: V3PartyType;
    /** Participant id, as a string. */
    participantId: string;
  };
  /** The pushed page, for `PushUrl`. */
  url?: string;
  /** Uploaded files, for file events. */
  content?: V3Content[];
}

const partyTypes: Record<ParticipantType, V3PartyType> = {
  Client: 'Customer',
  Agent: 'Agent',
  Supervisor: 'Supervisor',
  External: 'External',
};

// Engine events REST v3 has no type for are shown as what the widget renders them as.
const messageTypes: Record<TranscriptEventType, V3MessageType> = {
  Message: 'Text',
  Text: 'Text',
  Structured: 'Text',
  FileUploaded: 'Text',
  PushUrl: 'PushUrl',
  Notice: 'Notice',
  CustomNotice: 'Notice',
  NicknameUpdated: 'Notice',
  IdleAlert: 'Notice',
  IdleClose: 'Notice',
  FileDeleted: 'Notice',
  ParticipantJoined: 'ParticipantJoined',
  ParticipantLeft: 'ParticipantLeft',
  TypingStarted: 'TypingStarted',
  TypingStopped: 'TypingStopped',
};

/** The path (relative to the API root) an image of a session is fetched from. */
export function imagePath(sessionId: string, fileId: string): string {
  return `/sessions/${encodeURIComponent(sessionId)}/images/${encodeURIComponent(fileId)}`;
}

function fileContent(conversation: Conversation, event: TranscriptEvent): V3Content[] {
  const fileId = event.userData?.['file-id'];
  const file = conversation.files.find((record) => record.fileId === fileId);
  if (!file) return [];
  return [
    {
      type: file.mimeType.startsWith('image/') ? 'image' : 'file',
      mime: file.mimeType,
      url: imagePath(conversation.id, file.fileId),
      name: file.name,
    },
  ];
}

/** A transcript event in REST v3 form. */
export function toV3Message(conversation: Conversation, event: TranscriptEvent): V3Message {
  const type = messageTypes[event.type];
  const text =
    event.type === 'FileUploaded' ? (event.userData?.['file-name'] ?? '') : (event.text ?? '');
  const content = event.type === 'FileUploaded' ? fileContent(conversation, event) : [];
  return {
    index: event.index,
    type,
    text,
    utcTime: new Date(event.utcTime).toISOString(),
    from: {
      nickname: event.from.nickname,
      type: partyTypes[event.from.type],
      participantId: String(event.from.participantId),
    },
    ...(type === 'PushUrl' ? { url: text } : {}),
    ...(content.length > 0 ? { content } : {}),
  };
}

/** Which part of the transcript a poll asks for. */
export interface TranscriptPage {
  /** `index` of the query. */
  index?: number;
  /** `count` of the query. */
  count?: number;
}

/**
 * The events a poll returns. Like a real server that keeps the whole transcript, with `index` the
 * start of the page (protocols 3: history is `index=<start>&count=<n>`):
 * - neither `index` nor `count`: the whole transcript (the widget polls this way and de-duplicates
 *   by index, protocols 3);
 * - `index` only: every event with index ≥ `index` (incremental polling);
 * - `index` and `count`: the page of async history, the first `count` events from `index` on;
 * - `count` only: the last `count` events. Oldest first always.
 */
export function selectEvents(events: readonly TranscriptEvent[], page: TranscriptPage) {
  const { index, count } = page;
  const from = index === undefined ? events : events.filter((event) => event.index >= index);
  if (count === undefined) return [...from];
  if (count === 0) return [];
  return index === undefined ? from.slice(-count) : from.slice(0, count);
}
