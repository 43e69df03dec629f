import type { CxApp } from '@cxkit/headless/app';
import { CallUs } from '@cxkit/reference-ui/call-us-widget';
import type { CallUsSettings } from './callus-settings';
import { createPageRoot, type PageRoot } from './page-root';

/** A Call Us mounted on a page by {@link mountCallUs}. */
export interface MountedCallUs {
  /** The element the overlay renders in: the page root's (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the overlay, takes `CallUs` off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference Call Us for parsed page settings in the page's root (a new one at the end
 * of the body unless given), on the bus, app and window group of a running `CxApp`: `CallUs` is on
 * the bus at once, and the overlay's code loads on its first command. It reads co-browse from the
 * bus's `CoBrowse` bridge, when the page has one.
 */
export function mountCallUs(
  app: CxApp,
  settings: CallUsSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedCallUs {
  const root = pageRoot ?? createPageRoot(app, document);
  const remove = root.render('callus', <CallUs options={settings.options} />);
  return {
    container: root.container,
    unmount() {
      remove();
      if (!pageRoot) root.unmount();
    },
  };
}
