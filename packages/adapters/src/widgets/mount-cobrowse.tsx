import type { CxApp } from '@cxkit/headless/app';
import { CxContext } from '@cxkit/headless/react';
import { CxRoot } from '@cxkit/reference-ui';
import { CoBrowse } from '@cxkit/reference-ui/cobrowse-widget';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CoBrowseSettings } from './cobrowse-settings';

/** A co-browse bridge mounted on a page by {@link mountCoBrowse}. */
export interface MountedCoBrowse {
  /** The element its warning and session bar render in (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the bridge, takes `CoBrowse` off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference co-browse bridge for parsed page settings into a new element at the end of
 * the page's body, on the bus and app of a running `CxApp`: `CoBrowse` is on the bus at once, and
 * the bridge loads the co-browse script after the first render.
 */
export function mountCoBrowse(
  app: CxApp,
  settings: CoBrowseSettings,
  document: Document = globalThis.document,
): MountedCoBrowse {
  const container = document.createElement('div');
  container.dataset['cxkitWidgets'] = 'cobrowse';
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <CxContext.Provider value={{ bus: app.bus, app: app.actor }}>
        <CxRoot>
          <CoBrowse options={settings.options} />
        </CxRoot>
      </CxContext.Provider>
    </StrictMode>,
  );
  return {
    container,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
