import type { ChatMessage } from '../../transports/chat.types';
import type { AgentTypingEvent } from './agent-typing.types';

/**
 * The agent typing event a transcript message means: typing starts and stops, a leave, or any other
 * message from that participant. The visitor's own messages, joins and typing starts read back
 * while restoring mean nothing here.
 */
export function agentTypingEventOf(message: ChatMessage): AgentTypingEvent | undefined {
  const { from, type } = message;
  if (from.type === 'Client' || type === 'ParticipantJoined') return undefined;
  if (type === 'TypingStarted') {
    return message.restoring ? undefined : { type: 'typing.started', participant: from };
  }
  return {
    type:
      type === 'TypingStopped'
        ? 'typing.stopped'
        : type === 'ParticipantLeft'
          ? 'participant.left'
          : 'message.received',
    participantId: from.id,
  };
}
