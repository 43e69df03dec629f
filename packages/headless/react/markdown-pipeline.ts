import type { Element, Root, RootContent } from 'hast';
import { fromDom } from 'hast-util-from-dom';
import type { Nodes as MarkdownNodes, Root as MarkdownRoot } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { toString as markdownNodeText } from 'mdast-util-to-string';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type Processor, unified } from 'unified';

/**
 * Longer sources are shown as plain text. Ordinary markdown costs time linear in its length (a
 * 300-character card about 1 to 2 ms), but micromark is quadratic on some crafted inputs (mismatched
 * emphasis, runs of setext underlines): at 20 000 characters those block the page for seconds, at
 * this cap for about 0.2 s (`npm run bench`). Chat messages default to at most 500 characters.
 */
export const MARKDOWN_MAX_LENGTH = 4_000;

/** More container markers than this at the start of one line is crafted nesting, shown as text. */
const maxLineNesting = 16;

/** More unclosed brackets than this at once is crafted nesting, shown as text. */
const maxBracketDepth = 32;

/** A longer run of what may be an address's trailing punctuation is crafted, shown as text. */
const maxAddressTrail = 64;

/** How many rendered sources are kept, so a re-rendered transcript never parses a message twice. */
export const MARKDOWN_CACHE_SIZE = 500;

/**
 * GitHub's default schema narrowed to what CommonMark produces. Raw HTML never reaches it
 * (it is turned into text first), so this is the second wall: no `style`, no `on*`, no `id`/`name`
 * (nothing to clobber), and only URL schemes that cannot run script. hast-util-sanitize compares
 * schemes after markdown has decoded character references and {@link lowerCaseSchemes} has lower-cased
 * them, so `JaVaScRiPt:` and `&#106;avascript:` fail the comparison and lose their URL.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [
    'a',
    'blockquote',
    'br',
    'code',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    'strong',
    'ul',
  ],
  attributes: {
    a: ['href', 'title'],
    code: [['className', /^language-[\w-]+$/]],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
  },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  required: {},
};

/** An image may only load from an absolute http(s) URL: a relative one would hit the host site. */
const remoteImage = /^https?:\/\//i;

/** Resolves relative addresses, so only an address a browser cannot parse at all fails. */
const resolveBase = 'https://relative.invalid/';

/** Whether a browser can parse the address at all. */
function isParsableUrl(href: string): boolean {
  try {
    return new URL(href, resolveBase).href !== '';
  } catch {
    return false;
  }
}

function hardenElement(element: Element): void {
  if (element.tagName === 'a') {
    // A bare address that runs into a control character (`http://a.b)\u0010url(x)`) is no URL: the
    // link would lead nowhere, so it keeps no address, like one of a refused scheme.
    const { href } = element.properties;
    if (typeof href === 'string' && !isParsableUrl(href)) delete element.properties.href;
    // Links leave the widget: a new tab keeps the chat open, and `noopener` stops the target page
    // from reaching back through `window.opener`.
    element.properties.rel = ['noopener', 'noreferrer'];
    element.properties.target = '_blank';
  } else if (element.tagName === 'img' && !remoteImage.test(String(element.properties.src ?? ''))) {
    delete element.properties.src;
  }
}

/**
 * GitHub's autolink literals, and nothing else of GFM: agents paste bare addresses
 * (`https://…`, `www.…`, e-mail addresses) and a pushed URL is one, so they must link as they do in
 * plain-text messages. Registered like remark-gfm does; the links still pass the sanitise schema.
 */
function autolinkLiterals(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmAutolinkLiteral());
  (data.fromMarkdownExtensions ??= []).push(gfmAutolinkLiteralFromMarkdown());
}

/** Markdown nodes whose children are blocks (CommonMark: no tables or footnotes). */
const flowParents = new Set<string>(['root', 'blockquote', 'listItem']);

