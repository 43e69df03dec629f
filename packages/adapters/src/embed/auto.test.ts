import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWindow } from './embed.types';

const page = window as unknown as GenesysWindow;

afterEach(() => {
  delete page._genesys;
  vi.resetModules();
});

describe('auto entry', () => {
  it('does nothing on import when the page has no _genesys settings', async () => {
    const { embed } = await import('./auto');
    expect(embed).toBeUndefined();
    expect(page.CXBus).toBeUndefined();
  });

  it('boots on import from window._genesys.widgets', async () => {
    const onReady = vi.fn();
    page._genesys = { widgets: { main: { pluginLoadDelay: 0 }, onReady } };
    const { embed } = await import('./auto');
    expect(embed).toBeDefined();
    expect(page.CXBus).toBe(embed?.cxbus);
    await embed?.whenReady();
    expect(onReady).toHaveBeenCalledWith(embed?.cxbus);
    embed?.stop();
    expect(page.CXBus).toBeUndefined();
  });
});
