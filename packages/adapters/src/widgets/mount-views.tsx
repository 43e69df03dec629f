import type { CxApp } from '@cxkit/headless/app';
import { registerLazyOverlay, registerLazyToaster } from '@cxkit/headless/widgets';
import { lazy, Suspense } from 'react';
import { createPageRoot, type PageRoot } from './page-root';

/** The overlay or the toaster mounted on a page by {@link mountView}. */
export interface MountedView {
  /** Unmounts the view and takes its plugin off the bus. */
  unmount(): void;
}

const OverlayCore = lazy(() =>
  import('@cxkit/reference-ui/views').then((module) => ({ default: module.OverlayCore })),
);
const ToasterCore = lazy(() =>
  import('@cxkit/reference-ui/views').then((module) => ({ default: module.ToasterCore })),
);

/**
 * Puts the page's `Overlay` or `Toaster` on the app's bus from its table, and renders the reference
 * view in the page's root (on the app's arbiter of that view) on its first `open`: a page that never
 * opens one gets no element and loads none of its code.
 */
export function mountView(
  app: CxApp,
  kind: 'overlay' | 'toaster',
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedView {
  let root: PageRoot | undefined;
  let remove: (() => void) | undefined;
  const load = () => {
    if (remove) return;
    root = pageRoot ?? createPageRoot(app, document);
    const Core = kind === 'overlay' ? OverlayCore : ToasterCore;
    remove = root.render(
      kind,
      <Suspense fallback={null}>
        <Core />
      </Suspense>,
    );
  };
  const register = kind === 'overlay' ? registerLazyOverlay : registerLazyToaster;
  const placeholder = register(app.bus, { load });
  return {
    unmount() {
      remove?.();
      placeholder.dispose();
      if (root && !pageRoot) root.unmount();
    },
  };
}
