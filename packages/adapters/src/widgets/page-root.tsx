import type { CxApp } from '@cxkit/headless/app';
import { CxContext } from '@cxkit/headless/react';
import { DockProvider } from '@cxkit/headless/react/dock';
import { CxRoot } from '@cxkit/reference-ui';
import { Fragment, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Options of the page's one dock. */
export interface PageDockOptions {
  /** Delay before a side button shows, in ms (the web chat's `chatButton.openDelay` gives it). */
  sideButtonDelay?: number;
}

/**
 * The drop-in's one cxkit root on a page: one element at the end of the body, one `CxRoot` and one
 * dock, so every widget's window docks beside the others and a page has a single theme root.
 */
export interface PageRoot {
  /** The element the widgets render in; added to the body by the first {@link PageRoot.render}. */
  readonly container: HTMLElement;
  /** Renders a widget's node in the root, under `key`; returns its removal. */
  render(key: string, node: ReactNode): () => void;
  /** Sets options of the shared dock. */
  configureDock(options: PageDockOptions): void;
  /**
   * Starts a page-wide service once for every widget that needs it (the StatsService of the
   * callback, the click-to-call and the channel selector); returns a release: the last one stops it.
   */
  shared(key: string, start: () => () => void): () => void;
  /** Removes every widget, stops the shared services and removes the element. */
  unmount(): void;
}

/** Creates the page root of the drop-in on the bus and app of a running `CxApp`. */
export function createPageRoot(app: CxApp, document: Document = globalThis.document): PageRoot {
  const nodes = new Map<string, ReactNode>();
  const services = new Map<string, { stop: () => void; users: number }>();
  // The app's window group: the widgets' windows close one another (channel exclusivity, closeAll).
  // The app's overlay and toaster arbiters: Call Us, Offers and the Overlay/Toaster plugins share them.
  const context = { bus: app.bus, app: app.actor, windows: app.windows, views: app.views };
  let dock: PageDockOptions = {};
  let element: HTMLElement | undefined;
  let root: Root | undefined;

  const container = () => {
    if (!element) {
      element = document.createElement('div');
      element.dataset['cxkitWidgets'] = '';
      document.body.append(element);
    }
    return element;
  };
  const draw = () => {
    root ??= createRoot(container());
    root.render(
      <StrictMode>
        <CxContext.Provider value={context}>
          <CxRoot>
            <DockProvider {...dock}>
              {[...nodes].map(([key, node]) => (
                <Fragment key={key}>{node}</Fragment>
              ))}
            </DockProvider>
          </CxRoot>
        </CxContext.Provider>
      </StrictMode>,
    );
  };

  return {
    get container() {
      return container();
    },
    render(key, node) {
      nodes.set(key, node);
      draw();
      return () => {
        if (nodes.get(key) !== node) return;
        nodes.delete(key);
        if (root) draw();
      };
    },
    configureDock(options) {
      dock = { ...dock, ...options };
      if (root) draw();
    },
    shared(key, start) {
      const running = services.get(key) ?? { stop: start(), users: 0 };
      running.users += 1;
      services.set(key, running);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running.users -= 1;
        if (running.users > 0 || services.get(key) !== running) return;
        services.delete(key);
        running.stop();
      };
    },
    unmount() {
      nodes.clear();
      root?.unmount();
      root = undefined;
      element?.remove();
      element = undefined;
      for (const service of [...services.values()].reverse()) service.stop();
      services.clear();
    },
  };
}
