import type { SimulatorEngine } from '../engine/engine';
import { defineSlice } from '../engine/state-store';
import { createLanguageIndex, type IndexedDocument, type LanguageIndex } from './knowledge-index';
import type { ResolvedKnowledgeOptions } from './knowledge.options';
import {
  knowledgeLanguages,
  sampleArticles,
  sampleCategories,
  sampleKnowledgeBases,
  type KnowledgeFeedbackType,
  type KnowledgeLanguage,
  type SampleArticle,
  type SampleAttachment,
} from './knowledge.sample';
import { htmlToText } from './knowledge-text';

/** The module name the knowledge domain logs under. */
export const KNOWLEDGE_LOG_MODULE = 'knowledge';

/** Where attachments are served (by the v2 module): `{knowledgeAttachmentPath}/{docId}/{fileName}`. */
export const knowledgeAttachmentPath = '/gkc-ws/api/attachments';

/** Which wire a request came in on. */
export type KnowledgeApiVersion = 'v1' | 'v2';

/** A body format: text, or the HTML as written. */
export type KnowledgeFormat = 'TEXT' | 'HTML';

/** A knowledge base as the wire lists it. */
export interface KnowledgeBaseInfo {
  /** Its id. */
  id: string;
  /** Its name in the language asked. */
  name: string;
  /** The feedback it takes. */
  feedbackType: KnowledgeFeedbackType;
  /** The languages it is written in. */
  languages: string[];
}

/** A category in one language. */
export interface KnowledgeCategoryInfo {
  /** Its id. */
  id: string;
  /** Its knowledge base. */
  kbId: string;
  /** The last segment of its path. */
  name: string;
  /** Its path from the root (`Account/Password`). */
  path: string;
  /** Its parent's id, if it has one. */
  parentId?: string;
}

/** A document in one language, in the format asked, before a wire shapes it. */
export interface KnowledgeDocumentView {
  /** Its id. */
  id: string;
  /** Its knowledge base. */
  kbId: string;
  /** Its language. */
  lang: string;
  /** Its title. */
  title: string;
  /** Its body in the format asked. */
  content: string;
  /** Its body as text. */
  text: string;
  /** Its body as HTML. */
  html: string;
  /** Its categories. */
  categories: KnowledgeCategoryInfo[];
  /** Its attachments, with the URL they are served at. */
  attachments: { url: string; fileName: string }[];
  /** Its knowledge base's feedback type. */
  feedbackType: KnowledgeFeedbackType;
  /** Views so far (seeded, then counted). */
  views: number;
  /** Search relevance, for search hits. */
  score?: number;
}

/** A knowledge session: created at a request that carries no (known) session id. */
export interface KnowledgeSessionRecord {
  /** Its id (`kc-session-1`), sent back in `gkc_sessionId` (v2) or the body (v1). */
  sessionId: string;
  /** The wire that created it. */
  version: KnowledgeApiVersion;
  /** When it was created (ISO). */
  createdAt: string;
  /** The language of the request that created it. */
  lang?: string;
  /** The tenant (`ContactCenterID` or `tenantId`) of its first request. */
  tenantId?: string;
  /** `gkc_apiClientId` of its first request. */
  apiClientId?: string;
  /** `gkc_apiClientMediaType` (v1). */
  apiClientMediaType?: string;
  /** The customer associated by `gkc_customerId` or the session update. */
  customerId?: string;
  /** Requests made in it. */
  requests: number;
}

/** The kinds of feedback recorded. */
export type KnowledgeFeedbackKind =
  'view' | 'like' | 'dislike' | 'notfound' | 'unanswered' | 'rating';

/** One feedback call received. */
export interface KnowledgeFeedbackRecord {
  /** Its id (`rec-1`), which the vote answers and a rating may refer to. */
  recordId: string;
  /** What it is. */
  kind: KnowledgeFeedbackKind;
  /** The wire it came in on. */
  version: KnowledgeApiVersion;
  /** When it arrived (ISO). */
  at: string;
  /** The session it was made in. */
  sessionId?: string;
  /** The language given. */
  lang?: string;
  /** The document's knowledge base. */
  kbId?: string;
  /** The document. */
  docId?: string;
  /** The search it refers to. */
  searchId?: string;
  /** The text searched (v1 bodies, `unanswered`). */
  query?: string;
  /** Stars, 1 to 5 (`rating`, or added to a vote). */
  rating?: number;
  /** A comment (`rating`, or added to a vote). */
  comment?: string;
}

