import type { ActorRefFrom } from 'xstate';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { ChatSessionMachine } from '../chat-session/chat-session.machine';
import { linkChatWidget } from './chat-widget.link';
import { chatWidgetMachine } from './chat-widget.machine';
import { joinWindowGroup } from '../widget-window/widget-window.group';
import type { WindowGroup } from '../widget-window/widget-window.types';
import { chatWidgetPlugin, chatWidgetPluginName } from './chat-widget.plugin';
import type { ChatWidgetOptions, WindowStore } from './chat-widget.types';

/** What the chat widget's runtime is made from (the `ChatWidgetProvider` props, resolved). */
export interface ChatWidgetRuntimeInput {
  /** The chat session the widget shows. */
  chat: ActorRefFrom<ChatSessionMachine>;
  /** Widget settings (each has a default). */
  options?: Partial<ChatWidgetOptions>;
  /** Where the window state is kept for a restored chat. */
  store: WindowStore;
  /** Whether the page is in mobile mode now. */
  isMobile: () => boolean;
  /** The app's windows, which the chat window joins as `WebChat`. */
  windows?: WindowGroup;
}

/**
 * The chat widget on the widget kit: its window-and-dialogs actor, linked to the chat session, and
 * the `WebChat` plugin (which takes over the commands its lazy placeholder kept).
 */
export const chatWidgetWidget = defineWidget({
  name: 'WebChat',
  machines: { widget: chatWidgetMachine },
  inputs: (input: ChatWidgetRuntimeInput) => ({
    widget: { options: input.options, store: input.store, isMobile: input.isMobile },
  }),
  link: ({ widget }, { chat, windows }) => [
    linkChatWidget(widget, chat),
    ...(windows ? [joinWindowGroup(windows, chatWidgetPluginName, widget)] : []),
  ],
  plugins: ({ widget }) => [bindPlugin(chatWidgetPlugin, widget)],
});
