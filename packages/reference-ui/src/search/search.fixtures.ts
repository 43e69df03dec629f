import type { KnowledgeClient } from '@cxkit/headless/search';
import type { KnowledgeDocument } from '@cxkit/headless/widgets';

/** A document of the stories' knowledge base. */
export function storyDocument(
  id: string,
  extra: Partial<KnowledgeDocument> = {},
): KnowledgeDocument {
  return {
    id,
    kbId: 'kb1',
    title: `How do I ${id}?`,
    answer: `You can ${id} from your account page. `.repeat(12),
    answerContent: `<p>You can <strong>${id}</strong> from your <a href="https://example.org/account">account page</a>.</p><ul><li>Sign in</li><li>Open Billing</li></ul>`,
    attachments: [{ url: 'https://example.org/guide.pdf', fileName: 'guide.pdf' }],
    categories: [],
    relatedCategories: [],
    feedbackType: 'EITHER',
    ...extra,
  };
}

const library = [
  storyDocument('pay my bill'),
  storyDocument('change my address', { feedbackType: 'VOTE' }),
  storyDocument('close my account', { feedbackType: 'NONE', attachments: [] }),
];

const never = () => new Promise<never>(() => undefined);

/** The stories' knowledge centre: `pay` finds documents, anything else none. */
export function storyKnowledge(overrides: Partial<KnowledgeClient> = {}): KnowledgeClient {
  return {
    getTrending: async () => ({ documents: library, categories: [], query: '' }),
    search: async ({ query = '' }) => ({
      documents: query.includes('pay') ? library.slice(0, 2) : [],
      categories: [],
      query,
      searchId: 'story',
    }),
    getSuggestions: async ({ text }) => ({
      suggestions: ['how to pay my bill', 'pay by card', 'payment failed'].filter((item) =>
        item.includes(text),
      ),
    }),
    getFullContent: async ({ documentId }) =>
      library.find((document) => document.id === documentId) ?? storyDocument(documentId),
    vote: async ({ documentId, knowledgeBaseId, relevant }) => ({
      documentId,
      knowledgeBaseId,
      relevant,
      recordId: 'vote-1',
    }),
    rating: async () => undefined,
    addRating: async () => undefined,
    ...overrides,
  };
}

/** Calls that never answer (a search or a document on its way). */
export const pendingKnowledge = { never };
