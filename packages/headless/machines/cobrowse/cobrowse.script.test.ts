// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createFakeCoBrowseScript } from '../testing/fake-cobrowse-script';
import { createCoBrowseScriptLoader } from './cobrowse.script';

type Page = Window & { _genesys?: { cobrowse?: Record<string, unknown> } };

const scriptOf = (src: string) =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

describe('createCoBrowseScriptLoader', () => {
  it('sets _genesys.cobrowse, adds the script with data-gcb-url, and resolves on onReady', async () => {
    const page = window as Page;
    const own = vi.fn();
    page._genesys = { cobrowse: { onReady: own, debug: true } };
    const loading = createCoBrowseScriptLoader(page)({
      src: '/cobrowse/js/gcb.min.js',
      url: '/cobrowse',
      config: { apikey: 'key' },
    });
    const element = scriptOf('/cobrowse/js/gcb.min.js');
    expect(element?.getAttribute('data-gcb-url')).toBe('/cobrowse');
    const config = page._genesys.cobrowse!;
    expect(config).toMatchObject({ debug: true, apikey: 'key' });
    const { api } = createFakeCoBrowseScript();
    // In an iframe (child context) the bridge waits for the top one.
    (config['onReady'] as (api: unknown, top: boolean) => void)(api, false);
    (config['onReady'] as (api: unknown, top: boolean) => void)(api, true);
    await expect(loading).resolves.toBe(api);
    expect(own).toHaveBeenCalledTimes(2);
    // A second bridge on the page shares the load.
    await expect(
      createCoBrowseScriptLoader(page)({ src: '/cobrowse/js/gcb.min.js', config: {} }),
    ).resolves.toBe(api);
  });

  it('rejects when the script fails to load, and loads it again next time', async () => {
    const loader = createCoBrowseScriptLoader(window);
    const loading = loader({ src: '/missing.js', config: {} });
    scriptOf('/missing.js')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load /missing.js');
    void loader({ src: '/missing.js', config: {} });
    expect(scriptOf('/missing.js')).not.toBeNull();
  });
});
