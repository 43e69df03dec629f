import { CxContext } from '@cxkit/headless/react';
import { DockProvider } from '@cxkit/headless/react/dock';
import type { CxApp } from '@cxkit/headless/app';
import { CxRoot } from '@cxkit/reference-ui';
import { WebChat, type WebChatTransportContext } from '@cxkit/reference-ui/web-chat';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WebChatSettings } from './webchat-settings';
import { createWebChatTransport } from './webchat-transport';

/** A web chat mounted on a page by {@link mountWebChat}. */
export interface MountedWebChat {
  /** The element the chat renders in (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the chat and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference web chat for parsed page settings into a new element at the end of the
 * page's body, on the bus and app of a running `CxApp` (so `CXBus.command('WebChat.open')` reaches it).
 */
export function mountWebChat(
  app: CxApp,
  settings: WebChatSettings,
  document: Document = globalThis.document,
): MountedWebChat {
  const container = document.createElement('div');
  container.dataset['cxkitWidgets'] = '';
  document.body.append(container);
  const root = createRoot(container);
  const transport = (context: WebChatTransportContext) =>
    createWebChatTransport(settings.backEnd, context);
  const value = { bus: app.bus, app: app.actor };
  root.render(
    <StrictMode>
      <CxContext.Provider value={value}>
        <CxRoot>
          <DockProvider sideButtonDelay={settings.sideButtonDelay}>
            <WebChat {...settings.props} transport={transport} />
          </DockProvider>
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
