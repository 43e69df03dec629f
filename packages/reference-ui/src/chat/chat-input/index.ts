export { chatInputAnatomy } from './chat-input.anatomy';
export { ChatInputContext, type ChatInputContextValue } from './chat-input.context';
export { chatInputTexts, type ChatInputTextKey } from './chat-input.texts';
export {
  ChatInput,
  chatInputMaxLines,
  type ChatInputLevel,
  type ChatInputProps,
} from './chat-input';
