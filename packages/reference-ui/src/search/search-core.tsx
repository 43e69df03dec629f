import { SearchProvider, type SearchProviderProps } from '@cxkit/headless/react/search';
import { SearchButton } from './search-button';
import { SearchWindow, type SearchWindowProps } from './search-window';

/** Props of {@link SearchCore}: the provider's and the window's. */
export interface SearchCoreProps
  extends Omit<SearchProviderProps, 'children'>, Omit<SearchWindowProps, 'ref'> {}

/** The Search widget once its code has loaded: the `Search` plugin, its side button and its window. */
export default function SearchCore({ options, knowledge, ...window }: SearchCoreProps) {
  return (
    <SearchProvider options={options} knowledge={knowledge}>
      <SearchButton />
      <SearchWindow {...window} />
    </SearchProvider>
  );
}
