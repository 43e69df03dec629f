import { mountCallback } from './mount-callback';
import {
  parseCallbackWidgetSettings,
  type CallbackWidgetSettings,
} from './callback-widget-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The reference Callback from `window._genesys.widgets.callback`, with its `calendar` and `stats`. */
export const callbackAdapter: WidgetAdapter<CallbackWidgetSettings> = {
  name: 'callback',
  settingsKey: 'callback',
  siblingKeys: ['calendar', 'stats'],
  title: 'the Callback',
  parse: parseCallbackWidgetSettings,
  mount: (settings, { app, document, root }) => mountCallback(app, settings, document, root),
};
