// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('server-side import', () => {
  it('imports without a window and boots nothing', async () => {
    expect(typeof window).toBe('undefined');
    const adapters = await import('./index');
    expect(adapters.autoBoot()).toBeUndefined();
    expect(() => adapters.bootFromGenesysGlobal()).toThrow(
      '[cxkit] bootFromGenesysGlobal needs a window',
    );
  });
});
