import { useBus } from '@cxkit/headless/react';
import { OverlayManager, ToasterManager } from '@cxkit/reference-ui/views-widget';
import { useDemoText } from '../../demo-i18n';

/** The HTML the demo's overlay shows: a site's own offer, sanitised when shown. */
export const demoOverlayHtml =
  '<h2>Spring offer</h2><p>Save 20% on every plan until the end of the month.</p><p><a href="https://example.com/offer">See the plans</a></p>';

/** The page's overlay and toaster managers: `Overlay` and `Toaster` are on the bus at once. */
export function DemoViews() {
  return (
    <>
      <OverlayManager />
      <ToasterManager />
    </>
  );
}

/** The page section of the overlay and the toaster: buttons that open each through the bus. */
export function ViewsSection() {
  const text = useDemoText();
  const bus = useBus();
  return (
    <section className="demo-section" data-widget="views">
      <h3>{text('demo.views.name')}</h3>
      <p>{text('demo.views.description')}</p>
      <button
        type="button"
        className="demo-button"
        onClick={() =>
          void bus
            .command('Overlay.open', {
              html: demoOverlayHtml,
              label: text('demo.views.overlayLabel'),
            })
            .catch(() => undefined)
        }
      >
        {text('demo.views.overlay')}
      </button>{' '}
      <button
        type="button"
        className="demo-button"
        onClick={() =>
          void bus
            .command('Toaster.open', {
              type: 'generic',
              title: text('demo.views.toasterTitle'),
              body: text('demo.views.toasterBody'),
              icon: 'chat',
              buttons: {
                primary: text('demo.views.toasterAccept'),
                secondary: text('demo.views.toasterDecline'),
              },
            })
            .catch(() => undefined)
        }
      >
        {text('demo.views.toaster')}
      </button>
    </section>
  );
}
