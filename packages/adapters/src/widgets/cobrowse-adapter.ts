import { mountCoBrowse } from './mount-cobrowse';
import { parseCoBrowseSettings, type CoBrowseSettings } from './cobrowse-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The reference co-browse bridge from `window._genesys.widgets.cobrowse`. */
export const coBrowseAdapter: WidgetAdapter<CoBrowseSettings> = {
  name: 'cobrowse',
  settingsKey: 'cobrowse',
  title: 'co-browse',
  parse: parseCoBrowseSettings,
  mount: (settings, { app, document, root }) => mountCoBrowse(app, settings, document, root),
};
