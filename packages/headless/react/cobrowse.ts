export {
  CoBrowseContext,
  CoBrowseProvider,
  useCoBrowse,
  type CoBrowseProviderProps,
  type UseCoBrowseReturn,
} from './use-cobrowse';
