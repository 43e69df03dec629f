import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { CallbackSettingsError } from './callback-settings';
import { parseCallbackWidgetSettings } from './callback-widget-settings';

const dataURL = 'https://gms.example.com/genesys/1/service/callback/callback-web';
const ewtURL = 'https://gms.example.com/genesys/1/service/ewt-for-vq';

function refusal(settings: unknown, widgets?: Record<string, unknown>): CallbackSettingsError {
  try {
    parseCallbackWidgetSettings(settings, widgets);
  } catch (error) {
    expect(error).toBeInstanceOf(CallbackSettingsError);
    return error as CallbackSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseCallbackWidgetSettings', () => {
  it("reads the service's and the window's keys of callback, and calendar and stats beside it", () => {
    const callback = {
      dataURL,
      apikey: 'key-1',
      userData: { plan: 'gold' },
      countryCodes: false,
      scheduledCallback: true,
      ewt: {
        display: true,
        queue: 'VQ_Sales',
        threshold: 60,
        immediateCallback: { thresholdMax: 600 },
      },
      servicePlugin: 'CallbackService',
    };
    const widgets = {
      callback,
      calendar: { numberOfDays: 3, timeFormat: 24 },
      stats: { ewt: { dataURL: ewtURL, apiVersion: 'V1' } },
    };
    expect(parseCallbackWidgetSettings(callback, widgets)).toEqual({
      service: { dataURL, apikey: 'key-1', userData: { plan: 'gold' } },
      window: {
        countryCodes: false,
        scheduledCallback: true,
        ewt: {
          display: true,
          queue: 'VQ_Sales',
          threshold: 60,
          immediateCallback: { thresholdMax: 600 },
        },
        servicePlugin: 'CallbackService',
      },
      calendar: { options: { numberOfDays: 3, timeFormat: 24 }, servicePlugin: 'CallbackService' },
      stats: { ewt: { dataURL: ewtURL, apiVersion: 'v1' } },
      ignored: [],
    });
  });

  it('has no calendar or stats without their keys, and lists what no one reads, once, by key', () => {
    const callback = {
      dataURL,
      position: 'right',
      ewt: { queue: 'VQ', pollRate: 5 },
      immediateCallback: false,
    };
    expect(
      parseCallbackWidgetSettings(callback, {
        callback,
        calendar: { numberOfDays: 2, theme: 'x' },
      }),
    ).toEqual({
      service: { dataURL },
      window: { ewt: { queue: 'VQ' }, immediateCallback: false },
      calendar: { options: { numberOfDays: 2 }, servicePlugin: 'CallbackService' },
      ignored: ['callback.position', 'callback.ewt.pollRate', 'calendar.theme'],
    });
    expect(parseCallbackWidgetSettings({ dataURL })).toEqual({
      service: { dataURL },
      window: {},
      ignored: [],
    });
  });

  it('names every bad key of callback (service and window), calendar and stats in one error', () => {
    const callback = {
      dataURL: 42,
      countryCodes: 'yes',
      ewt: { threshold: -1, refreshInterval: 0 },
      servicePlugin: ' ',
    };
    const error = refusal(callback, {
      callback,
      calendar: { numberOfDays: 0 },
      stats: { ewt: { apiVersion: 'v9' } },
    });
    expect(error.issues.map((issue) => issue.field)).toEqual([
      'callback.dataURL',
      'callback.countryCodes',
      'callback.ewt.threshold',
      'callback.ewt.refreshInterval',
      'callback.servicePlugin',
      'calendar.numberOfDays',
      'stats.ewt.apiVersion',
    ]);
    expect(error.message).toMatch(/^Invalid configuration: callback\.dataURL: Expected a URL; /);
  });

  it('refuses a thresholdMin above the threshold, as the window does', () => {
    const error = refusal({ ewt: { threshold: 30, immediateCallback: { thresholdMin: 60 } } });
    expect(error.issues).toEqual([
      {
        field: 'callback.ewt.immediateCallback.thresholdMin',
        message: 'Expected at most ewt.threshold (30)',
      },
    ]);
  });

  it("says the spec's 'Invalid configuration' for empty or missing settings", () => {
    expect(refusal({}).message).toBe('Invalid configuration');
    expect(refusal(undefined).message).toBe('Invalid configuration');
  });
});

describe('bootWidgets with callback settings', () => {
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

  /** The names on the bus once the Callback has rendered (it registers its plugin as it mounts). */
  async function pluginsOf(widgets: BootedWidgets | undefined) {
    await widgets?.embed.whenReady();
    const registry = () => widgets?.embed.app.bus.registry() ?? [];
    await waitFor(() => expect(registry().map((plugin) => plugin.name)).toContain('Callback'));
    return registry();
  }

  it('puts Callback, CallbackService and StatsService on the bus, reading calendar and stats', async () => {
    const { widgets, logger } = boot({
      main,
      callback: { dataURL, ewt: { queue: 'VQ_Sales' }, skin: 'dark' },
      calendar: { numberOfDays: 3 },
      stats: { ewt: { dataURL: ewtURL } },
    });
    const registry = await pluginsOf(widgets);
    const commands = (name: string) =>
      registry.find((plugin) => plugin.name === name)?.commands ?? [];
    expect(commands('Callback')).toContain('open');
    expect(commands('CallbackService')).toEqual(
      expect.arrayContaining(['schedule', 'availability', 'configure']),
    );
    expect(commands('StatsService')).toContain('getStats');
    expect([...(widgets?.widgets.keys() ?? [])]).toEqual(['callback', 'overlay', 'toaster']);
    expect(logger.warn.mock.calls).toEqual([
      ['[cxkit] ignoring callback settings cxkit does not support: callback.skin'],
    ]);
    expect(logger.error).not.toHaveBeenCalled();

    widgets?.stop();
    expect(document.querySelector('[data-cxkit-widgets]')).toBeNull();
  });

  it('has no StatsService without stats, and calls stats unread without callback', async () => {
    const { widgets } = boot({ main, callback: { dataURL } });
    const names = (await pluginsOf(widgets)).map((plugin) => plugin.name);
    expect(names).toEqual(expect.arrayContaining(['Callback', 'CallbackService']));
    expect(names).not.toContain('StatsService');
    widgets?.stop();

    const { logger } = boot({ main, stats: { ewt: { dataURL: ewtURL } } });
    expect(logger.warn.mock.calls).toEqual([
      [expect.stringContaining('does not read these widget settings: stats;')],
    ]);
  });

  it('leaves the Callback out on bad settings, naming each', () => {
    const { widgets, logger } = boot({ main, callback: { dataURL, countryCodes: 'yes' } });
    expect(widgets?.widgets.has('callback')).toBe(false);
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] the Callback is not shown: Invalid configuration: callback.countryCodes: Expected true or false',
      ],
    ]);
  });

  it("Callback.open shows the 'Receive a Call' window", async () => {
    const { widgets } = boot({ main, callback: { dataURL, countryCodes: false } });
    await pluginsOf(widgets);
    // The window's code loads on this first command (a cold transform in the test run).
    await widgets?.embed.app.bus.untyped.command('Callback.open');
    const dialog = await screen.findByRole('region', { name: 'Receive a Call' });
    expect(dialog).toBeDefined();
    expect(dialog.textContent).toContain('When should we call you?');
    await widgets?.embed.app.bus.untyped.command('Callback.close');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Receive a Call' })).toBeNull(),
    );
  }, 30_000);
});
