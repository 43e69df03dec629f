import type { CxApp } from '@cxkit/headless/app';
import { Sidebar } from '@cxkit/reference-ui/sidebar-widget';
import { createPageRoot, type PageRoot } from './page-root';
import type { SidebarWidgetSettings } from './sidebar-settings';

/** A sidebar mounted on a page by {@link mountSidebar}. */
export interface MountedSidebar {
  /** The element the sidebar renders in: the page root's (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the sidebar, takes `SideBar` off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference sidebar for parsed page settings in the page's root (a new one at the end
 * of the body unless given), on the bus, app and overlay of a running `CxApp`: `SideBar` is on the
 * bus at once, and its code loads with the page when it shows on startup, else on its first command.
 */
export function mountSidebar(
  app: CxApp,
  settings: SidebarWidgetSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedSidebar {
  const root = pageRoot ?? createPageRoot(app, document);
  const remove = root.render('sidebar', <Sidebar options={settings.options} />);
  return {
    container: root.container,
    unmount() {
      remove();
      if (!pageRoot) root.unmount();
    },
  };
}
