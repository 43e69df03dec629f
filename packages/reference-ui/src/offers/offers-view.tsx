import { useOffers, type UseOffersReturn } from '@cxkit/headless/react/offers';
import { useEffect, useState, type Ref } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { CloseIcon } from '../shell/internal/icons';
import { useShell } from '../shell/shell-context';
import { asWidgetButton, WidgetButton } from '../shell/widget-button';
import { OverlayFrame, type ViewFrameState } from '../views/overlay-frame';
import { ToasterFrame } from '../views/toaster-frame';
import { OfferContent } from './offer-content';
import { offersTexts } from './offers.texts';

/** Props of {@link OffersView}. */
export interface OffersViewProps {
  /** The offer's dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/** The frame's phase: entering (the views' 250 ms animation), then shown. */
function useEnterPhase(): ViewFrameState {
  const [state, setState] = useState<ViewFrameState>('opening');
  useEffect(() => {
    const timer = setTimeout(() => setState('open'), 250);
    return () => clearTimeout(timer);
  }, []);
  return state;
}

/** The offer inside its frame: the title and the close button, the content, the call to action. */
function OfferBody({ api }: { api: UseOffersReturn }) {
  const t = useAreaTranslate(offersTexts);
  const { translate } = useShell();
  return (
    <div data-scope="offers" data-part="frame" data-mode={api.mode}>
      <div data-scope="offers" data-part="header">
        <h2 {...api.getTitleProps()} data-scope="offers" data-part="title">
          {api.title === 'Offers' ? t('offers.title') : api.title}
        </h2>
        <button {...api.getCloseProps()} aria-label={translate('common.close')}>
          <CloseIcon />
        </button>
      </div>
      <OfferContent api={api} t={t} />
      {api.hasCta && (
        <div data-scope="offers" data-part="actions">
          <WidgetButton variant="primary" {...asWidgetButton(api.getCtaProps())}>
            {api.buttonText ?? t('offers.cta')}
          </WidgetButton>
        </div>
      )}
    </div>
  );
}

/** The open offer in the page's overlay or toaster frame (the views' `OverlayFrame` / `ToasterFrame`). */
function OfferFrame({ api, ref }: OffersViewProps & { api: UseOffersReturn }) {
  const state = useEnterPhase();
  const named = api.getDialogProps();
  if (api.mode === 'toaster') {
    return (
      <ToasterFrame
        {...named}
        ref={ref}
        state={state}
        onDismiss={api.close}
        autoFocus
        data-kind="offers"
        data-mode="toaster"
      >
        <OfferBody api={api} />
      </ToasterFrame>
    );
  }
  const position = api.position === 'left' || api.position === 'right' ? api.position : 'center';
  return (
    <OverlayFrame
      {...named}
      ref={ref}
      state={state}
      position={position}
      backdrop={api.modal}
      onDismiss={api.close}
      data-kind="offers"
      data-mode="overlay"
    >
      <OfferBody api={api} />
    </OverlayFrame>
  );
}

/**
 * The offer of the nearest `<OffersProvider>` (spec 3, section 2): title (default 'Offers'), a
 * close button, headline, body, image or video (a play button loads the privacy-friendly player),
 * countdown text and the call to action. In overlay mode a modal dialog in the page's overlay frame
 * (its backdrop unless `modal: false`), in its layout; in toaster mode a non-modal dialog docked at
 * the bottom in the page's toaster frame. Shown while open.
 */
export function OffersView({ ref }: OffersViewProps) {
  const api = useOffers();
  if (!api.isOpen) return null;
  return <OfferFrame api={api} ref={ref} />;
}
