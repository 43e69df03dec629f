import type { SnapshotFrom } from 'xstate';
import type { MessageSender } from '../../transports/chat.types';
import { agentTypingAnatomy } from './agent-typing.anatomy';
import type { AgentTypingMachine } from './agent-typing.machine';
import type { AgentTypingEvent } from './agent-typing.types';

/** What the transcript uses of the agent typing machine. */
export interface AgentTypingApi {
  /** Whether anyone is shown as typing. */
  isShown: boolean;
  /** Participants typing, in the order they started. */
  participants: MessageSender[];
  /** Hides every indicator at once (e.g. when the chat ends). */
  clear(): void;
  /** Props for the typing indicator element; hidden while nobody types. */
  getIndicatorProps(): {
    'data-scope': string;
    'data-part': string;
    'data-state': 'shown' | 'hidden';
    hidden: boolean;
  };
}

/** Turns an agent typing snapshot and the actor's `send` into the {@link AgentTypingApi}. */
export function connect(
  snapshot: SnapshotFrom<AgentTypingMachine>,
  send: (event: AgentTypingEvent) => void,
): AgentTypingApi {
  const isShown = snapshot.matches('shown');
  return {
    isShown,
    participants: snapshot.context.participants,
    clear: () => send({ type: 'typing.clear' }),
    getIndicatorProps: () => ({
      ...agentTypingAnatomy.indicator.attrs,
      'data-state': snapshot.value,
      hidden: !isShown,
    }),
  };
}
