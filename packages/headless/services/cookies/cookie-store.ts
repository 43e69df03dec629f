import { createMemoryCookieBackend, type CookieBackend } from './cookie-backend';

/** Options of `CookieStore.set`. */
export interface CookieSetOptions {
  /** Days until the cookie expires (fractions allowed, 0 expires it at once); absent for a session cookie. */
  expiresDays?: number;
  /** Path the cookie applies to. @default the store's path, '/' */
  path?: string;
}

/** Options of `CookieStore.remove`. */
export interface CookieRemoveOptions {
  /** Path the cookie was written with. @default the store's path, '/' */
  path?: string;
}

/** Cookies of the widget suite, read and written under unprefixed names. */
export interface CookieStore {
  /** Value of cookie `name`, or `undefined` when absent or expired. */
  get(name: string): string | undefined;
  /** Writes cookie `name`; throws a `RangeError` for a negative or non-numeric `expiresDays`. */
  set(name: string, value: string, options?: CookieSetOptions): void;
  /** Deletes cookie `name`. */
  remove(name: string, options?: CookieRemoveOptions): void;
  /** Unprefixed names of the live cookies that carry the store's prefix. */
  keys(): string[];
}

/** Options of `createCookieStore`. */
export interface CookieStoreOptions {
  /** Prefix added to every cookie name. @default '_cx_' */
  prefix?: string;
  /** Default path of written and removed cookies. @default '/' */
  path?: string;
  /** Where cookies live. @default createMemoryCookieBackend() */
  backend?: CookieBackend;
}

const secondsPerDay = 86_400;

function maxAgeSeconds(expiresDays: unknown): number | undefined {
  if (expiresDays === undefined) return undefined;
  if (typeof expiresDays !== 'number' || !Number.isFinite(expiresDays) || expiresDays < 0) {
    throw new RangeError(
      `CookieStore.set: expiresDays must be a finite, non-negative number of days (received ${String(expiresDays)})`,
    );
  }
  return Math.round(expiresDays * secondsPerDay);
}

function checkName(name: string): void {
  if (name === '') throw new TypeError('CookieStore: a cookie name must not be empty');
}

/** Creates a cookie store that prefixes every name and writes to path '/' unless told otherwise. */
export function createCookieStore(options: CookieStoreOptions = {}): CookieStore {
  const { prefix = '_cx_', path: defaultPath = '/' } = options;
  const backend = options.backend ?? createMemoryCookieBackend();

  return {
    get(name) {
      checkName(name);
      return backend.read(prefix + name);
    },
    set(name, value, setOptions = {}) {
      checkName(name);
      backend.write(prefix + name, value, {
        path: setOptions.path ?? defaultPath,
        maxAgeSeconds: maxAgeSeconds(setOptions.expiresDays),
      });
    },
    remove(name, removeOptions = {}) {
      checkName(name);
      backend.delete(prefix + name, { path: removeOptions.path ?? defaultPath });
    },
    keys() {
      return backend
        .names()
        .filter((name) => name.startsWith(prefix) && name.length > prefix.length)
        .map((name) => name.slice(prefix.length));
    },
  };
}
