import { mergeProps } from '@cxkit/headless/react';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isRendered } from '../../shell/internal/is-rendered';
import { Toast, ToastContainer, type ToastContainerProps } from '../../shell/toast-container';
import { WidgetButton } from '../../shell/widget-button';
import { useDialogTranslate } from './use-dialog-translate';

/** Props of {@link ChatToaster}; other props go to the `ToastContainer`. */
export interface ChatToasterProps extends Omit<ToastContainerProps, 'title' | 'children'> {
  /** Title of the one toast shown; without it the toaster is an empty live region. */
  title?: ReactNode;
  /** The toast's message. */
  children?: ReactNode;
  /** The toast's buttons. */
  buttons?: ReactNode;
  /** Called by the toast's close button and by Escape inside it; the button shows only with this handler. */
  onClose?: () => void;
}

function escapeHandler(onEscape: (() => void) | undefined) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
    }
  };
}

/** How long a new toaster stays empty before it shows a toast, for screen readers to register its region. */
export const toasterSettleMs = 250;

/**
 * The chat's toaster: a polite status region holding a single toast. Keep it rendered and change
 * its title and message, so that screen readers announce each new message in the region. A live
 * region that appears with its text already in it is not announced: mounted with a title, the
 * toaster is empty for {@link toasterSettleMs} first.
 */
export function ChatToaster({ title, children, buttons, onClose, ...props }: ChatToasterProps) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), toasterSettleMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ToastContainer {...mergeProps({ onKeyDown: escapeHandler(onClose) }, props)}>
      {settled && isRendered(title) && (
        <Toast title={title} buttons={buttons} onClose={onClose}>
          {children}
        </Toast>
      )}
    </ToastContainer>
  );
}

/** Props of {@link ProactiveInvitation}; other props go to the `ToastContainer`. */
export interface ProactiveInvitationProps extends Omit<ToastContainerProps, 'title' | 'children'> {
  /** The invitation's message. @default 'An agent is available to chat with you now.' */
  children?: ReactNode;
  /** Called by Start chat. */
  onAccept: () => void;
  /** Called by No thanks and by Escape inside the invitation. */
  onDecline: () => void;
}

/**
 * The proactive chat invitation, 'Need help?' with No thanks and Start chat. It is a toast, not a
 * modal dialog: the site offers help unasked, so it is announced politely and does not take focus.
 * Mounted when the invitation comes, it shows once its region has settled (see `ChatToaster`).
 */
export function ProactiveInvitation({
  children,
  onAccept,
  onDecline,
  ...props
}: ProactiveInvitationProps) {
  const t = useDialogTranslate();
  return (
    <ChatToaster
      data-kind="invitation"
      {...mergeProps({ onKeyDown: escapeHandler(onDecline) }, props)}
      title={t('webchat.dialogs.invitation.title')}
      buttons={
        <>
          <WidgetButton onClick={onDecline}>{t('webchat.dialogs.noThanks')}</WidgetButton>
          <WidgetButton variant="primary" onClick={onAccept}>
            {t('webchat.dialogs.startChat')}
          </WidgetButton>
        </>
      }
    >
      {children ?? t('webchat.dialogs.invitation.message')}
    </ChatToaster>
  );
}
