export {
  createKnowledgeCenterService,
  KnowledgeCenterRefusal,
  knowledgeCenterServiceTexts,
  type KnowledgeCenterNotification,
  type KnowledgeCenterRefusalCode,
  type KnowledgeCenterService,
  type KnowledgeCenterServiceInput,
} from './knowledge-center.client';
export {
  KnowledgeCenterConfigError,
  knowledgeCenterServiceKeysOf,
  knowledgeCenterServiceOptions,
  resolveKnowledgeCenterServiceOptions,
  type KnowledgeCenterServiceOptions,
} from './knowledge-center.options';
export {
  clearKnowledgeSession,
  knowledgeCenterStateCookie,
  restoreKnowledgeSession,
  saveKnowledgeSession,
} from './knowledge-center.state';
export {
  knowledgeContentType,
  KnowledgeHttpError,
  knowledgeQuery,
  knowledgeSessionHeader,
  knowledgeV1Query,
  normaliseDocument,
} from './knowledge-center.wire';
export { createKnowledgeV1Api } from './knowledge-center.v1';
export { createKnowledgeV2Api } from './knowledge-center.v2';
export type { KnowledgeApi, KnowledgeApiContext } from './knowledge-center.api';
export {
  knowledgeCenterServiceManifest,
  type KnowledgeAddRatingOptions,
  type KnowledgeAttachment,
  type KnowledgeCategory,
  type KnowledgeCenterConfigureOptions,
  type KnowledgeDocument,
  type KnowledgeDocumentRef,
  type KnowledgeFeedbackType,
  type KnowledgeNoResults,
  type KnowledgeRatingOptions,
  type KnowledgeScope,
  type KnowledgeSearchOptions,
  type KnowledgeSearchResult,
  type KnowledgeSession,
  type KnowledgeSuggestionOptions,
  type KnowledgeTrendingOptions,
  type KnowledgeUnansweredOptions,
  type KnowledgeVoteOptions,
  type KnowledgeVoteResult,
} from './knowledge-center-service.manifest';
export {
  knowledgeCenterServicePlugin,
  startKnowledgeCenterService,
} from './knowledge-center-service.plugin';
export { registerLazyKnowledgeCenterService } from './knowledge-center-service.lazy';