/** One search (or trending list) answered. */
export interface KnowledgeSearchRecord {
  /** Its id (`srch-1`). */
  searchId: string;
  /** The wire it came in on. */
  version: KnowledgeApiVersion;
  /** When it arrived (ISO). */
  at: string;
  /** The session it was made in. */
  sessionId?: string;
  /** The language searched. */
  lang: string;
  /** The text searched. */
  query: string;
  /** The knowledge bases asked ([] for all). */
  kbs: string[];
  /** The categories asked ([] for all). */
  categories: string[];
  /** The most results asked. */
  size: number;
  /** How many documents matched. */
  total: number;
  /** The ids of the documents answered, in order. */
  documentIds: string[];
}

/** The feedback counters of one document (every language together). */
export interface KnowledgeCounters {
  /** The document's knowledge base. */
  kbId: string;
  /** The document. */
  docId: string;
  /** Views: the sample's seed plus the views recorded. */
  views: number;
  /** Relevant votes. */
  likes: number;
  /** Irrelevant votes. */
  dislikes: number;
  /** Every rating given, in order. */
  ratings: number[];
}

/** A fault armed through the control API for the next knowledge requests. */
export interface KnowledgeFault {
  /** Its id (`kc-fault-1`). */
  id: string;
  /** `error`: answers `status` with a JSON body; `delay`: waits, then answers normally; `drop`: closes the connection. */
  kind: 'error' | 'delay' | 'drop';
  /** Regular-expression source matched against the request path; none for every knowledge route. */
  route?: string;
  /** HTTP status of an `error`. @default 500 */
  status: number;
  /** The body's message of an `error`. @default the status text */
  message?: string;
  /** Milliseconds waited before answering (any kind). @default 0 */
  delayMs: number;
  /** Requests it still hits; 0 hits until cleared. @default 1 */
  remaining: number;
}

/** Inputs of a search. */
export interface KnowledgeSearchInput {
  version: KnowledgeApiVersion;
  sessionId?: string;
  lang: string;
  query: string;
  kbs: string[];
  categories: string[];
  size?: number;
  from?: number;
  format: KnowledgeFormat;
}

/** Inputs of a feedback call. */
export type KnowledgeFeedbackInput = Omit<KnowledgeFeedbackRecord, 'recordId' | 'at'>;

/** The knowledge back end of a run: the sample knowledge base, its index, sessions, searches, feedback and faults. */
export interface KnowledgeBackEnd {
  /** The knowledge bases, named in `lang`. */
  knowledgeBases(lang?: string): KnowledgeBaseInfo[];
  /** The categories of `kbs` (every knowledge base when empty) in `lang`. */
  categories(lang: string, kbs: readonly string[]): KnowledgeCategoryInfo[];
  /** Searches and records the search; a search with no text lists the categories' documents, most viewed first. */
  search(input: KnowledgeSearchInput): {
    record: KnowledgeSearchRecord;
    documents: KnowledgeDocumentView[];
  };
  /** Completions of `text` in `lang`. */
  suggest(input: {
    lang: string;
    text: string;
    kbs: readonly string[];
    categories: readonly string[];
  }): string[];
  /** The `n` most viewed documents of `kbs` (all when empty) in `lang`. */
  trending(input: {
    lang: string;
    kbs: readonly string[];
    n: number;
    format: KnowledgeFormat;
  }): KnowledgeDocumentView[];
  /** A document in `lang`, or undefined. */
  document(input: {
    lang: string;
    kbId: string;
    docId: string;
    format: KnowledgeFormat;
  }): KnowledgeDocumentView | undefined;
  /** An attachment of a document, or undefined. */
  attachment(docId: string, fileName: string): SampleAttachment | undefined;
  /**
   * The session a request runs in: the known one it names, else a new one (so a simulator reset
   * gives clients a new id, which they must adopt).
   */
  session(
    sessionId: string | undefined,
    seed: Omit<KnowledgeSessionRecord, 'sessionId' | 'createdAt' | 'requests'>,
  ): { session: KnowledgeSessionRecord; created: boolean };
  /** Associates a session with a customer; undefined for an unknown session. */
  updateSession(
    sessionId: string,
    customerId: string | undefined,
  ): KnowledgeSessionRecord | undefined;
  /** Records feedback and updates the document's counters. */
  feedback(input: KnowledgeFeedbackInput): KnowledgeFeedbackRecord;
  /** Adds stars and a comment to a feedback record (a vote); undefined for an unknown record. */
  addRating(
    recordId: string,
    rating: number,
    comment?: string,
  ): KnowledgeFeedbackRecord | undefined;
  /** Whether a document exists in any language. */
  hasDocument(kbId: string, docId: string): boolean;
  /** A document's counters. */
  counters(kbId: string, docId: string): KnowledgeCounters | undefined;
  /** Every document's counters, and the not-found count. */
  allCounters(): { documents: KnowledgeCounters[]; notfound: number; unanswered: number };
  /** Every session, oldest first. */
  sessions(): KnowledgeSessionRecord[];
  /** Every search, oldest first. */
  searches(): KnowledgeSearchRecord[];
  /** Every feedback record, oldest first. */
  feedbackRecords(): KnowledgeFeedbackRecord[];
  /** Forgets sessions, searches, feedback and faults, and restores the seeded counters. */
  clear(): void;
  /** Arms a fault. */
  forceFault(fault: Partial<Omit<KnowledgeFault, 'id'>>): KnowledgeFault;
  /** The armed faults. */
  faults(): KnowledgeFault[];
  /** Clears the armed faults; how many there were. */
  clearFaults(): number;
  /** The fault a request on `path` meets, taken (counted down), if any. */
  takeFault(path: string): KnowledgeFault | undefined;
  /** The required v2 key, if any. */
  apiKey(): string | undefined;
  /** Results of a search without `size`. */
  readonly defaultSearchSize: number;
}

