import { useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectSendMessageView,
  type SendMessageApi,
  type SendMessageView,
} from '../machines/send-message/send-message.connect';
import type { SendMessageMachine } from '../machines/send-message/send-message.machine';
import type { SendMessageOptionsInput } from '../machines/send-message/send-message.options';
import type { SendMessageSender } from '../machines/send-message/send-message.types';
import { sendMessageWidget } from '../machines/send-message/send-message.widget';
import { CxContext } from './cx-context';
import { useAppMobileMode, useWindowSurroundings } from './use-window-parts';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useSendMessage} returns: the window api plus escape hatches. */
export type UseSendMessageReturn = BoundApi<
  ActorRefFrom<SendMessageMachine>,
  SendMessageView,
  SendMessageApi
>;

const sendMessageBinding = createBinding({
  hook: 'useSendMessage',
  provider: 'SendMessageProvider',
  select: selectSendMessageView,
  connect,
});

/** The context `SendMessageProvider` puts the send-message actor in. */
export const SendMessageContext = sendMessageBinding.Context;

/** Props of {@link SendMessageProvider}; all are read on mount. */
export interface SendMessageProviderProps {
  /** Window settings (`_genesys.widgets.sendmessage`'s window keys), checked: bad ones throw, naming each. */
  options?: SendMessageOptionsInput;
  /** Sends a message. @default the bus's `<servicePlugin>.sendForm`, with its `messageSent` or `error` */
  sendMessage?: SendMessageSender;
  /** The window and whatever reads it. */
  children?: ReactNode;
}

/**
 * Runs the SendMessage widget (`sendMessageWidget` of the widget kit) in the app's window group and
 * the nearest dock, in the app's mobile mode, and registers the `SendMessage` plugin on the app's bus.
 */
export function SendMessageProvider({ options, sendMessage, children }: SendMessageProviderProps) {
  const cx = useContext(CxContext);
  const surroundings = useWindowSurroundings();
  const [input] = useState(() => ({
    ...surroundings,
    options,
    ...(sendMessage ? { sendMessage } : {}),
    ...(cx?.windows ? { group: cx.windows } : {}),
  }));
  const { sendMessage: actor } = useWidget(sendMessageWidget, input);
  useAppMobileMode(actor);
  return <SendMessageContext value={actor}>{children}</SendMessageContext>;
}

/**
 * The SendMessage window: where it is, its step (the form, the send, the failure dialog, the success
 * view), the files attached and the side button, with their commands and prop getters.
 */
export function useSendMessage(): UseSendMessageReturn {
  return sendMessageBinding.useApi();
}
