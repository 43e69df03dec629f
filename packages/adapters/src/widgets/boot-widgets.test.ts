import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { GenesysWidgets, GenesysWindow } from '../embed/embed.types';
import {
  nonBlank,
  readLegacySettings,
  sharedSettings,
  type LegacySettingsDefinition,
} from '../legacy';
import { bootWidgets, type BootedWidgets } from './boot-widgets';
import { registerWidgetAdapter, widgetAdapters, type WidgetAdapter } from './widget-adapters';

const windows: Window[] = [];
const booted: BootedWidgets[] = [];

afterEach(async () => {
  for (const widgets of booted.splice(0)) widgets.stop();
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

/** A happy-dom window whose page defined `window._genesys.widgets`. */
function page(widgets: GenesysWidgets): GenesysWindow & Window {
  const win = Object.assign(new Window(), { _genesys: { widgets } });
  windows.push(win);
  return win;
}

function boot(win: GenesysWindow) {
  const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
  const widgets = bootWidgets(win, { logger, loader: vi.fn(async () => undefined) });
  if (widgets) booted.push(widgets);
  return { widgets, logger };
}

const main = { pluginLoadDelay: 0 };
const dataURL = 'https://gms.example.com/genesys/2/chat/customer-support';

describe('bootWidgets', () => {
  it('mounts the web chat at the end of the body, and reads webchat without calling it unread', () => {
    const win = page({ main, webchat: { dataURL }, console: {} });
    const { widgets, logger } = boot(win);

    expect(win.CXBus).toBe(widgets?.embed.cxbus);
    expect(widgets?.webChat?.container.parentElement).toBe(win.document.body);
    expect(win.document.body.lastElementChild).toBe(widgets?.webChat?.container);
    expect(logger.warn.mock.calls).toEqual([
      [
        '[cxkit] the embed boots the app and bus only and does not read these widget settings: console; load @cxkit/adapters/widgets for the web chat, or mount the widgets from @cxkit/reference-ui',
      ],
    ]);
    expect(logger.error).not.toHaveBeenCalled();

    widgets?.stop();
    expect(win.document.querySelector('[data-cxkit-widgets]')).toBeNull();
    expect(win.CXBus).toBeUndefined();
  });

  it('names the webchat settings it ignores, once', () => {
    const { logger } = boot(
      page({ main, webchat: { dataURL, pollRate: 3000, ariaIdleAlertIntervals: [50, 25, 10] } }),
    );
    expect(logger.warn.mock.calls).toEqual([
      [
        '[cxkit] ignoring webchat settings cxkit does not support: webchat.pollRate, webchat.ariaIdleAlertIntervals',
      ],
    ]);
  });

  it('leaves the chat out on bad settings, naming each, and keeps the app and CXBus', async () => {
    const win = page({ main, webchat: { dataURL: 42, chatButton: { openDelay: -1 } } });
    const { widgets, logger } = boot(win);

    expect(widgets?.webChat).toBeUndefined();
    expect(win.document.querySelector('[data-cxkit-widgets]')).toBeNull();
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] the web chat is not shown: Invalid configuration: webchat.dataURL: Expected a URL; webchat.chatButton.openDelay: Expected a number of ms from 0 to 2147483647',
      ],
    ]);
    await widgets?.embed.whenReady();
    await expect(win.CXBus?.command('App.getTheme')).resolves.toMatchObject({ theme: 'dark' });
  });

  it("says the spec's 'Invalid configuration' for empty settings", () => {
    const { widgets, logger } = boot(page({ main, webchat: {} }));
    expect(widgets?.webChat).toBeUndefined();
    expect(logger.error.mock.calls).toEqual([
      ['[cxkit] the web chat is not shown: Invalid configuration'],
    ]);
  });

  it('registers the page glue of a legacy page beside the web chat', async () => {
    const win = page({ main, webchat: { dataURL }, glue: { apiBase: '/cx-api' } });
    const { widgets, logger } = boot(win);
    await widgets?.embed.whenReady();
    expect(widgets?.embed.app.bus.registry().map((plugin) => plugin.name)).toContain('CxKit');
    expect(widgets?.webChat).toBeDefined();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('boots nothing without settings, and logs a bad main instead of throwing', () => {
    const bare = new Window();
    windows.push(bare);
    expect(boot(bare).widgets).toBeUndefined();
    const { widgets, logger } = boot(page({ main: { timeFormat: 13 }, webchat: { dataURL } }));
    expect(widgets).toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(String(logger.error.mock.calls[0]?.[1])).toContain('timeFormat');
  });
});

