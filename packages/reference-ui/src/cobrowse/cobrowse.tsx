import { useBus } from '@cxkit/headless/react';
import { registerLazyCoBrowse } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CoBrowseCoreProps } from './cobrowse-core';

/** Props of {@link CoBrowse}: the bridge's settings and injections. */
export interface CoBrowseProps extends CoBrowseCoreProps {
  /**
   * Loads the bridge's code (and so the co-browse script) once the page has rendered, so that other
   * widgets learn whether co-browse is online; off, on the first command that needs it.
   * @default true
   */
  preload?: boolean;
}

const CoBrowseCore = lazy(() => import('./cobrowse-core'));

/**
 * The reference co-browse bridge, ready to drop in under `<CxProvider>` and `<CxRoot>`: `CoBrowse` is
 * on the bus at once from its table (`getState` answers offline), and the bridge's code loads after
 * the page's first render (or on first use without `preload`), then loads the co-browse script.
 */
export function CoBrowse({ preload = true, ...props }: CoBrowseProps) {
  const [load, setLoad] = useState(false);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyCoBrowse(bus, { load: () => setLoad(true) });
    // After the placeholder: the loaded plugin binds to it and takes the commands it kept.
    if (preload) setLoad(true);
    return () => placeholder.dispose();
  }, [bus, preload]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <CoBrowseCore {...props} />
    </Suspense>
  );
}
