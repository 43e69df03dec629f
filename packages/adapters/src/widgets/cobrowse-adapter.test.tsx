import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { CoBrowseSettingsError, parseCoBrowseSettings } from './cobrowse-settings';

const src = 'https://cobrowse.example.com/cobrowse/js/gcb.min.js';
const url = 'https://cobrowse.example.com/cobrowse';

function refusal(settings: unknown): CoBrowseSettingsError {
  try {
    parseCoBrowseSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(CoBrowseSettingsError);
    return error as CoBrowseSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseCoBrowseSettings', () => {
  it('reads src and url, and the script keys it passes on, listing the others as ignored', () => {
    expect(
      parseCoBrowseSettings({
        src,
        url,
        apikey: 'key-1',
        debug: true,
        disableBuiltInUI: false,
        primaryMedia: {},
        theme: 'dark',
      }),
    ).toEqual({
      options: { src, url, apikey: 'key-1', debug: true, disableBuiltInUI: false },
      ignored: ['cobrowse.primaryMedia', 'cobrowse.theme'],
    });
  });

  it('names each bad setting, a missing src first', () => {
    expect(refusal({ url: 5, debug: 'yes' }).message).toMatch(
      /cobrowse\.src: Expected the co-browse script URL.*cobrowse\.url: Expected a URL.*cobrowse\.debug: Expected true or false/,
    );
    expect(refusal({}).message).toBe('Invalid configuration');
  });
});

describe('the co-browse adapter', () => {
  const booted: BootedWidgets[] = [];
  afterEach(() => {
    for (const widgets of booted.splice(0)) widgets.stop();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('boots CoBrowse from _genesys.widgets.cobrowse, which sets up the script', async () => {
    const win = window as unknown as GenesysWindow;
    win._genesys = {
      widgets: { main: { pluginLoadDelay: 0 }, cobrowse: { src, url } } as GenesysWidgets,
    };
    const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
    const widgets = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
    if (widgets) booted.push(widgets);
    expect(widgets?.widgets.has('cobrowse')).toBe(true);
    await widgets?.embed.whenReady();
    const bus = widgets!.embed.app.bus;
    // The bridge registers its table as it mounts.
    await waitFor(() => expect(bus.registry().map((plugin) => plugin.name)).toContain('CoBrowse'));
    // The script never answers here: co-browse is not online.
    expect(await bus.command('CoBrowse.getState')).toMatchObject({ online: false });
    // The bridge set up _genesys.cobrowse for the script, then asked for it (this DOM loads no script).
    await waitFor(() =>
      expect(typeof (win._genesys as { cobrowse?: { onReady?: unknown } }).cobrowse?.onReady).toBe(
        'function',
      ),
    );
  });
});
