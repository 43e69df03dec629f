import { webchatI18nKeys } from '@cxkit/headless/chat-texts';
import { WidgetButton } from '../../shell/widget-button';
import { WidgetDialog } from '../../shell/widget-dialog';
import type { ChatDialogBaseProps } from './dialogs.types';
import { useDialogTranslate } from './use-dialog-translate';

const { notices } = webchatI18nKeys;

/** Props of {@link SurveyOfferDialog}; other props go to the `WidgetDialog`. */
export interface SurveyOfferDialogProps extends ChatDialogBaseProps {
  /** Called by Yes (the parent opens the survey's URL). */
  onAccept: () => void;
  /** Called by No and Escape (the chat reports it to the survey's cancel URL). */
  onDecline: () => void;
}

/** The post-chat survey offer: the question, No and Yes. */
export function SurveyOfferDialog({ onAccept, onDecline, ...props }: SurveyOfferDialogProps) {
  const t = useDialogTranslate();
  return (
    <WidgetDialog
      data-kind="survey"
      {...props}
      title={t('webchat.dialogs.survey.title')}
      onClose={onDecline}
      closeButton={false}
      buttons={
        <>
          <WidgetButton onClick={onDecline}>{t(notices.surveyNo)}</WidgetButton>
          <WidgetButton variant="primary" onClick={onAccept}>
            {t(notices.surveyYes)}
          </WidgetButton>
        </>
      }
    >
      {t(notices.surveyQuestion)}
    </WidgetDialog>
  );
}

/** Props of {@link RestoreTimeoutDialog}; other props go to the `WidgetDialog`. */
export interface RestoreTimeoutDialogProps extends ChatDialogBaseProps {
  /** Called by Start chat. */
  onAccept: () => void;
  /** Called by No thanks and Escape. */
  onDecline: () => void;
}

/** The re-invitation after a previous session timed out or failed to restore: No thanks and Start chat. */
export function RestoreTimeoutDialog({ onAccept, onDecline, ...props }: RestoreTimeoutDialogProps) {
  const t = useDialogTranslate();
  return (
    <WidgetDialog
      data-kind="restore-timeout"
      {...props}
      title={t('webchat.dialogs.restoreTimeout.title')}
      onClose={onDecline}
      closeButton={false}
      buttons={
        <>
          <WidgetButton onClick={onDecline}>{t('webchat.dialogs.noThanks')}</WidgetButton>
          <WidgetButton variant="primary" onClick={onAccept}>
            {t('webchat.dialogs.startChat')}
          </WidgetButton>
        </>
      }
    >
      {t('webchat.dialogs.restoreTimeout.message')}
    </WidgetDialog>
  );
}
