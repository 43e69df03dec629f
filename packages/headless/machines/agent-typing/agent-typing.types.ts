import type { MessageSender } from '../../transports/chat.types';

/** Input of the agent typing machine. */
export interface AgentTypingInput {
  /** Milliseconds a typing participant stays shown without news. @default 3000 */
  timeout?: number;
}

/** Context of the agent typing machine. */
export interface AgentTypingContext {
  /** Participants shown as typing, in the order they started. */
  participants: MessageSender[];
  /** Milliseconds a typing participant stays shown without news. */
  timeout: number;
}

/** Events the agent typing machine accepts; the machine raises `typing.timeout` itself, `agentTypingTimeout` after a participant's last start. */
export type AgentTypingEvent =
  | { type: 'typing.started'; participant: MessageSender }
  | { type: 'typing.stopped'; participantId: string }
  | { type: 'message.received'; participantId: string }
  | { type: 'participant.left'; participantId: string }
  | { type: 'typing.timeout'; participantId: string }
  | { type: 'typing.clear' };

/** Notifications the agent typing machine emits: the participants now typing, after each change. */
export type AgentTypingEmitted = { type: 'typing.changed'; participants: MessageSender[] };
