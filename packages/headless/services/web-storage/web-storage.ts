/** The Web Storage calls cxkit uses; `localStorage` and `sessionStorage` have them. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's storage of this kind, or undefined where there is none or it refuses access (sandboxed frames, storage turned off). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): WebStorage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

/** Web Storage in memory, for Node and tests. */
export function createMemoryWebStorage(): WebStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
