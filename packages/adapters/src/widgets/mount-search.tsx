import type { CxApp } from '@cxkit/headless/app';
import { Search } from '@cxkit/reference-ui/search-widget';
import { shareKnowledgeCenterService } from './mount-knowledgecenter-service';
import { createPageRoot, type PageRoot } from './page-root';
import type { SearchSettings } from './search-settings';

/** A Search window mounted on a page by {@link mountSearch}. */
export interface MountedSearch {
  /** The element the Search window renders in: the page root's (the last child of the body). */
  container: HTMLElement;
  /** Unmounts the window, takes the service off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference Search window 'Ask a Question' for parsed page settings in the page's root
 * (a new one at the end of the body unless given), on the bus and app of a running `CxApp`:
 * `Search` and `KnowledgeCenterService` are on the bus at once, and each one's code loads on its
 * first command; the service keeps its session in the page's
 * `_genesys.widgets.knowledgecenter.state.keys` cookie, as the Genesys widget does.
 */
export function mountSearch(
  app: CxApp,
  settings: SearchSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedSearch {
  const root = pageRoot ?? createPageRoot(app, document);
  // Shared with chat deflection: one service per page.
  const releaseService = shareKnowledgeCenterService(root, app.bus, settings.service, { document });
  const remove = root.render('search', <Search options={settings.window} />);
  return {
    container: root.container,
    unmount() {
      remove();
      releaseService();
      if (!pageRoot) root.unmount();
    },
  };
}
