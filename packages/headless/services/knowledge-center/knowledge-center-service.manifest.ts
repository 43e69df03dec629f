import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';

/** `_genesys.widgets.knowledgecenter` (protocols 7; service-protocols 11), as `configure` takes it. */
export interface KnowledgeCenterConfigureOptions {
  /** The knowledge centre's base URL; the API paths are appended to it. */
  host?: string;
  /** `'v2'` (the default) or `'v1'`, case-insensitive. */
  apiVersion?: string;
  /** The knowledge bases searched. @default [] */
  knowledgebases?: string[];
  /** @default 'en' */
  lang?: string;
  /** @default 'all' */
  media?: string;
  /** Sent as `gkc_apiClientId`. @default 'gwidget' */
  apiClientId?: string;
  /** Sent as `gkc_apiClientMediaType`, v1 only. @default 'selfservice' */
  apiClientMediaType?: string;
  /** @default 5 */
  maxTrendingResults?: number;
  /** @default 3 */
  maxSearchResults?: number;
  /** Asks the server for HTML bodies (`outputFormat=HTML`). @default false */
  enableHTML?: boolean;
  /** Sent as `ContactCenterID` (v2) and `tenantId` (v1). */
  tenantId?: string;
  /** Sent as `x-api-key` (v2). */
  apikey?: string;
  /** Sent as `gkc_customerId`; set, the session is associated with it. */
  customerId?: string;
  /** The Search window's keys (`search.SearchButton`...) and `servicePlugin` ride along, ignored here. */
  [key: string]: unknown;
}

/** A category of a knowledge base. */
export interface KnowledgeCategory {
  id: string;
  kbId?: string;
  name: string;
  /** The category's path from its root, e.g. `Billing/Payments`. */
  path?: string;
}

/** A file attached to a document. */
export interface KnowledgeAttachment {
  url: string;
  fileName: string;
}

/** Whether a knowledge base takes votes (`VOTE`), ratings too (`EITHER`), or no feedback (`NONE`). */
export type KnowledgeFeedbackType = 'NONE' | 'VOTE' | 'EITHER';

/**
 * A document as the service hands it out, whatever the API version (protocols 7's normalised
 * shape). `answer` is text; `answerContent` is the body as the server sent it, HTML when
 * `enableHTML` is on: never put it on a page without the site-HTML sanitiser.
 */
export interface KnowledgeDocument {
  id: string;
  kbId: string;
  /** The title, or the question of a question-and-answer document. */
  title: string;
  /** The body as text (a search gives the snippet the server sent). */
  answer: string;
  /** The body as the server sent it (text, or HTML with `enableHTML`). */
  answerContent: string;
  attachments: KnowledgeAttachment[];
  /** The ids of its categories. */
  categories: string[];
  relatedCategories: KnowledgeCategory[];
  /** Its knowledge base's feedback type, when known. */
  feedbackType?: KnowledgeFeedbackType;
  /** The search it was found by. */
  searchId?: string;
}

/** A search's, or the trending list's, result. */
export interface KnowledgeSearchResult {
  documents: KnowledgeDocument[];
  categories: KnowledgeCategory[];
  /** The text searched ('' for trending). */
  query: string;
  /** The server's id of the search, for feedback on it. */
  searchId?: string;
}

/** The options every knowledge call may override for itself. */
export interface KnowledgeScope {
  /** @default the configured `knowledgebases` */
  knowledgebases?: string[];
  /** @default the configured `lang` */
  lang?: string;
  /** @default the configured `media` */
  media?: string;
  /** Category ids to search within. */
  categories?: string[];
  filters?: string[];
}

/** Options of `search`. A search needs a non-empty `query` or preset `categories`. */
export interface KnowledgeSearchOptions extends KnowledgeScope {
  query?: string;
  /** @default the configured `maxSearchResults` */
  maxSearchResults?: number;
  /** v1 only. */
  junkfree?: boolean;
}

/** Options of `getTrending`. */
export interface KnowledgeTrendingOptions extends KnowledgeScope {
  /** @default the configured `maxTrendingResults` */
  maxTrendingResults?: number;
}

