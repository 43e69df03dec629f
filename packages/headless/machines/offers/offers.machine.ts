import { assign, emit, sendTo, setup, spawnChild } from 'xstate';
import { offerCountdown, runOfferCta, viewHold } from './offers.actors';
import {
  freshMetadata,
  hasRemovedVideo,
  modeOf,
  presentOffer,
  removedVideoWarning,
} from './offers.logic';
import { hasOfferData, offerClosedDelay, resolveOffer } from './offers.options';
import type {
  OfferMetadata,
  OfferNotice,
  OfferResult,
  OffersContext,
  OffersEmitted,
  OffersEvent,
  OffersInput,
} from './offers.types';

const noCta = () => undefined;
const consoleWarn = (message: string) => console.warn(message);

/** The metadata at the close: its time, the reason's flags, and the hover and video still running. */
function closedMetadata(context: OffersContext, result: OfferResult): OfferMetadata | undefined {
  const { metadata } = context;
  if (!metadata) return metadata;
  const now = context.now();
  return {
    ...metadata,
    closed: now,
    dismissed: result === 'cancel',
    timedOut: result === 'timeout',
    timeElapsedHover:
      metadata.timeElapsedHover + (context.hoverStart === undefined ? 0 : now - context.hoverStart),
    videoWatchTime:
      metadata.videoWatchTime + (context.videoStart === undefined ? 0 : now - context.videoStart),
  };
}

/** What the offer's events carry. */
function noticeOf(context: OffersContext): OfferNotice {
  return {
    offer: context.offer!.data,
    mode: context.offer!.mode,
    metadata: context.metadata!,
  };
}

const closeTransitions = (result: OfferResult | ((event: OffersEvent) => OfferResult)) => {
  const params = ({ event }: { event: OffersEvent }) => ({
    result: typeof result === 'function' ? result(event) : result,
  });
  return [
    {
      guard: 'hasVideoPlayed' as const,
      target: '#offers.closing' as const,
      actions: [{ type: 'finishOffer' as const, params }, 'releaseView' as const],
    },
    {
      target: '#offers.closed' as const,
      actions: [
        { type: 'finishOffer' as const, params },
        'releaseView' as const,
        'notifyClosed' as const,
      ],
    },
  ];
};

const openActions = ['showOffer', 'warnRemovedVideo', 'claimView', 'notifyOpened'] as const;

/**
 * An offer (spec 3, sections 2 to 5): closed, then open in the toaster or the overlay (holding that
 * view through the app's arbiter), then closed by its close button, its timeout, its call to
 * action, its video's end, the page's exit or `Offers.close`. After a video played, the closed
 * event waits 1 s (`closing`). The metadata of spec 3, section 3 is kept all along.
 */
