import { createActor, fromCallback, fromPromise } from 'xstate';
import { countdownMachine } from '../countdown/countdown.machine';
import type { OfferCta, OfferMode } from './offers.options';
import type { OfferCtaRunner, OfferViews, OffersEvent } from './offers.types';

/** Counts the offer's timeout down (the countdown primitive), reporting each tick and the end. */
export const offerCountdown = fromCallback<
  { type: 'countdown.none' },
  { duration: number; now: () => number }
>(({ input, sendBack }) => {
  const countdown = createActor(countdownMachine, {
    input: { duration: input.duration, warnAt: 0, clock: { now: input.now } },
  });
  const ticks = countdown.on('tick', ({ remaining }) =>
    sendBack({ type: 'countdown.tick', remaining } satisfies OffersEvent),
  );
  const ends = countdown.on('expired', () =>
    sendBack({ type: 'countdown.expired' } satisfies OffersEvent),
  );
  countdown.start();
  sendBack({ type: 'countdown.tick', remaining: countdown.getSnapshot().context.remaining });
  return () => {
    ticks.unsubscribe();
    ends.unsubscribe();
    countdown.stop();
  };
});

/** What the view watch is told: the offer shows in a view (it opens it) or hides (it closes it). */
export type ViewClaimEvent = { type: 'view.claim'; mode: OfferMode } | { type: 'view.release' };

/**
 * Holds the view the offer shows in while the actor runs: it opens and closes it through its
 * arbiter as told, and reports an open of that view by another plugin (which covers the offer).
 */
export const viewHold = fromCallback<ViewClaimEvent, { views: OfferViews; name: string }>(
  ({ input: { views, name }, sendBack, receive }) => {
    let held: OfferMode | undefined;
    receive((event) => {
      if (event.type === 'view.claim') {
        held = event.mode;
        views[held]?.send({ type: 'view.open', commander: name });
        return;
      }
      if (held === undefined) return;
      const arbiter = views[held];
      held = undefined;
      if (arbiter && !arbiter.refuses({ type: 'view.close', commander: name })) {
        arbiter.send({ type: 'view.close', commander: name });
      }
    });
    const watch = (mode: OfferMode) =>
      views[mode]?.subscribe((commander) => {
        if (commander === name || held !== mode) return;
        held = undefined;
        sendBack({ type: 'view.taken', commander } satisfies OffersEvent);
      });
    const unsubscribes = [watch('overlay'), watch('toaster')];
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe?.());
  },
);

/** Runs the call to action through the injected runner; its failure is the runner's to report. */
export const runOfferCta = fromPromise<void, { cta: OfferCta; run: OfferCtaRunner }>(
  async ({ input }) => {
    await Promise.resolve(input.run(input.cta)).catch(() => undefined);
  },
);
