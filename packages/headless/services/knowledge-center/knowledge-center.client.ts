import { createCookieStore, type CookieStore } from '../cookies/cookie-store';
import type { FetchFunction } from '../http/http-client';
import type {
  KnowledgeApi,
  KnowledgeApiContext,
  ResolvedRef,
  ResolvedScope,
} from './knowledge-center.api';
import type {
  KnowledgeAddRatingOptions,
  KnowledgeCategory,
  KnowledgeDocument,
  KnowledgeDocumentRef,
  KnowledgeFeedbackType,
  KnowledgeNoResults,
  KnowledgeRatingOptions,
  KnowledgeScope,
  KnowledgeSearchOptions,
  KnowledgeSearchResult,
  KnowledgeSession,
  KnowledgeSuggestionOptions,
  KnowledgeTrendingOptions,
  KnowledgeUnansweredOptions,
  KnowledgeVoteOptions,
  KnowledgeVoteResult,
} from './knowledge-center-service.manifest';
import {
  resolveKnowledgeCenterServiceOptions,
  type KnowledgeCenterServiceOptions,
} from './knowledge-center.options';
import {
  clearKnowledgeSession,
  restoreKnowledgeSession,
  saveKnowledgeSession,
} from './knowledge-center.state';
import { createKnowledgeV1Api } from './knowledge-center.v1';
import { createKnowledgeV2Api } from './knowledge-center.v2';
import { categoriesOf, feedbackTypesOf } from './knowledge-center.wire';

/** Why a call was refused before anything was sent: the codes of the `KnowledgeCenterService` table's rejections. */
export type KnowledgeCenterRefusalCode =
  'invalidConfiguration' | 'notConfigured' | 'noSession' | 'missingArguments';

/** The texts of the service's refusals (spec 3, section 8). */
export const knowledgeCenterServiceTexts: Record<KnowledgeCenterRefusalCode, string> = {
  invalidConfiguration: 'Invalid configuration',
  notConfigured: 'KnowledgeCenterService is not configured',
  noSession: 'Knowledge center session is not started yet',
  missingArguments: 'All mandatory arguments must be provided',
};

/** A call refused before it was sent, with the spec's text. */
export class KnowledgeCenterRefusal extends Error {
  /** The rejection's code in the table. */
  readonly code: KnowledgeCenterRefusalCode;

  /** Creates the refusal with the text of `code`. */
  constructor(code: KnowledgeCenterRefusalCode) {
    super(knowledgeCenterServiceTexts[code]);
    this.name = 'KnowledgeCenterRefusal';
    this.code = code;
  }
}

/** What the service tells its plugin, which publishes each as the table's event of the same name. */
export type KnowledgeCenterNotification =
  | { type: 'online' }
  | { type: 'sessionChanged'; session: KnowledgeSession }
  | { type: 'documentOpened'; document: KnowledgeDocument }
  | { type: 'searched'; result: KnowledgeSearchResult }
  | { type: 'suggested'; text: string; suggestions: string[] }
  | { type: 'voted'; vote: KnowledgeVoteResult }
  | { type: 'noResultsFound'; noResults: KnowledgeNoResults };

/** Options of {@link createKnowledgeCenterService}. */
export interface KnowledgeCenterServiceInput {
  /** The configuration: `_genesys.widgets.knowledgecenter` (the Search window's keys are ignored). */
  options?: unknown;
  /** The `fetch` the calls use. @default globalThis.fetch, looked up per call */
  fetch?: FetchFunction;
  /** Where the session id is kept between pages. @default cookies in memory (a browser page passes the suite's) */
  cookies?: CookieStore;
}

