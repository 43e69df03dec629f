import type { ReactNode } from 'react';
import { WidgetButton } from '../../shell/widget-button';
import { WidgetDialog } from '../../shell/widget-dialog';
import { chatDialogsAnatomy as anatomy } from './dialogs.anatomy';
import type { ChatDialogBaseProps } from './dialogs.types';
import { SpinnerGraphic } from './loading-spinner';
import { useDialogTranslate } from './use-dialog-translate';

/** Props of {@link InfoOverlay}; other props go to the `WidgetDialog`. */
export interface InfoOverlayProps extends ChatDialogBaseProps {
  /** Title of the overlay; it is the dialog's name. */
  title: ReactNode;
  /** The information shown. */
  children?: ReactNode;
  /** Called by Close and Escape. */
  onClose: () => void;
}

/** The static information overlay: fixed content over the dimmed chat window, and Close. */
export function InfoOverlay({ title, children, onClose, ...props }: InfoOverlayProps) {
  const t = useDialogTranslate();
  return (
    <WidgetDialog
      data-kind="info-static"
      {...props}
      title={title}
      onClose={onClose}
      closeButton={false}
      buttons={<WidgetButton onClick={onClose}>{t('webchat.dialogs.close')}</WidgetButton>}
    >
      {children}
    </WidgetDialog>
  );
}

/** Props of {@link DynamicInfoOverlay}; other props go to the `WidgetDialog`. */
export interface DynamicInfoOverlayProps extends InfoOverlayProps {
  /** Shows the spinner instead of the content and marks the content busy. @default false */
  loading?: boolean;
  /** The text of the spinner. @default 'Loading' (`common.loading`) */
  loadingLabel?: ReactNode;
}

/**
 * The dynamic information overlay: content that arrives or changes while it is open (loaded or
 * pushed by the app). Its content is a polite live region, so each change is announced.
 */
export function DynamicInfoOverlay({
  title,
  children,
  onClose,
  loading = false,
  loadingLabel,
  ...props
}: DynamicInfoOverlayProps) {
  const t = useDialogTranslate();
  const state = loading ? 'loading' : 'ready';
  return (
    <WidgetDialog
      data-kind="info-dynamic"
      {...props}
      title={title}
      onClose={onClose}
      closeButton={false}
      buttons={<WidgetButton onClick={onClose}>{t('webchat.dialogs.close')}</WidgetButton>}
    >
      <div
        {...anatomy.content.attrs}
        data-state={state}
        aria-live="polite"
        aria-busy={loading || undefined}
      >
        {loading ? (
          <div {...anatomy.spinner.attrs} data-state="loading">
            <SpinnerGraphic label={loadingLabel ?? t('common.loading')} labelHidden={false} />
          </div>
        ) : (
          children
        )}
      </div>
    </WidgetDialog>
  );
}
