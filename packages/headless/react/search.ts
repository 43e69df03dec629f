// `@cxkit/headless/react/search`: the Search window's provider and hook.
export {
  SearchContext,
  SearchProvider,
  useSearch,
  type SearchProviderProps,
  type UseSearchReturn,
} from './use-search';
