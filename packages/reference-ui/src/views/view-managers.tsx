import { useBus } from '@cxkit/headless/react';
import { registerLazyOverlay, registerLazyToaster } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ViewCoreProps } from './views-core';

/** Props of {@link OverlayManager} and {@link ToasterManager}. */
export interface ViewManagerProps extends ViewCoreProps {
  /** Loads the view's code with the page instead of on first use. @default false */
  preload?: boolean;
}

const OverlayCore = lazy(() => import('./views-core').then((m) => ({ default: m.OverlayCore })));
const ToasterCore = lazy(() => import('./views-core').then((m) => ({ default: m.ToasterCore })));

/**
 * The reference overlay manager, under `<CxProvider>` and `<CxRoot>`: `Overlay` is on the bus at
 * once from its table, and its code loads on the first `Overlay.open`, which then shows.
 */
export function OverlayManager({ preload = false, ...props }: ViewManagerProps) {
  const [load, setLoad] = useState(preload);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyOverlay(bus, { load: () => setLoad(true) });
    return () => placeholder.dispose();
  }, [bus]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <OverlayCore {...props} />
    </Suspense>
  );
}

/** The reference toaster manager: `Toaster` on the bus at once, its code loaded on the first `Toaster.open`. */
export function ToasterManager({ preload = false, ...props }: ViewManagerProps) {
  const [load, setLoad] = useState(preload);
  const bus = useBus();
  useEffect(() => {
    const placeholder = registerLazyToaster(bus, { load: () => setLoad(true) });
    return () => placeholder.dispose();
  }, [bus]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ToasterCore {...props} />
    </Suspense>
  );
}
