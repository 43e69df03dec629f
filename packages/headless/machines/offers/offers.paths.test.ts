import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { offersMachine } from './offers.machine';
import { resolveOffer } from './offers.options';
import { testOffer, testViews, youTubeLink } from './offers.test-support';

type Event = EventFromLogic<typeof offersMachine>;

const internal = (type: string) => ({ type }) as unknown as Event;

const events: Event[] = [
  { type: 'offer.open', offer: resolveOffer(testOffer) },
  { type: 'offer.open', offer: resolveOffer({ ...testOffer, timeout: 12_000 }) },
  { type: 'offer.open', offer: resolveOffer({ ...testOffer, video: youTubeLink }) },
  {
    type: 'offer.open',
    offer: resolveOffer({ ...testOffer, video: youTubeLink, autoplay: true, timeout: 12_000 }),
  },
  { type: 'offer.open', offer: resolveOffer({ title: 'Nothing' }) },
  { type: 'offer.close' },
  { type: 'offer.close', result: 'closed' },
  { type: 'offer.configure', options: resolveOffer({ headline: 'New' }) },
  { type: 'cta.trigger' },
  { type: 'hover.start' },
  { type: 'hover.end' },
  { type: 'video.play' },
  { type: 'video.end' },
  { type: 'element.click', element: 'image' },
  { type: 'page.exit' },
  { type: 'countdown.tick', remaining: 5000 },
  { type: 'countdown.expired' },
  { type: 'view.taken', commander: 'CallUs' },
  internal('xstate.after.closedDelay.offers.closing'),
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.offer?.timeout ?? null,
    snapshot.context.offer?.video?.id ?? null,
    snapshot.context.offer?.cta === undefined,
    snapshot.context.videoLoaded,
    snapshot.context.metadata?.videoPlayed ?? null,
  ]);

describe('offers paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(offersMachine, [
      { input: { views: testViews().arbiters, warn: () => undefined }, events, serializeState },
      {
        input: { options: { headline: 'Default', ctaURL: 'https://example.com' } },
        events: [...events, { type: 'offer.open', offer: resolveOffer({ headline: 'No CTA' }) }],
        serializeState,
      },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