/** A made-up `stats` widget on the legacy reader: a line of text that says the queue it watches. */
const statsSchema = z.object({
  dataURL: sharedSettings.dataURL(),
  queue: nonBlank('Expected a queue'),
});
const statsDefinition: LegacySettingsDefinition<z.output<typeof statsSchema>> = {
  key: 'stats',
  read: (settings, reader) => reader.read(statsSchema, settings, []),
  used: () => ({ dataURL: true, queue: true }),
};

function statsAdapter(name = 'stats', settingsKey = 'stats'): WidgetAdapter<StatsSettings> {
  return {
    name,
    settingsKey,
    title: 'the wait-time line',
    parse: (settings) => {
      const { value, ignored } = readLegacySettings(
        { ...statsDefinition, key: settingsKey },
        settings,
      );
      return { ...value, ignored };
    },
    mount: (settings, { app, document }) => {
      const line = document.createElement('p');
      line.dataset['widget'] = name;
      line.textContent = `${settings.queue} on ${app.bus.registry()[0]?.name ?? 'no bus'}`;
      document.body.append(line);
      return { unmount: () => line.remove() };
    },
  };
}

type StatsSettings = z.output<typeof statsSchema> & { ignored: string[] };

describe('bootWidgets with registered widget adapters', () => {
  const removals: (() => void)[] = [];
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
  });

  it('boots a registered widget from its settings key, after the built-in ones, without calling it unread', () => {
    removals.push(registerWidgetAdapter(statsAdapter()));
    expect(widgetAdapters().map((adapter) => adapter.name)).toEqual([
      'webchat',
      'callback',
      'callus',
      'clicktocall',
      'cobrowse',
      'channelselector',
      'sendmessage',
      'search',
      'offers',
      'sidebar',
      'overlay',
      'toaster',
      'gwe',
      'stats',
    ]);
    const win = page({
      main,
      webchat: { dataURL },
      stats: { dataURL: '/stats', queue: 'Sales', refresh: 5 },
    });
    const { widgets, logger } = boot(win);

    expect([...(widgets?.widgets.keys() ?? [])]).toEqual([
      'webchat',
      'overlay',
      'toaster',
      'stats',
    ]);
    const line = win.document.querySelector('[data-widget="stats"]');
    expect(line?.textContent).toBe('Sales on App');
    expect(logger.warn.mock.calls).toEqual([
      ['[cxkit] ignoring stats settings cxkit does not support: stats.refresh'],
    ]);
    expect(logger.error).not.toHaveBeenCalled();

    widgets?.stop();
    expect(win.document.querySelector('[data-widget="stats"]')).toBeNull();
    expect(win.document.querySelector('[data-cxkit-widgets]')).toBeNull();
  });

  it('logs a widget with bad settings, or one that fails to mount, and boots the others', () => {
    removals.push(
      registerWidgetAdapter(statsAdapter()),
      registerWidgetAdapter({
        ...statsAdapter('broken', 'broken'),
        mount: () => {
          throw new Error('no room on the page');
        },
      }),
      registerWidgetAdapter(statsAdapter('ewt', 'ewt')),
    );
    const win = page({
      main,
      stats: { dataURL: 'ftp://stats', queue: ' ' },
      broken: { dataURL: '/broken', queue: 'Sales' },
      ewt: { dataURL: '/ewt', queue: 'Support' },
      webchat: { dataURL },
    });
    const { widgets, logger } = boot(win);

    expect([...(widgets?.widgets.keys() ?? [])]).toEqual(['webchat', 'overlay', 'toaster', 'ewt']);
    expect(widgets?.webChat).toBeDefined();
    expect(win.document.querySelector('[data-widget="ewt"]')?.textContent).toBe('Support on App');
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] the wait-time line is not shown: Invalid configuration: stats.dataURL: Expected a URL; stats.queue: Expected a queue',
      ],
      ['[cxkit] the wait-time line is not shown: no room on the page'],
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('boots nothing for a registered widget whose settings the page lacks, and takes no second name', () => {
    removals.push(registerWidgetAdapter(statsAdapter()));
    expect(() => registerWidgetAdapter(statsAdapter())).toThrow(
      '[cxkit] a widget adapter named stats is already registered',
    );
    const { widgets } = boot(page({ main, webchat: { dataURL } }));
    expect([...(widgets?.widgets.keys() ?? [])]).toEqual(['webchat', 'overlay', 'toaster']);
    removals.pop()?.();
    expect(widgetAdapters().map((adapter) => adapter.name)).toEqual([
      'webchat',
      'callback',
      'callus',
      'clicktocall',
      'cobrowse',
      'channelselector',
      'sendmessage',
      'search',
      'offers',
      'sidebar',
      'overlay',
      'toaster',
      'gwe',
    ]);
  });
});
