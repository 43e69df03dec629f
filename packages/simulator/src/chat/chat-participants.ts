import { ChatError } from './chat.errors';
import type { Conversation, Participant, ParticipantType, Visitor } from './chat.types';

/** Whether a party type is an agent of the contact centre (agent or supervisor). */
export function isAgentType(type: ParticipantType): boolean {
  return type === 'Agent' || type === 'Supervisor';
}

/** The name the visitor is shown under: the nickname, else first and last name, else `Visitor`. */
export function displayName(visitor: Visitor): string {
  return visitor.nickname || `${visitor.firstName} ${visitor.lastName}`.trim() || 'Visitor';
}

/** Adds a connected party with the next participant id. */
export function addParticipant(
  conversation: Conversation,
  party: Pick<Participant, 'nickname' | 'type' | 'bot'>,
): Participant {
  const participant: Participant = {
    participantId: conversation.participants.length + 1,
    ...party,
    connected: true,
    typing: false,
  };
  conversation.participants.push(participant);
  return participant;
}

/** The visitor's party (always the first). */
export function clientOf(conversation: Conversation): Participant {
  return conversation.participants[0] as Participant;
}

/** The system party of that nickname, added on first use without a join event. */
export function systemParty(conversation: Conversation, nickname: string): Participant {
  return (
    conversation.participants.find(
      (party) => party.type === 'External' && party.nickname === nickname,
    ) ?? addParticipant(conversation, { nickname, type: 'External', bot: false })
  );
}

/** Whether any agent or supervisor is connected. */
export function hasConnectedAgent(conversation: Conversation): boolean {
  return conversation.participants.some((party) => party.connected && isAgentType(party.type));
}

/** A connected agent: the given one, or the last to join; throws `no-agent`. */
export function agentOf(conversation: Conversation, participantId?: number): Participant {
  const agents = conversation.participants.filter(
    (party) => party.connected && isAgentType(party.type),
  );
  const agent =
    participantId === undefined
      ? agents.at(-1)
      : agents.find((party) => party.participantId === participantId);
  if (!agent) {
    const which = participantId === undefined ? 'No agent is' : `Agent ${participantId} is not`;
    throw new ChatError('no-agent', `${which} connected to chat ${conversation.id}`);
  }
  return agent;
}
