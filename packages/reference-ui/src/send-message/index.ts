export { sendMessageWindowAnatomy } from './send-message-window.anatomy';
export { sendMessageWindowTexts, type SendMessageWindowTextKey } from './send-message-window.texts';
export { SendMessageWindow, type SendMessageWindowProps } from './send-message-window';
export { SendMessageButton } from './send-message-button';
export { SendMessage, type SendMessageProps } from './send-message';
export type { SendMessageCoreProps } from './send-message-core';
