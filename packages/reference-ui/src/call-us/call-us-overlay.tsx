import type { CallUsEntry } from '@cxkit/headless/call-us';
import { useCallUs, type UseCallUsReturn } from '@cxkit/headless/react/call-us';
import type { Translate } from '@cxkit/headless/services';
import type { ReactNode, Ref } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { mergeRefs } from '@cxkit/headless/react';
import { OverlayContainer } from '../shell/overlay-container';
import { asWidgetButton, WidgetButton } from '../shell/widget-button';
import { useDialogFocus } from '../shell/widget-dialog';
import { WidgetWindow } from '../shell/widget-window';
import { callUsOverlayAnatomy as anatomy } from './call-us-overlay.anatomy';
import { CallUsContent } from './call-us-content';
import { callUsTexts } from './call-us.texts';
import { useTextFit } from './use-text-fit';

/** Props of {@link CallUsOverlay}. */
export interface CallUsOverlayProps {
  /** Title of the overlay (its accessible name). @default 'Call Us' */
  title?: ReactNode;
  /** Shows the 'Powered by' footer; the co-browse offer shows only with it. @default true */
  footer?: boolean;
  /** Full-screen mobile layout. @default the overlay's mobile mode (the app's) */
  mobile?: boolean;
  /** The overlay's window element. */
  ref?: Ref<HTMLElement>;
}

/** Spec 1, section 9: the main number's text up to 36 px, the alternates' up to 13 px. */
export const callUsTextFit = { main: { min: 4, max: 36 }, alternate: { min: 4, max: 13 } } as const;

/** A contact's label: its language-pack text when the pack has one, else its display name. */
function labelOf(entry: CallUsEntry, t: Translate): string | undefined {
  if (entry.labelKey !== undefined) {
    const text = t(entry.labelKey);
    if (text !== entry.labelKey) return text;
  }
  return entry.displayName || undefined;
}

/** One number: its label, and the dial link, its text fitted to the box. */
function Contact({ api, entry, t }: { api: UseCallUsReturn; entry: CallUsEntry; t: Translate }) {
  const kind = entry.index === 0 ? 'main' : 'alternate';
  const fit = useTextFit<HTMLAnchorElement>(callUsTextFit[kind], entry.number);
  const label = labelOf(entry, t);
  return (
    <div {...api.getContactProps(entry)}>
      {label && <span {...anatomy.contactName.attrs}>{label}</span>}
      <span {...anatomy.phoneNumber.attrs} data-kind={kind}>
        <a {...api.getPhoneLinkProps(entry)} ref={fit}>
          {entry.number}
        </a>
      </span>
    </div>
  );
}

/** The numbers, the hours and the Available line. */
function Numbers({ api, t }: { api: UseCallUsReturn; t: Translate }) {
  return (
    <>
      <p {...api.getSubtitleProps()}>{t('callus.subtitle')}</p>
      {api.mainContact && (
        <div {...api.getMainPhoneProps()}>
          <Contact api={api} entry={api.mainContact} t={t} />
        </div>
      )}
      {api.alternateContacts.length > 0 && (
        <ul {...api.getAltPhonesProps()} aria-label={t('callus.alternates')}>
          {api.alternateContacts.map((entry) => (
            <li key={entry.index} {...anatomy.altPhone.attrs}>
              <Contact api={api} entry={entry} t={t} />
            </li>
          ))}
        </ul>
      )}
      {api.hours.length > 0 && (
        <div {...api.getAvailabilityProps()} role="group">
          <p {...api.getAvailabilityTitleProps()}>{t('callus.available')}</p>
          <ul {...api.getHoursProps()}>
            {api.hours.map((line, index) => (
              <li key={index} {...anatomy.hour.attrs}>
                {line}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** The open overlay: a modal dialog (APG) whose focus goes in, Escape closes, and focus returns. */
function Dialog({
  api,
  title,
  footer,
  mobile,
  ref,
}: CallUsOverlayProps & { api: UseCallUsReturn; footer: boolean }) {
  const t = useAreaTranslate(callUsTexts);
  const focus = useDialogFocus<HTMLElement>({ onEscape: api.close });
  const offer = footer && api.isCoBrowseOffered;
  return (
    <OverlayContainer onDismiss={api.close}>
      <WidgetWindow
        {...api.getDialogProps()}
        ref={mergeRefs(focus.ref, ref)}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        onKeyDown={focus.onKeyDown}
        data-kind="call-us"
        title={title ?? t('callus.title')}
        onClose={api.close}
        mobile={mobile ?? api.mobile}
        footer={footer}
        buttons={
          <WidgetButton {...asWidgetButton(api.getCancelProps())}>
            {t('callus.cancel')}
          </WidgetButton>
        }
      >
        <div {...api.getRootProps()}>
          {api.content === undefined ? (
            <Numbers api={api} t={t} />
          ) : (
            <CallUsContent
              {...api.getContentProps()}
              html={api.content}
              scripts={api.contentScripts}
            />
          )}
          {offer && (
            <p {...api.getCoBrowseOfferProps()}>
              {t('callus.coBrowseOffer')}{' '}
              <button {...api.getCoBrowseLinkProps()}>{t('callus.coBrowseLink')}</button>
            </p>
          )}
        </div>
      </WidgetWindow>
    </OverlayContainer>
  );
}

/**
 * The Call Us overlay of the nearest `<CallUsProvider>` (spec 1, section 2): title 'Call Us', the
 * subtitle, the main number and the alternates as dial links (their text fitted to the box), the
 * opening hours under the Available line, the co-browse offer (online, not started, with the
 * footer), Cancel; or the site's custom content. A modal dialog over a backdrop; shown while open.
 */
export function CallUsOverlay({ footer = true, ...props }: CallUsOverlayProps) {
  const api = useCallUs();
  if (!api.isOpen) return null;
  return <Dialog api={api} footer={footer} {...props} />;
}
