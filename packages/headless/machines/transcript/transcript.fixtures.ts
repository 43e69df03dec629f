import type { OutboxEntry } from '../chat-session/chat-session.types';
import type { ChatMessage, MessageSender } from '../../transports/chat.types';

/** An agent. */
export const anna: MessageSender = { id: '2', type: 'Agent', name: 'Anna' };
/** A second agent. */
export const bob: MessageSender = { id: '3', type: 'Agent', name: 'Bob' };
/** The visitor. */
export const ada: MessageSender = { id: '1', type: 'Client', name: 'Ada' };
/** The system party. */
export const system: MessageSender = { id: '0', type: 'System', name: 'System' };

/** A transcript message with the fields the transcript reads. */
export function chatMessage(
  index: number,
  from: MessageSender,
  text: string,
  timestamp: number,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    index,
    type: 'Message',
    text,
    timestamp,
    html: false,
    userData: {},
    from,
    isTyping: false,
    restoring: false,
    eventAttributes: {},
    ...extra,
  };
}

/** A file a party sent. */
export function fileMessage(
  index: number,
  from: MessageSender,
  fileName: string,
  fileSize: number,
  timestamp: number,
): ChatMessage {
  return chatMessage(index, from, '', timestamp, {
    type: 'FileUploaded',
    fileDetails: { fileName, fileSize, fileId: `file-${index}` },
  });
}

/** A pending visitor message. */
export function outboxEntry(
  clientMessageId: string,
  text: string,
  createdAt: number,
  extra: Partial<OutboxEntry> = {},
): OutboxEntry {
  return { clientMessageId, text, status: 'sending', createdAt, ...extra };
}

const lines = [
  'Hello, how can I help you today?',
  'My order has not arrived yet.',
  'Let me check that for you. Could you give me the order number?',
  'It is 4711, placed last Tuesday.',
  'Thanks. The parcel left our warehouse yesterday; tracking: https://example.com/track/4711.',
  'Great, thank you!',
];

/**
 * A conversation of `count` messages between Ada and Anna, one every 30 s from `start`, with a
 * join first; senders alternate in pairs so that bubbles group.
 */
export function conversation(count: number, start: number): ChatMessage[] {
  const messages: ChatMessage[] = [chatMessage(1, anna, '', start, { type: 'ParticipantJoined' })];
  for (let index = 2; index <= count; index += 1) {
    const from = Math.floor(index / 2) % 2 === 0 ? anna : ada;
    messages.push(chatMessage(index, from, lines[index % lines.length]!, start + index * 30_000));
  }
  return messages;
}
