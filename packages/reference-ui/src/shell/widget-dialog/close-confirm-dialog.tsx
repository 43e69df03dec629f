import type { ComponentPropsWithoutRef } from 'react';
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
