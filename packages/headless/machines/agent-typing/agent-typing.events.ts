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

/**
 * The agent typing events a batch of transcript messages means, in order. A restore reads the
 * transcript again from the start, so whatever typing it replays is over: it means one clear, not an
 * event per message (a restore of 5,000 messages would otherwise send the tracker 5,000 events).
 */
export function agentTypingEventsOf(
  messages: readonly ChatMessage[],
  restoring: boolean,
): AgentTypingEvent[] {
  if (restoring) return [{ type: 'typing.clear' }];
  return messages.flatMap((message) => agentTypingEventOf(message) ?? []);
}
