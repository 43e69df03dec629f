import type { ChatError } from '../../chat/chat.errors';
import type { Conversation, FileLimitsStatus, TranscriptEvent } from '../../chat/chat.types';
import { defineSlice } from '../../engine/state-store';
import type { GmsErrorEntry } from './gms-chat.schemas';

/** The keys GMS hands out with a chat, which every later request must echo. */
export interface GmsKeys {
  /** Secret of the session; a request with another one is answered 404. */
  secureKey: string;
  /** GMS node alias. */
  alias: string;
  /** GMS user id of the visitor. */
  userId: string;
}

/** The GMS module's state: the keys of each chat it started. */
export const gmsSessions = defineSlice('gms-chat', () => new Map<string, GmsKeys>());

/** The `statusCode` of a GMS response: 0 ok, 1 temporarily unavailable, 2 error. */
export type GmsStatusCode = 0 | 1 | 2;

/** The response every GMS chat operation answers with (protocols 1.3). */
export interface GmsEnvelope {
  /** 0 ok, 1 temporarily unavailable, 2 error. */
  statusCode: GmsStatusCode;
  /** The chat id. */
  chatId: string;
  /** The session secret. */
  secureKey: string;
  /** GMS node alias. */
  alias: string;
  /** GMS user id. */
  userId: string;
  /** Whether the chat is over; always present. */
  chatEnded: boolean;
  /** The index the next transcript event will get. */
  nextPosition: number;
  /** Transcript events from the requested position (or the file limits entry). */
  messages: object[];
  /**
   * The idle-close countdown (protocols 1.3), in seconds from the IdleAlert that announced the
   * close to the close; present while that close is pending.
   */
  idleTimerExpire?: number;
  /** Data of the operation (the uploaded file's id). */
  userData?: Record<string, string>;
  /** Why the operation failed (`statusCode` 2). */
  errors?: GmsErrorEntry[];
}

/** The bare error body, for failures without a chat (start validation, unknown chat). */
export interface GmsErrorBody {
  /** Always 2. */
  statusCode: 2;
  /** Why the request failed. */
  errors: GmsErrorEntry[];
}

/** A transcript event in GMS form: the fields it has, nothing undefined. */
export function toGmsMessage(event: TranscriptEvent): object {
  return { ...event, from: { ...event.from } };
}

/** The events a `transcriptPosition` asks for: none when absent or negative, else from that index on. */
export function eventsFrom(conversation: Conversation, position: number | undefined): object[] {
  if (position === undefined || position < 0) return [];
  return conversation.events.filter((event) => event.index >= position).map(toGmsMessage);
}

/** What an envelope carries besides the session fields. */
export interface EnvelopeParts {
  /** Status code. @default 0 */
  statusCode?: GmsStatusCode;
  /** The messages. @default [] */
  messages?: object[];
  /** Operation data. */
  userData?: Record<string, string>;
  /** Errors. */
  errors?: GmsErrorEntry[];
}

/**
 * The `idleTimerExpire` of a chat whose idle close is pending. protocols.md names the field and
 * calls it the idle-close countdown but gives no unit or origin; the client reads seconds and
 * counts them from the IdleAlert's `utcTime`, so that is what it gets, on every answer until
 * the close fires or the visitor acts.
 */
function idleTimerOf(conversation: Conversation): { idleTimerExpire?: number } {
  const pending = conversation.idleClose;
  return pending === undefined || conversation.state === 'ended'
    ? {}
    : { idleTimerExpire: pending.afterMs / 1000 };
}

/** Builds the envelope of a chat with explicit `chatEnded` and `nextPosition`. */
export function envelope(
  conversation: Conversation,
  keys: GmsKeys,
  parts: EnvelopeParts = {},
): GmsEnvelope {
  return {
    statusCode: parts.statusCode ?? 0,
    chatId: conversation.id,
    secureKey: keys.secureKey,
    alias: keys.alias,
    userId: keys.userId,
    chatEnded: conversation.state === 'ended',
    nextPosition: conversation.events.length + 1,
    messages: parts.messages ?? [],
    ...idleTimerOf(conversation),
    ...(parts.userData === undefined ? {} : { userData: parts.userData }),
    ...(parts.errors === undefined ? {} : { errors: parts.errors }),
  };
}

/** The HTTP status and GMS error entry of a refused chat operation. */
export function gmsErrorOf(error: ChatError): { status: number; entry: GmsErrorEntry } {
  const advice = error.limit ?? error.message;
  switch (error.code) {
    case 'not-found':
    case 'file-not-found':
      return { status: 404, entry: { code: 404, advice: error.message } };
    case 'service-unavailable':
      return { status: 400, entry: { code: 240, advice: error.message } };
    case 'message-too-long':
      return { status: 400, entry: { code: 204, advice } };
    case 'too-many-files':
      return { status: 400, entry: { code: 201, advice } };
    case 'file-too-large':
    case 'total-size-exceeded':
      return { status: 400, entry: { code: 202, advice } };
    case 'file-type-not-allowed':
      return { status: 400, entry: { code: 203, advice } };
    default:
      return { status: 400, entry: { code: 400, advice: error.message } };
  }
}

/** A `Content-Disposition` header that offers the file for download under its own name. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The file limits entry of the limits response (protocols 1.4): every value a string. */
export function limitsUserData(limits: FileLimitsStatus): Record<string, string> {
  return {
    'upload-max-files': String(limits.maxFiles),
    'upload-max-file-size': String(limits.maxFileSize),
    'upload-max-total-size': String(limits.maxTotalSize),
    'upload-need-agent': String(limits.needAgent),
    'upload-file-types': limits.fileTypes.join(':'),
    'used-upload-max-files': String(limits.usedFiles),
    'used-upload-max-total-size': String(limits.usedTotalSize),
    'download-attempts': String(limits.downloadAttempts),
    'used-download-attempts': String(limits.usedDownloads),
    'delete-file': String(limits.deleteFile),
  };
}
