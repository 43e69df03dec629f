import type { CxApp } from '@cxkit/headless/app';
import { ChannelSelector } from '@cxkit/reference-ui/channel-selector-widget';
import type { ChannelSelectorWidgetSettings } from './channel-selector-settings';
import { createPageRoot, type PageRoot } from './page-root';
import { shareStatsService } from './shared-stats';

/** A channel selector mounted on a page by {@link mountChannelSelector}. */
export interface MountedChannelSelector {
  /** The element the selector renders in: the page root's (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the selector, lets go of the page's stats, and removes what it added. */
  unmount(): void;
}

/**
 * Renders the reference channel selector for parsed page settings in the page's root (a new one at
 * the end of the body unless given), on the bus and app of a running `CxApp`: `ChannelSelector` is
 * on the bus at once and its code loads on its first command; with `stats` settings it shares the
 * page's `StatsService` (the Callback's and the click-to-call's), loaded on its first command.
 */
export function mountChannelSelector(
  app: CxApp,
  settings: ChannelSelectorWidgetSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedChannelSelector {
  const root = pageRoot ?? createPageRoot(app, document);
  const releaseStats = settings.stats && shareStatsService(root, app, settings.stats);
  const remove = root.render('channelselector', <ChannelSelector options={settings.options} />);
  return {
    container: root.container,
    unmount() {
      remove();
      releaseStats?.();
      if (!pageRoot) root.unmount();
    },
  };
}
