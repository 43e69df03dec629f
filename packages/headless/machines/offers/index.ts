export { offersAnatomy } from './offers.anatomy';
export {
  connect as connectOffers,
  offersIds,
  selectOffersView,
  type OffersApi,
  type OffersView,
} from './offers.connect';
export { registerLazyOffers } from './offers.lazy';
export {
  countdownTextOf,
  formatRemaining,
  isVideoEndedMessage,
  layoutOf,
  modeOf,
  presentOffer,
  timeoutOf,
  videoListenMessage,
  videoOf,
  videoOrigins,
} from './offers.logic';
export { offersMachine, type OffersMachine } from './offers.machine';
export { offersManifest } from './offers.manifest';
export {
  hasOfferData,
  minOfferTimeout,
  OfferConfigError,
  offerClosedDelay,
  offerLayouts,
  offerOptions,
  resolveOffer,
  type OfferCta,
  type OfferData,
  type OfferInput,
  type OfferLayout,
  type OfferMode,
  type OfferPosition,
} from './offers.options';
export { offersPlugin, type OffersTarget } from './offers.plugin';
export { busCta, offersWidget, type OffersRuntimeInput, type OpenWindow } from './offers.widget';
export type * from './offers.types';
