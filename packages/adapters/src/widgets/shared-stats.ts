import type { CxApp } from '@cxkit/headless/app';
import { registerLazyStats } from '@cxkit/headless/widgets';
import type { PageRoot } from './page-root';
import type { StatsSettings } from './stats-settings';

/**
 * Puts the page's `StatsService` (from `_genesys.widgets.stats`) on the bus once for every widget
 * that shows a wait time; its code loads on its first command. Returns the widget's release.
 */
export function shareStatsService(
  root: PageRoot,
  app: CxApp,
  options: StatsSettings['options'],
): () => void {
  return root.shared('StatsService', () => {
    let stopped = false;
    let stop: (() => void) | undefined;
    let loading: Promise<void> | undefined;
    const lazy = registerLazyStats(app.bus, {
      load: () =>
        (loading ??= import('@cxkit/headless/stats').then(({ attachStatsService }) => {
          if (!stopped) stop = attachStatsService(app.bus, options);
        })),
    });
    return () => {
      stopped = true;
      stop?.();
      lazy.dispose();
    };
  });
}