/** The knowledge-centre client (v1 or v2), its session, and what it tells its plugin. */
export interface KnowledgeCenterService {
  /** The current configuration, defaults filled in. */
  readonly options: KnowledgeCenterServiceOptions;
  /** Whether `host` is configured. */
  readonly isConfigured: boolean;
  /** Whether the last health check answered. */
  readonly isOnline: boolean;
  /** The session id known, if any. */
  readonly sessionId: string | undefined;
  /** Resolves once the boot calls (knowledge bases, then ping) have settled. */
  readonly booted: Promise<void>;
  /**
   * Merges the service keys of `options`; boots again when `host` or `apiVersion` changed. Throws a
   * {@link KnowledgeCenterRefusal} for no object, a `KnowledgeCenterConfigError` for bad values.
   */
  configure(options: unknown): KnowledgeCenterServiceOptions;
  /** Searches; an empty result reports `notfound` (v2) and tells `noResultsFound`. */
  search(options: KnowledgeSearchOptions): Promise<KnowledgeSearchResult>;
  /** The most viewed documents. */
  getTrending(options?: KnowledgeTrendingOptions): Promise<KnowledgeSearchResult>;
  /** Records the view, then fetches the whole document. */
  getFullContent(ref: KnowledgeDocumentRef): Promise<KnowledgeDocument>;
  /** The categories of the knowledge bases. */
  getCategories(scope?: KnowledgeScope): Promise<{ categories: KnowledgeCategory[] }>;
  /** Completions of the text typed. */
  getSuggestions(options: KnowledgeSuggestionOptions): Promise<{ suggestions: string[] }>;
  /** Records a view. */
  visit(ref: KnowledgeDocumentRef): Promise<void>;
  /** Records a vote. */
  vote(options: KnowledgeVoteOptions): Promise<KnowledgeVoteResult>;
  /** Rates a document. */
  rating(options: KnowledgeRatingOptions): Promise<void>;
  /** Adds stars and a comment to a vote. */
  addRating(options: KnowledgeAddRatingOptions): Promise<void>;
  /** Reports a question no document answered. */
  unanswered(options?: KnowledgeUnansweredOptions): Promise<void>;
  /** The session; refused with 'Knowledge center session is not started yet' before one is known. */
  sessionInfo(): KnowledgeSession;
  /** Forgets the session (its cookie too): the next call starts another. */
  reset(): void;
  /** Listens to the service's notifications; returns the unsubscribe. */
  subscribe(listener: (notification: KnowledgeCenterNotification) => void): () => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : undefined;
const isStars = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** Creates the knowledge-centre service on an injected `fetch` and cookie store; boots at once when `host` is given. */
export function createKnowledgeCenterService(
  input: KnowledgeCenterServiceInput = {},
): KnowledgeCenterService {
  let options = resolveKnowledgeCenterServiceOptions(input.options);
  const cookies = input.cookies ?? createCookieStore();
  const listeners = new Set<(notification: KnowledgeCenterNotification) => void>();
  let sessionId = restoreKnowledgeSession(cookies);
  let feedbackTypes = new Map<string, KnowledgeFeedbackType>();
  let online = false;
  let booted: Promise<void> = Promise.resolve();

  const tell = (notification: KnowledgeCenterNotification) => {
    for (const listener of [...listeners]) listener(notification);
  };

  const session = (id: string): KnowledgeSession => ({
    sessionId: id,
    language: options.lang,
    ...(options.customerId === undefined ? {} : { customer: options.customerId }),
    media: options.media,
    ...(options.tenantId === undefined ? {} : { tenantId: options.tenantId }),
  });

  // A failed association leaves the session as it is: the next session tries again.
  const associate = (id: string) => {
    if (options.customerId !== undefined)
      void api()
        .associate(id, options.customerId)
        .catch(() => undefined);
  };

  const context: KnowledgeApiContext = {
    options: () => options,
    sessionId: () => sessionId,
    adopt(id) {
      if (id === sessionId) return;
      sessionId = id;
      saveKnowledgeSession(cookies, id);
      tell({ type: 'sessionChanged', session: session(id) });
      associate(id);
    },
    feedbackTypes: () => feedbackTypes,
    fetch: (request, init) => (input.fetch ?? globalThis.fetch)(request, init),
  };
  const apis = { v1: createKnowledgeV1Api(context), v2: createKnowledgeV2Api(context) };
  const api = (): KnowledgeApi => apis[options.apiVersion];

  const boot = () => {
    online = false;
    if (options.host === undefined) return;
    const current = api();
    booted = (async () => {
      try {
        feedbackTypes = feedbackTypesOf(await current.knowledgeBases());
      } catch {
        // The feedback types are only a hint of each document; the ping says whether it is online.
      }
      try {
        await current.ping();
        online = true;
        tell({ type: 'online' });
      } catch {
        online = false;
      }
    })();
  };

  /** Refuses a call before a host is configured; waits for the boot's knowledge bases. */
  const ready = async (): Promise<KnowledgeApi> => {
    if (options.host === undefined) throw new KnowledgeCenterRefusal('notConfigured');
    await booted;
    return api();
  };

  const scopeOf = (given: KnowledgeScope | undefined): ResolvedScope => ({
    kbs: texts(given?.knowledgebases) ?? options.knowledgebases,
    lang: isText(given?.lang) ? given.lang : options.lang,
    media: isText(given?.media) ? given.media : options.media,
    categories: texts(given?.categories) ?? [],
    filters: texts(given?.filters) ?? [],
  });

  const refOf = (given: KnowledgeDocumentRef | undefined): ResolvedRef => {
    if (!isRecord(given) || !isText(given.documentId) || !isText(given.knowledgeBaseId)) {
      throw new KnowledgeCenterRefusal('missingArguments');
    }
    return {
      docId: given.documentId,
      kbId: given.knowledgeBaseId,
      lang: isText(given.lang) ? given.lang : options.lang,
      ...(isText(given.searchId) ? { searchId: given.searchId } : {}),
      ...(isText(given.query) ? { query: given.query } : {}),
      categories: [],
      filters: [],
    };
  };

  const result = (
    found: { documents: KnowledgeDocument[]; searchId?: string },
    query: string,
  ): KnowledgeSearchResult => ({
    documents: found.documents,
    categories: categoriesOf(found.documents),
    query,
    ...(found.searchId === undefined ? {} : { searchId: found.searchId }),
  });

  boot();

  return {
    get options() {
      return options;
    },
    get isConfigured() {
      return options.host !== undefined;
    },
    get isOnline() {
      return online;
    },
    get sessionId() {
      return sessionId;
    },
    get booted() {
      return booted;
    },

    configure(given) {
      if (!isRecord(given) || Object.keys(given).length === 0) {
        throw new KnowledgeCenterRefusal('invalidConfiguration');
      }
      const previous = options;
      options = resolveKnowledgeCenterServiceOptions(given, options);
      if (options.host !== previous.host || options.apiVersion !== previous.apiVersion) boot();
      else if (sessionId !== undefined && options.customerId !== previous.customerId) {
        associate(sessionId);
      }
      return options;
    },

    async search(given) {
      const current = await ready();
      const scope = scopeOf(given);
      const query = typeof given?.query === 'string' ? given.query.trim() : '';
      if (query === '' && scope.categories.length === 0) {
        throw new KnowledgeCenterRefusal('missingArguments');
      }
      const size =
        typeof given.maxSearchResults === 'number' && given.maxSearchResults > 0
          ? given.maxSearchResults
          : options.maxSearchResults;
      const found = result(
        await current.search(scope, query, size, given.junkfree === true),
        query,
      );
      tell({ type: 'searched', result: found });
      if (found.documents.length === 0) {
        // The report is the server's bookkeeping: its failure does not fail the search.
        await current.notFound(scope, query, found.searchId).catch(() => undefined);
        tell({
          type: 'noResultsFound',
          noResults: {
            query,
            ...(found.searchId === undefined ? {} : { searchId: found.searchId }),
          },
        });
      }
      return found;
    },

    async getTrending(given) {
      const current = await ready();
      const n =
        typeof given?.maxTrendingResults === 'number' && given.maxTrendingResults > 0
          ? given.maxTrendingResults
          : options.maxTrendingResults;
      return result(await current.trending(scopeOf(given), n), '');
    },

    async getFullContent(given) {
      const ref = refOf(given);
      const current = await ready();
      // The view is bookkeeping: a failed one does not keep the visitor from the document.
      await current.visit(ref).catch(() => undefined);
      const document = await current.document(ref);
      tell({ type: 'documentOpened', document });
      return document;
    },

    async getCategories(given) {
      const current = await ready();
      return { categories: await current.categories(scopeOf(given)) };
    },

    async getSuggestions(given) {
      if (!isRecord(given) || typeof given.text !== 'string') {
        throw new KnowledgeCenterRefusal('missingArguments');
      }
      const current = await ready();
      const text = given.text;
      const suggestions = text.trim() === '' ? [] : await current.suggest(scopeOf(given), text);
      tell({ type: 'suggested', text, suggestions });
      return { suggestions };
    },

    async visit(given) {
      const ref = refOf(given);
      await (await ready()).visit(ref);
    },

    async vote(given) {
      const ref = refOf(given);
      if (typeof given.relevant !== 'boolean') throw new KnowledgeCenterRefusal('missingArguments');
      const recordId = await (await ready()).vote(ref, given.relevant);
      const vote: KnowledgeVoteResult = {
        documentId: ref.docId,
        knowledgeBaseId: ref.kbId,
        relevant: given.relevant,
        ...(recordId === undefined ? {} : { recordId }),
      };
      tell({ type: 'voted', vote });
      return vote;
    },

    async rating(given) {
      if (
        !isRecord(given) ||
        !isText(given.kbId) ||
        !isText(given.docId) ||
        !isStars(given.rating)
      ) {
        throw new KnowledgeCenterRefusal('missingArguments');
      }
      const ref = refOf({
        documentId: given.docId,
        knowledgeBaseId: given.kbId,
        ...(isText(given.lang) ? { lang: given.lang } : {}),
      });
      await (
        await ready()
      ).rating(ref, given.rating, isText(given.comment) ? given.comment : undefined);
    },

    async addRating(given) {
      if (!isRecord(given) || !isText(given.voteId) || !isStars(given.rating)) {
        throw new KnowledgeCenterRefusal('missingArguments');
      }
      await (
        await ready()
      ).addRating(given.voteId, given.rating, isText(given.comment) ? given.comment : undefined);
    },

    async unanswered(given) {
      const current = await ready();
      await current.unanswered(
        scopeOf(given),
        isText(given?.question) ? given.question : '',
        isText(given?.searchId) ? given.searchId : undefined,
      );
    },

    sessionInfo() {
      if (options.host === undefined) throw new KnowledgeCenterRefusal('notConfigured');
      if (sessionId === undefined) throw new KnowledgeCenterRefusal('noSession');
      return session(sessionId);
    },

    reset() {
      sessionId = undefined;
      clearKnowledgeSession(cookies);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
