import { useActorRef } from '@xstate/react';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { chatSessionMachine } from '../machines/chat-session/chat-session.machine';
import { attachChatPlugin } from '../machines/chat-session/chat-session.plugin';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import type { ChatSessionOptions, SessionStore } from '../machines/chat-session/chat-session.types';
import {
  createDocumentCookieBackend,
  createMemoryCookieBackend,
} from '../services/cookies/cookie-backend';
import { createCookieStore } from '../services/cookies/cookie-store';
import { createBrowserVisibilitySignal } from '../services/signals/browser-signals';
import { webchatLanguagePacks } from '../services/i18n/webchat-packs';
import type { VisibilitySignal } from '../services/signals/signals.types';
import type { ChatTransport } from '../transports/transport.types';
import { ChatContext } from './chat-context';
import { useApp } from './use-app';
import { useBus } from './use-bus';
import { CxContext } from './cx-context';

/** Props of {@link ChatProvider}. */
export interface ChatProviderProps {
  /** The chat back end (e.g. `createGmsTransport({ dataURL })`). */
  transport: ChatTransport;
  /** Where the session is kept for restore. @default the suite's cookies (common prefix) */
  store?: SessionStore;
  /** Chat settings (each has a default). */
  options?: Partial<Omit<ChatSessionOptions, 'language'>>;
  /** Page visibility, to poll at once when a hidden tab comes back. @default the browser's */
  visibility?: VisibilitySignal;
  /** Restore a saved session on mount. @default true */
  restoreOnMount?: boolean;
  /** The chat UI. */
  children?: ReactNode;
}

function defaultStore(): SessionStore {
  const backend =
    typeof document === 'undefined' ? createMemoryCookieBackend() : createDocumentCookieBackend();
  return createCookieSessionStore(createCookieStore({ backend }));
}

/**
 * Creates one chat session actor for the components below, registers it on the bus as the
 * `WebChatService` plugin, and restores a saved session on mount. Use it inside `<CxProvider>`.
 */
export function ChatProvider({
  transport,
  store,
  options,
  visibility,
  restoreOnMount = true,
  children,
}: ChatProviderProps) {
  if (!useContext(CxContext)) throw new Error('ChatProvider must be used inside <CxProvider>');
  const bus = useBus();
  const { language, send: sendApp } = useApp();
  const [input] = useState(() => ({
    transport,
    store: store ?? defaultStore(),
    options: { ...options, language },
    visibility: visibility ?? createBrowserVisibilitySignal(),
  }));
  const chat = useActorRef(chatSessionMachine, { input });

  useEffect(() => attachChatPlugin(bus, chat), [bus, chat]);
  useEffect(() => sendApp({ type: 'packs.add', packs: webchatLanguagePacks }), [sendApp]);
  useEffect(() => {
    if (restoreOnMount && input.store.load()) chat.send({ type: 'session.restore' });
  }, [chat, input.store, restoreOnMount]);

  return <ChatContext value={chat}>{children}</ChatContext>;
}
