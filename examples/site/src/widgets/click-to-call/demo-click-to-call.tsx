import { useBus } from '@cxkit/headless/react';
import { registerLazyClickToCallService } from '@cxkit/headless/widgets';
import { ClickToCall } from '@cxkit/reference-ui/click-to-call';
import { useEffect } from 'react';
import { useDemoText } from '../../demo-i18n';

/** The simulator's GMS request-interaction service, on the page's own origin (proxied in dev, served when built). */
export const clickToCallPath = '/genesys/1/service/request-interaction';

/** The virtual queue whose wait time the window shows (the page's `DemoStats` reads it). */
const waitTimeQueue = 'VQ_ClickToCall';

/**
 * The reference ClickToCall window on the simulator, with the ClickToCallService on the bus from
 * the start (its code loads on its first command, a restore after a reload included); the number
 * is kept in the page's `_genesys.widgets.clicktocall.state.*` cookies, as the Genesys widget keeps it.
 */
export function DemoClickToCall() {
  const bus = useBus();
  useEffect(() => {
    // Each waiting command asks to load: the service starts once.
    let load: Promise<unknown> | undefined;
    const service = registerLazyClickToCallService(bus, {
      load: () =>
        (load ??= Promise.all([
          import('@cxkit/headless/click-to-call-service'),
          import('@cxkit/headless/services'),
        ]).then(
          ([{ startClickToCallService }, { createCookieStore, createDocumentCookieBackend }]) =>
            startClickToCallService(bus, {
              options: { dataURL: new URL(clickToCallPath, location.href).href },
              cookies: createCookieStore({ prefix: '', backend: createDocumentCookieBackend() }),
            }),
        )),
    });
    return () => service.dispose();
  }, [bus]);
  return <ClickToCall options={{ ewt: { queue: waitTimeQueue } }} />;
}

/** The page section of click-to-call: what it does, and a button that opens it. */
export function ClickToCallSection() {
  const text = useDemoText();
  const bus = useBus();
  return (
    <section className="demo-section" data-widget="clicktocall">
      <h3>{text('demo.clicktocall.name')}</h3>
      <p>{text('demo.clicktocall.description')}</p>
      <button
        type="button"
        className="demo-button"
        onClick={() => void bus.command('ClickToCall.open')}
      >
        {text('demo.clicktocall.open')}
      </button>
    </section>
  );
}
