import { useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectSearchView,
  type SearchApi,
  type SearchView,
} from '../machines/search/search.connect';
import type { SearchMachine } from '../machines/search/search.machine';
import type { SearchOptionsInput } from '../machines/search/search.options';
import type { KnowledgeClient } from '../machines/search/search.types';
import { searchWidget } from '../machines/search/search.widget';
import { CxContext } from './cx-context';
import { useAppMobileMode, useWindowSurroundings } from './use-window-parts';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useSearch} returns: the window api plus escape hatches. */
export type UseSearchReturn = BoundApi<ActorRefFrom<SearchMachine>, SearchView, SearchApi>;

const searchBinding = createBinding({
  hook: 'useSearch',
  provider: 'SearchProvider',
  select: selectSearchView,
  connect,
});

/** The context `SearchProvider` puts the search actor in. */
export const SearchContext = searchBinding.Context;

/** Props of {@link SearchProvider}; all are read on mount. */
export interface SearchProviderProps {
  /** Window settings (`_genesys.widgets.knowledgecenter`'s window keys), checked: bad ones throw, naming each. */
  options?: SearchOptionsInput;
  /** The knowledge centre. @default the bus's `<servicePlugin>` (`KnowledgeCenterService`) */
  knowledge?: KnowledgeClient;
  /** The window and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs the Search widget (`searchWidget` of the widget kit) in the app's window group and the
 * nearest dock, in the app's mobile mode, and registers the `Search` plugin on the app's bus.
 */
export function SearchProvider({ options, knowledge, children }: SearchProviderProps) {
  const cx = useContext(CxContext);
  const surroundings = useWindowSurroundings();
  const [input] = useState(() => ({
    ...surroundings,
    options,
    ...(knowledge ? { knowledge } : {}),
    ...(cx?.windows ? { group: cx.windows } : {}),
  }));
  const { search } = useWidget(searchWidget, input);
  useAppMobileMode(search);
  return <SearchContext value={search}>{children}</SearchContext>;
}

/**
 * The Search window 'Ask a Question': where it is, what it shows (trending, results, No Results,
 * a document, the error), the question input with its suggestions, the feedback, with their
 * commands and prop getters.
 */
export function useSearch(): UseSearchReturn {
  return searchBinding.useApi();
}
