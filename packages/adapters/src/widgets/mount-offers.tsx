import type { CxApp } from '@cxkit/headless/app';
import { Offers } from '@cxkit/reference-ui/offers-widget';
import type { OffersSettings } from './offers-settings';
import { createPageRoot, type PageRoot } from './page-root';

/** Offers mounted on a page by {@link mountOffers}. */
export interface MountedOffers {
  /** The element the offer renders in: the page root's (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the offer, takes `Offers` off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference Offers for parsed page settings in the page's root (a new one at the end of
 * the body unless given), on the bus and views of a running `CxApp`: `Offers` is on the bus at
 * once, and the offer's code loads on its first command.
 */
export function mountOffers(
  app: CxApp,
  settings: OffersSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedOffers {
  const root = pageRoot ?? createPageRoot(app, document);
  const remove = root.render('offers', <Offers options={settings.options} />);
  return {
    container: root.container,
    unmount() {
      remove();
      if (!pageRoot) root.unmount();
    },
  };
}
