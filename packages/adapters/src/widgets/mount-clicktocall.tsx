import type { CxApp } from '@cxkit/headless/app';
import { registerLazyClickToCallService } from '@cxkit/headless/widgets';
import { ClickToCall } from '@cxkit/reference-ui/click-to-call-widget';
import type { ClickToCallWidgetSettings } from './clicktocall-settings';
import { createLazyStarts } from './lazy-starts';
import { createPageRoot, type PageRoot } from './page-root';
import { shareStatsService } from './shared-stats';

/** A ClickToCall mounted on a page by {@link mountClickToCall}. */
export interface MountedClickToCall {
  /** The element the ClickToCall window renders in: the page root's (the last child of the body). */
  container: HTMLElement;
  /** Unmounts the window, takes its services off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference ClickToCall for parsed page settings in the page's root (a new one at the
 * end of the body unless given), on the bus and app of a running `CxApp`: `ClickToCall`,
 * `ClickToCallService` (and the page's `StatsService` with `stats` settings) are on the bus at once,
 * and each one's code loads on its first command; the service keeps the number in the page's `_genesys.widgets.clicktocall.state.*`
 * cookies, as the Genesys widget does.
 */
export function mountClickToCall(
  app: CxApp,
  settings: ClickToCallWidgetSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedClickToCall {
  const root = pageRoot ?? createPageRoot(app, document);
  const { bus } = app;
  const services = createLazyStarts();
  const service = registerLazyClickToCallService(bus, {
    load: services.once(
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
  const releaseStats = settings.stats && shareStatsService(root, app, settings.stats);
  const remove = root.render('clicktocall', <ClickToCall options={settings.window} />);
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
