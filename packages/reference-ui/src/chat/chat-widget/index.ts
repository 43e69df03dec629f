export { chatWindowAnatomy } from './chat-widget.anatomy';
export { chatWidgetTexts, type ChatWidgetTextKey } from './chat-widget.texts';
export { ChatInvitation, type ChatInvitationProps } from './chat-invitation';
export { ChatWidget, type ChatWidgetProps } from './chat-widget';
export { ChatWindow, type ChatWindowProps } from './chat-window';
export { WebChat, type WebChatProps, type WebChatTransportContext } from './web-chat';
