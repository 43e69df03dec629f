import { mountWebChat, type MountedWebChat } from './mount-webchat';
import type { MountedWidget, WidgetAdapter } from './widget-adapters';
import { parseWebChatSettings, type WebChatSettings } from './webchat-settings';
import { parseChatDeflectionSettings } from './chatdeflection-settings';

/** The web chat's settings, with chat deflection's when the page has `chatdeflection`. */
export function parseWebChatWidgets(
  settings: unknown,
  widgets?: Readonly<Record<string, unknown>>,
): WebChatSettings {
  const chat = parseWebChatSettings(settings);
  const deflection = parseChatDeflectionSettings(widgets);
  if (!deflection) return chat;
  return {
    ...chat,
    props: { ...chat.props, deflection: deflection.deflection },
    ...(deflection.knowledgeCenter ? { knowledgeCenter: deflection.knowledgeCenter } : {}),
  };
}

/**
 * The reference web chat from `window._genesys.widgets.webchat`, with chat deflection from
 * `chatdeflection` (its knowledge centre from `knowledgecenter`), which work inside the chat.
 */
export const webChatAdapter: WidgetAdapter<WebChatSettings> = {
  name: 'webchat',
  settingsKey: 'webchat',
  siblingKeys: ['chatdeflection', 'knowledgecenter'],
  title: 'the web chat',
  parse: parseWebChatWidgets,
  mount: (settings, { app, document, root }) => mountWebChat(app, settings, document, root),
};

/** Whether a mounted widget is the web chat {@link mountWebChat} mounted (it has its element). */
export function isMountedWebChat(widget: MountedWidget | undefined): widget is MountedWebChat {
  return widget !== undefined && 'container' in widget;
}
