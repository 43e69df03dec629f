import { useBus } from '@cxkit/headless/react';
import { registerLazyKnowledgeCenterService } from '@cxkit/headless/widgets';
import { useEffect } from 'react';

/** The simulator's knowledge centre (GKC v2), on the page's own origin (proxied in dev, served when built). */
export const knowledgePath = '/gkc-ws/api';

/** The sample's knowledge bases: votes only, votes and stars, no feedback. */
const knowledgebases = ['kb-support', 'kb-billing', 'kb-product'];

/**
 * The page's one `KnowledgeCenterService`, for the Search window and chat deflection alike: on the
 * bus from the start, its code loaded on its first command. Articles come as HTML (`enableHTML`),
 * which both sanitise; the session is kept in the page's
 * `_genesys.widgets.knowledgecenter.state.keys` cookie, as the Genesys widget keeps it.
 */
export function DemoKnowledgeCenter() {
  const bus = useBus();
  useEffect(() => {
    // Each waiting command asks to load: the service starts once.
    let load: Promise<unknown> | undefined;
    const service = registerLazyKnowledgeCenterService(bus, {
      load: () =>
        (load ??= Promise.all([
          import('@cxkit/headless/knowledge-center-service'),
          import('@cxkit/headless/services'),
        ]).then(
          ([{ startKnowledgeCenterService }, { createCookieStore, createDocumentCookieBackend }]) =>
            startKnowledgeCenterService(bus, {
              options: {
                host: new URL(knowledgePath, location.href).href,
                knowledgebases,
                enableHTML: true,
              },
              cookies: createCookieStore({ prefix: '', backend: createDocumentCookieBackend() }),
            }),
        )),
    });
    return () => service.dispose();
  }, [bus]);
  return null;
}
