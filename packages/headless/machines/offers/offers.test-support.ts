import { createActor } from 'xstate';
import { createAppViews, viewArbiterOf } from '../view-reservation/view-arbiter';
import { offersMachine } from './offers.machine';
import type { OffersEmitted, OffersInput } from './offers.types';

/** An offer with every part the tests look at. */
export const testOffer = {
  headline: 'Free shipping this week',
  body: 'Order before Sunday and we ship for free.',
  image: 'https://example.com/offer.png',
  button: 'Chat with us',
  cta: { command: 'WebChat.open', commandOptions: { userData: { offer: 'shipping' } } },
};

/** A YouTube link and a Vimeo link. */
export const youTubeLink = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const vimeoLink = 'https://vimeo.com/76979871';

/** The app's two views and their arbiters, as the offer takes them. */
export function testViews() {
  const views = createAppViews();
  return {
    actors: views,
    arbiters: { overlay: viewArbiterOf(views.overlay), toaster: viewArbiterOf(views.toaster) },
  };
}

/** An offers actor on the app's views, recording what it emits, the CTAs it ran and its warnings. */
export function startOffers(input: OffersInput = {}) {
  const views = testViews();
  const ctas: unknown[] = [];
  const warnings: string[] = [];
  const emitted: OffersEmitted[] = [];
  const actor = createActor(offersMachine, {
    input: {
      views: views.arbiters,
      runCta: (cta) => ctas.push(cta),
      warn: (message) => warnings.push(message),
      ...input,
    },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, views, ctas, warnings, emitted };
}
