import type {
  ChatMessage,
  FileDetails,
  FileLimits,
  MessageSender,
  ParticipantType,
} from '../chat.types';
import type { ChatBatch, SessionKeys, TransportResult } from '../transport.types';
import {
  cleanRecord,
  countOf,
  idText,
  isRecord,
  parseJson,
  recordOf,
  stringEntries,
  type WireRecord,
} from '../wire-records';
import { describeIssues, protocolFailure } from '../transport-results';
import { messageSchema, type GmsEnvelope, type GmsWireMessage } from './gms-v2.schema';
import type { GmsIssue, GmsOperation } from './gms-v2.types';

/** What normalising an answer needs besides the answer. */
export interface NormaliseContext {
  /** The operation whose answer it is (named in issues). */
  operation: GmsOperation;
  /** Event attribute that carries the client's message id. */
  clientIdAttribute: string;
  /** Receives each dropped message and ignored field. */
  report: (issue: GmsIssue) => void;
}

const fileEvents = new Set<string>(['FileUploaded', 'FileDeleted']);
const typingEvents = new Set<string>(['TypingStarted', 'TypingStopped']);

function senderOf(from: GmsWireMessage['from'], attributes: WireRecord): MessageSender {
  const partyInfo = recordOf(recordOf(attributes.GCTI_SYSTEM)?.['party-info']);
  const type: ParticipantType =
    partyInfo?.style === 'BOT' ? 'Bot' : from.type === 'External' ? 'System' : from.type;
  const nickname = from.nickname?.trim() ? from.nickname : undefined;
  return {
    id: idText(from.participantId),
    type,
    name: nickname ?? type,
  };
}

function attributesOf(value: unknown, ignore: (reason: string) => void): WireRecord {
  if (value === undefined || value === null || value === '') return {};
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  if (isRecord(parsed)) return cleanRecord(parsed);
  ignore('eventAttributes is neither an object nor JSON object text');
  return {};
}

function richMediaOf(
  attributes: WireRecord,
  ignore: (reason: string) => void,
): ChatMessage['richMedia'] {
  const genesysChat = recordOf(recordOf(attributes['structured-content'])?.['genesys-chat']);
  if (genesysChat?.content === undefined) return undefined;
  const content = recordOf(genesysChat.content);
  if (typeof content?.contentType !== 'string') {
    ignore('structured content has no contentType');
    return undefined;
  }
  const { id, textback } = content;
  return {
    contentType: content.contentType,
    content: content.content,
    ...(typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : {}),
    ...(typeof textback === 'string' ? { textback } : {}),
  };
}

/** A file id given as a non-empty text or a number, as text. */
function fileIdOf(value: unknown): string | undefined {
  return (typeof value === 'string' && value !== '') || typeof value === 'number'
    ? String(value)
    : undefined;
}

function fileDetailsOf(
  userData: WireRecord,
  ignore: (reason: string) => void,
): FileDetails | undefined {
  const fileId = fileIdOf(userData['file-id']);
  if (fileId === undefined) {
    ignore('file event has no file-id');
    return undefined;
  }
  const fileName = userData['file-name'];
  return {
    fileName: typeof fileName === 'string' ? fileName : '',
    fileSize: countOf(userData['file-size']) ?? 0,
    fileId,
  };
}

/** A clean copy of a field that should hold an object; `undefined` when it is absent, or reported when it holds anything else. */
function objectField(
  value: unknown,
  name: string,
  ignore: (reason: string) => void,
): WireRecord | undefined {
  if (isRecord(value)) return cleanRecord(value);
  if (value !== undefined && value !== null) ignore(`${name} is not an object`);
  return undefined;
}

function toChatMessage(wire: GmsWireMessage, context: NormaliseContext): ChatMessage {
  const ignore = (reason: string) =>
    context.report({ operation: context.operation, index: wire.index, reason, dropped: false });
  const attributes = attributesOf(wire.eventAttributes, ignore);
  const userData = objectField(wire.userData, 'userData', ignore) ?? {};
  const bubble = objectField(wire.bubble, 'bubble', ignore);
  const clientMessageId = attributes[context.clientIdAttribute];
  const richMedia = richMediaOf(attributes, ignore);
  const fileDetails = fileEvents.has(wire.type) ? fileDetailsOf(userData, ignore) : undefined;
  return {
    index: wire.index,
    type: wire.type,
    text: wire.text ?? '',
    timestamp: wire.utcTime,
    html: wire.html ?? false,
    ...(bubble ? { bubble } : {}),
    userData: stringEntries(userData),
    from: senderOf(wire.from, attributes),
    isTyping: typingEvents.has(wire.type),
    ...(fileDetails ? { fileDetails } : {}),
    restoring: false,
    eventAttributes: attributes,
    ...(typeof clientMessageId === 'string' ? { clientMessageId } : {}),
    ...(richMedia ? { richMedia } : {}),
  };
}

function readableIndex(raw: unknown): number | undefined {
  return isRecord(raw) && Number.isSafeInteger(raw.index) ? (raw.index as number) : undefined;
}

