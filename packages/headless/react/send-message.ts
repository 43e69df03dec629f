// `@cxkit/headless/react/send-message`: the SendMessage window's provider and hook.
export {
  SendMessageContext,
  SendMessageProvider,
  useSendMessage,
  type SendMessageProviderProps,
  type UseSendMessageReturn,
} from './use-send-message';
