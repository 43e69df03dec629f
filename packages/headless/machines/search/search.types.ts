import type { SnapshotFrom } from 'xstate';
import type {
  KnowledgeAddRatingOptions,
  KnowledgeDocument,
  KnowledgeDocumentRef,
  KnowledgeRatingOptions,
  KnowledgeSearchOptions,
  KnowledgeSearchResult,
  KnowledgeSuggestionOptions,
  KnowledgeTrendingOptions,
  KnowledgeVoteOptions,
  KnowledgeVoteResult,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import type { AutocompleteMachine } from '../autocomplete/autocomplete.machine';
import type { AutocompleteEvent } from '../autocomplete/autocomplete.types';
import type {
  WidgetWindowState,
  WindowPartsContext,
  WindowPartsInput,
} from '../widget-window/widget-window.types';
import type { SearchOptions, SearchOptionsInput } from './search.options';

/**
 * The knowledge centre as the window uses it: one function per `KnowledgeCenterService` command,
 * told the plugin to call (the widget calls the bus's `<servicePlugin>.<command>`; tests give fakes).
 */
export interface KnowledgeClient {
  /** `getTrending`: the documents asked most. */
  getTrending(
    options: KnowledgeTrendingOptions,
    servicePlugin: string,
  ): Promise<KnowledgeSearchResult>;
  /** `search`: the documents that answer a question. */
  search(options: KnowledgeSearchOptions, servicePlugin: string): Promise<KnowledgeSearchResult>;
  /** `getSuggestions`: questions that complete the text typed so far. */
  getSuggestions(
    options: KnowledgeSuggestionOptions,
    servicePlugin: string,
  ): Promise<{ suggestions: string[] }>;
  /** `getFullContent`: a document in full (the service records the view first). */
  getFullContent(options: KnowledgeDocumentRef, servicePlugin: string): Promise<KnowledgeDocument>;
  /** `vote`: the visitor found the document relevant, or not. */
  vote(options: KnowledgeVoteOptions, servicePlugin: string): Promise<KnowledgeVoteResult>;
  /** `rating`: stars and a comment on a document. */
  rating(options: KnowledgeRatingOptions, servicePlugin: string): Promise<unknown>;
  /** `addRating`: stars and a comment added to a recorded vote. */
  addRating(options: KnowledgeAddRatingOptions, servicePlugin: string): Promise<unknown>;
}

/** What a search of one open is scoped to (`Search.open`'s options but the query and the window's own). */
export interface SearchScope {
  /** Category ids to search within. */
  categories?: string[];
  /** The knowledge bases searched. */
  knowledgebases?: string[];
  /** Most results of a search. */
  maxSearchResults?: number;
  /** The media searched. */
  media?: string;
  /** The language. */
  lang?: string;
  /** v1 only. */
  junkfree?: boolean;
}

/** What an open brings (`Search.open`'s options, checked). */
export interface SearchPrefill {
  /** The question to ask at once. */
  query?: string;
  /** The scope of this open's searches. */
  scope?: SearchScope;
  /** Hides the question input. */
  hideSearchBar?: boolean;
  /** The window's title for this open. */
  windowTitle?: string;
  /** A document to show at once (`Search.openDocument`). */
  document?: KnowledgeDocumentRef;
}

/** What the window asks of the knowledge centre that failed: the view then shows the error. */
export type SearchFailure = 'trending' | 'search' | 'document';

/** The feedback a document takes, from its knowledge base's `feedbackType`: none, Yes/No, or Yes/No and stars. */
export type SearchFeedback = 'none' | 'vote' | 'either';

/** Input of the search machine. */
export interface SearchInput extends Omit<WindowPartsInput, 'name'> {
  /** Settings (`_genesys.widgets.knowledgecenter`'s window keys), checked; each has a default. */
  options?: SearchOptionsInput;
  /** The knowledge centre. @default rejects every call: the widget gives the bus's `<servicePlugin>` */
  knowledge?: KnowledgeClient;
  /** Base of the elements' ids. @default 'cx-search' */
  id?: string;
}

/** Context of the search machine. */
export interface SearchContext extends WindowPartsContext {
  /** Base of the elements' ids. */
  id: string;
  /** Settings. */
  options: SearchOptions;
  /** The knowledge centre. */
  knowledge: KnowledgeClient;
  /** Whether the side button shows (`SearchButton.enabled`, then `show/hideSearchButton`). */
  buttonShown: boolean;
  /** What the open brought. */
  prefill: SearchPrefill | undefined;
  /** The question input (the autocomplete primitive) as it is now. */
  autocomplete: SnapshotFrom<AutocompleteMachine> | undefined;
  /** The question last asked. */
  query: string;
  /** The trending documents of this open. */
  trending: KnowledgeSearchResult | undefined;
  /** The last search's result. */
  result: KnowledgeSearchResult | undefined;
  /** The document asked for, while it loads or shows. */
  documentRef: KnowledgeDocumentRef | undefined;
  /** The document shown in full. */
  document: KnowledgeDocument | undefined;
  /** What failed last. */
  failure: SearchFailure | undefined;
  /** The vote given on the document shown. */
  vote: KnowledgeVoteResult | undefined;
  /** The stars chosen (1 to 5), not yet sent. */
  rating: number | undefined;
  /** The comment typed with the stars. */
  comment: string;
  /** Whether the last feedback request failed. */
  feedbackFailed: boolean;
}

/** Events of the search machine: the visitor's and the site's requests, and its actors' news. */
export type SearchEvent =
  | { type: 'window.open'; minimized?: boolean; prefill?: SearchPrefill }
  /** `force` closes as the group does (another channel opened, `App.closeAll`). */
  | { type: 'window.close'; force?: boolean }
  | { type: 'window.minimize'; minimized?: boolean }
  /** The window's measured size (for the dock). */
  | { type: 'window.resize'; width: number }
  /** The viewport changed, or the app's mobile mode switched (`mobile`). */
  | { type: 'viewport.change'; mobile?: boolean }
  /** The question's text as typed. */
  | { type: 'query.change'; value: string }
  /** The question input's keys and pointer (highlight, pick, close the list). */
  | Extract<
      AutocompleteEvent,
      {
        type:
          | 'highlight.next'
          | 'highlight.prev'
          | 'highlight.set'
          | 'suggestion.select'
          | 'list.close'
          | 'input.submit';
      }
    >
  /** The clear icon: an empty question, and the trending documents again. */
  | { type: 'query.clear' }
  /** Ask: searches the question typed. */
  | { type: 'search.submit' }
  /** 'More' of a result (or a trending document), or `Search.openDocument` while open. */
  | { type: 'document.open'; document: KnowledgeDocumentRef }
  /** Back from the document: the list it was opened from. */
  | { type: 'document.back' }
  /** 'Was this helpful?' Yes (`relevant`) or No. */
  | { type: 'feedback.vote'; relevant: boolean }
  /** A star of the rating, 1 to 5. */
  | { type: 'rating.set'; rating: number }
  /** The comment's text as typed. */
  | { type: 'comment.change'; comment: string }
  /** Sends the stars and the comment. */
  | { type: 'rating.submit' }
  /** New settings (`Search.configure`), already checked. */
  | { type: 'widget.configure'; options: SearchOptions }
  /** `Search.showSearchButton` (true) and `hideSearchButton` (false). */
  | { type: 'button.toggle'; shown: boolean }
  /** The question input's news: its snapshot, a pick, Enter on the typed text. */
  | { type: 'autocomplete.snapshot'; snapshot: SnapshotFrom<AutocompleteMachine> }
  | { type: 'autocomplete.selected'; value: string }
  | { type: 'autocomplete.skipped'; value: string };

/** What the search machine emits: the `Search` events (protocols 8.3). */
export type SearchEmitted = { type: 'opened' } | { type: 'closed' };

/** Where the window is. */
export type SearchWindowState = WidgetWindowState;
