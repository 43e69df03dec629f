export { knowledgeFaultSchema, knowledgeModule } from './knowledge.module';
