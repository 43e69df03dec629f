export { gkcKnowledgeV1Module, gkcV1Base, v1Document } from './gkc-knowledge-v1.module';
export { gkcKnowledgeV2Module, gkcV2Base, v2Category, v2Document } from './gkc-knowledge-v2.module';
export { sessionHeader } from './gkc-knowledge.shared';
