import type { ChatMessage } from '../../transports/chat.types';
import type { ChatParticipant } from './chat-session.types';

/** The participant type of an agent, bot or supervisor message; undefined for the visitor and the system. */
export function participantOf(message: ChatMessage): ChatParticipant['type'] | undefined {
  const { type } = message.from;
  return type === 'Agent' || type === 'Bot' || type === 'Supervisor' ? type : undefined;
}

/**
 * Whether a message counts as unread while the window is not open: one an agent, bot or supervisor
 * sends that shows as a bubble (text, rich media, a pushed URL) or a file. Its own module: the chat
 * widget counts with it too, and must not bring the session's logic into its bundle.
 */
export function isUnreadMessage(message: ChatMessage): boolean {
  if (!participantOf(message)) return false;
  if (message.type === 'FileUploaded') return !!message.fileDetails;
  return (
    (message.type === 'Message' ||
      message.type === 'Text' ||
      message.type === 'Structured' ||
      message.type === 'PushUrl') &&
    !!(message.text.trim() || message.richMedia)
  );
}
