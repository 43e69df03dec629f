import { useChatWidget } from '@cxkit/headless/react/chat-widget';
import { WidgetButton } from '../../shell/widget-button';
import { ChatToaster, type ChatToasterProps } from '../dialogs';
import { useDialogTranslate } from '../dialogs/use-dialog-translate';

/** Props of {@link ChatInvitation}; other props go to the `ChatToaster`. */
export interface ChatInvitationProps extends Omit<
  ChatToasterProps,
  'title' | 'children' | 'buttons' | 'onClose'
> {
  /** Called when the visitor accepts, before the window opens. */
  onAccept?: () => void;
}

const texts = {
  proactive: ['webchat.dialogs.invitation.title', 'webchat.dialogs.invitation.message'],
  reinvite: ['webchat.dialogs.restoreTimeout.title', 'webchat.dialogs.restoreTimeout.message'],
} as const;

/**
 * The widget's invitations while the window is closed: the proactive one ('Need help?') and the
 * re-invite after a session could not be restored, each with No thanks and Start chat. The toaster
 * stays rendered, empty between invitations, so that each one is announced politely.
 */
export function ChatInvitation({ onAccept, ...props }: ChatInvitationProps) {
  const widget = useChatWidget();
  const t = useDialogTranslate();
  const kind = widget.invitation;
  return (
    <ChatToaster
      data-kind={kind ?? 'none'}
      {...props}
      title={kind && t(texts[kind][0])}
      onClose={kind && widget.declineInvitation}
      buttons={
        kind && (
          <>
            <WidgetButton onClick={widget.declineInvitation}>
              {t('webchat.dialogs.noThanks')}
            </WidgetButton>
            <WidgetButton
              variant="primary"
              onClick={() => {
                onAccept?.();
                widget.acceptInvitation();
              }}
            >
              {t('webchat.dialogs.startChat')}
            </WidgetButton>
          </>
        )
      }
    >
      {kind && t(texts[kind][1])}
    </ChatToaster>
  );
}
