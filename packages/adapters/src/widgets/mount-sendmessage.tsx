import type { CxApp } from '@cxkit/headless/app';
import { registerLazySendMessageService } from '@cxkit/headless/widgets';
import { SendMessage } from '@cxkit/reference-ui/send-message-widget';
import { createLazyStarts } from './lazy-starts';
import { createPageRoot, type PageRoot } from './page-root';
import type { SendMessageWidgetSettings } from './sendmessage-settings';

/** A SendMessage mounted on a page by {@link mountSendMessage}. */
export interface MountedSendMessage {
  /** The element the SendMessage window renders in: the page root's (the last child of the body). */
  container: HTMLElement;
  /** Unmounts the window, takes its service off the bus and removes its element. */
  unmount(): void;
}

/**
 * Renders the reference SendMessage for parsed page settings in the page's root (a new one at the
 * end of the body unless given), on the bus and app of a running `CxApp`: `SendMessage` and
 * `SendMessageService` are on the bus at once, and each one's code loads on its first command.
 */
export function mountSendMessage(
  app: CxApp,
  settings: SendMessageWidgetSettings,
  document: Document = globalThis.document,
  pageRoot?: PageRoot,
): MountedSendMessage {
  const root = pageRoot ?? createPageRoot(app, document);
  const { bus } = app;
  const services = createLazyStarts();
  const service = registerLazySendMessageService(bus, {
    load: services.once(
      () => import('@cxkit/headless/send-message-service'),
      ({ startSendMessageService }) =>
        startSendMessageService(bus, { options: settings.service }).stop,
    ),
  });
  const remove = root.render('sendmessage', <SendMessage options={settings.window} />);
  return {
    container: root.container,
    unmount() {
      remove();
      services.stop();
      service.dispose();
      if (!pageRoot) root.unmount();
    },
  };
}
