import { mountSidebar } from './mount-sidebar';
import { parseSidebarSettings, type SidebarWidgetSettings } from './sidebar-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The reference sidebar from `window._genesys.widgets.sidebar`. */
export const sidebarAdapter: WidgetAdapter<SidebarWidgetSettings> = {
  name: 'sidebar',
  settingsKey: 'sidebar',
  title: 'the sidebar',
  parse: parseSidebarSettings,
  mount: (settings, { app, document, root }) => mountSidebar(app, settings, document, root),
};