/**
 * Raw HTML in a message is shown as the text it is, not as markup and not dropped: an agent who
 * writes "press <Enter>" or pastes a tag means those characters. Block HTML becomes a paragraph.
 * Loops instead of recursing, like {@link eachElement}.
 */
function rawHtmlAsText() {
  return (tree: MarkdownRoot): void => {
    const pending: MarkdownNodes[] = [tree];
    for (let node = pending.pop(); node; node = pending.pop()) {
      if (!('children' in node)) continue;
      const flow = flowParents.has(node.type);
      node.children = node.children.map((child) => {
        if (child.type !== 'html') return child;
        const text = { type: 'text', value: child.value } as const;
        return flow ? { type: 'paragraph', children: [text] } : text;
      }) as typeof node.children;
      pending.push(...node.children);
    }
  };
}

/** Calls `visit` on every element; loops instead of recursing, so deeply nested quotes or lists cannot exhaust the stack here. */
function eachElement(tree: Root, visit: (element: Element) => void): void {
  const pending: Array<Root | RootContent> = [tree];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'element') visit(node);
    if ('children' in node) pending.push(...node.children);
  }
}

/** A URL's scheme, the part the sanitise schema compares. */
const urlScheme = /^[a-z][a-z\d+.-]*:/i;

/**
 * Schemes are case-insensitive (RFC 3986), but the sanitise schema compares them as written: an
 * agent's `HTTPS://example.com` would lose its address. Lower-cased first, it passes like the
 * lower-case form; a refused scheme stays refused in any case.
 */
function lowerCaseSchemes() {
  return (tree: Root): void =>
    eachElement(tree, ({ properties }) => {
      for (const name of ['href', 'src']) {
        const value = properties[name];
        if (typeof value === 'string') {
          properties[name] = value.replace(urlScheme, (scheme) => scheme.toLowerCase());
        }
      }
    });
}

function hardenLinksAndImages() {
  return (tree: Root): void => eachElement(tree, hardenElement);
}

const processor = unified()
  .use(remarkParse)
  .use(autolinkLiterals)
  .use(rawHtmlAsText)
  .use(remarkRehype)
  .use(lowerCaseSchemes)
  .use(rehypeSanitize, schema)
  .use(hardenLinksAndImages)
  .use(rehypeReact, { Fragment, jsx, jsxs })
  .freeze();

const containerMarker = /[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))/y;

/**
 * Whether the source nests deeper than any hand-written message would. Deep nesting is where
 * micromark turns quadratic (5 000 characters of `+ + + …` take seconds) and where the recursive
 * hast and React steps overflow the stack, so such input is cheaper and safer shown as text.
 */
function isCraftedNesting(source: string): boolean {
  let brackets = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '[') brackets += 1;
    else if (char === ']' && brackets > 0) brackets -= 1;
    if (brackets > maxBracketDepth) return true;
  }
  for (const line of source.split(/\r\n?|\n/)) {
    containerMarker.lastIndex = 0;
    let depth = 0;
    while (containerMarker.test(line)) {
      depth += 1;
      if (depth > maxLineNesting) return true;
    }
  }
  return false;
}

const addressStart = /https?:\/\/|www\./i;
const addressTrail = new RegExp(`(?:[!"'),.:;?\\]_~*]|&[a-z]+;){${maxAddressTrail + 1}}`, 'i');

/**
 * Whether an address is followed by a long run of characters it may end in (`.`, `)`, `&amp;`, …).
 * Autolink literals look ahead over the whole run at each of those characters to see whether the
 * run ends the address, which is quadratic: 4 000 characters of `https://a.b/....x` take 0.6 s.
 * The look-ahead stops at whitespace, so only runs within one word that holds an address count.
 */
function isCraftedAddress(source: string): boolean {
  return source.split(/\s+/).some((word) => addressStart.test(word) && addressTrail.test(word));
}

/** Whether the source is crafted to be slow or deep to parse, so it is cheaper and safer as text. */
function isCrafted(source: string): boolean {
  return isCraftedNesting(source) || isCraftedAddress(source);
}

