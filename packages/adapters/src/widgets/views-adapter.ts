import { mountView } from './mount-views';
import { parseViewSettings, type ViewSettings } from './views-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The page's overlay (`Overlay.open`), booted on every legacy page as the suite's was. */
export const overlayAdapter: WidgetAdapter<ViewSettings> = {
  name: 'overlay',
  settingsKey: 'overlay',
  title: 'the overlay',
  always: true,
  parse: (settings) => parseViewSettings('overlay', settings),
  mount: (_settings, { app, document, root }) => mountView(app, 'overlay', document, root),
};

/** The page's toaster (`Toaster.open`), booted on every legacy page as the suite's was. */
export const toasterAdapter: WidgetAdapter<ViewSettings> = {
  name: 'toaster',
  settingsKey: 'toaster',
  title: 'the toaster',
  always: true,
  parse: (settings) => parseViewSettings('toaster', settings),
  mount: (_settings, { app, document, root }) => mountView(app, 'toaster', document, root),
};
