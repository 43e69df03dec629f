export { searchAnatomy } from './search.anatomy';
export {
  connect as connectSearch,
  searchIds,
  searchRatingStars,
  selectSearchView,
  type SearchApi,
  type SearchChangeEvent,
  type SearchFeedbackState,
  type SearchListItem,
  type SearchStep,
  type SearchView,
} from './search.connect';
export { registerLazySearch } from './search.lazy';
export {
  feedbackOf,
  isSearchable,
  maxSuggestions,
  maxTrending,
  minSuggestionLength,
  snippetLength,
  snippetOf,
} from './search.logic';
export { searchMachine, type SearchMachine } from './search.machine';
export {
  searchManifest,
  type SearchOpenDocumentOptions,
  type SearchOpenOptions,
} from './search.manifest';
export {
  defaultSearchButton,
  defaultSearchOptions,
  resolveSearchOptions,
  SearchConfigError,
  searchOptions,
  searchWindowKeysOf,
  type SearchButtonEffect,
  type SearchButtonOptions,
  type SearchOptions,
  type SearchOptionsInput,
} from './search.options';
export { searchPlugin, searchPrefillOf, type SearchTarget } from './search.plugin';
export { busKnowledge, searchWidget, type SearchRuntimeInput } from './search.widget';
export type * from './search.types';
