import type { CxApp } from '@cxkit/headless/app';
import { CxContext } from '@cxkit/headless/react';
import { CxRoot } from '@cxkit/reference-ui';
import { CallUs } from '@cxkit/reference-ui/call-us-widget';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CallUsSettings } from './callus-settings';

/** A Call Us mounted on a page by {@link mountCallUs}. */
export interface MountedCallUs {
  /** The element the overlay renders in (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the overlay, takes `CallUs` off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference Call Us for parsed page settings into a new element at the end of the
 * page's body, on the bus, app and window group of a running `CxApp`: `CallUs` is on the bus at
 * once, and the overlay's code loads on its first command. It reads co-browse from the bus's
 * `CoBrowse` bridge, when the page has one.
 */
export function mountCallUs(
  app: CxApp,
  settings: CallUsSettings,
  document: Document = globalThis.document,
): MountedCallUs {
  const container = document.createElement('div');
  container.dataset['cxkitWidgets'] = 'callus';
  document.body.append(container);
  const root = createRoot(container);
  const value = { bus: app.bus, app: app.actor, windows: app.windows };
  root.render(
    <StrictMode>
      <CxContext.Provider value={value}>
        <CxRoot>
          <CallUs options={settings.options} />
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
