import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectChatWidgetView,
  type ChatWidgetApi,
  type ChatWidgetView,
} from '../machines/chat-widget/chat-widget.connect';
import type { ChatWidgetMachine } from '../machines/chat-widget/chat-widget.machine';
import { ChatWidgetContext } from './chat-widget-context';
import { createBinding, type BoundApi } from './widget-binding';

/** What {@link useChatWidget} returns: the widget api plus escape hatches. */
export type UseChatWidgetReturn = BoundApi<
  ActorRefFrom<ChatWidgetMachine>,
  ChatWidgetView,
  ChatWidgetApi
>;

const chatWidgetBinding = createBinding({
  hook: 'useChatWidget',
  provider: 'ChatWidgetProvider',
  context: ChatWidgetContext,
  select: selectChatWidgetView,
  connect,
});

/** The chat widget: window state, dialog, invitation, which screen shows, and their commands. */
export function useChatWidget(): UseChatWidgetReturn {
  return chatWidgetBinding.useApi();
}
