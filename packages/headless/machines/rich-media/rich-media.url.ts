/** Where a URL is used: a link may also call or mail; media only loads over the web. */
export type UrlUse = 'link' | 'media';

const allowedSchemes: Record<UrlUse, ReadonlySet<string>> = {
  link: new Set(['http:', 'https:', 'mailto:', 'tel:']),
  media: new Set(['http:', 'https:']),
};

const namedEntities: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  period: '.',
  excl: '!',
  num: '#',
  percnt: '%',
  semi: ';',
};

// Decimal and hex references with or without the semicolon, as lenient HTML parsers read them.
const entityPattern = /&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z]+);)/gi;

function decodeEntities(text: string): string {
  return text.replace(entityPattern, (whole, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) return namedEntities[name.toLowerCase()] ?? whole;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

// Characters a browser drops or ignores inside a scheme: controls, spaces, and invisible format characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ignoredInScheme = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

// Where the check parses relative URLs against; never visible, never requested.
const base = 'https://relative.invalid/';

/**
 * A blob URL of this page (a transport's fetched image), typed exactly as made: no other origin can
 * name one, and the transport makes them from raster images only.
 */
function isOwnBlob(parsed: URL, text: string): boolean {
  const origin = globalThis.location?.origin;
  return (
    origin !== undefined &&
    origin !== 'null' &&
    text.startsWith(`blob:${origin}/`) &&
    parsed.href === text
  );
}

/**
 * A URL safe to put into an `href` or `src`: http(s) (and for links mailto and tel), relative, or a
 * blob URL of this page.
 * Anything else, script-capable schemes however obfuscated (entities, controls, tabs, case), gives
 * `undefined`, which renders as a link that goes nowhere.
 */
export function safeUrl(value: unknown, use: UrlUse = 'link'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > 4096) return undefined;
  // The value a browser would act on, decoded more than once so double-encoded schemes are caught too.
  let probe = text;
  for (let round = 0; round < 3; round += 1) {
    const decoded = decodeEntities(probe);
    if (decoded === probe) break;
    probe = decoded;
  }
  probe = probe.replace(ignoredInScheme, '');
  let parsed: URL;
  try {
    parsed = new URL(probe, base);
  } catch {
    return undefined;
  }
  if (parsed.protocol === 'blob:') return isOwnBlob(parsed, text) ? text : undefined;
  if (!allowedSchemes[use].has(parsed.protocol)) return undefined;
  // A scheme spelled differently in the original (encoded, split) is not passed on as typed.
  if (/^[a-z][a-z0-9+.-]*:/i.test(probe) !== /^[a-z][a-z0-9+.-]*:/i.test(text)) return undefined;
  return text;
}

/** Window targets a rich-media action may name: the four keywords or a plain window name. */
const targetPattern = /^(?:_blank|_self|_parent|_top|[a-z0-9][\w-]{0,63})$/i;

/** The window target of a link: a keyword or plain name, else `_blank` (the spec's default). */
export function safeTarget(value: unknown): string {
  return typeof value === 'string' && targetPattern.test(value) ? value : '_blank';
}
