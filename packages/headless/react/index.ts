export { CxContext, type CxContextValue } from './cx-context';
export { CxProvider, type CxProviderProps } from './cx-provider';
export { mergeProps, mergeRefs } from './merge-props';
export { useApp, type UseAppReturn } from './use-app';
export { useBus } from './use-bus';
export { ChatContext } from './chat-context';
export { ChatProvider, type ChatProviderProps } from './chat-provider';
export { useChat, useChatActor, type UseChatReturn } from './use-chat';
export {
  remainingWarningAt,
  useChatComposer,
  type UseChatComposerOptions,
} from './use-chat-composer';
export { chatFormFieldMaxLength, useChatForm, type ChatFormField } from './use-chat-form';
