import { useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectOffersView,
  type OffersApi,
  type OffersView,
} from '../machines/offers/offers.connect';
import { isVideoEndedMessage } from '../machines/offers/offers.logic';
import type { OffersMachine } from '../machines/offers/offers.machine';
import type { OfferInput } from '../machines/offers/offers.options';
import type { OfferCtaRunner, OfferViews } from '../machines/offers/offers.types';
import { offersWidget, type OpenWindow } from '../machines/offers/offers.widget';
import { viewArbiterOf } from '../machines/view-reservation/view-arbiter';
import { CxContext } from './cx-context';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useOffers} returns: the offer's api plus escape hatches. */
export type UseOffersReturn = BoundApi<ActorRefFrom<OffersMachine>, OffersView, OffersApi>;

const offersBinding = createBinding({
  hook: 'useOffers',
  provider: 'OffersProvider',
  select: selectOffersView,
  connect,
});

/** The context `OffersProvider` puts the offers actor in. */
export const OffersContext = offersBinding.Context;

/** Props of {@link OffersProvider}; all are read on mount. */
export interface OffersProviderProps {
  /** The page's default offer (`_genesys.widgets.offers`), checked: a bad one throws, naming each value. */
  options?: OfferInput;
  /** The views the offer reserves. @default the app's (`CxContextValue.views`), none outside a `CxProvider` */
  views?: OfferViews;
  /** Runs the call to action. @default its command on the app's bus, or its link in a window */
  runCta?: OfferCtaRunner;
  /** Opens the call to action's link. @default `window.open(url, target, 'noopener')` */
  openWindow?: OpenWindow;
  /** The offer and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs the Offers widget (`offersWidget` of the widget kit) on the app's overlay and toaster
 * arbiters and mobile mode, registers the `Offers` plugin on the app's bus, and reports the page's
 * exit (`pagehide`) and the end of a playing video (its player's message) to an offer that shows.
 */
export function OffersProvider({
  options,
  views,
  runCta,
  openWindow,
  children,
}: OffersProviderProps) {
  const cx = useContext(CxContext);
  const [input] = useState(() => {
    const app = cx?.app;
    return {
      options,
      ...(runCta ? { runCta } : {}),
      ...(openWindow ? { openWindow } : {}),
      ...(views
        ? { views }
        : cx?.views
          ? {
              views: {
                overlay: viewArbiterOf(cx.views.overlay),
                toaster: viewArbiterOf(cx.views.toaster),
              },
            }
          : {}),
      ...(app ? { isMobile: () => app.getSnapshot().context.mobile } : {}),
    };
  });
  const { offers } = useWidget(offersWidget, input);
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const exit = () => offers.send({ type: 'page.exit' });
    // The player's own messages (after the view asked it to report, `videoListenMessage`) tell the video's end.
    const message = (event: MessageEvent) => {
      const { context } = offers.getSnapshot();
      const video = context.offer?.video;
      if (video && context.videoLoaded && isVideoEndedMessage(video, event.origin, event.data)) {
        offers.send({ type: 'video.end' });
      }
    };
    window.addEventListener('pagehide', exit);
    window.addEventListener('message', message);
    return () => {
      window.removeEventListener('pagehide', exit);
      window.removeEventListener('message', message);
    };
  }, [offers]);
  return <OffersContext value={offers}>{children}</OffersContext>;
}

/** The offer: whether and how it shows, its content, countdown and metadata, commands and prop getters. */
export function useOffers(): UseOffersReturn {
  return offersBinding.useApi();
}
