import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type {
  ChatWidgetEvent,
  ChatWidgetOptions,
  WindowStore,
} from '../machines/chat-widget/chat-widget.types';
import { createCookieWindowStore } from '../machines/chat-widget/chat-widget.store';
import { chatWidgetWidget } from '../machines/chat-widget/chat-widget.widget';
import { checkChatOptions } from '../services/chat-options/chat-options';
import { ChatWidgetContext } from './chat-widget-context';
import { CxContext } from './cx-context';
import { suiteCookies } from './suite-cookies';
import { useChatActor } from './use-chat';
import { useAppMobileMode, useWindowSurroundings } from './use-window-parts';
import { useWidget } from './widget-binding';

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
 * Runs the chat widget (`chatWidgetWidget` of the widget kit: window, its dialogs, invitations) for
 * the chat of the enclosing `<ChatProvider>`, linked to it, and registers the `WebChat` plugin. Its
 * window joins the app's window group, docks with the nearest `<DockProvider>` while it shows and
 * follows the app's mobile mode, as every widget window.
 */
export function ChatWidgetProvider({
  options,
  store,
  initialEvents,
  children,
}: ChatWidgetProviderProps) {
  const chat = useChatActor('ChatWidgetProvider');
  const cx = useContext(CxContext);
  const surroundings = useWindowSurroundings();
  const [input] = useState(() => {
    checkChatOptions({ widget: options });
    return {
      chat,
      options,
      store: store ?? createCookieWindowStore(suiteCookies()),
      group: cx?.windows,
      ...surroundings,
    };
  });
  // A child's effects run before its parent's, so the link is in place before ChatProvider restores.
  const { widget } = useWidget(chatWidgetWidget, input);
  useAppMobileMode(widget);
  const pending = useRef(initialEvents);
  useEffect(() => {
    // Taken once: StrictMode runs effects twice, and a replayed request must not toggle back.
    const events = pending.current;
    pending.current = undefined;
    events?.forEach((event) => widget.send(event));
  }, [widget]);
  return <ChatWidgetContext value={widget}>{children}</ChatWidgetContext>;
}