/** Normalises the transcript events of an answer; a malformed event is dropped and reported, the rest survive. */
export function normaliseMessages(
  raw: readonly unknown[],
  context: NormaliseContext,
): { messages: ChatMessage[]; lastIndex: number | undefined } {
  const messages: ChatMessage[] = [];
  let lastIndex: number | undefined;
  for (const item of raw) {
    const index = readableIndex(item);
    if (index !== undefined && (lastIndex === undefined || index > lastIndex)) lastIndex = index;
    const parsed = messageSchema.safeParse(item);
    if (parsed.success) {
      messages.push(toChatMessage(parsed.data, context));
    } else {
      context.report({
        operation: context.operation,
        ...(index === undefined ? {} : { index }),
        reason: `message dropped: ${describeIssues(parsed.error)}`,
        dropped: true,
      });
    }
  }
  return { messages, lastIndex };
}

function idleTimerOf(value: unknown, context: NormaliseContext): number | undefined {
  if (value === undefined || value === null) return undefined;
  const seconds = countOf(value);
  if (seconds === undefined) {
    context.report({
      operation: context.operation,
      reason: 'idleTimerExpire is not a number',
      dropped: false,
    });
  }
  return seconds;
}

/**
 * The batch of an answer. `nextPosition` is the server's, else the highest index read plus one
 * (dropped events count, so they are not asked for again), else `fallbackPosition`.
 */
export function batchOf(
  envelope: GmsEnvelope,
  fallbackPosition: number,
  context: NormaliseContext,
): ChatBatch {
  const { messages, lastIndex } = normaliseMessages(envelope.messages ?? [], context);
  const idleTimerExpire = idleTimerOf(envelope.idleTimerExpire, context);
  return {
    messages,
    ended: envelope.chatEnded ?? undefined,
    nextPosition:
      envelope.nextPosition ?? (lastIndex === undefined ? fallbackPosition : lastIndex + 1),
    ...(idleTimerExpire === undefined ? {} : { idleTimerExpire }),
  };
}

/** File limits from a limits answer: its own user data, then each message's, later values winning (protocols 1.4). */
export function fileLimitsOf(envelope: GmsEnvelope): FileLimits {
  const data: WireRecord = { ...(envelope.userData ? cleanRecord(envelope.userData) : {}) };
  for (const item of envelope.messages ?? []) {
    if (isRecord(item) && isRecord(item.userData)) Object.assign(data, cleanRecord(item.userData));
  }
  const types = data['upload-file-types'];
  const needAgent = data['upload-need-agent'];
  const limits: FileLimits = {
    fileTypes:
      typeof types === 'string'
        ? types
            .split(':')
            .map((type) => type.trim().replace(/^\.+/, '').toLowerCase())
            .filter((type) => type !== '')
        : [],
    needAgent:
      needAgent === true ||
      (typeof needAgent === 'string' && needAgent.trim().toLowerCase() === 'true'),
  };
  const counts = {
    maxFileSize: 'upload-max-file-size',
    maxFiles: 'upload-max-files',
    maxTotalSize: 'upload-max-total-size',
    usedFiles: 'used-upload-max-files',
    usedTotalSize: 'used-upload-max-total-size',
  } as const;
  for (const [field, key] of Object.entries(counts) as [keyof typeof counts, string][]) {
    const value = countOf(data[key]);
    if (value !== undefined) limits[field] = value;
  }
  return limits;
}

/** The uploaded file's id from the upload answer's user data (protocols 1.4); an answer without one is a protocol failure. */
export function uploadedFileOf(envelope: GmsEnvelope): TransportResult<{ fileId: string }> {
  const fileId = fileIdOf(envelope.userData?.['file-id']);
  return fileId === undefined
    ? protocolFailure('file', 'userData.file-id: Expected the id of the uploaded file')
    : { ok: true, value: { fileId } };
}

/** The session keys and first batch of a start answer; an answer without a chat id or secure key is a protocol failure. */
export function startedChat(
  envelope: GmsEnvelope,
  context: NormaliseContext,
): TransportResult<{ session: SessionKeys; batch: ChatBatch }> {
  const { chatId, secureKey, alias, userId } = envelope;
  if (!chatId) return protocolFailure('start', 'chatId: Expected a session id');
  if (!secureKey) return protocolFailure('start', 'secureKey: Expected a secure key');
  return {
    ok: true,
    value: {
      session: Object.freeze({ chatId, secureKey, alias: alias ?? '', userId: userId ?? '' }),
      // Transcript indexes start at 1, so a start answer without messages leaves the position there.
      batch: batchOf(envelope, 1, context),
    },
  };
}

/**
 * The normalise context of each operation, reporting issues to `onIssue`; a failing observer must not
 * turn a good answer into a failed call.
 */
export function normaliseContexts(config: {
  clientIdAttribute: string;
  onIssue?: (issue: GmsIssue) => void;
}): (operation: GmsOperation) => NormaliseContext {
  const report = (issue: GmsIssue) => {
    try {
      config.onIssue?.(issue);
    } catch {
      // Ignored: see above.
    }
  };
  return (operation) => ({ operation, clientIdAttribute: config.clientIdAttribute, report });
}
