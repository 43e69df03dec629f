import type { ChatMessage, MessageSender, MessageType, ParticipantType } from '../chat.types';
import type { CloudV2Member, CloudV2WireMessage } from './cloud-v2.schema';

const roles: Record<string, ParticipantType> = {
  CUSTOMER: 'Client',
  AGENT: 'Agent',
  WORKFLOW: 'Bot',
  ACD: 'System',
};

const defaultNames: Record<ParticipantType, string> = {
  Client: 'Customer',
  Agent: 'Agent',
  Supervisor: 'Supervisor',
  Bot: 'Bot',
  System: 'System',
};

const messageTypes: Record<string, MessageType> = {
  standard: 'Message',
  notice: 'Notice',
  'member-join': 'ParticipantJoined',
  'member-leave': 'ParticipantLeft',
};

/** The message type of a body type, or undefined for body types the chat does not show (media requests). */
export function messageTypeOf(bodyType: string): MessageType | undefined {
  return messageTypes[bodyType];
}

/** The sender of a member's messages; the transport's own member is always the visitor (`Client`). */
export function senderOf(
  id: string,
  member: CloudV2Member | undefined,
  isSelf: boolean,
): MessageSender {
  const type = isSelf ? 'Client' : (roles[(member?.role ?? '').toUpperCase()] ?? 'System');
  const name = member?.displayName?.trim() || defaultNames[type];
  return { id, type, name };
}

/** Milliseconds since epoch of an ISO time, or `now` when it is missing or unreadable. */
export function timeOf(text: string | null | undefined, now: number): number {
  const time = text ? Date.parse(text) : NaN;
  return Number.isFinite(time) ? time : now;
}

/** A chat message from a wire message, at its transcript index. */
export function toChatMessage(
  wire: CloudV2WireMessage,
  index: number,
  type: MessageType,
  from: MessageSender,
  now: number,
  clientMessageId?: string,
): ChatMessage {
  return {
    index,
    type,
    text: type === 'Message' || type === 'Notice' ? (wire.body ?? '') : '',
    timestamp: timeOf(wire.timestamp, now),
    html: false,
    userData: {},
    from,
    isTyping: false,
    restoring: false,
    eventAttributes: {},
    ...(clientMessageId ? { clientMessageId } : {}),
  };
}

/** A TypingStarted message of a member (typing indicators carry no id, so the index is the transport's own). */
export function typingMessage(index: number, from: MessageSender, timestamp: number): ChatMessage {
  return {
    index,
    type: 'TypingStarted',
    text: '',
    timestamp,
    html: false,
    userData: {},
    from,
    isTyping: true,
    restoring: false,
    eventAttributes: {},
  };
}
