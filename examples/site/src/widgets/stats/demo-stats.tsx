import { useBus } from '@cxkit/headless/react';
import { registerLazyStats } from '@cxkit/headless/widgets';
import { useEffect } from 'react';

/** The simulator's EWT v2 API, on the page's own origin (proxied in dev, served when built). */
export const demoEwtPath = '/genesys/2/ewt';

/**
 * The StatsService on the bus from the start, for every widget of the page that shows a wait time
 * (callback, click-to-call, channel selector); its code loads on its first command.
 */
export function DemoStats() {
  const bus = useBus();
  useEffect(() => {
    // Each waiting command asks to load: the service starts once.
    let load: Promise<unknown> | undefined;
    const stats = registerLazyStats(bus, {
      load: () =>
        (load ??= import('@cxkit/headless/stats').then(({ attachStatsService }) =>
          attachStatsService(bus, {
            ewt: { apiVersion: 'v2', dataURL: new URL(demoEwtPath, location.href).href },
          }),
        )),
    });
    return () => stats.dispose();
  }, [bus]);
  return null;
}
