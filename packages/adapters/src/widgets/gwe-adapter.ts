import { mountGwe } from './mount-gwe';
import { parseGweSettings, type GweSettings } from './gwe-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The reference web engagement (GWE bridge and engage invite) from `window._genesys.widgets.gwe`. */
export const gweAdapter: WidgetAdapter<GweSettings> = {
  name: 'gwe',
  settingsKey: 'gwe',
  title: 'web engagement',
  parse: parseGweSettings,
  mount: (settings, { app, document, root }) => mountGwe(app, settings, document, root),
};
