export { AgentTypingActorContext, ChatContext } from './chat-context';
export { ChatProvider, type ChatProviderProps } from './chat-provider';
export { useAgentTyping, type UseAgentTypingReturn } from './use-agent-typing';
export { useChat, useChatActor, type UseChatReturn } from './use-chat';
export { submitDownload } from './submit-download';
export { chatDraftKey, type DraftStorage } from './chat-draft';
export {
  remainingWarningAt,
  useChatComposer,
  type UseChatComposerOptions,
  type UseChatComposerReturn,
} from './use-chat-composer';
export {
  chatFormFieldMaxLength,
  useChatForm,
  type ChatFormField,
  type ChatFormFieldProps,
  type ChatFormProps,
  type ChatFormValues,
  type UseChatFormOptions,
  type UseChatFormReturn,
} from './use-chat-form';
export { formErrorText } from '../machines/form/form.rules';
export type {
  FormErrorMessages,
  FormFieldDefinition,
  FormFieldError,
} from '../machines/form/form.types';
