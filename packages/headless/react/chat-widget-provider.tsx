import { useActorRef } from '@xstate/react';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { linkChatWidget } from '../machines/chat-widget/chat-widget.link';
import { chatWidgetMachine } from '../machines/chat-widget/chat-widget.machine';
import { attachChatWidgetPlugin } from '../machines/chat-widget/chat-widget.plugin';
import { createCookieWindowStore } from '../machines/chat-widget/chat-widget.store';
import type {
  ChatWidgetEvent,
  ChatWidgetOptions,
  WindowStore,
} from '../machines/chat-widget/chat-widget.types';
import { checkChatOptions } from '../services/chat-options/chat-options';
import { ChatWidgetContext } from './chat-widget-context';
import { CxContext } from './cx-context';
import { suiteCookies } from './suite-cookies';
import { useBus } from './use-bus';
import { useChatActor } from './use-chat';

/** Props of {@link ChatWidgetProvider}. */
export interface ChatWidgetProviderProps {
  /** Widget settings (each has a default), read on mount. */
  options?: Partial<ChatWidgetOptions>;
  /** Where the window state is kept for a restored chat. @default the suite's cookies (common prefix) */
  store?: WindowStore;
  /** Requests made before the widget existed (e.g. `window.open` while its code loaded), sent on mount in order. */
  initialEvents?: readonly ChatWidgetEvent[];
  /** The chat button, window and invitation. */
  children?: ReactNode;
}

/**
 * Creates the chat widget actor (window, its dialogs, invitations) for the chat of the enclosing
 * `<ChatProvider>`, links the two, and registers the `WebChat` plugin on the bus.
 */
export function ChatWidgetProvider({
  options,
  store,
  initialEvents,
  children,
}: ChatWidgetProviderProps) {
  const chat = useChatActor('ChatWidgetProvider');
  const bus = useBus();
  const app = useContext(CxContext)?.app;
  const [input] = useState(() => {
    checkChatOptions({ widget: options });
    return {
      options,
      store: store ?? createCookieWindowStore(suiteCookies()),
      isMobile: () => app?.getSnapshot().context.mobile ?? false,
    };
  });
  const widget = useActorRef(chatWidgetMachine, { input });
  // A child's effects run before its parent's, so the link is in place before ChatProvider restores.
  useEffect(() => linkChatWidget(widget, chat), [widget, chat]);
  useEffect(() => attachChatWidgetPlugin(bus, widget), [bus, widget]);
  const pending = useRef(initialEvents);
  useEffect(() => {
    // Taken once: StrictMode runs effects twice, and a replayed request must not toggle back.
    const events = pending.current;
    pending.current = undefined;
    events?.forEach((event) => widget.send(event));
  }, [widget]);
  return <ChatWidgetContext value={widget}>{children}</ChatWidgetContext>;
}
