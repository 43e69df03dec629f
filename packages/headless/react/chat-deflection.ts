export {
  ChatDeflectionContext,
  ChatDeflectionProvider,
  useChatDeflection,
  type ChatDeflectionProviderProps,
  type UseChatDeflectionReturn,
} from './use-chat-deflection';
