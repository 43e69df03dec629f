import { mountWebChat, type MountedWebChat } from './mount-webchat';
import type { MountedWidget, WidgetAdapter } from './widget-adapters';
import { parseWebChatSettings, type WebChatSettings } from './webchat-settings';

/** The reference web chat from `window._genesys.widgets.webchat`. */
export const webChatAdapter: WidgetAdapter<WebChatSettings> = {
  name: 'webchat',
  settingsKey: 'webchat',
  title: 'the web chat',
  parse: parseWebChatSettings,
  mount: (settings, { app, document, root }) => mountWebChat(app, settings, document, root),
};

/** Whether a mounted widget is the web chat {@link mountWebChat} mounted (it has its element). */
export function isMountedWebChat(widget: MountedWidget | undefined): widget is MountedWebChat {
  return widget !== undefined && 'container' in widget;
}
