import type { OutboxEntry } from '../chat-session/chat-session.types';
import type { ChatMessage, MessageSender } from '../../transports/chat.types';

/** A new bubble group starts when more than this passes between two messages of one sender (spec 2, section 9). */
export const messageGroupingThreshold = 100_000;

/** A date line before the first entry of a local day. */
export interface SeparatorItem {
  /** What the row shows. */
  kind: 'separator';
  /** Stable row key. */
  key: string;
  /** Local midnight of the day, in ms since epoch. */
  day: number;
}

/** A bubble of a visitor, agent, bot or supervisor. */
export interface BubbleItem {
  /** What the row shows. */
  kind: 'bubble';
  /** Stable row key. */
  key: string;
  /** The message. */
  message: ChatMessage;
  /** Whether the bubble opens a group (and shows the sender's name). */
  groupStart: boolean;
  /** Rich media only: whether its quick replies may still be chosen (no visitor message follows, the chat runs). */
  repliesEnabled?: boolean;
}

/** A file-transfer bubble. */
export interface FileItem {
  /** What the row shows. */
  kind: 'file';
  /** Stable row key. */
  key: string;
  /** The FileUploaded message, with its file details. */
  message: ChatMessage & { fileDetails: NonNullable<ChatMessage['fileDetails']> };
}

/** A system line: join, leave, notice, idle or file deletion. */
export interface NoticeItem {
  /** What the row shows. */
  kind: 'notice';
  /** Stable row key. */
  key: string;
  /** The message. */
  message: ChatMessage;
}

/** A visitor message the server has not confirmed yet. */
export interface PendingItem {
  /** What the row shows. */
  kind: 'pending';
  /** Stable row key. */
  key: string;
  /** The outbox entry. */
  entry: OutboxEntry;
  /** Whether the bubble opens a group (and shows the sender's name). */
  groupStart: boolean;
}

/** The 'chat ended' system line. */
export interface EndedItem {
  /** What the row shows. */
  kind: 'ended';
  /** Stable row key. */
  key: string;
}

/** One row of the transcript. */
export type TranscriptItem =
  SeparatorItem | BubbleItem | FileItem | NoticeItem | PendingItem | EndedItem;

/** What row a message gives, or `undefined` when it shows nothing (typing events, the visitor's own join). */
export function itemKindOf(message: ChatMessage): 'bubble' | 'file' | 'notice' | undefined {
  const hasText = message.text.trim() !== '';
  switch (message.type) {
    case 'ParticipantJoined':
    case 'ParticipantLeft':
      return message.from.type === 'Client' ? undefined : 'notice';
    case 'FileUploaded':
      return message.fileDetails ? 'file' : undefined;
    case 'FileDeleted':
      return message.fileDetails ? 'notice' : undefined;
    case 'IdleAlert':
    case 'IdleClose':
      return 'notice';
    case 'CustomNotice':
      // The visitor's page sends its custom notices to the agent (chat deflection's gkc_ keys):
      // the visitor never wrote them, and the echo is not theirs to read.
      return hasText && message.from.type !== 'Client' ? 'notice' : undefined;
    case 'Notice':
    case 'NicknameUpdated':
      return hasText ? 'notice' : undefined;
    case 'Message':
    case 'Text':
    case 'Structured':
    case 'PushUrl':
      if (!hasText && !message.richMedia) return undefined;
      // A site's injected message with a sender name is a bubble from that name.
      if (message.injected && message.from.name.trim() !== '') return 'bubble';
      return message.from.type === 'System' ? 'notice' : 'bubble';
    default:
      return undefined;
  }
}

