import type { ChatMessage } from '@cxkit/headless/chat';
import { useRichMedia, type RichMediaView } from '@cxkit/headless/react/rich-media';
import type { ReactNode } from 'react';
import { Attachments } from './attachments';
import { GenericCard } from './generic-card';
import { QuickReplies } from './quick-replies';
import { richMediaAnatomy as anatomy } from './rich-media.anatomy';
import { VerticalList } from './vertical-list';

/** Props of {@link RichMediaContent}. */
export interface RichMediaContentProps {
  /** The content to show. */
  view: RichMediaView;
  /** A key unique in the transcript, so a quick-reply row keeps its state while scrolled away. @default the content id */
  rowKey?: string;
  /** Whether quick replies may still be chosen (false once the visitor has written since). @default true */
  quickRepliesEnabled?: boolean;
  /** Called once per row, with the chosen quick reply's text: send it as the visitor's message. */
  onQuickReply?: (text: string) => void;
}

/** Rich-media content of any kind: quick replies, a generic card, a vertical or single-selection list, attachments. */
export function RichMediaContent({
  view,
  rowKey = view.id,
  quickRepliesEnabled = true,
  onQuickReply,
}: RichMediaContentProps) {
  switch (view.kind) {
    case 'quick-replies':
      return (
        <QuickReplies
          view={view}
          rowKey={rowKey}
          enabled={quickRepliesEnabled}
          onQuickReply={onQuickReply}
        />
      );
    case 'generic':
      return (
        <GenericCard
          view={view}
          rowKey={rowKey}
          quickRepliesEnabled={quickRepliesEnabled}
          onQuickReply={onQuickReply}
        />
      );
    case 'list-vertical':
    case 'single-selection-list':
      return <VerticalList view={view} />;
    case 'attachments':
      return <Attachments view={view} />;
  }
}

/** The fields of a chat message that rich media reads. */
export type RichMediaMessageSource = Pick<ChatMessage, 'index' | 'text' | 'richMedia'> &
  Partial<Pick<ChatMessage, 'timestamp'>>;

/** Props of {@link RichMediaMessage}. */
export interface RichMediaMessageProps extends Omit<RichMediaContentProps, 'view' | 'rowKey'> {
  /** The message: its index (and time) key the quick-reply row, its text is the first fallback. */
  message: RichMediaMessageSource;
  /** Shows the text given instead of content that cannot be shown. @default a paragraph */
  renderFallback?: (text: string) => ReactNode;
}

function paragraph(text: string): ReactNode {
  return <p {...anatomy.fallback.attrs}>{text}</p>;
}

/**
 * The rich media of a chat message, built by the nearest `<RichMediaProvider>` (URLs checked,
 * styles allow-listed); content that cannot be shown gives its text version through
 * `renderFallback`, as a normal text bubble body.
 */
export function RichMediaMessage({
  message,
  renderFallback = paragraph,
  ...props
}: RichMediaMessageProps) {
  const { result } = useRichMedia(message.richMedia, message.text);
  if (!result?.ok) return renderFallback(result?.text ?? message.text);
  // The time tells apart equal indexes of two chats shown by one provider.
  const rowKey =
    message.timestamp === undefined
      ? `message-${message.index}`
      : `message-${message.index}-${message.timestamp}`;
  return <RichMediaContent {...props} view={result.view} rowKey={rowKey} />;
}
