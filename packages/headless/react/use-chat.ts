import { useSelector } from '@xstate/react';
import { useContext, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  selectChatView,
  type ChatApi,
  type ChatView,
  type FileInputProps,
  type TranscriptProps,
} from '../machines/chat-session/chat-session.connect';
import type { ChatSessionMachine } from '../machines/chat-session/chat-session.machine';
import { ChatContext } from './chat-context';
import { mergeProps } from './merge-props';
import { sameFields } from './same-fields';
import { submitDownload } from './submit-download';

/** What {@link useChat} returns: the chat api plus escape hatches. */
export interface UseChatReturn extends Omit<ChatApi, 'getTranscriptProps' | 'getFileInputProps'> {
  /** Downloads a file of this session (a form POST into a hidden frame); false when there is no session to download from. */
  download(fileId: string): boolean;
  /** Props for the transcript container, a polite log, merged with yours (see `mergeProps`). */
  getTranscriptProps<P extends object = object>(props?: P): Omit<TranscriptProps, keyof P> & P;
  /** Props for the hidden file input (allowed types, upload on change), merged with yours: your `onChange` runs first. */
  getFileInputProps<P extends object = object>(props?: P): Omit<FileInputProps, keyof P> & P;
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
  // Built again only when the view changes, so commands keep their identity across renders.
  return useMemo(() => {
    const api = connect(view, chat.send);
    return {
      ...api,
      download: (fileId: string) => {
        const request = api.downloadRequest(fileId);
        if (request) submitDownload(request);
        return request !== undefined;
      },
      getTranscriptProps: <P extends object = object>(props = {} as P) =>
        mergeProps(api.getTranscriptProps(), props),
      getFileInputProps: <P extends object = object>(props = {} as P) =>
        mergeProps(api.getFileInputProps(), props),
      snapshot: view,
      send: chat.send,
      actorRef: chat,
    };
  }, [view, chat]);
}
