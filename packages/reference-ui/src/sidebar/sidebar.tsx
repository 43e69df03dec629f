import { useBus } from '@cxkit/headless/react';
import { registerLazySidebar } from '@cxkit/headless/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SidebarCoreProps } from './sidebar-core';

/** Props of {@link Sidebar}: the sidebar's settings and injections, each with a default. */
export interface SidebarProps extends SidebarCoreProps {
  /** Loads the sidebar's code with the page. @default true unless `showOnStartup` is false */
  preload?: boolean;
}

const SidebarCore = lazy(() => import('./sidebar-core'));

/**
 * The reference sidebar, ready to drop in under `<CxProvider>` and `<CxRoot>`: `SideBar` is on the
 * bus at once from its table; its code loads with the page when it shows on startup (the default),
 * else on its first command (`SideBar.open`, `configure`, `addButton`, ...).
 */
export function Sidebar({ preload, ...props }: SidebarProps) {
  const [load, setLoad] = useState(() => preload ?? props.options?.showOnStartup !== false);
  const bus = useBus();
  // The sidebar's plugin binds to the placeholder: it renders once the placeholder is on the bus.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    const placeholder = registerLazySidebar(bus, { load: () => setLoad(true) });
    setPlaced(true);
    return () => {
      setPlaced(false);
      placeholder.dispose();
    };
  }, [bus]);
  if (!load || !placed) return null;
  return (
    <Suspense fallback={null}>
      <SidebarCore {...props} />
    </Suspense>
  );
}
