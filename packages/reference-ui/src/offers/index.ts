export { Offers, type OffersProps } from './offers';
export type { OffersCoreProps } from './offers-core';
export { OfferContent } from './offer-content';
export { OffersView, type OffersViewProps } from './offers-view';
export { offersTexts, type OffersTextKey } from './offers.texts';
