import { formatCountdown, type Clock, type Translate } from '@cxkit/headless/services';
import { idleNoticeText, webchatI18nKeys, type IdleNotice } from '@cxkit/headless/chat-texts';
import { OkAlert } from './alert-dialogs';
import { chatDialogsAnatomy as anatomy } from './dialogs.anatomy';
import type { ChatDialogBaseProps } from './dialogs.types';
import { useCountdown } from './use-countdown';
import { useDialogTranslate } from './use-dialog-translate';

/** Props of {@link IdleAlertDialog}; other props go to the `WidgetDialog`. */
export interface IdleAlertDialogProps extends ChatDialogBaseProps {
  /** The chat's current idle notice (its `idle`): the alert's number, or the close. */
  notice: IdleNotice;
  /** Called by OK and Escape. */
  onConfirm: () => void;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
  /** The clock of the countdown. @default systemClock */
  clock?: Clock;
}

interface IdleCountdownProps {
  seconds: number;
  closesAt?: number;
  clock?: Clock;
  onExpire?: () => void;
  translate: Translate;
}

function IdleCountdown({ seconds, closesAt, clock, onExpire, translate }: IdleCountdownProps) {
  const countdown = useCountdown({
    durationMs: seconds * 1000,
    deadline: closesAt,
    clock,
    onExpire,
  });
  const time = formatCountdown(countdown.remainingSeconds * 1000, { translate });
  return (
    // A timer is a live region that stays silent: the dialog's description reads the time once on open.
    <p
      {...anatomy.countdown.attrs}
      role="timer"
      data-state={countdown.isExpired ? 'expired' : 'running'}
    >
      {translate(webchatI18nKeys.notices.idleCountdown, { time })}
    </p>
  );
}

/**
 * The idle alert: the numbered idle text of the chat server's inactivity control and, when the next
 * timer closes the chat, a live countdown ('The chat will close in 00:59') to the notice's
 * `closesAt`, so it shows the time really left when it opens late (a restored window, a reload);
 * OK dismisses it.
 */
export function IdleAlertDialog({
  notice,
  onConfirm,
  onExpire,
  clock,
  ...props
}: IdleAlertDialogProps) {
  const t = useDialogTranslate();
  const text = idleNoticeText(notice);
  const closing = notice.kind === 'close';
  return (
    <OkAlert
      kind="idle"
      {...props}
      title={t(closing ? 'webchat.dialogs.idle.closedTitle' : 'webchat.dialogs.idle.title')}
      onConfirm={onConfirm}
    >
      <p {...anatomy.message.attrs}>{t(text.key, text.values)}</p>
      {!closing && notice.countdownSeconds !== undefined && (
        // Keyed by the alert's number: each new alert starts its own countdown.
        <IdleCountdown
          key={notice.number}
          seconds={notice.countdownSeconds}
          closesAt={notice.closesAt}
          clock={clock}
          onExpire={onExpire}
          translate={t}
        />
      )}
    </OkAlert>
  );
}
