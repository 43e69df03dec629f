import { useBus } from '@cxkit/headless/react';
import { registerLazyCallback } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CallbackCoreProps } from './callback-core';

/** Props of {@link Callback}: the window's settings and injections, each with a default. */
export interface CallbackProps extends CallbackCoreProps {
  /** Loads the window's code with the page instead of on first use. @default false */
  preload?: boolean;
}

const CallbackCore = lazy(() => import('./callback-core'));

/**
 * The reference Callback widget, ready to drop in under `<CxProvider>` and `<CxRoot>`: `Callback` is
 * on the bus at once from its table, and the window's code loads on first use (`Callback.open` or
 * `Callback.configure`), which then runs once the window's plugin has taken over.
 */
export function Callback({ preload = false, ...props }: CallbackProps) {
  const [load, setLoad] = useState(preload);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyCallback(bus, { load: () => setLoad(true) });
    return () => placeholder.dispose();
  }, [bus]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <CallbackCore {...props} />
    </Suspense>
  );
}
