import type { ChatMessage, MessageSender, MessageType, ParticipantType } from '../chat.types';
import type { ChatBatch } from '../transport.types';
import { describeIssues } from '../transport-results';
import { idText, isRecord } from '../wire-records';
import { messageSchema, type RestV3WireMessage } from './rest-v3.schema';
import type { RestV3Issue, RestV3Operation } from './rest-v3.types';

/** What normalising an answer needs besides the answer. */
export interface NormaliseContext {
  /** The operation whose answer it is (named in issues). */
  operation: RestV3Operation;
  /** Base that relative image URLs resolve against: the sessions URL without `/sessions`. */
  contentBase: string;
  /** Receives each dropped message and ignored field. */
  report: (issue: RestV3Issue) => void;
}

/** An image a message carries. */
export interface RestV3Image {
  /** MIME type, e.g. `image/png`. */
  mime: string;
  /** Absolute URL; fetching it needs the session's auth headers. */
  url: string;
}

/** An image as a rich-media attachment: the transport swaps its server address for a fetched copy. */
export interface RestV3ImageAttachment {
  /** Always `attachment`. */
  type: 'attachment';
  /** Where the image is (on the server; needs the session's auth headers). */
  url: string;
  /** The picture shown: the same address. */
  image: string;
  /** Its name, when the message has one. */
  text?: string;
}

const typingEvents = new Set<string>(['TypingStarted', 'TypingStopped']);

const participantTypes: Record<string, ParticipantType> = {
  Customer: 'Client',
  Client: 'Client',
  Agent: 'Agent',
  Supervisor: 'Supervisor',
  Bot: 'Bot',
};

/** A wire index as a number: a number or digits, after removing the first `-` character (protocols 3). */
export function indexOf(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const digits = String(value).replace('-', '');
  if (!/^\d{1,15}$/.test(digits)) return undefined;
  const index = Number(digits);
  return Number.isSafeInteger(index) ? index : undefined;
}

function timestampOf(value: number | string): number | undefined {
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

function senderOf(from: RestV3WireMessage['from']): MessageSender {
  const type = participantTypes[from.type] ?? 'System';
  const name = [from.nickname, from.firstName].find((value) => value?.trim());
  return {
    id: idText(from.participantId),
    type,
    name: name ?? type,
  };
}

/** The sessions URL without its `/sessions` segment, which relative content URLs are resolved against. */
export function contentBaseOf(base: string): string {
  return base.endsWith('/sessions') ? base.slice(0, -'/sessions'.length) : base;
}

function absoluteUrl(url: string, contentBase: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(url)
    ? url
    : `${contentBase}${url.startsWith('/') ? '' : '/'}${url}`;
}

function imagesOf(content: unknown, contentBase: string, ignore: (reason: string) => void) {
  if (content === undefined || content === null) return [];
  if (!Array.isArray(content)) {
    ignore('content is not a list');
    return [];
  }
  const images: RestV3Image[] = [];
  for (const item of content as unknown[]) {
    if (!isRecord(item) || item.type !== 'image') continue;
    if (typeof item.url !== 'string' || item.url === '') {
      ignore('image content has no url');
      continue;
    }
    images.push({
      mime: typeof item.mime === 'string' ? item.mime : '',
      url: absoluteUrl(item.url, contentBase),
    });
  }
  return images;
}

function toChatMessage(
  wire: RestV3WireMessage,
  index: number,
  timestamp: number,
  context: NormaliseContext,
): ChatMessage {
  const ignore = (reason: string) =>
    context.report({ operation: context.operation, index, reason, dropped: false });
  const type: MessageType = wire.type === 'Text' ? 'Message' : wire.type;
  const images = imagesOf(wire.content, context.contentBase, ignore);
  const text = type === 'PushUrl' && wire.url ? wire.url : (wire.text ?? '');
  return {
    index,
    type,
    text,
    timestamp,
    html: false,
    userData: {},
    from: senderOf(wire.from),
    isTyping: typingEvents.has(wire.type),
    restoring: false,
    eventAttributes: {},
    // Shown as attachments (a picture and a download); the transport swaps in fetched copies.
    ...(images.length > 0
      ? {
          richMedia: {
            contentType: 'attachments',
            content: {
              components: images.map(({ url }): RestV3ImageAttachment => ({
                type: 'attachment',
                url,
                image: url,
                ...(text ? { text } : {}),
              })),
            },
          },
        }
      : {}),
  };
}

/** Normalises the messages of an answer; a malformed message is dropped and reported, the rest survive. */
export function normaliseMessages(
  raw: readonly unknown[],
  context: NormaliseContext,
): { messages: ChatMessage[]; lastIndex: number | undefined } {
  const messages: ChatMessage[] = [];
  let lastIndex: number | undefined;
  for (const item of raw) {
    const index = isRecord(item) ? indexOf(item.index) : undefined;
    if (index !== undefined && (lastIndex === undefined || index > lastIndex)) lastIndex = index;
    const drop = (reason: string) =>
      context.report({
        operation: context.operation,
        ...(index === undefined ? {} : { index }),
        reason: `message dropped: ${reason}`,
        dropped: true,
      });
    const parsed = messageSchema.safeParse(item);
    if (!parsed.success) {
      drop(describeIssues(parsed.error));
      continue;
    }
    if (index === undefined) {
      drop('index: Expected a whole number');
      continue;
    }
    const timestamp = timestampOf(parsed.data.utcTime);
    if (timestamp === undefined) {
      drop('utcTime: Expected a time');
      continue;
    }
    messages.push(toChatMessage(parsed.data, index, timestamp, context));
  }
  return { messages, lastIndex };
}

/**
 * The batch of a messages answer. `nextPosition` is the highest index read plus one (dropped
 * messages count), never below `position`: the server may send the whole transcript every time.
 */
export function batchOf(
  data: { messages?: readonly unknown[] | null; chatEnded?: boolean | null },
  position: number,
  context: NormaliseContext,
): ChatBatch {
  const { messages, lastIndex } = normaliseMessages(data.messages ?? [], context);
  return {
    messages,
    ended: data.chatEnded ?? undefined,
    nextPosition: lastIndex === undefined ? position : Math.max(position, lastIndex + 1),
  };
}
