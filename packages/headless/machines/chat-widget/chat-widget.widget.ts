import type { ActorRefFrom } from 'xstate';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { ChatSessionMachine } from '../chat-session/chat-session.machine';
import { linkChatWidget } from './chat-widget.link';
import { chatWidgetMachine } from './chat-widget.machine';
import { chatWidgetPlugin } from './chat-widget.plugin';
import type { ChatWidgetInput } from './chat-widget.types';

/** What the chat widget's runtime is made from (the `ChatWidgetProvider` props, resolved). */
export interface ChatWidgetRuntimeInput extends ChatWidgetInput {
  /** The chat session the widget shows. */
  chat: ActorRefFrom<ChatSessionMachine>;
}

/**
 * The chat widget on the widget kit: its window-and-dialogs actor (a widget window in the app's
 * group and dock, with chat's dialogs), linked to the chat session, and the `WebChat` plugin (which
 * takes over the commands its lazy placeholder kept).
 */
export const chatWidgetWidget = defineWidget({
  name: 'WebChat',
  machines: { widget: chatWidgetMachine },
  inputs: ({ chat: _chat, ...widget }: ChatWidgetRuntimeInput) => ({ widget }),
  link: ({ widget }, { chat }) => [linkChatWidget(widget, chat)],
  plugins: ({ widget }) => [bindPlugin(chatWidgetPlugin, widget)],
});
