import { OffersProvider, type OffersProviderProps } from '@cxkit/headless/react/offers';
import { OffersView, type OffersViewProps } from './offers-view';

/** Props of {@link OffersCore}: the provider's and the view's. */
export interface OffersCoreProps
  extends Omit<OffersProviderProps, 'children'>, Omit<OffersViewProps, 'ref'> {}

/** The Offers widget once its code has loaded: the `Offers` plugin and its view. */
export default function OffersCore({
  options,
  views,
  runCta,
  openWindow,
  ...view
}: OffersCoreProps) {
  return (
    <OffersProvider options={options} views={views} runCta={runCta} openWindow={openWindow}>
      <OffersView {...view} />
    </OffersProvider>
  );
}
