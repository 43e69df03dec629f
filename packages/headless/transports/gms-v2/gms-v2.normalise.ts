import type { ChatMessage, FileLimits, ParticipantType } from '../chat.types';
import type { ChatBatch, SessionKeys, TransportResult } from '../transport.types';
import {
  cleanRecord,
  countOf,
  idText,
  isRecord,
  isText,
  recordOf,
  stringEntries,
  type WireRecord,
} from '../wire-records';
import { describeIssues, protocolFailure } from '../transport-results';
import {
  isTextOrNumber,
  isWholeNumber,
  messageSchema,
  type GmsEnvelope,
  type GmsWireMessage,
} from './gms-v2.schema';
import type { GmsIssue, GmsOperation } from './gms-v2.types';

/** What normalising an answer needs besides the answer. */
export interface NormaliseContext {
  /** Event attribute that carries the client's message id. */
  clientIdAttribute: string;
  /** Reports a dropped message or an ignored field of the context's operation. */
  report: (reason: string, index?: number, dropped?: boolean) => void;
}

/**
 * The normalise context of each operation, reporting issues to `onIssue`; a failing observer must not
 * turn a good answer into a failed call.
 */
export function normaliseContexts(config: {
  clientIdAttribute: string;
  onIssue?: (issue: GmsIssue) => void;
}): (operation: GmsOperation) => NormaliseContext {
  return (operation) => ({
    clientIdAttribute: config.clientIdAttribute,
    report(reason, index, dropped = false) {
      try {
        config.onIssue?.({ operation, ...(index === undefined ? {} : { index }), reason, dropped });
      } catch {
        // Ignored: see above.
      }
    },
  });
}

/** A file id given as a non-empty text or a number, as text. */
const fileIdOf = (value: unknown): string | undefined =>
  value !== '' && isTextOrNumber(value) ? String(value) : undefined;

