import { useContext, useEffect, useState, type ReactNode } from 'react';
import { chatWidget } from '../machines/chat-session/chat.widget';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import type { ChatSessionOptions, SessionStore } from '../machines/chat-session/chat-session.types';
import { checkChatOptions } from '../services/chat-options/chat-options';
import { createBrowserVisibilitySignal } from '../services/signals/browser-signals';
import { webchatLanguagePacks } from '../services/i18n/webchat-packs';
import type { VisibilitySignal } from '../services/signals/signals.types';
import { createWebLocksPresence, type TabPresence } from '../services/tab-presence/tab-presence';
import type { ChatTransport } from '../transports/transport.types';
import { AgentTypingActorContext, ChatContext } from './chat-context';
import { CxContext } from './cx-context';
import { suiteCookies } from './suite-cookies';
import { useApp } from './use-app';
import { useWidget } from './widget-binding';

/**
 * Props of {@link ChatProvider}. `transport`, `store`, `options`, `visibility` and `presence` are read
 * once, on mount: to change one, mount the provider again (give it a new `key`).
 */
export interface ChatProviderProps {
  /** The chat back end (e.g. `createGmsTransport({ dataURL })`), read on mount. */
  transport: ChatTransport;
  /** Where the session is kept for restore, read on mount. @default the suite's cookies (common prefix) */
  store?: SessionStore;
  /** Chat settings (each has a default), read on mount. */
  options?: Partial<Omit<ChatSessionOptions, 'language'>>;
  /** Page visibility, to poll at once when a hidden tab comes back. @default the browser's */
  visibility?: VisibilitySignal;
  /**
   * Which tabs are open, so that each tab sends its own unsent messages and a closed tab's are sent by
   * one still open, read on mount. @default Web Locks where the browser has them (`createWebLocksPresence()`)
   */
  presence?: TabPresence;
  /** Restore a saved session on mount, or join the chat of a transfer or invite link in the page URL. @default true */
  restoreOnMount?: boolean;
  /** How long an agent shows as typing without news (ms), read on mount. @default 3000 */
  agentTypingTimeout?: number;
  /** The chat UI. */
  children?: ReactNode;
}

function defaultStore(): SessionStore {
  return createCookieSessionStore(suiteCookies());
}

/**
 * Runs the chat (`chatWidget` of the widget kit: one chat session actor and its agent typing
 * actor, registered on the bus as the `WebChatService` plugin, a saved session restored on mount)
 * for the components below. Use it inside `<CxProvider>`.
 */
export function ChatProvider({
  transport,
  store,
  options,
  visibility,
  presence,
  restoreOnMount = true,
  agentTypingTimeout,
  children,
}: ChatProviderProps) {
  if (!useContext(CxContext)) throw new Error('ChatProvider must be used inside <CxProvider>');
  const { language, send: sendApp } = useApp();
  const [input] = useState(() => {
    checkChatOptions({ chat: options });
    return {
      transport,
      store: store ?? defaultStore(),
      options: { ...options, language },
      visibility: visibility ?? createBrowserVisibilitySignal(),
      presence: presence ?? createWebLocksPresence(),
      agentTypingTimeout,
      restoreOnMount,
    };
  });
  const { chat, typing } = useWidget(chatWidget, input);

  // A chat starts in the page's language at the time, which may have changed since the mount.
  useEffect(() => chat.send({ type: 'language.set', language }), [chat, language]);
  useEffect(() => sendApp({ type: 'packs.add', packs: webchatLanguagePacks }), [sendApp]);

  return (
    <ChatContext value={chat}>
      <AgentTypingActorContext value={typing}>{children}</AgentTypingActorContext>
    </ChatContext>
  );
}
