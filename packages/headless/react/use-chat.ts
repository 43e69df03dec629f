import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  selectChatView,
  type ChatApi,
  type ChatView,
} from '../machines/chat-session/chat-session.connect';
import type { ChatSessionMachine } from '../machines/chat-session/chat-session.machine';
import { ChatContext } from './chat-context';
import { sameFields } from './same-fields';

/** What {@link useChat} returns: the chat api plus escape hatches. */
export interface UseChatReturn extends ChatApi {
  /** The chat view the api was built from. */
  snapshot: ChatView;
  /** Sends an event to the chat actor. */
  send: ActorRefFrom<ChatSessionMachine>['send'];
  /** The chat actor. */
  actorRef: ActorRefFrom<ChatSessionMachine>;
}

/** The chat actor of the nearest `<ChatProvider>`; throws a clear error outside it. */
export function useChatActor(hook = 'useChat'): ActorRefFrom<ChatSessionMachine> {
  const chat = useContext(ChatContext);
  if (!chat) throw new Error(`${hook} must be used inside <ChatProvider>`);
  return chat;
}

/**
 * The chat: status, transcript, pending messages, participants, connection, errors and commands.
 * Who is typing is left to `useAgentTyping`, so that typing never re-renders this hook's users.
 */
export function useChat(): UseChatReturn {
  const chat = useChatActor();
  const view = useSelector(
    chat,
    (snapshot: SnapshotFrom<ChatSessionMachine>) => selectChatView(snapshot),
    sameFields,
  );
  return { ...connect(view, chat.send), snapshot: view, send: chat.send, actorRef: chat };
}
