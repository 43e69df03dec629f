// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createScriptElementLoader, pluginFileUrl } from './script-loader';

describe('createScriptElementLoader', () => {
  it('appends an async script element and resolves on load', async () => {
    const loading = createScriptElementLoader(document)('/plugins/webchat.min.js');
    const script = document.head.querySelector('script[src="/plugins/webchat.min.js"]');
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect((script as HTMLScriptElement).async).toBe(true);
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('sets the given attributes on the element', () => {
    void createScriptElementLoader(document, { 'data-gcb-url': '/cobrowse' })('/cobrowse/js/a.js');
    const script = document.head.querySelector('script[src="/cobrowse/js/a.js"]');
    expect(script?.getAttribute('data-gcb-url')).toBe('/cobrowse');
  });

  it('rejects and removes the element when the file fails to load', async () => {
    const loading = createScriptElementLoader(document)('/plugins/missing.min.js');
    const script = document.head.querySelector('script[src="/plugins/missing.min.js"]');
    script?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load /plugins/missing.min.js');
    expect(document.head.querySelector('script[src="/plugins/missing.min.js"]')).toBeNull();
  });
});

describe('pluginFileUrl', () => {
  it('joins the path and the lower-cased format, and prefers the plugin map', () => {
    expect(pluginFileUrl('WebChat', { pluginsPath: '/p' })).toBe('/p/webchat.min.js');
    expect(
      pluginFileUrl('WebChat', { pluginsPath: '/p/', pluginFilenameFormat: 'plugin.js' }),
    ).toBe('/p/webchat.js');
    expect(pluginFileUrl('WebChat', { pluginsPath: '/p', pluginMap: { WebChat: '/x.js' } })).toBe(
      '/x.js',
    );
    expect(pluginFileUrl('WebChat', {})).toBeUndefined();
  });
});
