import { idleNoticeText } from '../../services/chat-files/chat-notices';
import type { Translate } from '../../services/i18n/translator';
import {
  injectedSenderId,
  type ChatMessage,
  type MessageSender,
} from '../../transports/chat.types';
import { buildRichMedia } from '../rich-media/rich-media.view';
import type { TranscriptItem } from './transcript-items';

const roleNames: Partial<Record<MessageSender['type'], { key: string; english: string }>> = {
  Agent: { key: 'webchat.names.agent', english: 'Agent' },
  Bot: { key: 'webchat.names.bot', english: 'Bot' },
  Supervisor: { key: 'webchat.names.supervisor', english: 'Supervisor' },
};

/**
 * The name a bubble shows: You for the visitor; the sender's own name otherwise, or the role's
 * name in the active language when the back end gave none (the transport fills in the English one).
 */
export function senderName(from: MessageSender, translate: Translate): string {
  if (from.type === 'Client') return translate('webchat.names.visitor');
  const role = roleNames[from.type];
  if (role && (from.name.trim() === '' || from.name === role.english)) return translate(role.key);
  return from.name;
}

/** Whether a message renders as markdown: with markdown enabled, those of agents, bots and supervisors. */
export const rendersMarkdown = (from: MessageSender, markdown: boolean | undefined): boolean =>
  markdown === true && (from.type === 'Agent' || from.type === 'Bot' || from.type === 'Supervisor');

/** The spoken prefix of a message: You said, {name} said or System said. */
export function spokenPrefix(from: MessageSender, translate: Translate): string {
  if (from.type === 'Client') return translate('webchat.transcript.youSaid');
  const named = from.id === injectedSenderId && from.name.trim() !== '';
  if (from.type === 'System' && !named) return translate('webchat.transcript.systemSaid');
  return translate('webchat.transcript.said', { name: senderName(from, translate) });
}

/** The text of a system line; `plain` is the message's prepared text. */
export function noticeText(message: ChatMessage, plain: string, translate: Translate): string {
  const name = senderName(message.from, translate);
  switch (message.type) {
    case 'ParticipantJoined':
      return translate('webchat.notices.participantJoined', { name });
    case 'ParticipantLeft':
      return translate('webchat.notices.participantLeft', { name });
    case 'IdleClose':
      return translate(idleNoticeText({ kind: 'close', number: 1 }).key);
    case 'IdleAlert':
      return plain || translate(idleNoticeText({ kind: 'alert', number: 1 }).key);
    case 'FileDeleted':
      return translate('webchat.transcript.fileDeleted', {
        fileName: message.fileDetails?.fileName ?? '',
      });
    default:
      return plain;
  }
}

/** The 'has sent:' caption of a file bubble, in the first person for the visitor. */
export function hasSentText(from: MessageSender, translate: Translate): string {
  return from.type === 'Client'
    ? translate('webchat.transcript.youHaveSent')
    : translate('webchat.files.hasSent');
}

/**
 * What a bubble says aloud: its text, or for rich media without one the content's text version
 * (title, else the captions of its components).
 */
export function spokenText(message: ChatMessage, plain: string): string {
  if (plain.trim() !== '' || !message.richMedia) return plain;
  const result = buildRichMedia(message.richMedia);
  if (!result.ok) return result.text;
  if (result.view.text) return result.view.text;
  return result.view.components
    .map((component) => component.text || component.title || '')
    .filter((caption) => caption !== '')
    .join(', ');
}

/** What the live region says of a row, or `undefined` for rows it does not announce. */
export function announcement(
  item: TranscriptItem,
  plainOf: (message: ChatMessage) => string,
  translate: Translate,
): string | undefined {
  const system = translate('webchat.transcript.systemSaid');
  switch (item.kind) {
    case 'bubble':
      return `${spokenPrefix(item.message.from, translate)}: ${spokenText(item.message, plainOf(item.message))}`;
    case 'file': {
      const { from, fileDetails } = item.message;
      const caption = hasSentText(from, translate);
      const who = from.type === 'Client' ? '' : `${senderName(from, translate)} `;
      return `${who}${caption} ${fileDetails.fileName}`;
    }
    case 'notice':
      return `${system}: ${noticeText(item.message, plainOf(item.message), translate)}`;
    case 'ended':
      return `${system}: ${translate('webchat.notices.chatEnded')}`;
    default:
      return undefined;
  }
}

