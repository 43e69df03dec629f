import type { CxApp } from '@cxkit/headless/app';
import type { CalendarAvailabilityService } from '@cxkit/headless/calendar';
import { CxContext } from '@cxkit/headless/react';
import { DockProvider } from '@cxkit/headless/react/dock';
import { registerLazyCallbackService, registerLazyStats } from '@cxkit/headless/widgets';
import { CxRoot } from '@cxkit/reference-ui';
import { Callback } from '@cxkit/reference-ui/callback-widget';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CallbackWidgetSettings } from './callback-widget-settings';

/** A Callback mounted on a page by {@link mountCallback}. */
export interface MountedCallback {
  /** The element the Callback window renders in (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the window, takes its services off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference Callback for parsed page settings into a new element at the end of the
 * page's body, on the bus and app of a running `CxApp`: `Callback`, `CallbackService` (and
 * `StatsService` with `stats` settings) are on the bus at once, and each one's code loads on its
 * first command, the services started with the page's settings.
 */
export function mountCallback(
  app: CxApp,
  settings: CallbackWidgetSettings,
  document: Document = globalThis.document,
): MountedCallback {
  const { bus } = app;
  const stops: (() => void)[] = [];
  let stopped = false;
  /** Runs `start` once its code has loaded, unless the Callback was unmounted meanwhile. */
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
  const service = registerLazyCallbackService(bus, {
    load: loadOnce(
      () => import('@cxkit/headless/callback-service'),
      ({ startCallbackService }) => startCallbackService(bus, { options: settings.service }).stop,
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
  const { calendar } = settings;
  const servicePlugin = calendar?.servicePlugin;
  // Another plugin's availability, read as the calendar reads the default one (its code loads with the calendar's).
  const availability: CalendarAvailabilityService | undefined =
    servicePlugin && servicePlugin !== 'CallbackService'
      ? async (input, options) =>
          (await import('@cxkit/headless/calendar')).busAvailability(bus, servicePlugin)(
            input,
            options,
          )
      : undefined;

  const container = document.createElement('div');
  container.dataset['cxkitWidgets'] = 'callback';
  document.body.append(container);
  const root = createRoot(container);
  const value = { bus, app: app.actor, windows: app.windows };
  root.render(
    <StrictMode>
      <CxContext.Provider value={value}>
        <CxRoot>
          <DockProvider>
            <Callback
              options={settings.window}
              {...(calendar ? { calendar: { options: calendar.options } } : {})}
              {...(availability ? { availability } : {})}
            />
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
