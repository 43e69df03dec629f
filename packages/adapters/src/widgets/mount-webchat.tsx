import type { CxApp } from '@cxkit/headless/app';
import { WebChat, type WebChatTransportContext } from '@cxkit/reference-ui/web-chat';
import { parseKnowledgeCenterSettings } from './knowledgecenter-settings';
import { mountKnowledgeCenterService } from './mount-knowledgecenter-service';
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
    ? bringKnowledgeCenter(app, settings, document)
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
 * Chat deflection searches the bus's `KnowledgeCenterService`. Once every widget has booted (the
 * page's other adapters may bring one), a bus without it gets one from `knowledgecenter`
 * (`mountKnowledgeCenterService`: its code loads on the first search). Returns what takes it off.
 */
function bringKnowledgeCenter(
  app: CxApp,
  settings: WebChatSettings,
  document: Document,
): () => void {
  const { bus } = app;
  let unmount: (() => void) | undefined;
  let cancelled = false;
  queueMicrotask(() => {
    if (cancelled) return;
    if (bus.registry().some((plugin) => plugin.name === 'KnowledgeCenterService')) return;
    try {
      const parsed = parseKnowledgeCenterSettings(settings.knowledgeCenter);
      unmount = mountKnowledgeCenterService(bus, parsed, { document }).unmount;
    } catch (error) {
      console.error(
        '[cxkit] chat deflection has no knowledge centre to search:',
        error instanceof Error ? error.message : error,
      );
    }
  });
  return () => {
    cancelled = true;
    unmount?.();
  };
}
