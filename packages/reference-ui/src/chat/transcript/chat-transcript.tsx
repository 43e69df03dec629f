import { useApp } from '@cxkit/headless/react';
import { useAgentTyping, useChat } from '@cxkit/headless/react/chat';
import { TranscriptView, type DownloadDetails, type TranscriptViewProps } from './transcript-view';

/** Props of {@link ChatTranscript}: the view's own options; the chat gives the rest. */
export type ChatTranscriptProps = Omit<
  TranscriptViewProps,
  | 'messages'
  | 'pending'
  | 'typing'
  | 'ended'
  | 'timeFormat'
  | 'language'
  | 'onRetry'
  | 'onDiscard'
  | 'onDownload'
  | 'onQuickReply'
  | 'loadingHistory'
  | 'onReachStart'
> & {
  /** Clock format of the times, for this transcript (`webchat.timeFormat`). @default the app's `timeFormat` */
  timeFormat?: 12 | 24;
};

/**
 * The transcript of the nearest `<ChatProvider>`: its messages, pending messages (Retry and
 * Discard), who is typing, the end of the chat, and files downloaded through the session's form
 * POST; a chosen quick reply is sent as the visitor's message, and in an asynchronous chat scrolling to
 * the top loads older messages under the history spinner. Times follow the app's `timeFormat` (unless
 * given their own) and dates its language.
 */
export function ChatTranscript({ timeFormat: ownTimeFormat, ...props }: ChatTranscriptProps) {
  const chat = useChat();
  const typing = useAgentTyping();
  const app = useApp();
  const { language } = app;
  const timeFormat = ownTimeFormat ?? app.timeFormat;
  const { retry, discard, download, sendMessage, fetchHistory } = chat;
  const onDownload = ({ file }: DownloadDetails) => download(file.fileId);
  return (
    <TranscriptView
      {...props}
      messages={chat.messages}
      pending={chat.pending}
      typing={typing.participants}
      ended={chat.isEnded}
      timeFormat={timeFormat}
      language={language}
      // After the end a refused message cannot go again; it can still be discarded.
      onRetry={chat.isActive ? ({ clientMessageId }) => retry(clientMessageId) : undefined}
      onDiscard={({ clientMessageId }) => discard(clientMessageId)}
      onDownload={onDownload}
      onQuickReply={({ text }) => sendMessage(text)}
      loadingHistory={chat.isLoadingHistory}
      onReachStart={chat.hasMoreHistory ? fetchHistory : undefined}
    />
  );
}