/** Local midnight of a time, in ms since epoch. */
export function startOfDay(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whether two senders are the same party. */
function sameSender(a: MessageSender, b: MessageSender): boolean {
  return a.id === b.id && a.type === b.type;
}

const visitor: MessageSender = { id: '', type: 'Client', name: '' };

/** Where a build stands: the current local day and the last bubble, for the rows that follow. */
interface Cursor {
  /** Start of the current day (ms), if any row has been placed. */
  day?: number;
  /** Start of the next day (ms). */
  dayEnd: number;
  /** The last bubble's sender and time, while a group can continue. */
  last?: { from: MessageSender; time: number };
  /** Positions of rich-media bubbles whose quick replies no visitor message has answered yet. */
  open: readonly number[];
}

/** Turns off the quick replies of the open rich-media bubbles: the visitor has written since (or the chat ended). */
function closeReplies(cursor: Cursor, items: TranscriptItem[]): void {
  for (const at of cursor.open) items[at] = { ...(items[at] as BubbleItem), repliesEnabled: false };
  cursor.open = [];
}

function enterDay(cursor: Cursor, items: TranscriptItem[], time: number): void {
  if (cursor.day !== undefined && time >= cursor.day && time < cursor.dayEnd) return;
  const day = startOfDay(time);
  if (day === cursor.day) return;
  const date = new Date(day);
  cursor.day = day;
  cursor.dayEnd = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
  cursor.last = undefined;
  items.push({ kind: 'separator', key: `day-${day}`, day });
}

function opensGroup(cursor: Cursor, from: MessageSender, time: number, threshold: number): boolean {
  const { last } = cursor;
  const start = !last || !sameSender(last.from, from) || time - last.time > threshold;
  cursor.last = { from, time };
  return start;
}

function appendMessages(
  cursor: Cursor,
  items: TranscriptItem[],
  messages: readonly ChatMessage[],
  threshold: number,
): void {
  for (const message of messages) {
    const kind = itemKindOf(message);
    if (!kind) continue;
    enterDay(cursor, items, message.timestamp);
    const key = `message-${message.index}`;
    if (message.from.type === 'Client' && kind !== 'notice') closeReplies(cursor, items);
    if (kind === 'bubble') {
      const groupStart = opensGroup(cursor, message.from, message.timestamp, threshold);
      if (message.richMedia) {
        cursor.open = [...cursor.open, items.length];
        items.push({ kind, key, message, groupStart, repliesEnabled: true });
      } else {
        items.push({ kind, key, message, groupStart });
      }
    } else {
      cursor.last = undefined;
      items.push(
        kind === 'file'
          ? { kind, key, message: message as FileItem['message'] }
          : { kind, key, message },
      );
    }
  }
}

function appendTail(
  cursor: Cursor,
  items: TranscriptItem[],
  pending: readonly OutboxEntry[],
  ended: boolean,
  threshold: number,
): void {
  if (pending.length > 0 || ended) closeReplies(cursor, items);
  for (const entry of pending) {
    enterDay(cursor, items, entry.createdAt);
    const from = cursor.last?.from.type === 'Client' ? cursor.last.from : visitor;
    const groupStart = opensGroup(cursor, from, entry.createdAt, threshold);
    items.push({ kind: 'pending', key: `pending-${entry.clientMessageId}`, entry, groupStart });
  }
  if (ended) items.push({ kind: 'ended', key: 'ended' });
}

/**
 * Turns the transcript, the outbox and the end of the chat into rows: a date line before each new
 * local day, bubbles grouped per sender (a new group when the sender changes, a system line
 * intervenes or more than `threshold` ms pass), file bubbles, system lines, pending visitor
 * messages and the 'chat ended' line. A row depends only on the rows before it, so appending a
 * message never changes the rows already there, with one exception: a visitor message (sent or
 * pending) or the end of the chat turns off the quick replies of the rich-media rows before it.
 */
export function buildTranscriptItems(
  messages: readonly ChatMessage[],
  pending: readonly OutboxEntry[] = [],
  ended = false,
  threshold = messageGroupingThreshold,
): TranscriptItem[] {
  const cursor: Cursor = { dayEnd: 0, open: [] };
  const items: TranscriptItem[] = [];
  appendMessages(cursor, items, messages, threshold);
  appendTail(cursor, items, pending, ended, threshold);
  return items;
}

/** Builds transcript rows again and again, doing only the new messages' work when the transcript grew. */
export interface TranscriptItemsBuilder {
  /** The rows, as {@link buildTranscriptItems} gives them. */
  build(
    messages: readonly ChatMessage[],
    pending: readonly OutboxEntry[],
    ended: boolean,
  ): TranscriptItem[];
}

/**
 * Creates a {@link TranscriptItemsBuilder}. Messages are immutable, as the chat session keeps
 * them: a transcript whose first and previously last messages are the same objects at the same
 * places only grew at the end, so only the appended messages are visited (an append to 5,000
 * messages does not walk them all). Anything else is built again from the start.
 */
export function createTranscriptItemsBuilder(
  threshold = messageGroupingThreshold,
): TranscriptItemsBuilder {
  let built: readonly ChatMessage[] = [];
  let messageItems: TranscriptItem[] = [];
  let cursor: Cursor = { dayEnd: 0, open: [] };
  return {
    build(messages, pending, ended) {
      const known = built.length;
      const grew =
        known > 0 &&
        messages.length >= known &&
        messages[0] === built[0] &&
        messages[known - 1] === built[known - 1];
      if (!grew) {
        messageItems = [];
        cursor = { dayEnd: 0, open: [] };
      }
      if (!grew || messages.length > known) {
        messageItems = messageItems.slice();
        appendMessages(cursor, messageItems, grew ? messages.slice(known) : messages, threshold);
      }
      built = messages;
      const items = messageItems.slice();
      appendTail({ ...cursor }, items, pending, ended, threshold);
      return items;
    },
  };
}

/** Whether two rows show the same thing (compared field by field, so rebuilt rows skip rendering). */
export function sameItem(a: TranscriptItem, b: TranscriptItem): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof TranscriptItem)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key], b[key as keyof typeof b]))
  );
}
