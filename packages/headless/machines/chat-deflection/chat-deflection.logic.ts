import type {
  KnowledgeDocument,
  KnowledgeSearchOptions,
} from '../../services/knowledge-center/knowledge-center-service.manifest';
import type { ChatDeflectionOptions } from './chat-deflection.options';
import type {
  DeflectionNotice,
  DeflectionNoticeKey,
  DeflectionSuggestion,
} from './chat-deflection.types';

/** The `href` prefix of an article's link in the transcript; the link's number follows. */
export const articleHrefPrefix = '#cx-kc-article-';

/** The class of an article's link in the transcript, for the site's styles. */
export const articleLinkClass = 'cx-kc-article';

/** The `href` of the link to suggestion `index`. */
export function articleHref(index: number): string {
  return `${articleHrefPrefix}${index}`;
}

/** The suggestion number an `href` links to, or `undefined` when it is no article link. */
export function articleIndexOf(href: string | null | undefined): number | undefined {
  if (!href?.startsWith(articleHrefPrefix)) return undefined;
  const rest = href.slice(articleHrefPrefix.length);
  return /^\d{1,6}$/.test(rest) ? Number(rest) : undefined;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

/**
 * The transcript message of the articles found: the lead-in, then a list of links, each to
 * `#cx-kc-article-<n>` (the reference UI opens the article over the chat instead of following it).
 */
export function suggestionsHtml(
  lead: string,
  first: number,
  documents: KnowledgeDocument[],
): string {
  const items = documents.map(
    (document, offset) =>
      `<li><a href="${articleHref(first + offset)}" class="${articleLinkClass}">${escapeHtml(document.title || document.id)}</a></li>`,
  );
  return `<p>${escapeHtml(lead)}</p><ul>${items.join('')}</ul>`;
}

/** The search options of a question under the settings. */
export function searchOptionsOf(
  query: string,
  options: ChatDeflectionOptions,
): KnowledgeSearchOptions {
  return {
    query,
    junkfree: true,
    ...(options.maxSearchResults === undefined
      ? {}
      : { maxSearchResults: options.maxSearchResults }),
    ...(options.knowledgebases === undefined ? {} : { knowledgebases: options.knowledgebases }),
    ...(options.lang === undefined ? {} : { lang: options.lang }),
  };
}

/** A document as the notices and user data name it: `<kbId>/<id>`. */
export const documentKey = (document: Pick<KnowledgeDocument, 'id' | 'kbId'>) =>
  `${document.kbId}/${document.id}`;

const quoted = (text: string) => `"${text}"`;

/** The sentence the agent reads for each notice (agent transcript mode `readable`). */
const sentences: Record<DeflectionNoticeKey, (details: Record<string, unknown>) => string> = {
  gkc_welcome: () =>
    'Knowledge Center: the visitor is offered answers from the knowledge base until an agent connects.',
  gkc_search: ({ query }) => `Knowledge Center: searched ${quoted(String(query))}.`,
  gkc_suggested: ({ documents }) => {
    const titles = (documents as { title: string }[]).map((document) => quoted(document.title));
    return `Knowledge Center: suggested ${titles.length} ${titles.length === 1 ? 'article' : 'articles'}: ${titles.join(', ')}.`;
  },
  gkc_unanswered: ({ query }) => `Knowledge Center: no article found for ${quoted(String(query))}.`,
  gkc_open: ({ title }) => `Knowledge Center: the visitor opened ${quoted(String(title))}.`,
  gkc_visit: ({ title }) => `Knowledge Center: the visitor read ${quoted(String(title))}.`,
  gkc_vote: ({ title, relevant }) =>
    `Knowledge Center: the visitor found ${quoted(String(title))} ${relevant ? 'helpful' : 'not helpful'}.`,
  gkc_answered: ({ title }) =>
    `Knowledge Center: ${quoted(String(title))} answered the visitor's question.`,
};

/**
 * A notice for the agent: its message the sentence (`readable`) or the key (`keys`), its
 * attributes `{ gkc: key, ...details }`.
 */
export function noticeOf(
  key: DeflectionNoticeKey,
  details: Record<string, unknown>,
  options: Pick<ChatDeflectionOptions, 'agentTranscriptMode'>,
): DeflectionNotice {
  return {
    message: options.agentTranscriptMode === 'keys' ? key : sentences[key](details),
    attributes: { gkc: key, ...details },
  };
}

/** A document as a notice's details name it. */
export function documentDetails(suggestion: DeflectionSuggestion, document = suggestion.document) {
  return {
    docId: document.id,
    kbId: document.kbId,
    title: document.title,
    query: suggestion.query,
    ...(suggestion.searchId === undefined ? {} : { searchId: suggestion.searchId }),
  };
}

/** The knowledge bases of the documents found, each once, comma separated (`gks_kbid`). */
export function knowledgeBasesOf(documents: KnowledgeDocument[]): string {
  return [...new Set(documents.map((document) => document.kbId))].join(',');
}
