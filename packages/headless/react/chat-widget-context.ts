import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChatWidgetMachine } from '../machines/chat-widget/chat-widget.machine';

/** React context of the chat widget provider; `null` outside it. */
export const ChatWidgetContext = createContext<ActorRefFrom<ChatWidgetMachine> | null>(null);
