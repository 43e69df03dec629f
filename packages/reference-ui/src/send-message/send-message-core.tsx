import {
  SendMessageProvider,
  type SendMessageProviderProps,
} from '@cxkit/headless/react/send-message';
import { SendMessageButton } from './send-message-button';
import { SendMessageWindow, type SendMessageWindowProps } from './send-message-window';

/** Props of {@link SendMessageCore}: the provider's and the window's. */
export interface SendMessageCoreProps
  extends Omit<SendMessageProviderProps, 'children'>, Omit<SendMessageWindowProps, 'ref'> {}

/** The SendMessage widget once its code has loaded: the `SendMessage` plugin, its window and side button. */
export default function SendMessageCore({ options, sendMessage, ...window }: SendMessageCoreProps) {
  return (
    <SendMessageProvider options={options} sendMessage={sendMessage}>
      <SendMessageWindow {...window} />
      <SendMessageButton />
    </SendMessageProvider>
  );
}