function toChatMessage(
  wire: GmsWireMessage,
  { clientIdAttribute, report }: NormaliseContext,
): ChatMessage {
  const { index, type, from, eventAttributes } = wire;
  const ignore = (reason: string) => report(reason, index);
  // A clean copy of a field that should hold an object (`record`, read from it); anything but one or nothing is reported.
  const objectOf = (
    value: unknown,
    reason: string,
    record = isRecord(value) ? value : undefined,
  ) => {
    if (record) return cleanRecord(record);
    if (value != null) ignore(reason);
  };
  const attributes =
    (eventAttributes === ''
      ? undefined
      : objectOf(
          eventAttributes,
          'eventAttributes is neither an object nor JSON object text',
          recordOf(eventAttributes),
        )) ?? {};
  const userData = objectOf(wire.userData, 'userData is not an object') ?? {};
  const bubble = objectOf(wire.bubble, 'bubble is not an object');
  const clientMessageId = attributes[clientIdAttribute];
  const sender: ParticipantType =
    recordOf(recordOf(attributes.GCTI_SYSTEM)?.['party-info'])?.style === 'BOT'
      ? 'Bot'
      : from.type === 'External'
        ? 'System'
        : from.type;

  let richMedia: ChatMessage['richMedia'];
  const genesysChat = recordOf(recordOf(attributes['structured-content'])?.['genesys-chat']);
  if (genesysChat?.content !== undefined) {
    const content = recordOf(genesysChat.content);
    const { contentType, id, textback } = content ?? {};
    if (isText(contentType)) {
      richMedia = {
        contentType,
        content: content?.content,
        ...(isTextOrNumber(id) ? { id: String(id) } : {}),
        ...(isText(textback) ? { textback } : {}),
      };
    } else ignore('structured content has no contentType');
  }

  let fileDetails: ChatMessage['fileDetails'];
  if (type === 'FileUploaded' || type === 'FileDeleted') {
    const fileId = fileIdOf(userData['file-id']);
    const fileName = userData['file-name'];
    if (fileId === undefined) ignore('file event has no file-id');
    else
      fileDetails = {
        fileName: isText(fileName) ? fileName : '',
        fileSize: countOf(userData['file-size']) ?? 0,
        fileId,
      };
  }

  return {
    index,
    type,
    text: wire.text ?? '',
    timestamp: wire.utcTime,
    html: wire.html ?? false,
    ...(bubble ? { bubble } : {}),
    userData: stringEntries(userData),
    from: {
      id: idText(from.participantId),
      type: sender,
      name: from.nickname?.trim() ? from.nickname : sender,
    },
    isTyping: type === 'TypingStarted' || type === 'TypingStopped',
    ...(fileDetails ? { fileDetails } : {}),
    restoring: false,
    eventAttributes: attributes,
    ...(isText(clientMessageId) ? { clientMessageId } : {}),
    ...(richMedia ? { richMedia } : {}),
  };
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

/** The uploaded file's id from the upload answer's user data (protocols 1.4); an answer without one is a protocol failure. */
export function uploadedFileOf(envelope: GmsEnvelope): TransportResult<{ fileId: string }> {
  const fileId = fileIdOf(envelope.userData?.['file-id']);
  return fileId === undefined
    ? protocolFailure('file', 'userData.file-id: Expected the id of the uploaded file')
    : { ok: true, value: { fileId } };
}

const countFields = {
  maxFileSize: 'upload-max-file-size',
  maxFiles: 'upload-max-files',
  maxTotalSize: 'upload-max-total-size',
  usedFiles: 'used-upload-max-files',
  usedTotalSize: 'used-upload-max-total-size',
} as const;

/** File limits from a limits answer: its own user data, then each message's, later values winning (protocols 1.4). */
export function fileLimitsOf(envelope: GmsEnvelope): FileLimits {
  const data: WireRecord = {};
  for (const item of [envelope, ...(envelope.messages ?? [])]) {
    if (isRecord(item) && isRecord(item.userData)) Object.assign(data, cleanRecord(item.userData));
  }
  const types = data['upload-file-types'];
  const needAgent = data['upload-need-agent'];
  const limits: FileLimits = {
    fileTypes: isText(types)
      ? types
          .split(':')
          .map((type) => type.trim().replace(/^\.+/, '').toLowerCase())
          .filter((type) => type)
      : [],
    // `true`, or a text that says it (objects are not read as texts).
    needAgent: typeof needAgent !== 'object' && String(needAgent).trim().toLowerCase() === 'true',
  };
  for (const field in countFields) {
    const value = countOf(data[countFields[field as keyof typeof countFields]]);
    if (value !== undefined) limits[field as keyof typeof countFields] = value;
  }
  return limits;
}

/**
 * The batch of an answer: its transcript events normalised, a malformed one dropped and reported.
 * `nextPosition` is the server's, else the highest index read plus one (dropped events count, so they
 * are not asked for again), else `fallbackPosition`.
 */
export function batchOf(
  { messages, chatEnded, nextPosition, idleTimerExpire: idle }: GmsEnvelope,
  fallbackPosition: number,
  context: NormaliseContext,
): ChatBatch {
  const read: ChatMessage[] = [];
  let lastIndex: number | undefined;
  for (const item of messages ?? []) {
    const index = isRecord(item) && isWholeNumber(item.index) ? item.index : undefined;
    if (index !== undefined && (lastIndex === undefined || index > lastIndex)) lastIndex = index;
    const parsed = messageSchema.safeParse(item);
    if (parsed.success) read.push(toChatMessage(parsed.data, context));
    else context.report(`message dropped: ${describeIssues(parsed.error)}`, index, true);
  }
  const idleTimerExpire = countOf(idle);
  if (idle != null && idleTimerExpire === undefined)
    context.report('idleTimerExpire is not a number');
  return {
    messages: read,
    ended: chatEnded ?? undefined,
    nextPosition: nextPosition ?? (lastIndex === undefined ? fallbackPosition : lastIndex + 1),
    ...(idleTimerExpire === undefined ? {} : { idleTimerExpire }),
  };
}
