import { mountSearch } from './mount-search';
import { parseSearchSettings, type SearchSettings } from './search-settings';
import type { WidgetAdapter } from './widget-adapters';

/** The reference Search window and its `KnowledgeCenterService` from `window._genesys.widgets.knowledgecenter`. */
export const searchAdapter: WidgetAdapter<SearchSettings> = {
  name: 'search',
  settingsKey: 'knowledgecenter',
  title: 'the Search window',
  parse: parseSearchSettings,
  mount: (settings, { app, document, root }) => mountSearch(app, settings, document, root),
};
