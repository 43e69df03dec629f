import { useBus } from '@cxkit/headless/react';
import { registerLazySearch } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SearchCoreProps } from './search-core';

/** Props of {@link Search}: the window's settings and injections, each with a default. */
export interface SearchProps extends SearchCoreProps {
  /** Loads the window's code with the page instead of on first use. @default false, or true with the side button enabled */
  preload?: boolean;
}

const SearchCore = lazy(() => import('./search-core'));

/**
 * The reference Search widget 'Ask a Question', ready to drop in under `<CxProvider>` and
 * `<CxRoot>`: `Search` is on the bus at once from its table, and the window's code loads on first
 * use (`Search.open`, `openDocument`, `configure`...), or at once when its side button is enabled.
 * It calls the bus's `KnowledgeCenterService` (or `options.servicePlugin`).
 */
export function Search({ preload, ...props }: SearchProps) {
  const [load, setLoad] = useState(() => preload ?? props.options?.SearchButton?.enabled === true);
  const bus = useBus();
  // The window's plugin binds to the placeholder: it renders once the placeholder is on the bus.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    const placeholder = registerLazySearch(bus, { load: () => setLoad(true) });
    setPlaced(true);
    return () => {
      setPlaced(false);
      placeholder.dispose();
    };
  }, [bus]);
  if (!load || !placed) return null;
  return (
    <Suspense fallback={null}>
      <SearchCore {...props} />
    </Suspense>
  );
}
