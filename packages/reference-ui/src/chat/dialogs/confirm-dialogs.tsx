import { WidgetButton } from '../../shell/widget-button';
import { WidgetDialog } from '../../shell/widget-dialog';
import type { ChatDialogBaseProps } from './dialogs.types';
import { useDialogTranslate } from './use-dialog-translate';

/** Props of {@link EndChatDialog}; other props go to the `WidgetDialog`. */
export interface EndChatDialogProps extends ChatDialogBaseProps {
  /** Called by End chat. */
  onConfirm: () => void;
  /** Called by Cancel and Escape. */
  onCancel: () => void;
}

/** The end-chat confirmation: the question, Cancel and End chat; focus starts on Cancel. */
export function EndChatDialog({ onConfirm, onCancel, ...props }: EndChatDialogProps) {
  const t = useDialogTranslate();
  return (
    <WidgetDialog
      data-kind="end-chat"
      {...props}
      role="alertdialog"
      title={t('webchat.dialogs.endChat.title')}
      onClose={onCancel}
      closeButton={false}
      buttons={
        <>
          <WidgetButton onClick={onCancel}>{t('webchat.dialogs.cancel')}</WidgetButton>
          <WidgetButton variant="primary" onClick={onConfirm}>
            {t('webchat.dialogs.endChat.confirm')}
          </WidgetButton>
        </>
      }
    >
      {t('webchat.dialogs.endChat.message')}
    </WidgetDialog>
  );
}

/** Props of {@link CloseWindowDialog}; other props go to the `WidgetDialog`. */
export interface CloseWindowDialogProps extends ChatDialogBaseProps {
  /** Called by Close. */
  onConfirm: () => void;
  /** Called by Cancel and Escape. */
  onCancel: () => void;
}

/** The close-window confirmation (e.g. closing a filled form before the chat started): Cancel and Close. */
export function CloseWindowDialog({ onConfirm, onCancel, ...props }: CloseWindowDialogProps) {
  const t = useDialogTranslate();
  return (
    <WidgetDialog
      data-kind="close-window"
      {...props}
      role="alertdialog"
      title={t('webchat.dialogs.closeWindow.title')}
      onClose={onCancel}
      closeButton={false}
      buttons={
        <>
          <WidgetButton onClick={onCancel}>{t('webchat.dialogs.cancel')}</WidgetButton>
          <WidgetButton variant="primary" onClick={onConfirm}>
            {t('webchat.dialogs.closeWindow.confirm')}
          </WidgetButton>
        </>
      }
    >
      {t('webchat.dialogs.closeWindow.message')}
    </WidgetDialog>
  );
}

/** Props of {@link AsyncCloseDialog}; other props go to the `WidgetDialog`. */
export interface AsyncCloseDialogProps extends ChatDialogBaseProps {
  /** Called by End Chat: the conversation ends. */
  onEndChat: () => void;
  /** Called by Close Window: the window hides and the conversation goes on. */
  onCloseWindow: () => void;
  /** Called by the dialog's close button and Escape: nothing changes. */
  onCancel: () => void;
}

/**
 * The close choice of an asynchronous chat: End Chat or Close Window (just hide). Neither is a
 * cancel, so the header's close button and Escape keep the window as it was.
 */
export function AsyncCloseDialog({
  onEndChat,
  onCloseWindow,
  onCancel,
  ...props
}: AsyncCloseDialogProps) {
  const t = useDialogTranslate();
  return (
    <WidgetDialog
      data-kind="async-close"
      {...props}
      role="alertdialog"
      title={t('webchat.dialogs.asyncClose.title')}
      onClose={onCancel}
      buttons={
        <>
          <WidgetButton onClick={onCloseWindow}>
            {t('webchat.dialogs.asyncClose.closeWindow')}
          </WidgetButton>
          <WidgetButton variant="primary" onClick={onEndChat}>
            {t('webchat.dialogs.asyncClose.endChat')}
          </WidgetButton>
        </>
      }
    >
      {t('webchat.dialogs.asyncClose.message')}
    </WidgetDialog>
  );
}
