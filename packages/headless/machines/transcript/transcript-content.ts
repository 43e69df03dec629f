import type { ChatMessage } from '../../transports/chat.types';

/** A run of plain text, or a web address shown as a link. */
export type ContentSegment =
  | { /** Plain text. */ kind: 'text'; /** The text. */ text: string }
  | {
      /** A link. */ kind: 'link';
      /** The address as written. */ text: string;
      /** Where it goes. */ href: string;
    };

/** A message's text ready to show: plain text (HTML reduced to its text) split around web addresses. */
export interface PreparedContent {
  /** The plain text, for the live region. */
  plain: string;
  /** What the bubble shows. */
  segments: ContentSegment[];
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * The text of an HTML fragment, with line breaks for `<br>` and ends of blocks. Nothing of the
 * markup is kept, so no sanitiser is needed; `DOMParser` documents are inert (no scripts, no loads).
 */
export function htmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
  if (typeof DOMParser !== 'undefined') {
    return (new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '').trim();
  }
  return marked
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

const address = /\bhttps?:\/\/[^\s<>"']+/gi;
const trailing = /[.,!?;:)\]]+$/;

/** Splits text around its http(s) addresses (closing punctuation stays text). */
export function linkify(text: string): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(address)) {
    const href = match[0].replace(trailing, '');
    if (match.index > from) segments.push({ kind: 'text', text: text.slice(from, match.index) });
    segments.push({ kind: 'link', text: href, href });
    from = match.index + href.length;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
}

/** Prepares a message text: HTML reduced to text, then web addresses made links. */
export function prepareContent(text: string, html: boolean): PreparedContent {
  const plain = html ? htmlToText(text) : text;
  return { plain, segments: linkify(plain) };
}

/** Prepared contents by message index, kept while the message's text stays the same. */
export interface ContentCache {
  /** The message's prepared content, computed once per index and text. */
  get(message: ChatMessage): PreparedContent;
}

/**
 * A cache of prepared contents: each message is prepared once per content version (index, text and
 * HTML flag), however often its row mounts again while scrolling.
 */
export function createContentCache(prepare = prepareContent): ContentCache {
  const entries = new Map<number, { text: string; html: boolean; content: PreparedContent }>();
  return {
    get(message) {
      const entry = entries.get(message.index);
      if (entry && entry.text === message.text && entry.html === message.html) return entry.content;
      const content = prepare(message.text, message.html);
      entries.set(message.index, { text: message.text, html: message.html, content });
      return content;
    },
  };
}