/** One line of the live region. */
export interface AnnouncementLine {
  /** Unique per batch and row, so that every batch adds new nodes (the region speaks additions only). */
  key: string;
  /** What is said. */
  text: string;
}

/** What the live region has spoken so far, and what it holds now. */
export interface Announcements {
  /** The highest message index already spoken, or passed over as old or restored. */
  index: number;
  /** Whether the 'chat ended' line was already there. */
  ended: boolean;
  /** How many batches of lines the region has held. */
  batch: number;
  /** The lines of the latest rows that brought something to say, oldest first. */
  lines: readonly AnnouncementLine[];
}

function highestIndex(items: readonly TranscriptItem[]): number {
  for (let at = items.length - 1; at >= 0; at -= 1) {
    const item = items[at]!;
    if (item.kind === 'bubble' || item.kind === 'file' || item.kind === 'notice') {
      return item.message.index;
    }
  }
  return 0;
}

/** The starting point: the rows already there (on mount) are not announced. */
export function initialAnnouncements(items: readonly TranscriptItem[]): Announcements {
  return { index: highestIndex(items), ended: items.at(-1)?.kind === 'ended', batch: 0, lines: [] };
}

/**
 * The live region after the rows changed: the lines of the rows new since `previous` replace the
 * region's lines (the old ones leave silently, so nothing is spoken twice); restored messages only
 * move the mark. Rows without anything new keep the region's lines. A new chat (message indexes
 * start again) is spoken from its first message.
 */
export function nextAnnouncements(
  previous: Announcements,
  items: readonly TranscriptItem[],
  say: (item: TranscriptItem) => string | undefined,
): Announcements {
  const index = highestIndex(items);
  const ended = items.at(-1)?.kind === 'ended';
  // Indexes only grow within a chat: a lower one means a new chat, spoken from its first message.
  const since = index < previous.index ? { index: 0, ended: false } : previous;
  const batch = previous.batch + 1;
  const lines: AnnouncementLine[] = [];
  if (ended && !since.ended) {
    const text = say(items.at(-1)!);
    if (text) lines.push({ key: `${batch}-ended`, text });
  }
  // Rows come in index order: walking back from the end stops at the first one already spoken.
  for (let at = items.length - 1; at >= 0; at -= 1) {
    const item = items[at]!;
    if (item.kind !== 'bubble' && item.kind !== 'file' && item.kind !== 'notice') continue;
    if (item.message.index <= since.index) break;
    if (item.message.restoring) continue;
    const text = say(item);
    if (text) lines.unshift({ key: `${batch}-${item.key}`, text });
  }
  if (lines.length > 0) return { index, ended, batch, lines };
  if (since !== previous) return { index, ended, batch, lines: [] };
  return index === previous.index && ended === previous.ended
    ? previous
    : { ...previous, index, ended };
}

/** The live region's memory across renders: what it said after each set of rows. */
export interface SpeechLog {
  /** The region after `items`; the same rows give the same answer (safe to call twice in a render). */
  next(
    items: readonly TranscriptItem[],
    say: (item: TranscriptItem) => string | undefined,
  ): Announcements;
}

/** A speech log that starts at `items`, the rows already there (not announced). */
export function createSpeechLog(items: readonly TranscriptItem[]): SpeechLog {
  let last = { items, said: initialAnnouncements(items) };
  return {
    next(current, say) {
      if (current !== last.items) {
        last = { items: current, said: nextAnnouncements(last.said, current, say) };
      }
      return last.said;
    },
  };
}
