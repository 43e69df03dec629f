import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, createMemoryWebStorage } from './web-storage';

describe('browserStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives the page's storage of the kind asked for", () => {
    const storage = createMemoryWebStorage();
    vi.stubGlobal('localStorage', storage);
    expect(browserStorage('localStorage')).toBe(storage);
    expect(browserStorage('sessionStorage')).toBeUndefined();
  });

  it('gives none where reading the storage throws, as in a sandboxed frame', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(browserStorage('localStorage')).toBeUndefined();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('createMemoryWebStorage', () => {
  it('keeps texts by key until removed', () => {
    const storage = createMemoryWebStorage();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });
});
