// `@cxkit/headless/react/offers`: the Offers provider and hook.
export {
  OffersContext,
  OffersProvider,
  useOffers,
  type OffersProviderProps,
  type UseOffersReturn,
} from './use-offers';
