import type {
  ChatTransportKind,
  Conversation,
  ConversationState,
  EventSender,
  Participant,
  TranscriptEvent,
  TranscriptEventType,
  Visitor,
} from '../../chat/chat.types';
import { defineSlice } from '../../engine/state-store';

/** A file as the control API lists it. */
export interface ControlFile {
  /** File id. */
  fileId: string;
  /** File name. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type. */
  mimeType: string;
  /** Participant id of the uploader. */
  uploadedBy: number;
  /** ISO time of the upload. */
  uploadedAt: string;
}

/** A chat as `GET /sim/api/chats` lists it. */
export interface ChatSummary {
  /** Chat id. */
  id: string;
  /** The visitor's protocol. */
  transport: ChatTransportKind;
  /** Where the chat stands. */
  state: ConversationState;
  /** The visitor's details. */
  visitor: Visitor;
  /** ISO start time. */
  createdAt: string;
  /** ISO end time, once ended. */
  endedAt?: string;
  /** Every party, system parties included. */
  participants: Participant[];
  /** The chat's user data. */
  userData: Record<string, string>;
  /** Transport facts (e.g. the GMS service name). */
  details: Record<string, string>;
  /** The index the next event gets. */
  nextIndex: number;
  /** Whether the visitor is typing. */
  visitorTyping: boolean;
  /** What the visitor is typing, as last previewed. */
  visitorPreview: string;
  /** Files sent in the chat. */
  files: ControlFile[];
  /** Responses still to answer "temporarily unavailable". */
  unavailable: number;
}

/** A transcript event as the control API returns it. */
export interface ControlEvent {
  /** Position in the chat. */
  index: number;
  /** Event type. */
  type: TranscriptEventType;
  /** Sender. */
  from: EventSender;
  /** Text ('' when the event has none). */
  text: string;
  /** ISO time. */
  time: string;
  /** Epoch milliseconds. */
  utcTime: number;
  /** User data, when present. */
  userData?: Record<string, string>;
  /** Event attributes, when present. */
  eventAttributes?: Record<string, unknown>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The control API's view of a chat. */
export function toSummary(conversation: Conversation): ChatSummary {
  return {
    id: conversation.id,
    transport: conversation.transport,
    state: conversation.state,
    visitor: conversation.visitor,
    createdAt: iso(conversation.createdAt),
    ...(conversation.endedAt === undefined ? {} : { endedAt: iso(conversation.endedAt) }),
    participants: conversation.participants,
    userData: conversation.userData,
    details: conversation.details,
    nextIndex: conversation.events.length + 1,
    visitorTyping: conversation.participants[0]?.typing ?? false,
    visitorPreview: conversation.visitorPreview,
    files: conversation.files.map((file) => ({ ...file, uploadedAt: iso(file.uploadedAt) })),
    unavailable: conversation.unavailable,
  };
}

/** The control API's view of a transcript event. */
export function toControlEvent(event: TranscriptEvent): ControlEvent {
  return {
    index: event.index,
    type: event.type,
    from: event.from,
    text: event.text ?? '',
    time: iso(event.utcTime),
    utcTime: event.utcTime,
    ...(event.userData === undefined ? {} : { userData: event.userData }),
    ...(event.eventAttributes === undefined ? {} : { eventAttributes: event.eventAttributes }),
  };
}

/** A decline posted to the simulator-hosted survey cancel URL. */
export interface SurveyCancellation {
  /** The chat id in the URL. */
  chatId: string;
  /** ISO time it arrived. */
  receivedAt: string;
  /** The raw body ('' when none). */
  body: string;
}

/** The survey declines received since the last reset. */
export const surveyCancellations = defineSlice('chats', () => [] as SurveyCancellation[]);
