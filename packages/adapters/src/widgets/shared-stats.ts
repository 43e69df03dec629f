import type { CxApp } from '@cxkit/headless/app';
import { registerLazyStats } from '@cxkit/headless/widgets';
import { createLazyStarts } from './lazy-starts';
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
    const service = createLazyStarts();
    const lazy = registerLazyStats(app.bus, {
      load: service.once(
        () => import('@cxkit/headless/stats'),
        ({ attachStatsService }) => attachStatsService(app.bus, options),
      ),
    });
    return () => {
      service.stop();
      lazy.dispose();
    };
  });
}
