import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectChatDeflectionView,
  type ChatDeflectionApi,
  type ChatDeflectionView,
} from '../machines/chat-deflection/chat-deflection.connect';
import type { ChatDeflectionMachine } from '../machines/chat-deflection/chat-deflection.machine';
import type { ChatDeflectionOptionsInput } from '../machines/chat-deflection/chat-deflection.options';
import type { ChatDeflectionServices } from '../machines/chat-deflection/chat-deflection.types';
import { chatDeflectionWidget } from '../machines/chat-deflection/chat-deflection.widget';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useChatDeflection} returns: the deflection's api plus escape hatches. */
export type UseChatDeflectionReturn = BoundApi<
  ActorRefFrom<ChatDeflectionMachine>,
  ChatDeflectionView,
  ChatDeflectionApi
>;

const chatDeflectionBinding = createBinding({
  hook: 'useChatDeflection',
  provider: 'ChatDeflectionProvider',
  select: selectChatDeflectionView,
  connect,
});

/** The context `ChatDeflectionProvider` puts the deflection actor in. */
export const ChatDeflectionContext = chatDeflectionBinding.Context;

/** Props of {@link ChatDeflectionProvider}; all are read on mount. */
export interface ChatDeflectionProviderProps {
  /** Settings (`_genesys.widgets.chatdeflection`); disabled unless `enabled`. Bad ones throw, naming each. */
  options?: ChatDeflectionOptionsInput;
  /** The knowledge centre and the chat. @default the bus's `KnowledgeCenterService`, `WebChatService` and `WebChat` */
  services?: ChatDeflectionServices;
  /** The article overlay and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs chat deflection (`chatDeflectionWidget` of the widget kit) on the app's bus: it follows the
 * chat's events, answers from the knowledge centre, and registers the `ChatDeflection` plugin.
 */
export function ChatDeflectionProvider({
  options,
  services,
  children,
}: ChatDeflectionProviderProps) {
  const [input] = useState(() => ({
    ...(options ? { options } : {}),
    ...(services ? { services } : {}),
  }));
  const { deflection } = useWidget(chatDeflectionWidget, input);
  return <ChatDeflectionContext value={deflection}>{children}</ChatDeflectionContext>;
}

/**
 * Chat deflection: whether it is enabled and deflecting a chat now, and the article the visitor
 * opened from a 'Knowledge Center' link, with its vote and Back, as commands and prop getters.
 */
export function useChatDeflection(): UseChatDeflectionReturn {
  return chatDeflectionBinding.useApi();
}
