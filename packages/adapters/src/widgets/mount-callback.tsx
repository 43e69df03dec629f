import type { CxApp } from '@cxkit/headless/app';
import type { CalendarAvailabilityService } from '@cxkit/headless/calendar';
import { registerLazyCallbackService } from '@cxkit/headless/widgets';
import { Callback } from '@cxkit/reference-ui/callback-widget';
import type { CallbackWidgetSettings } from './callback-widget-settings';
import { createLazyStarts } from './lazy-starts';
import { createPageRoot, type PageRoot } from './page-root';
import { shareStatsService } from './shared-stats';

/** A Callback mounted on a page by {@link mountCallback}. */
export interface MountedCallback {
  /** The element the Callback window renders in: the page root's (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the window, takes its services off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference Callback for parsed page settings in the page's root (a new one at the end
 * of the body unless given), on the bus and app of a running `CxApp`: `Callback`, `CallbackService`
 * (and the page's `StatsService` with `stats` settings) are on the bus at once, and each one's code
 * loads on its first command, the services started with the page's settings.
 */
export function mountCallback(
  app: CxApp,
  settings: CallbackWidgetSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedCallback {
  const root = pageRoot ?? createPageRoot(app, document);
  const { bus } = app;
  const services = createLazyStarts();
  const service = registerLazyCallbackService(bus, {
    load: services.once(
      () => import('@cxkit/headless/callback-service'),
      ({ startCallbackService }) => startCallbackService(bus, { options: settings.service }).stop,
    ),
  });
  const releaseStats = settings.stats && shareStatsService(root, app, settings.stats);
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

  const remove = root.render(
    'callback',
    <Callback
      options={settings.window}
      {...(calendar ? { calendar: { options: calendar.options } } : {})}
      {...(availability ? { availability } : {})}
    />,
  );
  return {
    container: root.container,
    unmount() {
      remove();
      services.stop();
      releaseStats?.();
      service.dispose();
      if (!pageRoot) root.unmount();
    },
  };
}
