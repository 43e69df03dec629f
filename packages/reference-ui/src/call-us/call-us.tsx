import { useBus } from '@cxkit/headless/react';
import { registerLazyCallUs } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CallUsCoreProps } from './call-us-core';

/** Props of {@link CallUs}: the overlay's settings and injections, each with a default. */
export interface CallUsProps extends CallUsCoreProps {
  /** Loads the overlay's code with the page instead of on first use. @default false */
  preload?: boolean;
}

const CallUsCore = lazy(() => import('./call-us-core'));

/**
 * The reference Call Us widget, ready to drop in under `<CxProvider>` and `<CxRoot>`: `CallUs` is
 * on the bus at once from its table, and the overlay's code loads on first use (`CallUs.open` or
 * `CallUs.configure`), which then runs once the overlay's plugin has taken over.
 */
export function CallUs({ preload = false, ...props }: CallUsProps) {
  const [load, setLoad] = useState(preload);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyCallUs(bus, { load: () => setLoad(true) });
    return () => placeholder.dispose();
  }, [bus]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <CallUsCore {...props} />
    </Suspense>
  );
}
