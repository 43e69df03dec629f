import { useContext, useEffect, useState } from 'react';
import { windowDockOf } from '../machines/widget-window/widget-window.store';
import type { WindowDock, WindowPartsInput } from '../machines/widget-window/widget-window.types';
import { CxContext } from './cx-context';
import { DockContext } from './use-dock-manager';

/** What a caller gives of a window's surroundings; what it leaves out comes from the providers. */
export interface WindowSurroundings extends Pick<WindowPartsInput, 'isMobile' | 'viewport'> {
  /** The dock to register with; `null` for none. @default the nearest `<DockProvider>`'s */
  dock?: WindowDock | null;
}

/**
 * A window machine's dock, mobile mode and viewport, read on mount: as given, else the nearest
 * `<DockProvider>`'s dock and, inside `<CxProvider>`, the app's mobile mode and viewport.
 */
export function useWindowSurroundings(
  given: WindowSurroundings = {},
): Pick<WindowPartsInput, 'dock' | 'isMobile' | 'viewport'> {
  const dockManager = useContext(DockContext);
  const app = useContext(CxContext)?.app;
  const [parts] = useState(() => {
    const dock = given.dock === undefined ? dockManager && windowDockOf(dockManager) : given.dock;
    const isMobile = given.isMobile ?? (app && (() => app.getSnapshot().context.mobile));
    const viewport = given.viewport ?? app?.getSnapshot().context.services.viewport;
    return {
      ...(viewport ? { viewport } : {}),
      ...(dock ? { dock } : {}),
      ...(isMobile ? { isMobile } : {}),
    };
  });
  return parts;
}

/** Tells a window actor each switch of the app's mobile mode (inside `<CxProvider>`), so it goes full screen or back. */
export function useAppMobileMode(actor: {
  send(event: { type: 'viewport.change'; mobile: boolean }): void;
}): void {
  const app = useContext(CxContext)?.app;
  useEffect(() => {
    if (!app) return undefined;
    const subscription = app.on('mobileMode', ({ mobile }) =>
      actor.send({ type: 'viewport.change', mobile }),
    );
    return () => subscription.unsubscribe();
  }, [app, actor]);
}
