import type { Bus } from '../../bus/bus.types';
import type {
  KnowledgeDocument,
  KnowledgeDocumentRef,
  KnowledgeSearchOptions,
  KnowledgeSearchResult,
  KnowledgeSession,
  KnowledgeVoteOptions,
  KnowledgeVoteResult,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import type {
  ChatDeflectionServices,
  DeflectionMessage,
  DeflectionNotice,
} from '../chat-deflection/chat-deflection.types';

/** A knowledge document for tests, with every field filled. */
export function knowledgeDocument(
  id: string,
  title: string,
  overrides: Partial<KnowledgeDocument> = {},
): KnowledgeDocument {
  return {
    id,
    kbId: 'kb1',
    title,
    answer: `${title}: the short answer.`,
    answerContent: `<p>${title}: the whole answer.</p>`,
    attachments: [],
    categories: [],
    relatedCategories: [],
    feedbackType: 'VOTE',
    ...overrides,
  };
}

/** What the fake knowledge centre holds and has been asked. */
export interface FakeKnowledgeCenter {
  /** The documents a search finds, by a word of their title (case-insensitive). */
  documents: KnowledgeDocument[];
  /** The whole documents `getFullContent` gives, by id (else the search's with its answer). */
  full: Map<string, KnowledgeDocument>;
  /** Every search asked. */
  searches: KnowledgeSearchOptions[];
  /** Every document read in full. */
  reads: KnowledgeDocumentRef[];
  /** Every vote. */
  votes: KnowledgeVoteOptions[];
  /** Makes the next calls of `command` fail. */
  failing: Set<'search' | 'getFullContent' | 'vote' | 'sessionInfo'>;
  /** Holds the searches' answers until `release()`. */
  hold(): void;
  /** Answers the searches held. */
  release(): void;
  /** The session `sessionInfo` gives. */
  session: KnowledgeSession;
  search(options: KnowledgeSearchOptions): Promise<KnowledgeSearchResult>;
  getFullContent(ref: KnowledgeDocumentRef): Promise<KnowledgeDocument>;
  vote(options: KnowledgeVoteOptions): Promise<KnowledgeVoteResult>;
  sessionInfo(): Promise<KnowledgeSession>;
}

/** A knowledge centre in memory: searches match a word of a title; search ids count up. */
export function createFakeKnowledgeCenter(
  documents: KnowledgeDocument[] = [],
): FakeKnowledgeCenter {
  let held: (() => void)[] | undefined;
  let searchCount = 0;
  const fail = (name: 'search' | 'getFullContent' | 'vote' | 'sessionInfo') => {
    if (center.failing.has(name)) throw new Error(`${name} failed`);
  };
  const center: FakeKnowledgeCenter = {
    documents,
    full: new Map(),
    searches: [],
    reads: [],
    votes: [],
    failing: new Set(),
    session: { sessionId: 'kc-session-1', language: 'en', media: 'all' },
    hold() {
      held = [];
    },
    release() {
      const pending = held ?? [];
      held = undefined;
      for (const answer of pending) answer();
    },
    async search(options) {
      center.searches.push(options);
      fail('search');
      searchCount += 1;
      const searchId = `srch-${searchCount}`;
      const words = (options.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = center.documents
        .filter((document) => words.some((word) => document.title.toLowerCase().includes(word)))
        .slice(0, options.maxSearchResults ?? 3)
        .map((document) => ({ ...document, searchId }));
      const result = { documents: found, categories: [], query: options.query ?? '', searchId };
      if (!held) return result;
      const queue = held;
      return new Promise((resolve) => queue.push(() => resolve(result)));
    },
    async getFullContent(ref) {
      center.reads.push(ref);
      fail('getFullContent');
      const document =
        center.full.get(ref.documentId) ??
        center.documents.find((candidate) => candidate.id === ref.documentId);
      if (!document) throw new Error('Not found');
      return document;
    },
    async vote(options) {
      center.votes.push(options);
      fail('vote');
      return {
        documentId: options.documentId,
        knowledgeBaseId: options.knowledgeBaseId,
        relevant: options.relevant,
        recordId: `vote-${center.votes.length}`,
      };
    },
    async sessionInfo() {
      fail('sessionInfo');
      return center.session;
    },
  };
  return center;
}

/** Registers the fake as `KnowledgeCenterService` on a bus (the commands deflection uses). */
export function attachFakeKnowledgeCenter(bus: Bus, center: FakeKnowledgeCenter): () => void {
  const plugin = bus.registerPlugin('KnowledgeCenterService');
  plugin.registerEvents([]);
  plugin.registerCommand('search', (options) => center.search(options as KnowledgeSearchOptions));
  plugin.registerCommand('getFullContent', (options) =>
    center.getFullContent(options as KnowledgeDocumentRef),
  );
  plugin.registerCommand('vote', (options) => center.vote(options as KnowledgeVoteOptions));
  plugin.registerCommand('sessionInfo', () => center.sessionInfo());
  plugin.ready();
  return () => bus.unregisterPlugin('KnowledgeCenterService');
}

/** What deflection told the chat, in memory. */
export interface FakeDeflectionChat {
  notices: DeflectionNotice[];
  messages: DeflectionMessage[];
  userData: Record<string, string>[];
  /** The notice keys in order. */
  keys(): string[];
  /** The user data merged, as the chat keeps it. */
  merged(): Record<string, string>;
}

/** Deflection's services on a fake knowledge centre and an in-memory chat. */
export function fakeDeflectionServices(center: FakeKnowledgeCenter): {
  services: ChatDeflectionServices;
  chat: FakeDeflectionChat;
} {
  const chat: FakeDeflectionChat = {
    notices: [],
    messages: [],
    userData: [],
    keys: () => chat.notices.map((notice) => notice.attributes.gkc),
    merged: () => Object.assign({}, ...chat.userData),
  };
  return {
    chat,
    services: {
      search: (options) => center.search(options),
      getFullContent: (ref) => center.getFullContent(ref),
      vote: (options) => center.vote(options),
      sessionInfo: () => center.sessionInfo(),
      sendNotice: async (notice) => chat.notices.push(notice),
      inject: async (message) => chat.messages.push(message),
      updateUserData: async (userData) => chat.userData.push(userData),
    },
  };
}
