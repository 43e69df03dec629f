import type { ChatTransport } from '@cxkit/headless/chat';
import { ChatProvider, type ChatProviderProps } from '@cxkit/headless/react/chat';
import {
  ChatWidgetProvider,
  type ChatWidgetProviderProps,
} from '@cxkit/headless/react/chat-widget';
import { DockContext, DockProvider } from '@cxkit/headless/react/dock';
import { useContext, type ReactNode } from 'react';
import { ChatWidget, type ChatWidgetProps } from './chat-widget';

/** Props of {@link WebChat}. */
export interface WebChatProps extends ChatWidgetProps {
  /** The chat back end, e.g. `createGmsTransport({ dataURL })`. */
  transport: ChatTransport;
  /** Chat session settings (each has a default). */
  chatOptions?: ChatProviderProps['options'];
  /** Widget settings (each has a default): form close confirmation, invitations, chat button. */
  widgetOptions?: ChatWidgetProviderProps['options'];
}

function WithDock({ children }: { children: ReactNode }) {
  return useContext(DockContext) ? children : <DockProvider>{children}</DockProvider>;
}

/**
 * The reference web chat, ready to drop in under `<CxProvider>` and `<CxRoot>`: the chat session
 * on the given transport (registered as `WebChatService`, restored on load), the widget (`WebChat`
 * on the bus), and its chat button, window and invitations, docked with the page's other widgets.
 */
export function WebChat({ transport, chatOptions, widgetOptions, ...props }: WebChatProps) {
  return (
    <WithDock>
      <ChatProvider transport={transport} options={chatOptions}>
        <ChatWidgetProvider options={widgetOptions}>
          <ChatWidget {...props} />
        </ChatWidgetProvider>
      </ChatProvider>
    </WithDock>
  );
}
