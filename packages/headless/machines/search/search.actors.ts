import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import type {
  KnowledgeDocument,
  KnowledgeDocumentRef,
  KnowledgeSearchOptions,
  KnowledgeSearchResult,
  KnowledgeTrendingOptions,
  KnowledgeVoteOptions,
  KnowledgeVoteResult,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import {
  autocompleteMachine,
  type AutocompleteMachine,
} from '../autocomplete/autocomplete.machine';
import type { AutocompleteEvent, AutocompleteInput } from '../autocomplete/autocomplete.types';
import type { KnowledgeClient } from './search.types';

/** What an actor that calls the knowledge centre is given: the client and the call's options. */
export interface KnowledgeCall<Options> {
  /** The knowledge centre. */
  knowledge: KnowledgeClient;
  /** The call's options. */
  options: Options;
  /** The plugin called. */
  servicePlugin: string;
}

/** What the rating actor is given: the stars and comment, on a recorded vote or on the document. */
export interface RatingCall {
  /** The knowledge centre. */
  knowledge: KnowledgeClient;
  /** The plugin called. */
  servicePlugin: string;
  /** The stars, 1 to 5. */
  rating: number;
  /** The comment. */
  comment: string;
  /** The vote the stars are added to (`addRating`), when one was recorded. */
  voteId: string | undefined;
  /** The document rated (`rating`), else. */
  document: KnowledgeDocumentRef;
}

/** Reads the trending documents (`getTrending`). */
export const loadTrending = fromPromise<
  KnowledgeSearchResult,
  KnowledgeCall<KnowledgeTrendingOptions>
>(({ input }) => input.knowledge.getTrending(input.options, input.servicePlugin));

/** Searches (`search`). */
export const runSearch = fromPromise<KnowledgeSearchResult, KnowledgeCall<KnowledgeSearchOptions>>(
  ({ input }) => input.knowledge.search(input.options, input.servicePlugin),
);

/** Asks for the questions that complete the typed text (`getSuggestions`). */
export const loadSuggestions = fromPromise<string[], KnowledgeCall<{ text: string } & object>>(
  async ({ input }) => {
    const { suggestions } = await input.knowledge.getSuggestions(
      input.options,
      input.servicePlugin,
    );
    return Array.isArray(suggestions)
      ? suggestions.filter((item): item is string => typeof item === 'string')
      : [];
  },
);

/** Reads a document in full (`getFullContent`). */
export const loadDocument = fromPromise<KnowledgeDocument, KnowledgeCall<KnowledgeDocumentRef>>(
  ({ input }) => input.knowledge.getFullContent(input.options, input.servicePlugin),
);

/** Votes on the document (`vote`). */
export const sendVote = fromPromise<KnowledgeVoteResult, KnowledgeCall<KnowledgeVoteOptions>>(
  ({ input }) => input.knowledge.vote(input.options, input.servicePlugin),
);

/** Sends the stars and the comment: added to the recorded vote (`addRating`), else on the document (`rating`). */
export const sendRating = fromPromise<unknown, RatingCall>(({ input }) => {
  const comment = input.comment.trim();
  return input.voteId === undefined
    ? input.knowledge.rating(
        {
          kbId: input.document.knowledgeBaseId,
          docId: input.document.documentId,
          rating: input.rating,
          ...(comment ? { comment } : {}),
          ...(input.document.lang ? { lang: input.document.lang } : {}),
        },
        input.servicePlugin,
      )
    : input.knowledge.addRating(
        {
          voteId: input.voteId,
          rating: input.rating,
          ...(comment ? { comment } : {}),
        },
        input.servicePlugin,
      );
});

/** What {@link autocompleteSession} tells the window that runs it. */
export type AutocompleteSessionNews =
  | { type: 'autocomplete.snapshot'; snapshot: SnapshotFrom<AutocompleteMachine> }
  | { type: 'autocomplete.selected'; value: string }
  | { type: 'autocomplete.skipped'; value: string };

/**
 * Runs the question input (the autocomplete primitive): takes its events, and reports its
 * snapshots, its picks and Enter on the typed text, so that the window's snapshot holds the input's.
 */
export const autocompleteSession = fromCallback<AutocompleteEvent, AutocompleteInput>(
  ({ input, sendBack, receive }) => {
    const autocomplete = createActor(autocompleteMachine, { input });
    const report = () =>
      sendBack({
        type: 'autocomplete.snapshot',
        snapshot: autocomplete.getSnapshot(),
      } satisfies AutocompleteSessionNews);
    const snapshots = autocomplete.subscribe(report);
    const picks = autocomplete.on('selected', ({ value }) =>
      sendBack({ type: 'autocomplete.selected', value } satisfies AutocompleteSessionNews),
    );
    const skips = autocomplete.on('skipped', ({ value }) =>
      sendBack({ type: 'autocomplete.skipped', value } satisfies AutocompleteSessionNews),
    );
    autocomplete.start();
    report();
    receive((event) => autocomplete.send(event));
    return () => {
      snapshots.unsubscribe();
      picks.unsubscribe();
      skips.unsubscribe();
      autocomplete.stop();
    };
  },
);
