import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import {
  ChannelSelectorSettingsError,
  parseChannelSelectorSettings,
} from './channel-selector-settings';

const ewtURL = 'https://gms.example.com/genesys/2/ewt';

function refusal(settings: unknown, widgets?: Record<string, unknown>) {
  try {
    parseChannelSelectorSettings(settings, widgets);
  } catch (error) {
    expect(error).toBeInstanceOf(ChannelSelectorSettingsError);
    return error as ChannelSelectorSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseChannelSelectorSettings', () => {
  it('reads the channels and their waits, lists what it ignores, and reads stats beside it', () => {
    const parsed = parseChannelSelectorSettings(
      {
        ewtRefreshInterval: 5,
        servicePlugin: 'StatsService',
        skin: 'blue',
        channels: [
          {
            name: 'WebChat',
            displayName: 'Web Chat',
            displayTitle: 'Chat',
            clickCommand: 'WebChat.open',
            clickOptions: { userData: { plan: 'gold' } },
            ewt: { display: true, queue: 'VQ_Chat', availabilityThresholdMax: 600, colour: 'red' },
          },
        ],
      },
      { stats: { ewt: { dataURL: ewtURL, apiVersion: 'v2' } } },
    );
    expect(parsed.options).toEqual({
      ewtRefreshInterval: 5,
      servicePlugin: 'StatsService',
      channels: [
        {
          name: 'WebChat',
          displayName: 'Web Chat',
          clickCommand: 'WebChat.open',
          clickOptions: { userData: { plan: 'gold' } },
          ewt: { display: true, queue: 'VQ_Chat', availabilityThresholdMax: 600 },
        },
      ],
    });
    expect(parsed.stats).toEqual({ ewt: { dataURL: ewtURL, apiVersion: 'v2' } });
    expect(parsed.ignored).toEqual([
      'channelselector.skin',
      'channelselector.channels.0.displayTitle',
      'channelselector.channels.0.ewt.colour',
    ]);
  });

  it('keeps an onClick, called as onClick($, CXBus, Common) with the page CXBus', () => {
    const onClick = vi.fn();
    const cxbus = { command: vi.fn() };
    (globalThis as { CXBus?: unknown }).CXBus = cxbus;
    try {
      const parsed = parseChannelSelectorSettings({ channels: [{ name: 'custom', onClick }] });
      const channel = parsed.options.channels![0]!;
      channel.onClick!({
        channel: { ...channel, enable: true, ewt: {} as never },
        bus: {} as never,
      });
      expect(onClick).toHaveBeenCalledWith(undefined, cxbus, undefined);
    } finally {
      delete (globalThis as { CXBus?: unknown }).CXBus;
    }
  });

  it('names every bad setting, of stats too', () => {
    const error = refusal(
      {
        ewtRefreshInterval: -1,
        channels: [
          { name: '', enable: 'yes', ewt: { availabilityThresholdMin: 'soon' } },
          { name: 'ok', onClick: 'open()' },
        ],
      },
      { stats: { ewt: { apiVersion: 'v9' } } },
    );
    expect(error.issues.map((issue) => issue.field)).toEqual([
      'channelselector.ewtRefreshInterval',
      'channelselector.channels.0.name',
      'channelselector.channels.0.enable',
      'channelselector.channels.0.ewt.availabilityThresholdMin',
      'channelselector.channels.1.onClick',
      'stats.ewt.apiVersion',
    ]);
    expect(error.message).toMatch(/^Invalid configuration: channelselector\.ewtRefreshInterval: /);
  });

  it("says the spec's text without a channel", () => {
    const text = 'Invalid configuration. Please ensure atleast one channel is configured.';
    expect(refusal({ channels: [] }).message).toBe(
      `Invalid configuration: channelselector.channels: ${text}`,
    );
    expect(refusal({ ewtRefreshInterval: 10 }).issues).toEqual([
      { field: 'channelselector.channels', message: text },
    ]);
    expect(refusal({}).message).toBe('Invalid configuration');
  });
});

describe('bootWidgets with channelselector settings', () => {
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

  it('mounts the selector with a StatsService; ChannelSelector.open shows Live Assistance', async () => {
    const onClick = vi.fn();
    const { widgets, logger } = boot({
      main: { pluginLoadDelay: 0 },
      channelselector: {
        channels: [
          { name: 'Custom', displayName: 'Talk to us', onClick },
          { name: 'CallUs', displayName: 'Call Us', clickCommand: 'CallUs.open' },
        ],
      },
      stats: { ewt: { dataURL: ewtURL, apiVersion: 'v2' } },
    });
    await widgets?.embed.whenReady();
    const bus = widgets!.embed.app.bus;
    await waitFor(() =>
      expect(bus.registry().map((plugin) => plugin.name)).toEqual(
        expect.arrayContaining(['ChannelSelector', 'StatsService']),
      ),
    );
    expect(logger.error).not.toHaveBeenCalled();
    void bus.command('ChannelSelector.open');
    const window = await screen.findByRole(
      'region',
      { name: 'Live Assistance' },
      { timeout: 8000 },
    );
    fireEvent.click(within(window).getByRole('button', { name: 'Talk to us' }));
    await waitFor(() =>
      expect(onClick).toHaveBeenCalledWith(undefined, widgets!.embed.cxbus, undefined),
    );
    expect(screen.queryByRole('region', { name: 'Live Assistance' })).toBeNull();
    widgets?.stop();
    expect(document.querySelector('[data-cxkit-widgets]')).toBeNull();
  });

  it('logs a bad channelselector and leaves it out', () => {
    const { widgets, logger } = boot({
      main: { pluginLoadDelay: 0 },
      channelselector: { channels: [] },
    });
    expect(widgets?.widgets.has('channelselector')).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      '[cxkit] the channel selector is not shown: Invalid configuration: channelselector.channels: Invalid configuration. Please ensure atleast one channel is configured.',
    );
  });
});
