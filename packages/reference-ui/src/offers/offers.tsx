import { useBus } from '@cxkit/headless/react';
import { registerLazyOffers } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { OffersCoreProps } from './offers-core';

/** Props of {@link Offers}: the offer's settings and injections, each with a default. */
export interface OffersProps extends OffersCoreProps {
  /** Loads the offer's code with the page instead of on first use. @default false */
  preload?: boolean;
}

const OffersCore = lazy(() => import('./offers-core'));

/**
 * The reference Offers widget, ready to drop in under `<CxProvider>` and `<CxRoot>`: `Offers` is on
 * the bus at once from its table, and the offer's code loads on first use (`Offers.open` or
 * `Offers.configure`), which then runs once its plugin has taken over.
 */
export function Offers({ preload = false, ...props }: OffersProps) {
  const [load, setLoad] = useState(preload);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyOffers(bus, { load: () => setLoad(true) });
    return () => placeholder.dispose();
  }, [bus]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <OffersCore {...props} />
    </Suspense>
  );
}
