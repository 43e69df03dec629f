import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { parseSearchSettings, SearchSettingsError } from './search-settings';

// Nothing listens there: every knowledge call fails at once, as with the server down.
const host = 'http://127.0.0.1:9/gkc-ws/api';

function refusal(settings: unknown): Error {
  try {
    parseSearchSettings(settings);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseSearchSettings', () => {
  it("reads the window's keys and leaves the service's to the service", () => {
    const knowledgecenter = {
      host,
      knowledgebases: ['kb1'],
      servicePlugin: 'KnowledgeCenterService',
      search: {
        SearchButton: { enabled: true, openDelay: 500, effect: 'slide', effectDuration: 200 },
      },
    };
    const parsed = parseSearchSettings(knowledgecenter);
    expect(parsed.window).toEqual({
      SearchButton: { enabled: true, openDelay: 500, effect: 'slide', effectDuration: 200 },
      servicePlugin: 'KnowledgeCenterService',
    });
    expect(parsed.service.service).toMatchObject({ host, knowledgebases: ['kb1'] });
    expect(parsed.ignored).toEqual([]);
  });

  it('gives the defaults without window keys, and lists what no one reads', () => {
    const parsed = parseSearchSettings({ host, skin: 'x' });
    expect(parsed.window).toEqual({});
    expect(parsed.ignored).toEqual(['knowledgecenter.skin']);
  });

  it('names each bad window key as the page wrote it', () => {
    const error = refusal({
      host,
      search: { SearchButton: { enabled: 'yes', effect: 'spin' } },
      servicePlugin: '',
    });
    expect(error).toBeInstanceOf(SearchSettingsError);
    expect((error as SearchSettingsError).issues.map((issue) => issue.field)).toEqual([
      'knowledgecenter.search.SearchButton.enabled',
      'knowledgecenter.search.SearchButton.effect',
      'knowledgecenter.servicePlugin',
    ]);
  });

  it("refuses settings without the service's host", () => {
    expect(refusal({ search: { SearchButton: { enabled: true } } }).message).toContain(
      'knowledgecenter.host',
    );
  });
});

describe('bootWidgets with knowledgecenter settings', () => {
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
    await waitFor(() => expect(registry().map((plugin) => plugin.name)).toContain('Search'));
    return registry();
  }

  it('puts Search and KnowledgeCenterService on the bus', async () => {
    const { widgets, logger } = boot({ main, knowledgecenter: { host } });
    const registry = await pluginsOf(widgets);
    const commands = (name: string) =>
      registry.find((plugin) => plugin.name === name)?.commands ?? [];
    expect(commands('Search')).toEqual([
      'open',
      'openDocument',
      'close',
      'configure',
      'showSearchButton',
      'hideSearchButton',
    ]);
    expect(commands('KnowledgeCenterService')).toEqual(
      expect.arrayContaining(['search', 'getSuggestions', 'getFullContent', 'vote']),
    );
    expect([...(widgets?.widgets.keys() ?? [])]).toEqual(['search', 'overlay', 'toaster']);
    expect(logger.error).not.toHaveBeenCalled();
    widgets?.stop();
    expect(document.querySelector('[data-cxkit-widgets]')).toBeNull();
  });

  it('leaves the Search window out on bad settings, naming each', () => {
    const { widgets, logger } = boot({
      main,
      knowledgecenter: { host, search: { SearchButton: { openDelay: 'soon' } } },
    });
    expect(widgets?.widgets.has('search')).toBe(false);
    expect(logger.error.mock.calls[0]?.[0]).toMatch(
      /^\[cxkit\] the Search window is not shown: Invalid configuration: knowledgecenter\.search\.SearchButton\.openDelay: /,
    );
  });

  it('Search.open shows the window, here with the server down: the error view', async () => {
    const { widgets } = boot({ main, knowledgecenter: { host, knowledgebases: ['kb1'] } });
    await pluginsOf(widgets);
    await widgets?.embed.app.bus.untyped.command('Search.open');
    const window = await screen.findByRole('region', { name: 'Ask a Question' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Knowledge Center Server is currently not available');
    expect(window.querySelector('[role="combobox"]')).toBeTruthy();
    await widgets?.embed.app.bus.untyped.command('Search.close');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Ask a Question' })).toBeNull(),
    );
  }, 30_000);

  it('shows the side Search button when enabled', async () => {
    const { widgets } = boot({
      main,
      knowledgecenter: { host, search: { SearchButton: { enabled: true, openDelay: 0 } } },
    });
    await pluginsOf(widgets);
    const button = await screen.findByRole('button', { name: 'Search' }, { timeout: 5_000 });
    button.click();
    await screen.findByRole('region', { name: 'Ask a Question' });
  }, 30_000);
});
