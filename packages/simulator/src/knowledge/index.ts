export {
  createKnowledgeBackEnd,
  KNOWLEDGE_LOG_MODULE,
  knowledgeAttachmentPath,
  type KnowledgeApiVersion,
  type KnowledgeBackEnd,
  type KnowledgeBaseInfo,
  type KnowledgeCategoryInfo,
  type KnowledgeCounters,
  type KnowledgeDocumentView,
  type KnowledgeFault,
  type KnowledgeFeedbackKind,
  type KnowledgeFeedbackRecord,
  type KnowledgeFormat,
  type KnowledgeSearchRecord,
  type KnowledgeSessionRecord,
} from './knowledge-engine';
export { knowledgeDomain } from './knowledge.domain';
export {
  knowledgeOptionsSchema,
  resolveKnowledgeOptions,
  type KnowledgeOptions,
  type ResolvedKnowledgeOptions,
} from './knowledge.options';
export {
  knowledgeLanguages,
  sampleArticles,
  sampleCategories,
  sampleKnowledgeBases,
  type KnowledgeLanguage,
  type SampleArticle,
} from './knowledge.sample';
export { htmlToText } from './knowledge-text';