interface KnowledgeStore {
  sessions: KnowledgeSessionRecord[];
  searches: KnowledgeSearchRecord[];
  feedback: KnowledgeFeedbackRecord[];
  counters: Map<string, KnowledgeCounters>;
  faults: KnowledgeFault[];
  next: { session: number; search: number; record: number; fault: number };
}

const keyOf = (kbId: string, docId: string) => `${kbId}/${docId}`;

const seededCounters = () =>
  new Map(
    sampleArticles.map((article) => [
      keyOf(article.kbId, article.id),
      {
        kbId: article.kbId,
        docId: article.id,
        views: article.views,
        likes: 0,
        dislikes: 0,
        ratings: [],
      },
    ]),
  );

const knowledgeSlice = defineSlice<KnowledgeStore>('knowledge', () => ({
  sessions: [],
  searches: [],
  feedback: [],
  counters: seededCounters(),
  faults: [],
  next: { session: 1, search: 1, record: 1, fault: 1 },
}));

const isLanguage = (lang: string): lang is KnowledgeLanguage =>
  (knowledgeLanguages as readonly string[]).includes(lang);

/** A category and every category above it (by path) in its knowledge base. */
function withAncestors(id: string): string[] {
  const category = sampleCategories.find((item) => item.id === id);
  if (!category) return [id];
  return sampleCategories
    .filter(
      (item) =>
        item.kbId === category.kbId &&
        (category.path.en === item.path.en || category.path.en.startsWith(`${item.path.en}/`)),
    )
    .map((item) => item.id);
}

function categoryIn(lang: KnowledgeLanguage, id: string): KnowledgeCategoryInfo | undefined {
  const category = sampleCategories.find((item) => item.id === id);
  if (!category) return undefined;
  const path = category.path[lang];
  const parentPath = category.path.en.split('/').slice(0, -1).join('/');
  const parent = parentPath
    ? sampleCategories.find((item) => item.kbId === category.kbId && item.path.en === parentPath)
    : undefined;
  return {
    id: category.id,
    kbId: category.kbId,
    name: path.split('/').at(-1) ?? path,
    path,
    ...(parent ? { parentId: parent.id } : {}),
  };
}

function buildIndexes(): Map<KnowledgeLanguage, LanguageIndex> {
  return new Map(
    knowledgeLanguages.map((lang) => {
      const documents: IndexedDocument[] = sampleArticles.map((article) => ({
        key: keyOf(article.kbId, article.id),
        id: article.id,
        kbId: article.kbId,
        title: article.text[lang].title,
        text: htmlToText(article.text[lang].html),
        categories: [...new Set(article.categories.flatMap(withAncestors))],
      }));
      return [lang, createLanguageIndex(lang, documents)];
    }),
  );
}

// Built once per process: the sample never changes, only the counters do.
let indexes: Map<KnowledgeLanguage, LanguageIndex> | undefined;

