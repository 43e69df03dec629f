import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { connect, type AgentTypingApi } from '../machines/agent-typing/agent-typing.connect';
import type { AgentTypingMachine } from '../machines/agent-typing/agent-typing.machine';
import type { MessageSender } from '../transports/chat.types';
import { AgentTypingActorContext } from './chat-context';

type AgentTypingSnapshot = SnapshotFrom<AgentTypingMachine>;

/** What {@link useAgentTyping} returns: who is typing, the indicator's props and escape hatches. */
export interface UseAgentTypingReturn extends Omit<AgentTypingApi, 'isShown'> {
  /** Whether any agent, bot or supervisor is typing. */
  isTyping: boolean;
  /** The agent typing snapshot the api was built from. */
  snapshot: AgentTypingSnapshot;
  /** Sends an event to the agent typing actor. */
  send: ActorRefFrom<AgentTypingMachine>['send'];
  /** The agent typing actor. */
  actorRef: ActorRefFrom<AgentTypingMachine>;
}

function sameSender(a: MessageSender, b: MessageSender | undefined): boolean {
  return a.id === b?.id && a.name === b.name && a.type === b.type;
}

/** Whether two snapshots show the same typists, so a repeated start does not re-render. */
function sameTypists(a: AgentTypingSnapshot, b: AgentTypingSnapshot): boolean {
  const before = a.context.participants;
  const after = b.context.participants;
  return (
    before === after ||
    (before.length === after.length &&
      before.every((participant, index) => sameSender(participant, after[index])))
  );
}

/**
 * Who of the agents, bots and supervisors is typing, from the nearest `<ChatProvider>`. It is kept
 * out of `useChat` so that typing starts and timeouts re-render only the typing indicator.
 */
export function useAgentTyping(): UseAgentTypingReturn {
  const typing = useContext(AgentTypingActorContext);
  if (!typing) throw new Error('useAgentTyping must be used inside <ChatProvider>');
  const snapshot = useSelector(typing, (current: AgentTypingSnapshot) => current, sameTypists);
  const { isShown, ...api } = connect(snapshot, typing.send);
  return { ...api, isTyping: isShown, snapshot, send: typing.send, actorRef: typing };
}
