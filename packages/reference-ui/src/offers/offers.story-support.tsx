/// <reference types="vite/client" />
import type { OfferInput } from '@cxkit/headless/offers';
import { OffersProvider, useOffers } from '@cxkit/headless/react/offers';
import { useEffect, useRef } from 'react';
import offerImage from './offer-image.svg';
import { OffersView } from './offers-view';

/** A realistic offer: headline, body, an image and a call to action that opens the chat. */
export const storyOffer: OfferInput = {
  headline: 'Free shipping this week',
  body: 'Order before Sunday and we ship for free. Questions about your order? Our team is here.',
  image: offerImage,
  button: 'Chat with us',
  cta: { command: 'WebChat.open' },
};

/** Opens the offer on mount, as `Offers.open` would; `play` also loads the video. */
function Open({ offer, play }: { offer: OfferInput; play: boolean }) {
  const api = useOffers();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    api.open(offer);
    if (play) api.playVideo();
  });
  return null;
}

/** A story's offer, opened at once. */
export function OpenOffer({
  offer = storyOffer,
  play = false,
}: {
  offer?: OfferInput;
  play?: boolean;
}) {
  return (
    <OffersProvider runCta={() => undefined}>
      <Open offer={offer} play={play} />
      <OffersView />
    </OffersProvider>
  );
}
