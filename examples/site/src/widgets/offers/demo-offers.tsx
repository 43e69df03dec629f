/// <reference types="vite/client" />
import type { OfferInput } from '@cxkit/headless/offers';
import { useBus } from '@cxkit/headless/react';
import { Offers } from '@cxkit/reference-ui/offers';
import { useDemoText } from '../../demo-i18n';
import freeShipping from './free-shipping.svg';

/** The reference Offers; `Offers` is on the bus at once, and its code loads on the first offer. */
export function DemoOffers() {
  return <Offers />;
}

/** The demo's offer, in the page's language: an image and a call to action that opens the chat. */
function useDemoOffer(): OfferInput {
  const text = useDemoText();
  return {
    headline: text('demo.offers.headline'),
    body: text('demo.offers.body'),
    image: freeShipping,
    button: text('demo.offers.button'),
    cta: { command: 'WebChat.open' },
    timeout: 60_000,
    // The page's text keeps `{time}` for the offer's countdown to fill in.
    countdownText: text('demo.offers.countdown', { time: '{time}' }),
  };
}

/** The page section of Offers: what it does, and buttons that open the offer as an overlay or a toaster. */
export function OffersSection() {
  const text = useDemoText();
  const bus = useBus();
  const offer = useDemoOffer();
  const open = (mode: 'overlay' | 'toaster') =>
    void bus.command('Offers.open', { ...offer, mode }).catch(() => undefined);
  return (
    <section className="demo-section" data-widget="offers">
      <h3>{text('demo.offers.name')}</h3>
      <p>{text('demo.offers.description')}</p>
      <button type="button" className="demo-button" onClick={() => open('overlay')}>
        {text('demo.offers.open')}
      </button>{' '}
      <button type="button" className="demo-button" onClick={() => open('toaster')}>
        {text('demo.offers.openToaster')}
      </button>
    </section>
  );
}
