import type { FetchFunction } from '../http/http-client';
import type {
  KnowledgeCategory,
  KnowledgeDocument,
  KnowledgeFeedbackType,
} from './knowledge-center-service.manifest';
import type { KnowledgeCenterServiceOptions } from './knowledge-center.options';

/** What a mapper's calls are given: the configuration, the session, and where to report a new session id. */
export interface KnowledgeApiContext {
  /** The current configuration. */
  options(): KnowledgeCenterServiceOptions;
  /** The session id known, if any. */
  sessionId(): string | undefined;
  /** Takes the session id a response carried (replacing a different one). */
  adopt(sessionId: string): void;
  /** Feedback types by knowledge base, as the boot read them. */
  feedbackTypes(): ReadonlyMap<string, KnowledgeFeedbackType>;
  /** The `fetch` to call. */
  fetch: FetchFunction;
}

/** The scope of a call, every value resolved (the call's or the configuration's). */
export interface ResolvedScope {
  kbs: string[];
  lang: string;
  media: string;
  categories: string[];
  filters: string[];
}

/** A document named by its ids, every value resolved. */
export interface ResolvedRef {
  docId: string;
  kbId: string;
  lang: string;
  searchId?: string;
  query?: string;
  categories: string[];
  filters: string[];
}

/** Documents found, with the server's id of the search. */
export interface FoundDocuments {
  documents: KnowledgeDocument[];
  searchId?: string;
}

/** One API version's calls (protocols 7; service-protocols 11 and 13), each resolving normalised values. */
export interface KnowledgeApi {
  /** `'v1'` or `'v2'`. */
  readonly version: 'v1' | 'v2';
  /** The health check. */
  ping(): Promise<void>;
  /** The knowledge bases with their feedback types. */
  knowledgeBases(): Promise<{ id: string; feedbackType?: string }[]>;
  /** The categories of a scope. */
  categories(scope: ResolvedScope): Promise<KnowledgeCategory[]>;
  /** The most viewed documents. */
  trending(scope: ResolvedScope, n: number): Promise<FoundDocuments>;
  /** A search. */
  search(
    scope: ResolvedScope,
    query: string,
    size: number,
    junkfree: boolean,
  ): Promise<FoundDocuments>;
  /** Completions of the text typed. */
  suggest(scope: ResolvedScope, text: string): Promise<string[]>;
  /** One document, whole. */
  document(ref: ResolvedRef): Promise<KnowledgeDocument>;
  /** Records a view of a document. */
  visit(ref: ResolvedRef): Promise<void>;
  /** Records a vote; resolves the server's record id. */
  vote(ref: ResolvedRef, relevant: boolean): Promise<string | undefined>;
  /** Reports a search that found nothing (v2 `notfound`; v1 sends nothing). */
  notFound(scope: ResolvedScope, query: string, searchId: string | undefined): Promise<void>;
  /** Reports a question no document answered. */
  unanswered(scope: ResolvedScope, question: string, searchId: string | undefined): Promise<void>;
  /** Rates a document. */
  rating(ref: ResolvedRef, rating: number, comment: string | undefined): Promise<void>;
  /** Adds stars and a comment to a recorded vote. */
  addRating(voteId: string, rating: number, comment: string | undefined): Promise<void>;
  /** Associates the session with the configured customer. */
  associate(sessionId: string, customerId: string): Promise<void>;
}