/** Creates the knowledge back end of a run on its engine. */
export function createKnowledgeBackEnd(
  engine: SimulatorEngine,
  options: ResolvedKnowledgeOptions,
): KnowledgeBackEnd {
  const store = () => engine.store.get(knowledgeSlice);
  const at = () => new Date(engine.clock.now()).toISOString();
  const log = (type: string, data: unknown) =>
    engine.events.append(KNOWLEDGE_LOG_MODULE, `knowledge.${type}`, data);
  indexes ??= buildIndexes();
  const languageIndexes = indexes;
  const articles = new Map(
    sampleArticles.map((article) => [keyOf(article.kbId, article.id), article]),
  );
  const feedbackTypeOf = (kbId: string): KnowledgeFeedbackType =>
    sampleKnowledgeBases.find((kb) => kb.id === kbId)?.feedbackType ?? 'NONE';

  const view = (
    lang: KnowledgeLanguage,
    article: SampleArticle,
    format: KnowledgeFormat,
    score?: number,
  ): KnowledgeDocumentView => {
    const { title, html } = article.text[lang];
    const text = htmlToText(html);
    return {
      id: article.id,
      kbId: article.kbId,
      lang,
      title,
      content: format === 'HTML' ? html : text,
      text,
      html,
      categories: article.categories.flatMap((id) => categoryIn(lang, id) ?? []),
      attachments: article.attachments.map(({ fileName }) => ({
        url: `${knowledgeAttachmentPath}/${article.id}/${fileName}`,
        fileName,
      })),
      feedbackType: feedbackTypeOf(article.kbId),
      views: store().counters.get(keyOf(article.kbId, article.id))?.views ?? 0,
      ...(score === undefined ? {} : { score }),
    };
  };

  const inScope = (article: SampleArticle, kbs: readonly string[], categories: readonly string[]) =>
    (kbs.length === 0 || kbs.includes(article.kbId)) &&
    (categories.length === 0 ||
      article.categories.flatMap(withAncestors).some((id) => categories.includes(id)));

  const byViews = (kbs: readonly string[], categories: readonly string[]) =>
    sampleArticles
      .filter((article) => inScope(article, kbs, categories))
      .sort(
        (a, b) =>
          (store().counters.get(keyOf(b.kbId, b.id))?.views ?? 0) -
          (store().counters.get(keyOf(a.kbId, a.id))?.views ?? 0),
      )
      .map((article) => ({ article, score: undefined as number | undefined }));

  const languageOf = (lang: string): KnowledgeLanguage | undefined =>
    isLanguage(lang) ? lang : undefined;

  return {
    knowledgeBases(lang = 'en') {
      const language = languageOf(lang) ?? 'en';
      return sampleKnowledgeBases.map((kb) => ({
        id: kb.id,
        name: kb.name[language],
        feedbackType: kb.feedbackType,
        languages: [...knowledgeLanguages],
      }));
    },

    categories(lang, kbs) {
      const language = languageOf(lang);
      if (!language) return [];
      return sampleCategories
        .filter((category) => kbs.length === 0 || kbs.includes(category.kbId))
        .flatMap((category) => categoryIn(language, category.id) ?? []);
    },

    search(input) {
      const state = store();
      const language = languageOf(input.lang);
      const size = input.size ?? options.defaultSearchSize;
      const from = input.from ?? 0;
      const query = input.query.trim();
      const hits = !language
        ? []
        : query === ''
          ? byViews(input.kbs, input.categories)
          : (languageIndexes.get(language)?.search(query, input) ?? []).flatMap((hit) => {
              const article = articles.get(hit.key);
              return article ? [{ article, score: hit.score }] : [];
            });
      const documents = language
        ? hits
            .slice(from, from + size)
            .map(({ article, score }) => view(language, article, input.format, score))
        : [];
      const record: KnowledgeSearchRecord = {
        searchId: `srch-${state.next.search}`,
        version: input.version,
        at: at(),
        ...(input.sessionId === undefined ? {} : { sessionId: input.sessionId }),
        lang: input.lang,
        query: input.query,
        kbs: [...input.kbs],
        categories: [...input.categories],
        size,
        total: hits.length,
        documentIds: documents.map((document) => document.id),
      };
      state.next.search += 1;
      state.searches.push(record);
      log('searched', record);
      return { record, documents };
    },

    suggest({ lang, text, kbs, categories }) {
      const language = languageOf(lang);
      if (!language || text.trim() === '') return [];
      return (
        languageIndexes.get(language)?.suggest(text, { kbs, categories }, options.maxSuggestions) ??
        []
      );
    },

    trending({ lang, kbs, n, format }) {
      const language = languageOf(lang);
      if (!language) return [];
      return byViews(kbs, [])
        .slice(0, n)
        .map(({ article }) => view(language, article, format));
    },

    document({ lang, kbId, docId, format }) {
      const language = languageOf(lang);
      const article = articles.get(keyOf(kbId, docId));
      return language && article ? view(language, article, format) : undefined;
    },

    attachment(docId, fileName) {
      return sampleArticles
        .find((article) => article.id === docId)
        ?.attachments.find((attachment) => attachment.fileName === fileName);
    },

    session(sessionId, seed) {
      const state = store();
      const known =
        sessionId === undefined
          ? undefined
          : state.sessions.find((session) => session.sessionId === sessionId);
      if (known) {
        known.requests += 1;
        if (seed.customerId !== undefined && known.customerId !== seed.customerId) {
          known.customerId = seed.customerId;
        }
        return { session: known, created: false };
      }
      const session: KnowledgeSessionRecord = {
        sessionId: `kc-session-${state.next.session}`,
        createdAt: at(),
        requests: 1,
        ...Object.fromEntries(Object.entries(seed).filter(([, value]) => value !== undefined)),
        version: seed.version,
      };
      state.next.session += 1;
      state.sessions.push(session);
      log('sessionCreated', session);
      return { session, created: true };
    },

    updateSession(sessionId, customerId) {
      const session = store().sessions.find((item) => item.sessionId === sessionId);
      if (!session) return undefined;
      if (customerId !== undefined) session.customerId = customerId;
      log('sessionUpdated', session);
      return session;
    },

    feedback(input) {
      const state = store();
      const record: KnowledgeFeedbackRecord = {
        recordId: `rec-${state.next.record}`,
        at: at(),
        ...(Object.fromEntries(
          Object.entries(input).filter(([, value]) => value !== undefined),
        ) as KnowledgeFeedbackInput),
      };
      state.next.record += 1;
      state.feedback.push(record);
      const counters =
        input.kbId && input.docId ? state.counters.get(keyOf(input.kbId, input.docId)) : undefined;
      if (counters) {
        if (input.kind === 'view') counters.views += 1;
        if (input.kind === 'like') counters.likes += 1;
        if (input.kind === 'dislike') counters.dislikes += 1;
        if (input.kind === 'rating' && input.rating !== undefined)
          counters.ratings.push(input.rating);
      }
      log('feedback', record);
      return record;
    },

    addRating(recordId, rating, comment) {
      const state = store();
      const record = state.feedback.find((item) => item.recordId === recordId);
      if (!record) return undefined;
      record.rating = rating;
      if (comment !== undefined) record.comment = comment;
      if (record.kbId && record.docId) {
        state.counters.get(keyOf(record.kbId, record.docId))?.ratings.push(rating);
      }
      log('ratingAdded', record);
      return record;
    },

    hasDocument: (kbId, docId) => articles.has(keyOf(kbId, docId)),

    counters(kbId, docId) {
      const counters = store().counters.get(keyOf(kbId, docId));
      return counters ? { ...counters, ratings: [...counters.ratings] } : undefined;
    },

    allCounters() {
      const state = store();
      return {
        documents: [...state.counters.values()].map((item) => ({
          ...item,
          ratings: [...item.ratings],
        })),
        notfound: state.feedback.filter((item) => item.kind === 'notfound').length,
        unanswered: state.feedback.filter((item) => item.kind === 'unanswered').length,
      };
    },

    sessions: () => [...store().sessions],
    searches: () => [...store().searches],
    feedbackRecords: () => [...store().feedback],

    clear() {
      const state = store();
      state.sessions = [];
      state.searches = [];
      state.feedback = [];
      state.faults = [];
      state.counters = seededCounters();
      log('cleared', {});
    },

    forceFault(given) {
      const state = store();
      const fault: KnowledgeFault = {
        id: `kc-fault-${state.next.fault}`,
        kind: given.kind ?? 'error',
        ...(given.route === undefined ? {} : { route: given.route }),
        status: given.status ?? 500,
        ...(given.message === undefined ? {} : { message: given.message }),
        delayMs: given.delayMs ?? 0,
        remaining: given.remaining ?? 1,
      };
      state.next.fault += 1;
      state.faults.push(fault);
      log('faultArmed', fault);
      return fault;
    },

    faults: () => store().faults.map((fault) => ({ ...fault })),

    clearFaults() {
      const state = store();
      const cleared = state.faults.length;
      state.faults = [];
      return cleared;
    },

    takeFault(path) {
      const state = store();
      const fault = state.faults.find(
        (item) => item.route === undefined || new RegExp(item.route).test(path),
      );
      if (!fault) return undefined;
      if (fault.remaining > 0) {
        fault.remaining -= 1;
        if (fault.remaining === 0) state.faults = state.faults.filter((item) => item !== fault);
      }
      log('faultApplied', { id: fault.id, path });
      return { ...fault };
    },

    apiKey: () => options.apiKey,
    defaultSearchSize: options.defaultSearchSize,
  };
}
