import type {
  KnowledgeDocument,
  KnowledgeFeedbackType,
  KnowledgeSearchOptions,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import type { SearchFeedback, SearchScope } from './search.types';

/** Characters of a result's snippet before it is cut (spec 3, sections 5 and 9). */
export const snippetLength = 250;

/** Most suggestions shown under the question (spec 3, section 9: autocomplete 5). */
export const maxSuggestions = 5;

/** Characters typed before suggestions are asked for (spec 3, section 2: minimum 1). */
export const minSuggestionLength = 1;

/** Most trending documents shown before a search (spec 3, section 9: max trending 5). */
export const maxTrending = 5;

/** The stars of a rating. */
export const ratingStars = [1, 2, 3, 4, 5] as const;

/** A result's snippet: the text cut at 250 characters plus '...' when longer (spec 3, section 5). */
export function snippetOf(text: string, length = snippetLength): string {
  const characters = Array.from(text.trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text.trim();
}

/**
 * The feedback a document takes, from its knowledge base's `feedbackType`: `VOTE` Yes/No only,
 * `EITHER` Yes/No and the stars with a comment, `NONE` nothing. Unknown, it takes the vote.
 */
export function feedbackOf(type: KnowledgeFeedbackType | undefined): SearchFeedback {
  if (type === 'NONE') return 'none';
  if (type === 'EITHER') return 'either';
  return 'vote';
}

/** Whether a search has something to search: a question that is not blank, or preset categories. */
export function isSearchable(query: string, scope: SearchScope | undefined): boolean {
  return query.trim() !== '' || (scope?.categories?.length ?? 0) > 0;
}

/** The service's `search` options for a question within an open's scope. */
export function searchRequestOf(
  query: string,
  scope: SearchScope | undefined,
): KnowledgeSearchOptions {
  return { ...scope, query: query.trim() };
}

/** Whether `rating` is a whole number of stars, 1 to 5. */
export function isStars(rating: unknown): rating is number {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5;
}

/** The searchId feedback on a document carries: the document's own, else the search's. */
export function searchIdOf(
  document: KnowledgeDocument | undefined,
  searchId: string | undefined,
): string | undefined {
  return document?.searchId ?? searchId;
}
