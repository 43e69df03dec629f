import { mergeProps } from '@cxkit/headless/react';
import { useChatWidget } from '@cxkit/headless/react/chat-widget';
import { useEffect, useRef } from 'react';
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
  /** Called when the invitation goes (declined, withdrawn) with the focus in it, which then has nowhere to be. */
  onFocusLost?: () => void;
}

const texts = {
  proactive: ['webchat.dialogs.invitation.title', 'webchat.dialogs.invitation.message'],
  reinvite: ['webchat.dialogs.restoreTimeout.title', 'webchat.dialogs.restoreTimeout.message'],
} as const;

/**
 * The widget's invitations while the window is closed: the proactive one ('Need help?') and the
 * re-invite after a session could not be restored, each with No thanks and Start chat. The toaster
 * stays rendered, empty between invitations, so that each one is announced politely. While the
 * focus or the pointer is on the invitation, it does not withdraw by itself.
 */
export function ChatInvitation({ onAccept, onFocusLost, ...props }: ChatInvitationProps) {
  const widget = useChatWidget();
  const t = useDialogTranslate();
  // The toaster mounts empty and shows an invitation that was already there (the chat code may
  // load with one) a moment later, so that it is announced.
  const kind = widget.invitation;
  const container = useRef<HTMLDivElement>(null);
  const inside = useRef({ focus: false, pointer: false });
  const accepted = useRef(false);
  const shown = useRef(kind);

  const setInside = (part: 'focus' | 'pointer', now: boolean) => {
    const held = inside.current.focus || inside.current.pointer;
    inside.current[part] = now;
    const holds = inside.current.focus || inside.current.pointer;
    if (holds !== held && shown.current) widget.holdInvitation(holds);
  };

  useEffect(() => {
    const was = shown.current;
    shown.current = kind;
    if (!was || kind) return;
    // Its buttons went with it: the focus fell to the page unless the visitor accepted.
    const focusWasIn = inside.current.focus && !container.current?.contains(document.activeElement);
    if (focusWasIn && !accepted.current) onFocusLost?.();
    inside.current = { focus: false, pointer: false };
    accepted.current = false;
  }, [kind, onFocusLost]);

  const holdProps = {
    ref: container,
    onFocus: () => setInside('focus', true),
    // Where the focus went is known only after the event (a removed button, a window left).
    onBlur: () =>
      setTimeout(() => {
        if (shown.current)
          setInside('focus', !!container.current?.contains(document.activeElement));
      }),
    onPointerEnter: () => setInside('pointer', true),
    onPointerLeave: () => setInside('pointer', false),
  };
  return (
    <ChatToaster
      data-kind={kind ?? 'none'}
      {...mergeProps(holdProps, props)}
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
                accepted.current = true;
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
