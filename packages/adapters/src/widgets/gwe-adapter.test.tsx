import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { GweSettingsError, parseGweSettings } from './gwe-settings';

const endpoint = 'https://gwe.example.com:9443';

function refusal(settings: unknown): GweSettingsError {
  try {
    parseGweSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(GweSettingsError);
    return error as GweSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseGweSettings', () => {
  it('reads the endpoints, trackedEvents and smartInvites, listing the others as ignored', () => {
    expect(
      parseGweSettings({
        httpEndpoint: 'http://gwe.example.com:9081',
        httpsEndpoint: endpoint,
        trackedEvents: [{ name: 'Timeout-10', condition: { timeout: 10000 } }],
        smartInvites: true,
        dslResource: 'dsl.xml',
      }),
    ).toEqual({
      options: {
        httpEndpoint: 'http://gwe.example.com:9081',
        httpsEndpoint: endpoint,
        trackedEvents: [{ name: 'Timeout-10', condition: { timeout: 10000 } }],
        smartInvites: true,
      },
      ignored: ['gwe.dslResource'],
    });
  });

  it("names each bad setting; 'Invalid configuration' for none", () => {
    expect(refusal({ httpEndpoint: 5, smartInvites: 'yes' }).message).toMatch(
      /gwe\.httpEndpoint: Expected a URL.*gwe\.smartInvites: Expected true or false/,
    );
    expect(refusal({}).message).toBe('Invalid configuration');
  });
});

describe('the GWE adapter', () => {
  const booted: BootedWidgets[] = [];
  afterEach(() => {
    for (const widgets of booted.splice(0)) widgets.stop();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('boots GWE and Engage from _genesys.widgets.gwe, whose tracker fails to load here', async () => {
    const win = window as unknown as GenesysWindow;
    win._genesys = {
      widgets: {
        main: { pluginLoadDelay: 0 },
        gwe: { httpEndpoint: endpoint, httpsEndpoint: endpoint },
      } as GenesysWidgets,
    };
    const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
    const widgets = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
    if (widgets) booted.push(widgets);
    expect(widgets?.widgets.has('gwe')).toBe(true);
    await widgets?.embed.whenReady();
    const bus = widgets!.embed.app.bus;
    await waitFor(() =>
      expect(bus.registry().map((plugin) => plugin.name)).toEqual(
        expect.arrayContaining(['GWE', 'Engage']),
      ),
    );
    // This DOM loads no script: the tracker fails, so GWE is not available.
    await waitFor(() => expect(bus.command('GWE.getIDs')).rejects.toThrow('GWE is not available'));
    // The configuration comes from the page, not from the bridge or the app.
    await expect(bus.command('GWE.configure', { httpEndpoint: endpoint })).rejects.toThrow(
      'Forbidden: Access Denied',
    );
  });
});
