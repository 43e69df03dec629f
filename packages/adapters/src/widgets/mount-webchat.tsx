import type { CxApp } from '@cxkit/headless/app';
import { WebChat, type WebChatTransportContext } from '@cxkit/reference-ui/web-chat';
import { parseKnowledgeCenterSettings } from './knowledgecenter-settings';
import { shareKnowledgeCenterService } from './mount-knowledgecenter-service';
import { createPageRoot, type PageRoot } from './page-root';
import type { WebChatSettings } from './webchat-settings';
import { createWebChatTransport } from './webchat-transport';

/** A web chat mounted on a page by {@link mountWebChat}. */
export interface MountedWebChat {
  /** The element the chat renders in: the page root's (the last child of the page's body). */
  container: HTMLElement;
  /** Unmounts the chat and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference web chat for parsed page settings in the page's root (a new one at the end
 * of the body unless given), on the bus and app of a running `CxApp` (so
 * `CXBus.command('WebChat.open')` reaches it).
 */
export function mountWebChat(
  app: CxApp,
  settings: WebChatSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedWebChat {
  const root = pageRoot ?? createPageRoot(app, document);
  const transport = (context: WebChatTransportContext) =>
    createWebChatTransport(settings.backEnd, context);
  if (settings.sideButtonDelay !== undefined) {
    root.configureDock({ sideButtonDelay: settings.sideButtonDelay });
  }
  const remove = root.render('webchat', <WebChat {...settings.props} transport={transport} />);
  const stopKnowledge = settings.props.deflection
    ? shareKnowledgeCenter(app, root, settings, document)
    : undefined;
  return {
    container: root.container,
    unmount() {
      stopKnowledge?.();
      remove();
      if (!pageRoot) root.unmount();
    },
  };
}

/**
 * Chat deflection searches the page's `KnowledgeCenterService` (`knowledgecenter`), shared with
 * the Search window through the page root; its code loads on the first search. Settings that do
 * not read leave the chat without deflection answers, said on the console. Returns the release.
 */
function shareKnowledgeCenter(
  app: CxApp,
  root: PageRoot,
  settings: WebChatSettings,
  document: Document,
): (() => void) | undefined {
  try {
    const parsed = parseKnowledgeCenterSettings(settings.knowledgeCenter);
    return shareKnowledgeCenterService(root, app.bus, parsed, { document });
  } catch (error) {
    console.error(
      '[cxkit] chat deflection has no knowledge centre to search:',
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}
