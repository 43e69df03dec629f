import { mountOffers } from './mount-offers';
import { parseOffersSettings, type OffersSettings } from './offers-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The reference Offers from `window._genesys.widgets.offers`. */
export const offersAdapter: WidgetAdapter<OffersSettings> = {
  name: 'offers',
  settingsKey: 'offers',
  title: 'Offers',
  parse: parseOffersSettings,
  mount: (settings, { app, document, root }) => mountOffers(app, settings, document, root),
};
