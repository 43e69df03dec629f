export { chatDeflectionAnatomy } from './chat-deflection.anatomy';
export {
  chatDeflectionIds,
  connect as connectChatDeflection,
  isWebAddress,
  selectChatDeflectionView,
  type ChatDeflectionApi,
  type ChatDeflectionView,
  type DeflectionArticleState,
} from './chat-deflection.connect';
export { registerLazyChatDeflection } from './chat-deflection.lazy';
export {
  articleHref,
  articleHrefPrefix,
  articleIndexOf,
  articleLinkClass,
  noticeOf,
  suggestionsHtml,
} from './chat-deflection.logic';
export { chatDeflectionMachine, type ChatDeflectionMachine } from './chat-deflection.machine';
export {
  chatDeflectionManifest,
  type ChatDeflectionEnded,
  type ChatDeflectionStarted,
} from './chat-deflection.manifest';
export {
  ChatDeflectionConfigError,
  chatDeflectionOptions,
  knowledgeCenterName,
  resolveChatDeflectionOptions,
  type ChatDeflectionOptions,
  type ChatDeflectionOptionsInput,
} from './chat-deflection.options';
export { chatDeflectionPlugin, type ChatDeflectionTarget } from './chat-deflection.plugin';
export {
  busDeflectionServices,
  chatDeflectionWidget,
  linkToChat,
  readDocument,
  readSearchResult,
  type ChatDeflectionRuntimeInput,
} from './chat-deflection.widget';
export type * from './chat-deflection.types';
