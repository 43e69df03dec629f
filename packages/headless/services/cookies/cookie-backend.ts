import { systemClock, type Clock } from '../clock/clock';

/** Where and how long a cookie is written. */
export interface CookieWriteOptions {
  /** Path the cookie applies to. */
  path: string;
  /** Seconds until the cookie expires; absent for a session cookie. */
  maxAgeSeconds?: number;
}

/** Raw cookie storage under full (already prefixed) names; a `CookieStore` sits on top. */
export interface CookieBackend {
  /** Value of the live cookie `name`, or `undefined`. */
  read(name: string): string | undefined;
  /** Writes cookie `name` with `value`. */
  write(name: string, value: string, options: CookieWriteOptions): void;
  /** Deletes cookie `name` at `path`. */
  delete(name: string, options: Pick<CookieWriteOptions, 'path'>): void;
  /** Names of all live cookies. */
  names(): string[];
}

/** The part of `Document` that cookies need. */
export interface CookieDocument {
  /** The `document.cookie` accessor. */
  cookie: string;
  /** The page's address: on an HTTPS page cookies are written `secure`. */
  location?: { protocol: string } | null;
}

/** A date in the past: every cookie implementation expires a cookie written with it at once. */
const epoch = 'Thu, 01 Jan 1970 00:00:00 GMT';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseCookieString(cookie: string): [name: string, value: string][] {
  return cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf('=');
      return separator === -1
        ? ['', decode(pair)]
        : [decode(pair.slice(0, separator)), decode(pair.slice(separator + 1))];
    });
}

/** Cookies in `document.cookie` with URI-encoded names and values; `doc` defaults to the global `document`, looked up on each call. */
export function createDocumentCookieBackend(doc?: CookieDocument): CookieBackend {
  function target(): CookieDocument {
    if (doc) return doc;
    if (typeof document === 'undefined') {
      throw new Error(
        'createDocumentCookieBackend: no document is available here; pass one or use createMemoryCookieBackend()',
      );
    }
    return document;
  }

  // A document without cookie access (a sandboxed frame without allow-same-origin, an opaque
  // origin) throws a SecurityError on every read and write: it then reads as no cookies and keeps
  // none, so the widgets work without remembering anything rather than fail.
  function cookies(): [name: string, value: string][] {
    const current = target();
    try {
      return parseCookieString(current.cookie);
    } catch {
      return [];
    }
  }
  function assign(cookie: string): void {
    const current = target();
    try {
      // Secure on HTTPS pages: the chat's keys then never travel in a plain-HTTP request to the site.
      current.cookie = current.location?.protocol === 'https:' ? `${cookie}; secure` : cookie;
    } catch {
      // Refused like the read above; nothing is kept.
    }
  }

  return {
    read(name) {
      return cookies().find(([candidate]) => candidate === name)?.[1];
    },
    write(name, value, options) {
      const maxAge =
        options.maxAgeSeconds === undefined ? '' : `; max-age=${options.maxAgeSeconds}`;
      assign(
        `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path}${maxAge}`,
      );
    },
    delete(name, options) {
      assign(`${encodeURIComponent(name)}=; path=${options.path}; expires=${epoch}`);
    },
    names() {
      return [...new Set(cookies().map(([name]) => name))];
    },
  };
}

/** Options of `createMemoryCookieBackend`. */
export interface MemoryCookieBackendOptions {
  /** Clock that expiry is measured against. @default systemClock */
  clock?: Clock;
}

interface MemoryCookie {
  readonly value: string;
  readonly path: string;
  readonly expiresAt: number;
}

/** The most bytes of name and value a browser keeps in one cookie (RFC 6265bis); it ignores a larger cookie. */
export const cookieSizeLimit = 4096;

/**
 * In-memory cookies for Node and tests: one cookie per name and path, expiring by the injected clock;
 * reads prefer the longest path. Like a browser, it ignores a cookie whose name and value, URI-encoded
 * as the document backend writes them, come to more than {@link cookieSizeLimit} bytes.
 */
export function createMemoryCookieBackend(options: MemoryCookieBackendOptions = {}): CookieBackend {
  const clock = options.clock ?? systemClock;
  const cookies = new Map<string, Map<string, MemoryCookie>>();

  function live(name: string): MemoryCookie[] {
    const byPath = cookies.get(name);
    if (!byPath) return [];
    const now = clock.now();
    for (const [path, cookie] of byPath) {
      if (cookie.expiresAt <= now) byPath.delete(path);
    }
    if (byPath.size === 0) cookies.delete(name);
    return [...byPath.values()].sort((a, b) => b.path.length - a.path.length);
  }

  return {
    read: (name) => live(name)[0]?.value,
    write(name, value, { path, maxAgeSeconds }) {
      if (encodeURIComponent(name).length + encodeURIComponent(value).length > cookieSizeLimit)
        return;
      const expiresAt =
        maxAgeSeconds === undefined ? Number.POSITIVE_INFINITY : clock.now() + maxAgeSeconds * 1000;
      const byPath = cookies.get(name) ?? new Map<string, MemoryCookie>();
      byPath.set(path, { value, path, expiresAt });
      cookies.set(name, byPath);
    },
    delete(name, { path }) {
      cookies.get(name)?.delete(path);
    },
    names: () => [...cookies.keys()].filter((name) => live(name).length > 0),
  };
}
