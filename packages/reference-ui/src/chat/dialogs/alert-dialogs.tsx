import { webchatI18nKeys } from '@cxkit/headless/chat-texts';
import type { ReactNode } from 'react';
import { WidgetButton } from '../../shell/widget-button';
import { WidgetDialog } from '../../shell/widget-dialog';
import { chatDialogsAnatomy as anatomy } from './dialogs.anatomy';
import type { ChatDialogBaseProps, DialogMessage } from './dialogs.types';
import { useDialogTranslate } from './use-dialog-translate';

const genericError: DialogMessage = { key: webchatI18nKeys.errors.Generic };

/** Props of {@link OkAlert}. */
export interface OkAlertProps extends ChatDialogBaseProps {
  /** The dialog's kind, as `data-kind`. */
  kind: string;
  /** Its title (its accessible name). */
  title: ReactNode;
  /** Called by OK and Escape. */
  onConfirm: () => void;
  /** The message. */
  children?: ReactNode;
}

/** An alert dialog that the visitor acknowledges with OK (or Escape); the base of the chat's alerts. */
export function OkAlert({ kind, title, onConfirm, children, ...props }: OkAlertProps) {
  const t = useDialogTranslate();
  return (
    <WidgetDialog
      data-kind={kind}
      {...props}
      role="alertdialog"
      title={title}
      onClose={onConfirm}
      closeButton={false}
      buttons={
        <WidgetButton variant="primary" onClick={onConfirm}>
          {t('webchat.dialogs.ok')}
        </WidgetButton>
      }
    >
      {children}
    </WidgetDialog>
  );
}

/** Props of {@link ErrorDialog}; other props go to the `WidgetDialog`. */
export interface ErrorDialogProps extends ChatDialogBaseProps {
  /** The error to show, e.g. an entry of the chat's `errors`. @default `webchat.errors.Generic` */
  error?: DialogMessage;
  /** Called by OK and Escape. */
  onConfirm: () => void;
}

/** The general error alert: the error's text from the spec's catalogue and OK. */
export function ErrorDialog({ error = genericError, onConfirm, ...props }: ErrorDialogProps) {
  const t = useDialogTranslate();
  return (
    <OkAlert kind="error" {...props} title={t('webchat.dialogs.error.title')} onConfirm={onConfirm}>
      {t(error.key, error.values)}
    </OkAlert>
  );
}

/** Props of {@link StartErrorDialog}; other props go to the `WidgetDialog`. */
export interface StartErrorDialogProps extends ChatDialogBaseProps {
  /** Called by OK and Escape. */
  onConfirm: () => void;
}

/** The start error: 'There was a problem starting the chat session. Please Retry.' and OK. */
export function StartErrorDialog({ onConfirm, ...props }: StartErrorDialogProps) {
  const t = useDialogTranslate();
  return (
    <OkAlert
      kind="start-error"
      {...props}
      title={t('webchat.dialogs.startError.title')}
      onConfirm={onConfirm}
    >
      {t('webchat.dialogs.startError.message')}
    </OkAlert>
  );
}

/** Props of {@link FileUploadFailedDialog}; other props go to the `WidgetDialog`. */
export interface FileUploadFailedDialogProps extends ChatDialogBaseProps {
  /** Why the upload failed, e.g. a failed upload's `error`. @default `webchat.errors.FileSendFailed` */
  reason?: DialogMessage;
  /** The file's name, shown under the reason. */
  fileName?: string;
  /** Called by OK and Escape. */
  onConfirm: () => void;
  /** Called by Retry; the Retry button shows only with this handler (a retryable upload). */
  onRetry?: () => void;
}

/** The file-upload failed alert: the reason, and OK, or OK and Retry. */
export function FileUploadFailedDialog({
  reason = { key: webchatI18nKeys.errors.FileSendFailed },
  fileName,
  onConfirm,
  onRetry,
  ...props
}: FileUploadFailedDialogProps) {
  const t = useDialogTranslate();
  return (
    <WidgetDialog
      data-kind="upload-failed"
      {...props}
      role="alertdialog"
      title={t(webchatI18nKeys.files.uploadFailed)}
      onClose={onConfirm}
      closeButton={false}
      buttons={
        <>
          <WidgetButton variant={onRetry ? 'secondary' : 'primary'} onClick={onConfirm}>
            {t('webchat.dialogs.ok')}
          </WidgetButton>
          {onRetry && (
            <WidgetButton variant="primary" onClick={onRetry}>
              {t('webchat.dialogs.retry')}
            </WidgetButton>
          )}
        </>
      }
    >
      <p {...anatomy.message.attrs}>{t(reason.key, reason.values)}</p>
      {fileName && <p {...anatomy.fileName.attrs}>{fileName}</p>}
    </WidgetDialog>
  );
}
