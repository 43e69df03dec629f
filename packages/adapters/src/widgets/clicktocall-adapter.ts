import { mountClickToCall } from './mount-clicktocall';
import { parseClickToCallSettings, type ClickToCallWidgetSettings } from './clicktocall-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The reference ClickToCall from `window._genesys.widgets.clicktocall`, with its `stats`. */
export const clickToCallAdapter: WidgetAdapter<ClickToCallWidgetSettings> = {
  name: 'clicktocall',
  settingsKey: 'clicktocall',
  siblingKeys: ['stats'],
  title: 'the ClickToCall',
  parse: parseClickToCallSettings,
  mount: (settings, { app, document, root }) => mountClickToCall(app, settings, document, root),
};
