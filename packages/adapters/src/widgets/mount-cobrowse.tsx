import type { CxApp } from '@cxkit/headless/app';
import { CoBrowse } from '@cxkit/reference-ui/cobrowse-widget';
import type { CoBrowseSettings } from './cobrowse-settings';
import { createPageRoot, type PageRoot } from './page-root';

/** A co-browse bridge mounted on a page by {@link mountCoBrowse}. */
export interface MountedCoBrowse {
  /** The element its warning and session bar render in: the page root's (the last child of the body). */
  container: HTMLElement;
  /** Unmounts the bridge, takes `CoBrowse` off the bus and removes what it added. */
  unmount(): void;
}

/**
 * Renders the reference co-browse bridge for parsed page settings in the page's root (a new one at
 * the end of the body unless given), on the bus and app of a running `CxApp`: `CoBrowse` is on the
 * bus at once, and the bridge loads the co-browse script after the first render.
 */
export function mountCoBrowse(
  app: CxApp,
  settings: CoBrowseSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedCoBrowse {
  const root = pageRoot ?? createPageRoot(app, document);
  const remove = root.render('cobrowse', <CoBrowse options={settings.options} />);
  return {
    container: root.container,
    unmount() {
      remove();
      if (!pageRoot) root.unmount();
    },
  };
}
