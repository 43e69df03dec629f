export { ChatWidgetContext } from './chat-widget-context';
export { ChatWidgetProvider, type ChatWidgetProviderProps } from './chat-widget-provider';
export { useChatWidget, type UseChatWidgetReturn } from './use-chat-widget';
