import type { ChatTransport } from '@cxkit/headless/chat';
import { ChatProvider } from '@cxkit/headless/react/chat';
import { RichMediaProvider } from '@cxkit/headless/react/rich-media';
import { lazy, Suspense, use, type ReactNode } from 'react';
import { ChatWidgetProvider } from '@cxkit/headless/react/chat-widget';
import type { ChatWidgetEvent } from '@cxkit/headless/chat-widget';
import { ChatWidget, type ChatWidgetProps } from './chat-widget';
import type { WebChatProps } from './web-chat';

/** Props of {@link WebChatCore}: those of `WebChat`, and what happened before it loaded. */
export interface WebChatCoreProps
  extends Omit<WebChatProps, 'preload' | 'transport'>, Pick<ChatWidgetProps, 'focusOnFirstOpen'> {
  /** The chat back end, once made. */
  transport: Promise<ChatTransport>;
  /** The page's requests made while the chat loaded, replayed on mount. */
  initialEvents?: readonly ChatWidgetEvent[];
}

// Its own chunk, fetched only for a chat that has deflection settings.
const ChatDeflection = lazy(() => import('../../chat-deflection/chat-deflection'));

/**
 * The part of `WebChat` loaded on first use: the chat session on the transport, the rich media of
 * its messages (the `RichMedia` plugin; quick-reply rows that outlive the transcript's virtual
 * rows), the widget and its chat button, window and invitations, and with `deflection` the knowledge
 * centre's answers and their article over the window. Its own chunk, so a page pays for it only
 * when chatting.
 */
export default function WebChatCore({
  transport,
  chatOptions,
  widgetOptions,
  initialEvents,
  richMediaStylesEnabled = true,
  deflection,
  ...props
}: WebChatCoreProps) {
  const widget = (overlay?: ReactNode) => <ChatWidget {...props} overlay={overlay} />;
  return (
    <ChatProvider transport={use(transport)} options={chatOptions}>
      <RichMediaProvider stylesEnabled={richMediaStylesEnabled}>
        <ChatWidgetProvider options={widgetOptions} initialEvents={initialEvents}>
          {deflection ? (
            <Suspense fallback={null}>
              <ChatDeflection options={deflection}>{widget}</ChatDeflection>
            </Suspense>
          ) : (
            widget()
          )}
        </ChatWidgetProvider>
      </RichMediaProvider>
    </ChatProvider>
  );
}
