import { mountSendMessage } from './mount-sendmessage';
import { parseSendMessageSettings, type SendMessageWidgetSettings } from './sendmessage-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The reference SendMessage from `window._genesys.widgets.sendmessage`. */
export const sendMessageAdapter: WidgetAdapter<SendMessageWidgetSettings> = {
  name: 'sendmessage',
  settingsKey: 'sendmessage',
  title: 'the SendMessage',
  parse: parseSendMessageSettings,
  mount: (settings, { app, document, root }) => mountSendMessage(app, settings, document, root),
};
