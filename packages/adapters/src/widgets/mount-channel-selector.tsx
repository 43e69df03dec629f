import type { CxApp } from '@cxkit/headless/app';
import { CxContext } from '@cxkit/headless/react';
import { DockProvider } from '@cxkit/headless/react/dock';
import { registerLazyStats } from '@cxkit/headless/widgets';
import { CxRoot } from '@cxkit/reference-ui';
import { ChannelSelector } from '@cxkit/reference-ui/channel-selector-widget';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChannelSelectorWidgetSettings } from './channel-selector-settings';

/** A channel selector mounted on a page by {@link mountChannelSelector}. */
export interface MountedChannelSelector {
  /** The element the selector renders in (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the selector, takes the stats it put on the bus off, and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference channel selector for parsed page settings into a new element at the end of
 * the page's body, on the bus and app of a running `CxApp`: `ChannelSelector` is on the bus at once
 * and its code loads on its first command; with `stats` settings and no `StatsService` on the bus
 * yet (the Callback puts one there), it puts one there too, loaded on its first command.
 */
export function mountChannelSelector(
  app: CxApp,
  settings: ChannelSelectorWidgetSettings,
  document: Document = globalThis.document,
): MountedChannelSelector {
  const { bus } = app;
  let stopStats: (() => void) | undefined;
  let stopped = false;
  const statsOptions = settings.stats;
  const hasStats = bus.registry().some((plugin) => plugin.name === 'StatsService');
  let loading: Promise<void> | undefined;
  const stats =
    statsOptions && !hasStats
      ? registerLazyStats(bus, {
          load: () =>
            (loading ??= import('@cxkit/headless/stats').then(({ attachStatsService }) => {
              if (!stopped) stopStats = attachStatsService(bus, statsOptions);
            })),
        })
      : undefined;

  const container = document.createElement('div');
  container.dataset['cxkitWidgets'] = 'channelselector';
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <CxContext.Provider value={{ bus, app: app.actor }}>
        <CxRoot>
          <DockProvider>
            <ChannelSelector options={settings.options} />
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
      stopStats?.();
      stats?.dispose();
    },
  };
}
