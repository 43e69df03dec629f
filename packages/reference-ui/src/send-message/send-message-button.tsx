import { DockContext } from '@cxkit/headless/react/dock';
import { useSendMessage } from '@cxkit/headless/react/send-message';
import { useContext } from 'react';
import { SideButton } from '../chat/chat-button/side-button';
import { SideButtonGroup } from '../chat/chat-button/side-button-group';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { sendMessageWindowTexts } from './send-message-window.texts';

/**
 * The 'Send Message' side button (`SendMessageButton`) of the nearest `<SendMessageProvider>`:
 * shown `openDelay` after the widget starts when enabled, or on `showSendMessageButton`, with its
 * effect; it opens the window. Inside a `<DockProvider>` only: the dock places side buttons.
 */
export function SendMessageButton() {
  const api = useSendMessage();
  const dock = useContext(DockContext);
  const t = useAreaTranslate(sendMessageWindowTexts);
  if (!dock || !api.isButtonShown) return null;
  const { onClick, type: _type, ...part } = api.getSideButtonProps();
  return (
    <SideButtonGroup>
      <SideButton
        {...part}
        plugin={api.name}
        label={t('sendmessage.button')}
        effect={api.button.effect}
        effectDuration={api.button.effectDuration}
        onClick={onClick}
      />
    </SideButtonGroup>
  );
}
