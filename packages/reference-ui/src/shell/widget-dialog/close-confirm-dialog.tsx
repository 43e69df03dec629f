import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { asWidgetButton, WidgetButton } from '../widget-button';
import { WidgetDialog } from './widget-dialog';

/** A headless button getter's props, as a window's connect gives them. */
type ButtonGetterProps = ComponentPropsWithoutRef<'button'> & {
  'data-scope': string;
  'data-part': string;
};

/** Props of {@link CloseConfirmDialog}. */
export interface CloseConfirmDialogProps {
  /** The window's kind, on `data-kind` (`callback-close-confirm`). */
  kind: string;
  /** The dialog's title. */
  title: string;
  /** The question. */
  text: string;
  /** The question's id, which the dialog is described by. */
  textId: string;
  /** The No button's text and props (it keeps the window open). */
  no: { label: string; props: ButtonGetterProps };
  /** The Yes button's text and props (it closes the window). */
  yes: { label: string; props: ButtonGetterProps };
  /** Escape: the same as No. */
  onCancel: () => void;
}

/** The close question of a window whose form holds typed data: an alert dialog with No and Yes. */
export function CloseConfirmDialog({
  kind,
  title,
  text,
  textId,
  no,
  yes,
  onCancel,
}: CloseConfirmDialogProps) {
  return (
    <WidgetDialog
      data-kind={kind}
      role="alertdialog"
      title={title}
      onClose={onCancel}
      closeButton={false}
      buttons={
        <>
          <WidgetButton {...asWidgetButton(no.props)}>{no.label}</WidgetButton>
          <WidgetButton variant="primary" {...asWidgetButton(yes.props)}>
            {yes.label}
          </WidgetButton>
        </>
      }
    >
      <p id={textId}>{text}</p>
    </WidgetDialog>
  );
}

/** Props of {@link AlertOkDialog}. */
export interface AlertOkDialogProps {
  /** The dialog's kind, on `data-kind` (`send-message-failed`). */
  kind: string;
  /** The dialog's title. */
  title: string;
  /** The OK button's text and props (it dismisses the dialog). */
  ok: { label: string; props: ButtonGetterProps };
  /** Escape: the same as OK. */
  onDismiss: () => void;
  /** What the dialog says. */
  children: ReactNode;
}

/** A window's alert with one OK (a failure, an invalid form): an alert dialog without a close button. */
export function AlertOkDialog({ kind, title, ok, onDismiss, children }: AlertOkDialogProps) {
  return (
    <WidgetDialog
      data-kind={kind}
      role="alertdialog"
      title={title}
      onClose={onDismiss}
      closeButton={false}
      buttons={
        <WidgetButton variant="primary" {...asWidgetButton(ok.props)}>
          {ok.label}
        </WidgetButton>
      }
    >
      {children}
    </WidgetDialog>
  );
}
