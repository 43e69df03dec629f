import { useBus } from '@cxkit/headless/react';
import { registerLazyKnowledgeCenterService } from '@cxkit/headless/widgets';
import { Search } from '@cxkit/reference-ui/search';
import { useEffect } from 'react';
import { useDemoText } from '../../demo-i18n';

/** The simulator's knowledge centre (GKC v2), on the page's own origin (proxied in dev, served when built). */
export const knowledgePath = '/gkc-ws/api';

/** The sample's knowledge bases: votes only, votes and stars, no feedback. */
const knowledgebases = ['kb-support', 'kb-billing', 'kb-product'];

/**
 * The reference Search window on the simulator, with the KnowledgeCenterService on the bus from
 * the start (its code loads on its first command); articles come as HTML (`enableHTML`), which
 * the window sanitises, and the session is kept in the page's
 * `_genesys.widgets.knowledgecenter.state.keys` cookie, as the Genesys widget keeps it.
 */
export function DemoSearch() {
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
  return <Search />;
}

/** The page section of the knowledge search: what it does, and a button that opens it. */
export function SearchSection() {
  const text = useDemoText();
  const bus = useBus();
  return (
    <section className="demo-section" data-widget="search">
      <h3>{text('demo.search.name')}</h3>
      <p>{text('demo.search.description')}</p>
      <button type="button" className="demo-button" onClick={() => void bus.command('Search.open')}>
        {text('demo.search.open')}
      </button>
    </section>
  );
}
