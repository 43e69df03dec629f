import { useActorRef } from '@xstate/react';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { agentTypingEventsOf } from '../machines/agent-typing/agent-typing.events';
import {
  agentTypingMachine,
  type AgentTypingMachine,
} from '../machines/agent-typing/agent-typing.machine';
import {
  chatSessionMachine,
  type ChatSessionMachine,
} from '../machines/chat-session/chat-session.machine';
import { attachChatPlugin } from '../machines/chat-session/chat-session.plugin';
import { shareTokenFromUrl, withoutShareToken } from '../machines/chat-session/chat-session.share';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import type { ChatSessionOptions, SessionStore } from '../machines/chat-session/chat-session.types';
import { checkChatOptions } from '../services/chat-options/chat-options';
import { createBrowserVisibilitySignal } from '../services/signals/browser-signals';
import { webchatLanguagePacks } from '../services/i18n/webchat-packs';
import type { VisibilitySignal } from '../services/signals/signals.types';
import { createWebLocksPresence, type TabPresence } from '../services/tab-presence/tab-presence';
import type { ChatTransport } from '../transports/transport.types';
import { AgentTypingActorContext, ChatContext } from './chat-context';
import { useApp } from './use-app';
import { suiteCookies } from './suite-cookies';
import { useBus } from './use-bus';
import { CxContext } from './cx-context';

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

/** Feeds the agent typing actor from the chat actor's notifications; returns the unsubscribe. */
function feedAgentTyping(
  chat: ActorRefFrom<ChatSessionMachine>,
  typing: ActorRefFrom<AgentTypingMachine>,
): () => void {
  const subscriptions = [
    chat.on('agentTypingStarted', ({ participant: { id, type, name } }) =>
      typing.send({ type: 'typing.started', participant: { id, type, name } }),
    ),
    chat.on('agentTypingStopped', ({ participant }) =>
      typing.send({ type: 'typing.stopped', participantId: participant.id }),
    ),
    chat.on('participantDisconnected', ({ participant }) =>
      typing.send({ type: 'participant.left', participantId: participant.id }),
    ),
    // A restore's messages mean one clear (`agentTypingEventsOf`), however many there are.
    chat.on('messageReceived', ({ messages, restoring }) => {
      for (const event of agentTypingEventsOf(messages, restoring)) typing.send(event);
    }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

/**
 * Creates one chat session actor and its agent typing actor for the components below, registers
 * the chat on the bus as the `WebChatService` plugin, and restores a saved session on mount. Use it
 * inside `<CxProvider>`.
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
  const bus = useBus();
  const { language, send: sendApp } = useApp();
  const [input] = useState(() => {
    checkChatOptions({ chat: options });
    return {
      transport,
      store: store ?? defaultStore(),
      options: { ...options, language },
      visibility: visibility ?? createBrowserVisibilitySignal(),
      presence: presence ?? createWebLocksPresence(),
    };
  });
  const chat = useActorRef(chatSessionMachine, { input });
  const typing = useActorRef(agentTypingMachine, { input: { timeout: agentTypingTimeout } });

  useEffect(() => attachChatPlugin(bus, chat), [bus, chat]);
  // A chat starts in the page's language at the time, which may have changed since the mount.
  useEffect(() => chat.send({ type: 'language.set', language }), [chat, language]);
  useEffect(() => feedAgentTyping(chat, typing), [chat, typing]);
  useEffect(() => sendApp({ type: 'packs.add', packs: webchatLanguagePacks }), [sendApp]);
  useEffect(() => {
    if (!restoreOnMount) return;
    // A transfer or invite link opens its chat instead of the one this browser had.
    const token = typeof location === 'undefined' ? undefined : shareTokenFromUrl(location.href);
    if (token) {
      chat.send({ type: 'share.join', token });
      // The token carries the session keys: keep it out of the address bar, history and shared copies of the URL.
      history.replaceState(history.state, '', withoutShareToken(location.href));
    } else if (input.store.load()) chat.send({ type: 'session.restore' });
  }, [chat, input.store, restoreOnMount]);

  return (
    <ChatContext value={chat}>
      <AgentTypingActorContext value={typing}>{children}</AgentTypingActorContext>
    </ChatContext>
  );
}
