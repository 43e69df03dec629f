import { defineDomain } from '../domain';
import { createKnowledgeBackEnd } from './knowledge-engine';
import {
  knowledgeOptionsSchema,
  resolveKnowledgeOptions,
  type KnowledgeOptions,
  type ResolvedKnowledgeOptions,
} from './knowledge.options';

declare module '../options' {
  interface SimulatorDomainOptions {
    /** Knowledge-centre behaviour: the v2 key, search and suggestion sizes. */
    knowledge?: KnowledgeOptions;
  }
  interface ResolvedSimulatorDomainOptions {
    /** Knowledge-centre behaviour with every default filled in, when a knowledge module is loaded. */
    knowledge?: ResolvedKnowledgeOptions;
  }
}

/**
 * The knowledge-centre domain: a sample knowledge base (three knowledge bases, English and French)
 * with its full-text index, the sessions, searches and feedback received, and forced faults; served
 * by the GKC v1 and v2 modules and listed by the control API. Its options are the `knowledge` field
 * of the simulator options.
 */
export const knowledgeDomain = defineDomain({
  name: 'knowledge',
  description:
    'Knowledge centre (GKC v1 and v2): sample knowledge bases in en and fr, full-text search, sessions, feedback counters, forced faults.',
  options: knowledgeOptionsSchema
    .optional()
    .transform((options) => resolveKnowledgeOptions(options)),
  create: createKnowledgeBackEnd,
});
