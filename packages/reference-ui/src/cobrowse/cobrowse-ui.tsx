import { mergeProps } from '@cxkit/headless/react';
import { useCoBrowse } from '@cxkit/headless/react/cobrowse';
import { useRef } from 'react';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { OverlayContainer } from '../shell/overlay-container';
import { asWidgetButton, WidgetButton } from '../shell/widget-button';
import { WidgetDialog } from '../shell/widget-dialog';
import { coBrowseTexts } from './cobrowse.texts';

/**
 * The co-browse warning dialog (spec 1, section 2), an APG modal dialog over the page while the
 * bridge's dialog is open: what co-browse lets the agent do, Cancel and Start Co-browse (disabled,
 * with the reason, until co-browse is online).
 */
export function CoBrowseWarning() {
  const api = useCoBrowse();
  const t = useAreaTranslate(coBrowseTexts);
  const start = useRef<HTMLButtonElement>(null);
  if (!api.isDialogOpen) return null;
  // The dialog labels itself by its title and text; it keeps its own scope (its styles).
  const warning = { 'data-kind': api.getWarningProps()['data-part'] };
  const note =
    api.script === 'online'
      ? undefined
      : t(api.script === 'offline' ? 'cobrowse.offline' : 'cobrowse.loading');
  return (
    <OverlayContainer onDismiss={api.close}>
      <WidgetDialog
        {...warning}
        title={t('cobrowse.title')}
        onClose={api.close}
        initialFocusRef={api.canStart ? start : undefined}
        buttons={
          <>
            <WidgetButton {...asWidgetButton(api.getCancelProps())}>
              {t('cobrowse.cancel')}
            </WidgetButton>
            <WidgetButton ref={start} variant="primary" {...asWidgetButton(api.getConfirmProps())}>
              {t('cobrowse.start')}
            </WidgetButton>
          </>
        }
      >
        <p {...api.getWarningTextProps()}>{t('cobrowse.warning')}</p>
        {note && <p {...api.getStatusProps()}>{note}</p>}
      </WidgetDialog>
    </OverlayContainer>
  );
}

/**
 * A small bar while a session is pending or running: the session code and Stop. The co-browse
 * product draws its own session UI (toolbar, notifications); this bar is only what the bridge
 * knows, so that a visitor can read the code and leave.
 */
export function CoBrowseSessionBar() {
  const api = useCoBrowse();
  const t = useAreaTranslate(coBrowseTexts);
  const bar = api.getSessionBarProps();
  if (bar.hidden) return null;
  return (
    <section {...mergeProps(bar, { 'aria-label': t('cobrowse.session') })}>
      <p role="status">
        {api.isActive ? (
          <>
            {t('cobrowse.active')} <strong {...api.getCodeProps()}>{api.code}</strong>
          </>
        ) : (
          t('cobrowse.pending')
        )}
      </p>
      {api.isActive && (
        <WidgetButton {...asWidgetButton(api.getStopProps())}>{t('cobrowse.stop')}</WidgetButton>
      )}
    </section>
  );
}
