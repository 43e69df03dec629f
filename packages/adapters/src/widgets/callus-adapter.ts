import { parseCallUsSettings, type CallUsSettings } from './callus-settings';
import { mountCallUs } from './mount-callus';
import type { WidgetAdapter } from './widget-adapters';

/** The reference Call Us from `window._genesys.widgets.callus`. */
export const callUsAdapter: WidgetAdapter<CallUsSettings> = {
  name: 'callus',
  settingsKey: 'callus',
  title: 'Call Us',
  parse: parseCallUsSettings,
  mount: (settings, { app, document, root }) => mountCallUs(app, settings, document, root),
};
