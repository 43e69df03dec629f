import { useOffers, type UseOffersReturn } from '@cxkit/headless/react/offers';
import { mergeRefs } from '@cxkit/headless/react';
import type { Ref } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { OverlayContainer } from '../shell/overlay-container';
import { WidgetButton } from '../shell/widget-button';
import { useDialogFocus } from '../shell/widget-dialog';
import { WidgetWindow } from '../shell/widget-window';
import { OfferContent } from './offer-content';
import { offersTexts } from './offers.texts';

/** Props of {@link OffersView}. */
export interface OffersViewProps {
  /** Shows the 'Powered by' footer. @default false */
  footer?: boolean;
  /** The offer's window element. */
  ref?: Ref<HTMLElement>;
}

/** The offer's window: its title, its content and its call to action. */
function OfferWindow({
  api,
  footer,
  modal,
  ref,
}: OffersViewProps & { api: UseOffersReturn; modal: boolean }) {
  const t = useAreaTranslate(offersTexts);
  const focus = useDialogFocus<HTMLElement>({ onEscape: api.close });
  return (
    <WidgetWindow
      aria-describedby={api.getDialogProps()['aria-describedby']}
      ref={modal ? mergeRefs(focus.ref, ref) : ref}
      role="dialog"
      aria-modal={modal ? 'true' : undefined}
      tabIndex={-1}
      onKeyDown={modal ? focus.onKeyDown : undefined}
      data-kind="offers"
      data-mode={api.mode}
      title={api.title === 'Offers' ? t('offers.title') : api.title}
      onClose={api.close}
      mobile={false}
      footer={footer}
      buttons={
        api.hasCta && (
          <WidgetButton variant="primary" {...api.getCtaProps()}>
            {api.buttonText ?? t('offers.cta')}
          </WidgetButton>
        )
      }
    >
      <OfferContent api={api} t={t} />
    </WidgetWindow>
  );
}

/**
 * The offer of the nearest `<OffersProvider>` (spec 3, section 2): title (default 'Offers'),
 * headline, body, image or video (a play button loads the privacy-friendly player), countdown text,
 * the call to action and a close button. In overlay mode a modal dialog over a backdrop (`modal:
 * false`: none), in its layout; in toaster mode a panel docked at the bottom. Shown while open.
 */
export function OffersView({ footer = false, ref }: OffersViewProps) {
  const api = useOffers();
  if (!api.isOpen) return null;
  if (api.mode === 'toaster') {
    return (
      <div data-scope="offers" data-part="toaster" data-position={api.position ?? 'right'}>
        <OfferWindow api={api} footer={footer} modal={false} ref={ref} />
      </div>
    );
  }
  if (!api.modal) {
    return (
      <div data-scope="offers" data-part="overlay" data-position={api.position ?? 'center'}>
        <OfferWindow api={api} footer={footer} modal={false} ref={ref} />
      </div>
    );
  }
  return (
    <OverlayContainer onDismiss={api.close}>
      <OfferWindow api={api} footer={footer} modal ref={ref} />
    </OverlayContainer>
  );
}