const textProcessor = unified().use(remarkParse).use(autolinkLiterals).use(rawHtmlAsText).freeze();

/** Markdown nodes whose children each make a line of their own when read aloud. */
const blockParents = new Set<string>(['root', 'blockquote', 'list', 'listItem']);

/**
 * The words of a markdown source without its markup, one line per block (paragraph, heading, list
 * item, code block): what a screen reader should hear, not the asterisks and link syntax. Link
 * texts and image descriptions stay; addresses go, except a bare address, which is its own link
 * text. Over-long or crafted input stays as it is.
 */
export function markdownToText(source: string): string {
  if (source.length > MARKDOWN_MAX_LENGTH || isCrafted(source)) return source;
  let tree: MarkdownRoot;
  try {
    tree = textProcessor.runSync(textProcessor.parse(source));
  } catch {
    return source;
  }
  const lines: string[] = [];
  // Loops instead of recursing, like the renderer's own passes.
  const pending: MarkdownNodes[] = [tree];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (blockParents.has(node.type) && 'children' in node) {
      pending.push(...[...node.children].reverse());
    } else {
      const line = markdownNodeText(node).trim();
      if (line !== '') lines.push(line);
    }
  }
  return lines.join('\n');
}

const cache = new Map<string, ReactNode>();

function render(source: string): ReactNode {
  if (source.length > MARKDOWN_MAX_LENGTH || isCrafted(source)) return source;
  try {
    return processor.processSync(source).result;
  } catch {
    // Pathological input (nesting deep enough to overflow a recursive step) stays readable as text.
    return source;
  }
}

/** Renders markdown as sanitised React elements (over-long or crafted input as its plain text), parsing each distinct source once. */
export function renderMarkdown(source: string): ReactNode {
  if (cache.has(source)) {
    const node = cache.get(source);
    // Re-inserting marks the entry as recently used; Map keeps insertion order.
    cache.delete(source);
    cache.set(source, node);
    return node;
  }
  const node = render(source);
  cache.set(source, node);
  if (cache.size > MARKDOWN_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return node;
}

/**
 * What a site's own HTML may hold (`WebChat.injectMessage` of type html, `WebChat.showOverlay`):
 * GitHub's schema, which keeps markup (headings, lists, tables, links, images, details) and drops
 * script, handlers, styles, forms and frames, plus class names so the site's styles apply. Trusted
 * for markup, never for script: an address may only be http(s), mailto or tel.
 */
const siteHtmlSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    // An element's own `className` rule (h2 only `sr-only`, ...) would override the one for all.
    ...Object.fromEntries(
      Object.entries(defaultSchema.attributes ?? {}).map(([tag, allowed]) => [
        tag,
        allowed.filter((rule) => (Array.isArray(rule) ? rule[0] : rule) !== 'className'),
      ]),
    ),
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className'],
  },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
};

const htmlProcessor = unified()
  .use(lowerCaseSchemes)
  .use(rehypeSanitize, siteHtmlSchema)
  .use(hardenLinksAndImages)
  .use(rehypeReact, { Fragment, jsx, jsxs })
  .freeze();

/** More characters of site HTML than this are shown as their text: a page's content, not a message. */
export const SITE_HTML_MAX_LENGTH = 100_000;

/**
 * Renders a site's HTML as sanitised React elements, in the browser (it parses with the page's
 * `DOMParser`, which never runs what it parses). Over-long HTML, or none to parse with, gives its text.
 */
export function renderSiteHtml(html: string): ReactNode {
  if (html.length > SITE_HTML_MAX_LENGTH || typeof DOMParser === 'undefined') return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const tree: Root = { type: 'root', children: [] };
  for (const child of body.childNodes) {
    const node = fromDom(child) as RootContent;
    tree.children.push(node);
  }
  return htmlProcessor.stringify(htmlProcessor.runSync(tree));
}
