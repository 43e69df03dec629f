export {
  ChatOptionsError,
  chatSessionOptions,
  chatWidgetOptions,
  checkChatOptions,
} from './chat-options';
export type {
  ChatOptionsIssue,
  ChatOptionsToCheck,
  ChatSessionPageOptions,
  ChatWidgetOptionsOf,
} from './chat-options';
export {
  defineOptions,
  option,
  optionalOption,
  type OptionSpec,
  type OptionSpecs,
  type OptionsDefinition,
  type OptionsInput,
  type OptionsOf,
} from '../../kit/define-options';
