import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives version 4 UUIDs, each different', () => {
    const ids = Array.from({ length: 1000 }, randomId);
    for (const id of ids) expect(id).toMatch(uuidV4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('works where crypto has no randomUUID, as on a site served over plain HTTP', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect('randomUUID' in globalThis.crypto).toBe(false);
    expect(randomId()).toMatch(uuidV4);
  });
});
