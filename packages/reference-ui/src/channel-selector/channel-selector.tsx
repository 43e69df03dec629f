import { useBus } from '@cxkit/headless/react';
import { registerLazyChannelSelector } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChannelSelectorCoreProps } from './channel-selector-core';

/** Props of {@link ChannelSelector}: the selector's settings and injections, each with a default. */
export interface ChannelSelectorProps extends ChannelSelectorCoreProps {
  /** Loads the selector's code with the page instead of on first use. @default false */
  preload?: boolean;
}

const ChannelSelectorCore = lazy(() => import('./channel-selector-core'));

/**
 * The reference channel selector, ready to drop in under `<CxProvider>` and `<CxRoot>`:
 * `ChannelSelector` is on the bus at once from its table, and the selector's code loads on first
 * use (`ChannelSelector.open` or `.configure`), which then runs once its plugin has taken over.
 */
export function ChannelSelector({ preload = false, ...props }: ChannelSelectorProps) {
  const [load, setLoad] = useState(preload);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyChannelSelector(bus, { load: () => setLoad(true) });
    return () => placeholder.dispose();
  }, [bus]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ChannelSelectorCore {...props} />
    </Suspense>
  );
}
