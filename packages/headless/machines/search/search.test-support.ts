import { vi } from 'vitest';
import type {
  KnowledgeDocument,
  KnowledgeSearchResult,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import type { KnowledgeClient } from './search.types';

/** A document of the fake knowledge centre. */
export function testDocument(
  id: string,
  extra: Partial<KnowledgeDocument> = {},
): KnowledgeDocument {
  return {
    id,
    kbId: 'kb1',
    title: `How to ${id}`,
    answer: `The answer about ${id}.`,
    answerContent: `<p>The answer about <b>${id}</b>.</p>`,
    attachments: [],
    categories: [],
    relatedCategories: [],
    feedbackType: 'EITHER',
    ...extra,
  };
}

/** A result of documents. */
export const resultOf = (
  documents: KnowledgeDocument[],
  query = '',
  searchId = 'srch-1',
): KnowledgeSearchResult => ({ documents, categories: [], query, searchId });

/** A fake knowledge centre: `pay` finds two documents, anything else none; every call recorded. */
export function fakeKnowledge(overrides: Partial<KnowledgeClient> = {}) {
  const library = [testDocument('pay'), testDocument('refund', { feedbackType: 'VOTE' })];
  const client = {
    getTrending: vi.fn(async () => resultOf(library, '', 'trend-1')),
    search: vi.fn(async (options: { query?: string }) =>
      options.query?.includes('pay')
        ? resultOf(library, options.query)
        : resultOf([], options.query, 'srch-0'),
    ),
    getSuggestions: vi.fn(async ({ text }: { text: string }) => ({
      suggestions: ['how to pay', 'how to pay by card', 'refunds'].filter((item) =>
        item.includes(text),
      ),
    })),
    getFullContent: vi.fn(async ({ documentId }: { documentId: string }) => {
      const found = library.find((document) => document.id === documentId);
      if (!found) throw new Error('Not found');
      return found;
    }),
    vote: vi.fn(
      async (options: { documentId: string; knowledgeBaseId: string; relevant: boolean }) => ({
        documentId: options.documentId,
        knowledgeBaseId: options.knowledgeBaseId,
        relevant: options.relevant,
        recordId: 'rec-1',
      }),
    ),
    rating: vi.fn(async () => undefined),
    addRating: vi.fn(async () => undefined),
    ...overrides,
  };
  return client satisfies KnowledgeClient;
}
