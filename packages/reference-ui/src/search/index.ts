export { searchWindowAnatomy } from './search-window.anatomy';
export { searchWindowTexts, type SearchWindowTextKey } from './search-window.texts';
export {
  SearchDocumentBody,
  SearchWindow,
  type SearchDocumentBodyProps,
  type SearchWindowProps,
} from './search-window';
export { SearchButton, type SearchButtonProps } from './search-button';
export { Search, type SearchProps } from './search';
export type { SearchCoreProps } from './search-core';
