import type { CxApp } from '@cxkit/headless/app';
import { WebEngagement } from '@cxkit/reference-ui/engage-widget';
import type { GweSettings } from './gwe-settings';
import { createPageRoot, type PageRoot } from './page-root';

/** The web engagement mounted on a page by {@link mountGwe}. */
export interface MountedGwe {
  /** The element its invite toast renders in: the page root's (the last child of the body). */
  container: HTMLElement;
  /** Unmounts the bridge and the invite, takes `GWE` and `Engage` off the bus. */
  unmount(): void;
}

/**
 * Renders the reference web engagement (the GWE bridge and its engage invite) for parsed page
 * settings in the page's root, on the bus and app of a running `CxApp`: the tracker loads from
 * the configured endpoint after the first render.
 */
export function mountGwe(
  app: CxApp,
  settings: GweSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedGwe {
  const root = pageRoot ?? createPageRoot(app, document);
  const remove = root.render('gwe', <WebEngagement options={settings.options} />);
  return {
    container: root.container,
    unmount() {
      remove();
      if (!pageRoot) root.unmount();
    },
  };
}
