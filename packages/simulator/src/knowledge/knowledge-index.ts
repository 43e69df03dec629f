import MiniSearch from 'minisearch';
import { foldTerm } from './knowledge-text';

/** An indexed document of one language. */
export interface IndexedDocument {
  /** `kbId/docId`, unique in a language. */
  key: string;
  /** The document's id. */
  id: string;
  /** Its knowledge base. */
  kbId: string;
  /** Its title. */
  title: string;
  /** Its body as text. */
  text: string;
  /** The ids of its categories and of their ancestors, so a category also finds its sub-categories' documents. */
  categories: string[];
}

/** What a search or a suggestion is limited to. */
export interface IndexScope {
  /** Knowledge bases searched; none or empty for every one. */
  kbs?: readonly string[];
  /** Categories searched (with their sub-categories); none or empty for every one. */
  categories?: readonly string[];
}

/** A search hit, best first. */
export interface IndexHit {
  /** `kbId/docId`. */
  key: string;
  /** MiniSearch's relevance score. */
  score: number;
}

/** The full-text index of one language. */
export interface LanguageIndex {
  /** The documents matching `query` (fuzzy, by prefix, title boosted), best first. */
  search(query: string, scope: IndexScope): IndexHit[];
  /** Completions of `text`'s last word (MiniSearch's autoSuggest), in the words the articles use, best first. */
  suggest(text: string, scope: IndexScope, limit: number): string[];
}

/** Words too common to search on, per language. */
const stopWords: Record<string, ReadonlySet<string>> = {
  en: new Set(
    'a an and are can do does for from how i in is it my of on or the to what when where which who why will with you your'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'a au aux avec ce comment de des du elle en est et il je la le les ma mes mon ou par pour que qui quand quel sur un une vos votre'.split(
      ' ',
    ),
  ),
};

const searchFields = ['title', 'text'];

function inScope(document: IndexedDocument, scope: IndexScope): boolean {
  const kbs = scope.kbs ?? [];
  const categories = scope.categories ?? [];
  if (kbs.length > 0 && !kbs.includes(document.kbId)) return false;
  return categories.length === 0 || categories.some((id) => document.categories.includes(id));
}

/** Builds the index of one language's documents. */
export function createLanguageIndex(
  lang: string,
  documents: readonly IndexedDocument[],
): LanguageIndex {
  const stop = stopWords[lang] ?? new Set<string>();
  // The surface form each folded term was first seen in, so suggestions keep their accents.
  const surfaces = new Map<string, string>();
  const byKey = new Map(documents.map((document) => [document.key, document]));
  const processTerm = (term: string) => {
    const lower = term.toLowerCase();
    const folded = foldTerm(term);
    if (folded.length === 0 || stop.has(folded)) return null;
    if (!surfaces.has(folded)) surfaces.set(folded, lower);
    return folded;
  };
  const index = new MiniSearch<IndexedDocument>({
    idField: 'key',
    fields: searchFields,
    processTerm,
    searchOptions: { boost: { title: 2 }, fuzzy: 0.2, prefix: true, combineWith: 'OR' },
  });
  index.addAll(documents);
  const filter = (scope: IndexScope) => (result: { id: unknown }) => {
    const document = byKey.get(String(result.id));
    return document !== undefined && inScope(document, scope);
  };

  return {
    search(query, scope) {
      return index
        .search(query, { filter: filter(scope) })
        .map((result) => ({ key: String(result.id), score: result.score }));
    },
    suggest(text, scope, limit) {
      // The words typed before the last stay as typed; the last is completed with the index's
      // terms, ranked by MiniSearch's autoSuggest ('how to pa' → 'how to pay', 'how to payment').
      const words = text.trim().split(/\s+/);
      const last = foldTerm(words.at(-1) ?? '');
      const lead = words.slice(0, -1);
      const earlier = new Set(lead.map(foldTerm));
      const completions = new Set<string>();
      for (const suggestion of index.autoSuggest(text, {
        filter: filter(scope),
        fuzzy: 0.2,
        prefix: true,
      })) {
        const fresh = suggestion.terms.filter((term) => !earlier.has(term));
        const prefixed = fresh.filter((term) => term.startsWith(last));
        for (const term of prefixed.length > 0 ? prefixed : fresh) {
          completions.add([...lead, surfaces.get(term) ?? term].join(' '));
        }
      }
      return [...completions].slice(0, limit);
    },
  };
}

/** Whether `document` is in `scope` (its knowledge bases and categories). */
export const isInScope = inScope;
