import type { Bus } from '@cxkit/headless/bus';
import { registerLazyKnowledgeCenterService } from '@cxkit/headless/widgets';
import type { KnowledgeCenterSettings } from './knowledgecenter-settings';
import { createLazyStarts } from './lazy-starts';

/** Options of {@link mountKnowledgeCenterService}. */
export interface MountKnowledgeCenterServiceOptions {
  /** The page whose cookies keep the session. @default globalThis.document */
  document?: Document;
  /** Loads the service at once, so it boots (knowledge bases, ping, `online`) as the Genesys page does. @default false */
  eager?: boolean;
  /** The `fetch` the service uses. @default globalThis.fetch */
  fetch?: (input: Request, init?: RequestInit) => Promise<Response>;
}

/** A `KnowledgeCenterService` put on a page's bus by {@link mountKnowledgeCenterService}. */
export interface MountedKnowledgeCenterService {
  /** Loads and starts the service now (idempotent); resolves once it is on the bus. */
  load(): Promise<void>;
  /** Takes the service off the bus. */
  unmount(): void;
}

/**
 * Puts `KnowledgeCenterService` on `bus` for parsed page settings: its commands are there at once
 * and its code loads on the first (or at once with `eager`); the session id is kept in the page's
 * `_genesys.widgets.knowledgecenter.state.keys` cookie, as the Genesys widget does. The Search
 * window mounts beside it.
 */
export function mountKnowledgeCenterService(
  bus: Bus,
  settings: KnowledgeCenterSettings,
  options: MountKnowledgeCenterServiceOptions = {},
): MountedKnowledgeCenterService {
  const document = options.document ?? globalThis.document;
  const starts = createLazyStarts();
  const load = starts.once(
    () =>
      Promise.all([
        import('@cxkit/headless/knowledge-center-service'),
        import('@cxkit/headless/services'),
      ]),
    ([{ startKnowledgeCenterService }, { createCookieStore, createDocumentCookieBackend }]) =>
      startKnowledgeCenterService(bus, {
        options: settings.service,
        cookies: createCookieStore({ prefix: '', backend: createDocumentCookieBackend(document) }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }).stop,
  );
  const service = registerLazyKnowledgeCenterService(bus, { load });
  if (options.eager) void load();
  return {
    load,
    unmount() {
      starts.stop();
      service.dispose();
    },
  };
}