/** Options of `getSuggestions`: the text typed so far. */
export interface KnowledgeSuggestionOptions extends KnowledgeScope {
  text: string;
}

/** A document named by its ids (`getFullContent`, `visit`). */
export interface KnowledgeDocumentRef {
  documentId: string;
  knowledgeBaseId: string;
  /** @default the configured `lang` */
  lang?: string;
  /** The search the document was found by. */
  searchId?: string;
  /** The text that found it (v1 feedback bodies carry it). */
  query?: string;
}

/** Options of `vote`: the visitor found the document relevant, or not. */
export interface KnowledgeVoteOptions extends KnowledgeDocumentRef {
  relevant: boolean;
}

/** What `vote` answers and `voted` carries. */
export interface KnowledgeVoteResult {
  documentId: string;
  knowledgeBaseId: string;
  relevant: boolean;
  /** The server's record of the vote, which `addRating` refers to. */
  recordId?: string;
}

/** Options of `rating`: stars (1 to 5) and a comment on a document. */
export interface KnowledgeRatingOptions {
  kbId: string;
  docId: string;
  rating: number;
  comment?: string;
  lang?: string;
}

/** Options of `addRating`: stars and a comment added to a vote already recorded. */
export interface KnowledgeAddRatingOptions {
  voteId: string;
  rating: number;
  comment?: string;
}

/** Options of `unanswered`: a question no document answered. */
export interface KnowledgeUnansweredOptions extends KnowledgeScope {
  question?: string;
  searchId?: string;
}

/** The knowledge session (spec 3, entities). */
export interface KnowledgeSession {
  sessionId: string;
  language: string;
  customer?: string;
  media: string;
  tenantId?: string;
}

/** What `noResultsFound` carries. */
export interface KnowledgeNoResults {
  query: string;
  searchId?: string;
}

/**
 * The `KnowledgeCenterService` table (protocols 7, 8.3; service-protocols 11 and 13). An HTTP
 * failure rejects with a `KnowledgeHttpError`: the response text as its message, the status as
 * `code`, the status text as `statusText`.
 */
export const knowledgeCenterServiceManifest = declarePlugin({
  name: 'KnowledgeCenterService',
  commands: {
    configure: command<KnowledgeCenterConfigureOptions>(),
    search: command<KnowledgeSearchOptions, KnowledgeSearchResult>(),
    getTrending: command<KnowledgeTrendingOptions | undefined, KnowledgeSearchResult>(),
    getFullContent: command<KnowledgeDocumentRef, KnowledgeDocument>(),
    getCategories: command<KnowledgeScope | undefined, { categories: KnowledgeCategory[] }>(),
    getSuggestions: command<KnowledgeSuggestionOptions, { suggestions: string[] }>(),
    visit: command<KnowledgeDocumentRef>(),
    vote: command<KnowledgeVoteOptions, KnowledgeVoteResult>(),
    rating: command<KnowledgeRatingOptions>(),
    addRating: command<KnowledgeAddRatingOptions>(),
    unanswered: command<KnowledgeUnansweredOptions | undefined>(),
    sessionInfo: command<undefined, KnowledgeSession>(),
    reset: command(),
  },
  events: {
    online: event(),
    sessionChanged: event<KnowledgeSession>(),
    documentOpened: event<KnowledgeDocument>(),
    searched: event<KnowledgeSearchResult>(),
    suggested: event<{ text: string; suggestions: string[] }>(),
    voted: event<KnowledgeVoteResult>(),
    noResultsFound: event<KnowledgeNoResults>(),
  },
  rejections: {
    invalidConfiguration: 'Invalid configuration',
    notConfigured: 'KnowledgeCenterService is not configured',
    noSession: 'Knowledge center session is not started yet',
    missingArguments: 'All mandatory arguments must be provided',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof knowledgeCenterServiceManifest> {}
    interface Events extends EventsOf<typeof knowledgeCenterServiceManifest> {}
  }
}
