import * as z from 'zod/mini';
import type { CookieStore } from '../../services/cookies/cookie-store';

/** Name (without the common prefix) of the cookie that keeps the auto-load plugin list. */
export const autoLoadCookieName = 'autoLoad';

/** The plugins loaded at every start-up, kept in a cookie across page loads (spec 1, section 9). */
export interface AutoLoadList {
  /** The plugin names, in the order they were added. */
  list(): string[];
  /** Adds a plugin name (once); returns the new list. */
  add(name: string): string[];
  /** Removes a plugin name; returns the new list. */
  remove(name: string): string[];
}

const storedList = z.array(z.string().check(z.minLength(1)));

/** An auto-load list stored as JSON in a session cookie; a cookie that does not parse counts as empty. */
export function createAutoLoadList(cookies: CookieStore): AutoLoadList {
  const read = (): string[] => {
    const raw = cookies.get(autoLoadCookieName);
    if (raw === undefined) return [];
    try {
      const parsed = storedList.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const write = (names: string[]) => {
    if (names.length === 0) cookies.remove(autoLoadCookieName);
    else cookies.set(autoLoadCookieName, JSON.stringify(names));
    return names;
  };
  return {
    list: read,
    add: (name) => {
      const names = read();
      return names.includes(name) ? names : write([...names, name]);
    },
    remove: (name) => write(read().filter((entry) => entry !== name)),
  };
}
