import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { ClickToCallSettingsError, parseClickToCallSettings } from './clicktocall-settings';

const dataURL = 'https://gms.example.com/genesys/1/service/request-interaction';
const ewtURL = 'https://gms.example.com/genesys/2/ewt';

function refusal(settings: unknown, widgets?: Record<string, unknown>): ClickToCallSettingsError {
  try {
    parseClickToCallSettings(settings, widgets);
  } catch (error) {
    expect(error).toBeInstanceOf(ClickToCallSettingsError);
    return error as ClickToCallSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseClickToCallSettings', () => {
  it("reads every key of service-protocols 6 and 7: the service's and the window's, and stats beside it", () => {
    const clicktocall = {
      dataURL,
      apikey: 1234,
      ajaxTimeout: 5000,
      provideAccessCode: false,
      userData: { cfgKey: 'c2c' },
      enableCountdown: false,
      autoDialAccessCode: false,
      unminimizeOnAlert: false,
      ariaNumberExpirationIntervals: [60, 30],
      ewt: { display: true, queue: 'VQ_ClickToCall', threshold: 60, refreshInterval: 20 },
      formJSON: { inputs: [{ name: 'phonenumber' }] },
      confirmFormCloseEnabled: false,
      servicePlugin: 'ClickToCallService',
    };
    const widgets = { clicktocall, stats: { ewt: { dataURL: ewtURL, apiVersion: 'v2' } } };
    expect(parseClickToCallSettings(clicktocall, widgets)).toEqual({
      service: {
        dataURL,
        apikey: '1234',
        ajaxTimeout: 5000,
        provideAccessCode: false,
        userData: { cfgKey: 'c2c' },
      },
      window: {
        provideAccessCode: false,
        enableCountdown: false,
        autoDialAccessCode: false,
        unminimizeOnAlert: false,
        ariaNumberExpirationIntervals: [60, 30],
        ewt: { display: true, queue: 'VQ_ClickToCall', threshold: 60, refreshInterval: 20 },
        formJSON: { inputs: [{ name: 'phonenumber' }] },
        confirmFormCloseEnabled: false,
        servicePlugin: 'ClickToCallService',
      },
      stats: { ewt: { dataURL: ewtURL, apiVersion: 'v2' } },
      ignored: [],
    });
  });

  it('lists what no one reads, by key, and has no stats without the key', () => {
    expect(parseClickToCallSettings({ dataURL, skin: 'x', ewt: { pollRate: 3 } })).toEqual({
      service: { dataURL },
      window: { ewt: {} },
      ignored: ['clicktocall.skin', 'clicktocall.ewt.pollRate'],
    });
  });

  it('names every bad key of clicktocall and stats in one error', () => {
    const clicktocall = {
      dataURL: 42,
      enableCountdown: 'yes',
      ewt: { threshold: -1 },
      ariaNumberExpirationIntervals: 'often',
    };
    const error = refusal(clicktocall, { clicktocall, stats: { ewt: { apiVersion: 'v9' } } });
    expect(error.issues.map((issue) => issue.field)).toEqual([
      'clicktocall.dataURL',
      'clicktocall.enableCountdown',
      'clicktocall.ewt.threshold',
      'clicktocall.ariaNumberExpirationIntervals',
      'stats.ewt.apiVersion',
    ]);
    expect(error.message).toMatch(/^Invalid configuration: clicktocall\.dataURL: Expected a URL; /);
  });

  it("says 'Invalid configuration' for empty or missing settings", () => {
    expect(refusal({}).message).toBe('Invalid configuration');
    expect(refusal(undefined).message).toBe('Invalid configuration');
  });
});

describe('bootWidgets with clicktocall settings', () => {
  const booted: BootedWidgets[] = [];
  afterEach(() => {
    for (const widgets of booted.splice(0)) widgets.stop();
    delete (window as GenesysWindow)._genesys;
  });

  function boot(widgets: GenesysWidgets) {
    const win = window as unknown as GenesysWindow;
    win._genesys = { widgets };
    const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
    const result = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
    if (result) booted.push(result);
    return { widgets: result, logger };
  }

  const main = { pluginLoadDelay: 0 };

  async function pluginsOf(widgets: BootedWidgets | undefined) {
    await widgets?.embed.whenReady();
    const registry = () => widgets?.embed.app.bus.registry() ?? [];
    await waitFor(() => expect(registry().map((plugin) => plugin.name)).toContain('ClickToCall'));
    return registry();
  }

  it('puts ClickToCall, ClickToCallService and StatsService on the bus', async () => {
    const { widgets, logger } = boot({
      main,
      clicktocall: { dataURL, ewt: { queue: 'VQ_ClickToCall' } },
      stats: { ewt: { dataURL: ewtURL } },
    });
    const registry = await pluginsOf(widgets);
    const commands = (name: string) =>
      registry.find((plugin) => plugin.name === name)?.commands ?? [];
    expect(commands('ClickToCall')).toEqual(['open', 'close', 'minimize', 'configure']);
    expect(commands('ClickToCallService')).toEqual(
      expect.arrayContaining(['configure', 'requestNumber', 'restore']),
    );
    expect(commands('StatsService')).toContain('getStats');
    expect([...(widgets?.widgets.keys() ?? [])]).toEqual(['clicktocall', 'overlay', 'toaster']);
    expect(logger.error).not.toHaveBeenCalled();
    widgets?.stop();
    expect(document.querySelector('[data-cxkit-widgets]')).toBeNull();
  });

  it('leaves the ClickToCall out on bad settings, naming each', () => {
    const { widgets, logger } = boot({ main, clicktocall: { dataURL, enableCountdown: 'yes' } });
    expect(widgets?.widgets.has('clicktocall')).toBe(false);
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] the ClickToCall is not shown: Invalid configuration: clicktocall.enableCountdown: Expected true or false',
      ],
    ]);
  });

  it('ClickToCall.open shows the window', async () => {
    const { widgets } = boot({ main, clicktocall: { dataURL } });
    await pluginsOf(widgets);
    await widgets?.embed.app.bus.untyped.command('ClickToCall.open');
    const window = await screen.findByRole('region', { name: 'ClickToCall' });
    expect(window.textContent).toContain('Request a number');
    await widgets?.embed.app.bus.untyped.command('ClickToCall.close');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'ClickToCall' })).toBeNull());
  }, 30_000);
});
