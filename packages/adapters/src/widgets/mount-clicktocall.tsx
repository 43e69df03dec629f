import type { CxApp } from '@cxkit/headless/app';
import { CxContext } from '@cxkit/headless/react';
import { DockProvider } from '@cxkit/headless/react/dock';
import { registerLazyClickToCallService, registerLazyStats } from '@cxkit/headless/widgets';
import { CxRoot } from '@cxkit/reference-ui';
import { ClickToCall } from '@cxkit/reference-ui/click-to-call-widget';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ClickToCallWidgetSettings } from './clicktocall-settings';

/** A ClickToCall mounted on a page by {@link mountClickToCall}. */
export interface MountedClickToCall {
  /** The element the ClickToCall window renders in (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the window, takes its services off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference ClickToCall for parsed page settings into a new element at the end of the
 * page's body, on the bus and app of a running `CxApp`: `ClickToCall`, `ClickToCallService` (and
 * `StatsService` with `stats` settings) are on the bus at once, and each one's code loads on its
 * first command; the service keeps the number in the page's `_genesys.widgets.clicktocall.state.*`
 * cookies, as the Genesys widget does.
 */
export function mountClickToCall(
  app: CxApp,
  settings: ClickToCallWidgetSettings,
  document: Document = globalThis.document,
): MountedClickToCall {
  const { bus } = app;
  const stops: (() => void)[] = [];
  let stopped = false;
  /** Runs `start` once its code has loaded, unless the ClickToCall was unmounted meanwhile. */
  const loadOnce = <Module,>(
    load: () => Promise<Module>,
    start: (loaded: Module) => () => void,
  ) => {
    let loading: Promise<void> | undefined;
    return () =>
      (loading ??= load().then((loaded) => {
        if (!stopped) stops.push(start(loaded));
      }));
  };
  const service = registerLazyClickToCallService(bus, {
    load: loadOnce(
      () =>
        Promise.all([
          import('@cxkit/headless/click-to-call-service'),
          import('@cxkit/headless/services'),
        ]),
      ([{ startClickToCallService }, { createCookieStore, createDocumentCookieBackend }]) =>
        startClickToCallService(bus, {
          options: settings.service,
          cookies: createCookieStore({
            prefix: '',
            backend: createDocumentCookieBackend(document),
          }),
        }).stop,
    ),
  });
  const statsOptions = settings.stats;
  const stats =
    statsOptions &&
    registerLazyStats(bus, {
      load: loadOnce(
        () => import('@cxkit/headless/stats'),
        ({ attachStatsService }) => attachStatsService(bus, statsOptions),
      ),
    });

  const container = document.createElement('div');
  container.dataset['cxkitWidgets'] = 'clicktocall';
  document.body.append(container);
  const root = createRoot(container);
  const value = { bus, app: app.actor };
  root.render(
    <StrictMode>
      <CxContext.Provider value={value}>
        <CxRoot>
          <DockProvider>
            <ClickToCall options={settings.window} />
          </DockProvider>
        </CxRoot>
      </CxContext.Provider>
    </StrictMode>,
  );
  return {
    container,
    unmount() {
      stopped = true;
      root.unmount();
      container.remove();
      for (const stop of stops.splice(0).reverse()) stop();
      stats?.dispose();
      service.dispose();
    },
  };
}