export const offersMachine = setup({
  types: {
    context: {} as OffersContext,
    events: {} as OffersEvent,
    input: {} as OffersInput,
    emitted: {} as OffersEmitted,
  },
  actors: { offerCountdown, viewHold, runOfferCta },
  delays: { closedDelay: offerClosedDelay },
  guards: {
    canOpen: ({ context, event }) => {
      if (event.type !== 'offer.open' || !hasOfferData(event.offer)) return false;
      const mode = modeOf(event.offer.mode, context.isMobile());
      return !context.views[mode]?.refuses({ type: 'view.open', commander: context.name });
    },
    hasTimeout: ({ context }) => context.offer?.timeout !== undefined,
    hasVideoPlayed: ({ context }) => context.metadata?.videoPlayed === true,
    hasVideo: ({ context }) => context.offer?.video !== undefined && !context.videoLoaded,
    hasNoCta: ({ context }) => context.offer?.cta === undefined,
    isVideoIdle: ({ context }) => context.videoStart === undefined,
  },
  actions: {
    showOffer: assign(({ context, event }) => {
      if (event.type !== 'offer.open') return {};
      const offer = presentOffer(event.offer, context.isMobile());
      const autoplay = offer.video !== undefined && offer.data.autoplay;
      const now = context.now();
      return {
        offer,
        metadata: { ...freshMetadata(now), videoPlayed: autoplay },
        result: undefined,
        remaining: offer.timeout,
        hoverStart: undefined,
        videoStart: autoplay ? now : undefined,
        videoLoaded: autoplay,
      };
    }),
    warnRemovedVideo: ({ context, event }) => {
      if (event.type === 'offer.open' && hasRemovedVideo(event.offer)) {
        context.warn(removedVideoWarning(event.offer.video!));
      }
    },
    claimView: sendTo('view', ({ context }) => ({
      type: 'view.claim' as const,
      mode: context.offer!.mode,
    })),
    releaseView: sendTo('view', { type: 'view.release' as const }),
    notifyOpened: emit(({ context }) => ({ type: 'opened' as const, ...noticeOf(context) })),
    notifyClosed: emit(({ context }) => ({
      type: 'closed' as const,
      result: context.result ?? 'closed',
      ...noticeOf(context),
    })),
    finishOffer: assign(({ context }, params: { result: OfferResult }) => ({
      result: params.result,
      metadata: closedMetadata(context, params.result),
      hoverStart: undefined,
      videoStart: undefined,
    })),
    markCta: assign({
      metadata: ({ context }) =>
        context.metadata && {
          ...context.metadata,
          triggeredCTA: true,
          timeBeforeCTA: context.now() - context.metadata.opened,
          elementClicked: 'cta',
        },
    }),
    runCta: spawnChild('runOfferCta', {
      input: ({ context }) => ({ cta: context.offer!.cta!, run: context.runCta }),
    }),
    startHover: assign(({ context }) => {
      const now = context.now();
      const metadata = context.metadata!;
      if (context.hoverStart !== undefined) return {};
      return {
        hoverStart: now,
        metadata:
          metadata.timeFirstHover === null
            ? { ...metadata, timeFirstHover: now, timeBeforeHover: now - metadata.opened }
            : metadata,
      };
    }),
    endHover: assign(({ context }) => {
      if (context.hoverStart === undefined) return {};
      const metadata = context.metadata!;
      return {
        hoverStart: undefined,
        metadata: {
          ...metadata,
          timeElapsedHover: metadata.timeElapsedHover + context.now() - context.hoverStart,
        },
      };
    }),
    playVideo: assign(({ context }) => ({
      videoLoaded: true,
      videoStart: context.now(),
      metadata: { ...context.metadata!, videoPlayed: true, elementClicked: 'video' },
    })),
    assignClick: assign({
      metadata: ({ context, event }) =>
        event.type === 'element.click' && context.metadata
          ? { ...context.metadata, elementClicked: event.element }
          : context.metadata,
    }),
    assignRemaining: assign({
      remaining: ({ context, event }) =>
        event.type === 'countdown.tick' ? event.remaining : context.remaining,
    }),
    assignOptions: assign({
      options: ({ context, event }) =>
        event.type === 'offer.configure' ? event.options : context.options,
    }),
  },
}).createMachine({
  id: 'offers',
  context: ({ input }) => ({
    id: input.id ?? 'cx-offers',
    name: 'Offers',
    options: resolveOffer(input.options),
    views: input.views ?? {},
    runCta: input.runCta ?? noCta,
    isMobile: input.isMobile ?? (() => false),
    now: input.now ?? Date.now,
    warn: input.warn ?? consoleWarn,
    offer: undefined,
    metadata: undefined,
    result: undefined,
    remaining: undefined,
    hoverStart: undefined,
    videoStart: undefined,
    videoLoaded: false,
  }),
  invoke: {
    id: 'view',
    src: 'viewHold',
    input: ({ context }) => ({ views: context.views, name: context.name }),
  },
  on: {
    'offer.configure': { actions: 'assignOptions' },
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'offer.open': { guard: 'canOpen', target: 'open', actions: [...openActions] },
      },
    },
    open: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'hasTimeout', target: 'timed' }, { target: 'untimed' }],
        },
        timed: {
          invoke: {
            src: 'offerCountdown',
            input: ({ context }) => ({ duration: context.offer!.timeout!, now: context.now }),
          },
          on: {
            'countdown.tick': { actions: 'assignRemaining' },
            'countdown.expired': closeTransitions('timeout'),
          },
        },
        untimed: {},
      },
      on: {
        'offer.close': closeTransitions((event) =>
          event.type === 'offer.close' ? (event.result ?? 'cancel') : 'cancel',
        ),
        'cta.trigger': [
          { guard: 'hasNoCta' },
          ...closeTransitions('accept').map((transition) => ({
            ...transition,
            actions: ['markCta' as const, 'runCta' as const, ...transition.actions],
          })),
        ],
        'hover.start': { actions: 'startHover' },
        'hover.end': { actions: 'endHover' },
        'video.play': { guard: 'hasVideo', actions: 'playVideo' },
        'video.end': [
          { guard: 'isVideoIdle' },
          {
            target: '#offers.closing',
            actions: [{ type: 'finishOffer', params: { result: 'videoViewed' } }, 'releaseView'],
          },
        ],
        'element.click': { actions: 'assignClick' },
        'page.exit': {
          target: 'closed',
          actions: [
            { type: 'finishOffer', params: { result: 'pageExit' } },
            'releaseView',
            'notifyClosed',
          ],
        },
        'view.taken': {
          target: 'closed',
          actions: [{ type: 'finishOffer', params: { result: 'replaced' } }, 'notifyClosed'],
        },
      },
    },
    closing: {
      after: { closedDelay: { target: 'closed', actions: 'notifyClosed' } },
      on: {
        'offer.open': {
          guard: 'canOpen',
          target: 'open',
          actions: ['notifyClosed', ...openActions],
        },
        'page.exit': { target: 'closed', actions: 'notifyClosed' },
      },
    },
  },
});

/** The offers machine's type. */
export type OffersMachine = typeof offersMachine;
