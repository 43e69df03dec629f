import type { ChatMessage } from '../../transports/chat.types';
import type { AgentTypingEvent } from './agent-typing.types';

/**
 * The agent typing event a transcript message means: typing starts and stops, a leave, or any other
 * message from that participant. The visitor's own messages, joins and typing starts read back
 * while restoring mean nothing here.
 */
export function agentTypingEventOf(message: ChatMessage): AgentTypingEvent | undefined {
  const { from } = message;
  if (from.type === 'Client') return undefined;
  switch (message.type) {
    case 'TypingStarted':
      return message.restoring ? undefined : { type: 'typing.started', participant: from };
    case 'TypingStopped':
      return { type: 'typing.stopped', participantId: from.id };
    case 'ParticipantLeft':
      return { type: 'participant.left', participantId: from.id };
    case 'ParticipantJoined':
      return undefined;
    default:
      return { type: 'message.received', participantId: from.id };
  }
}
