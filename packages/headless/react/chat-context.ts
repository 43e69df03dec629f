import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChatSessionMachine } from '../machines/chat-session/chat-session.machine';

/** React context of the chat provider; `null` outside it. */
export const ChatContext = createContext<ActorRefFrom<ChatSessionMachine> | null>(null);
