import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AgentTypingMachine } from '../machines/agent-typing/agent-typing.machine';
import type { ChatSessionMachine } from '../machines/chat-session/chat-session.machine';

/** React context of the chat provider; `null` outside it. */
export const ChatContext = createContext<ActorRefFrom<ChatSessionMachine> | null>(null);

/** React context of the chat provider's agent typing actor; `null` outside it. */
export const AgentTypingActorContext = createContext<ActorRefFrom<AgentTypingMachine> | null>(null);
