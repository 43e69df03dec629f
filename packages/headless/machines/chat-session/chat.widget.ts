import type { ActorRefFrom } from 'xstate';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { VisibilitySignal } from '../../services/signals/signals.types';
import type { TabPresence } from '../../services/tab-presence/tab-presence';
import type { ChatTransport } from '../../transports/transport.types';
import { agentTypingEventsOf } from '../agent-typing/agent-typing.events';
import { agentTypingMachine, type AgentTypingMachine } from '../agent-typing/agent-typing.machine';
import { chatSessionMachine, type ChatSessionMachine } from './chat-session.machine';
import { chatServicePlugin } from './chat-session.plugin';
import { shareTokenFromUrl, withoutShareToken } from './chat-session.share';
import type { ChatSessionOptions, SessionStore } from './chat-session.types';

/** What the chat's runtime is made from (the `ChatProvider` props, resolved). */
export interface ChatRuntimeInput {
  /** The chat back end. */
  transport: ChatTransport;
  /** Where the session is kept for restore. */
  store: SessionStore;
  /** Chat settings, the language included. */
  options: Partial<ChatSessionOptions>;
  /** Page visibility, to poll at once when a hidden tab comes back. */
  visibility: VisibilitySignal;
  /** Which tabs are open, where the browser can tell. */
  presence?: TabPresence;
  /** How long an agent shows as typing without news (ms). @default 3000 */
  agentTypingTimeout?: number;
  /** Restore a saved session once wired, or join the chat of a share link in the page URL. */
  restoreOnMount: boolean;
}

/** Feeds the agent typing actor from the chat actor's notifications; returns the unsubscribe. */
export function feedAgentTyping(
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

/** Restores the saved session, or joins the chat of a transfer or invite link in the page URL. */
function restoreChat(chat: ActorRefFrom<ChatSessionMachine>, store: SessionStore): void {
  const token = typeof location === 'undefined' ? undefined : shareTokenFromUrl(location.href);
  if (token) {
    chat.send({ type: 'share.join', token });
    // The token carries the session keys: keep it out of the address bar, history and shared copies of the URL.
    history.replaceState(history.state, '', withoutShareToken(location.href));
  } else if (store.load()) chat.send({ type: 'session.restore' });
}

/**
 * The chat on the widget kit: the session and agent-typing actors, the typing fed from the session,
 * the `WebChatService` plugin, and the restore of a saved session (or a share link) once wired.
 */
export const chatWidget = defineWidget({
  name: 'WebChatService',
  machines: { chat: chatSessionMachine, typing: agentTypingMachine },
  inputs: (input: ChatRuntimeInput) => ({
    chat: {
      transport: input.transport,
      store: input.store,
      options: input.options,
      visibility: input.visibility,
      presence: input.presence,
    },
    typing: { timeout: input.agentTypingTimeout },
  }),
  link: ({ chat, typing }) => [feedAgentTyping(chat, typing)],
  plugins: ({ chat }) => [bindPlugin(chatServicePlugin, chat)],
  restore: ({ chat }, input) => {
    if (input.restoreOnMount) restoreChat(chat, input.store);
  },
});
