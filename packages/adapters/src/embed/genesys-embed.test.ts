import { AppConfigError } from '@cxkit/headless/app';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CxBusCompat, LegacyPlugin } from '../cxbus/cxbus.types';
import type { GenesysEmbed, GenesysWidgets, GenesysWindow } from './embed.types';
import { autoBoot, bootFromGenesysGlobal } from './genesys-embed';

const windows: Window[] = [];
const embeds: GenesysEmbed[] = [];

afterEach(async () => {
  for (const embed of embeds.splice(0)) embed.stop();
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

/** A happy-dom window whose page defined `window._genesys.widgets`. */
function page(widgets: GenesysWidgets): GenesysWindow & Window {
  const win = Object.assign(new Window(), { _genesys: { widgets } });
  windows.push(win);
  return win;
}

function options() {
  const logger = { debug: vi.fn(), error: vi.fn(), warn: vi.fn() };
  const loaded: string[] = [];
  const loader = vi.fn(async (url: string) => {
    loaded.push(url);
    if (url.includes('missing')) throw new Error('404');
  });
  return { logger, loader, loaded };
}

function boot(win: GenesysWindow, embedOptions: ReturnType<typeof options> = options()) {
  const embed = bootFromGenesysGlobal(win, embedOptions);
  embeds.push(embed);
  return embed;
}

describe('bootFromGenesysGlobal', () => {
  it('boots the app from main and exposes CXBus and the QuickBus plugin on the window', async () => {
    const win = page({ main: { theme: 'dark', lang: 'fr', pluginLoadDelay: 0 } });
    const embed = boot(win);
    expect(win.CXBus).toBe(embed.cxbus);
    expect(win._genesys?.widgets?.bus).toBe(embed.quickBus);
    expect(embed.quickBus.namespace()).toBe('QuickBus');
    await embed.whenReady();
    expect(embed.app.actor.getSnapshot().context.language).toBe('fr');
    await expect(win.CXBus?.command('App.setTheme', { theme: 'light' })).resolves.toEqual({
      theme: 'light',
      className: 'cx-theme-light',
    });
    await expect(embed.quickBus.command('App.getTheme')).resolves.toEqual({
      theme: 'light',
      className: 'cx-theme-light',
    });
  });

  it('reads the aliases app and global, main winning over app over global', () => {
    const win = page({
      global: { theme: 'light', lang: 'fr', pluginLoadDelay: 0 },
      app: { theme: 'dark', timeFormat: 24 },
      main: { theme: 'light' },
    });
    const { context } = boot(win).app.actor.getSnapshot();
    expect([context.theme, context.language, context.timeFormat]).toEqual(['light', 'fr', 24]);
  });

  it('throws an AppConfigError naming each bad main field and leaves the window untouched', () => {
    const win = page({ main: { theme: 'neon', mobileModeBreakpoint: -1 } });
    const attempt = () => boot(win);
    expect(attempt).toThrow(AppConfigError);
    expect(attempt).toThrow(/mobileModeBreakpoint: .*; theme: Invalid theme specified\./);
    expect(win.CXBus).toBeUndefined();
    expect(win._genesys?.widgets?.bus).toBeUndefined();
  });

  it('warns once, naming them, about main fields cxkit does not support', () => {
    const win = page({
      main: {
        debugTimestamps: true,
        pluginLoadDelay: 0,
        zoomBreakpoint: 400,
        plugins: ['cx-webchat'],
      },
    });
    const embedOptions = options();
    boot(win, embedOptions);
    expect(embedOptions.logger.warn.mock.calls).toEqual([
      [
        '[cxkit] ignoring main settings cxkit does not support: debugTimestamps, zoomBreakpoint, plugins',
      ],
    ]);
  });

  it('warns once, naming them, about widget settings the embed does not read', () => {
    const win = page({ main: { pluginLoadDelay: 0 }, extensions: {}, webchat: {}, callback: {} });
    const embedOptions = options();
    boot(win, embedOptions);
    expect(embedOptions.logger.warn.mock.calls).toEqual([
      [
        '[cxkit] the embed boots the app and bus only and does not read these widget settings: webchat, callback; load @cxkit/adapters/widgets for the web chat, or mount the widgets from @cxkit/reference-ui',
      ],
    ]);
  });

  it('loads plugin files from main.pluginsPath through the loader', async () => {
    const win = page({ main: { pluginLoadDelay: 0, pluginsPath: '/widgets/plugins' } });
    const embedOptions = options();
    const embed = boot(win, embedOptions);
    await embed.cxbus.loadPlugin('WebChat');
    expect(embedOptions.loaded).toEqual(['/widgets/plugins/webchat.min.js']);
  });

  it('registers extensions and calls onReady with the CXBus object after App.ready', async () => {
    const order: string[] = [];
    let extensionArgs: unknown[] = [];
    let readyWhenCalled: unknown;
    const win = page({
      main: { pluginLoadDelay: 0 },
      extensions: {
        TestExtension: (...args) => {
          extensionArgs = args;
          order.push('TestExtension');
          const plugin = args[1].registerPlugin('TestExtension') as LegacyPlugin;
          plugin.registerCommand('demo', (event) =>
            event.deferred.resolve(`demo by ${event.commander}`),
          );
          plugin.republish('ready');
          plugin.ready();
        },
        Broken: () => {
          throw new Error('extension bug');
        },
        Remote: '/extensions/remote.js',
        Missing: '/extensions/missing.js',
      },
      onReady: (cxbus: CxBusCompat) => {
        order.push('onReady');
        readyWhenCalled = cxbus.registry().find((plugin) => plugin.name === 'App')?.ready;
      },
    });
    const embedOptions = options();
    const onReady = vi.spyOn(win._genesys?.widgets as Required<GenesysWidgets>, 'onReady');
    const embed = boot(win, embedOptions);
    expect(onReady).not.toHaveBeenCalled();
    expect(embedOptions.loader).not.toHaveBeenCalled();

    await embed.whenReady();
    expect(order).toEqual(['TestExtension', 'onReady']);
    expect(onReady).toHaveBeenCalledWith(embed.cxbus);
    expect(readyWhenCalled).toBe(true);
    expect(extensionArgs).toEqual([undefined, embed.cxbus, undefined]);
    expect(embedOptions.loaded).toEqual(['/extensions/remote.js', '/extensions/missing.js']);
    expect(embedOptions.logger.error.mock.calls).toEqual([
      ['[cxkit] extension Broken threw while registering:', 'extension bug'],
      ['[cxkit] extension Missing could not be loaded from /extensions/missing.js:', '404'],
    ]);
    await expect(win.CXBus?.command('TestExtension.demo')).resolves.toBe('demo by host');
  });

  it('lets page scripts register plugins through the QuickBus, as the legacy docs show', async () => {
    const win = page({ main: { pluginLoadDelay: 0 } });
    const embed = boot(win);
    const plugin = win._genesys?.widgets?.bus?.registerPlugin('MyPlugin');
    expect(plugin && plugin.namespace()).toBe('MyPlugin');
    expect(embed.cxbus.registerPlugin('QuickBus')).toBe(false);
  });

  it('refuses to boot twice on one window, and without settings', () => {
    const win = page({ main: { pluginLoadDelay: 0 } });
    boot(win);
    expect(() => boot(win)).toThrow('[cxkit] already booted on this window');
    const bare = new Window();
    windows.push(bare);
    expect(() => bootFromGenesysGlobal(bare)).toThrow(
      '[cxkit] window._genesys.widgets is not defined',
    );
  });

  it('stop() stops the app, removes what CXBus registered and restores the window globals', async () => {
    const previous = { command: vi.fn() } as unknown as CxBusCompat;
    const win = Object.assign(
      page({
        main: { pluginLoadDelay: 0 },
        extensions: {
          Extra: (_$, cxbus) => {
            (cxbus.registerPlugin('Extra') as LegacyPlugin).ready();
          },
        },
      }),
      { CXBus: previous },
    );
    const embed = boot(win);
    const heard = vi.fn();
    embed.cxbus.subscribe('App.theme', heard);
    await embed.whenReady();
    expect(embed.app.bus.registry().map((plugin) => plugin.name)).toEqual([
      'App',
      'QuickBus',
      'Extra',
    ]);
    embed.stop();
    embed.stop();
    expect(embed.app.bus.registry()).toEqual([]);
    expect(embed.app.actor.getSnapshot().status).toBe('stopped');
    expect(win.CXBus).toBe(previous);
    expect(win._genesys?.widgets && 'bus' in win._genesys.widgets).toBe(false);
    await expect(embed.cxbus.command('App.setTheme', { theme: 'light' })).rejects.toThrow(
      'Command does not exist',
    );
    const again = boot(win);
    expect(win.CXBus).toBe(again.cxbus);
  });

  it('stop() before App.ready rejects whenReady and never calls onReady', async () => {
    const onReady = vi.fn();
    const win = page({ main: { pluginLoadDelay: 0 }, onReady });
    const embed = boot(win);
    embed.stop();
    await expect(embed.whenReady()).rejects.toThrow(
      '[cxkit] the embed was stopped before App.ready',
    );
    expect(onReady).not.toHaveBeenCalled();
    expect('CXBus' in win).toBe(false);
  });
});

describe('autoBoot', () => {
  it('does nothing without window._genesys.widgets', () => {
    const bare = new Window();
    windows.push(bare);
    expect(autoBoot(bare)).toBeUndefined();
    expect('CXBus' in bare).toBe(false);
  });

  it('logs instead of throwing when the settings are invalid', () => {
    const win = page({ main: { timeFormat: 36 } });
    const embedOptions = options();
    expect(autoBoot(win, embedOptions)).toBeUndefined();
    expect(embedOptions.logger.error).toHaveBeenCalledWith(
      '[cxkit] could not boot:',
      'Invalid app config: timeFormat: Time format must be 12 or 24',
    );
  });

  it('boots when the settings are there', async () => {
    const win = page({ main: { pluginLoadDelay: 0 } });
    const embed = autoBoot(win, options());
    expect(embed).toBeDefined();
    if (embed) embeds.push(embed);
    await embed?.whenReady();
    expect(win.CXBus).toBe(embed?.cxbus);
  });
});

describe('bootFromGenesysGlobal: the page glue', () => {
  /** A page at `https://shop.test/support/tv` whose glue calls are recorded. */
  function gluePage(widgets: GenesysWidgets) {
    const win = Object.assign(new Window({ url: 'https://shop.test/support/tv' }), {
      _genesys: { widgets },
    });
    windows.push(win);
    const calls: { url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (request: Request) => {
      calls.push({
        url: request.url,
        body: request.method === 'GET' ? undefined : await request.json(),
      });
      return new Response('{}', { status: 200 });
    });
    const embedOptions = { ...options(), fetch };
    const embed = boot(win, embedOptions);
    return { win, embed, calls, logger: embedOptions.logger };
  }

  /** A channel plugin that publishes `submitted`, as the widgets do. */
  function channel(embed: GenesysEmbed, name: string) {
    const plugin = embed.app.bus.registerPlugin(name);
    plugin.registerEvents(['opened', 'submitted']);
    plugin.registerCommand('close', () => undefined);
    plugin.ready();
    return plugin;
  }

  const glue = { apiBase: 'https://shop.test/cx-api/' };
  const main = { pluginLoadDelay: 0 };

  it("registers the glue from widgets.glue, storing the WebChat.submitted payload's form", async () => {
    const { embed, calls, logger } = gluePage({ main, glue });
    await embed.whenReady();
    expect(embed.app.bus.registry().map((plugin) => plugin.name)).toContain('CxKit');
    expect(logger.warn).not.toHaveBeenCalled();

    channel(embed, 'WebChat').publish('submitted', {
      form: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
    });
    const userData = {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      Phone: '',
    };
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { url: 'https://shop.test/cx-api/StorePersonalInformation', body: userData },
      {
        url: 'https://shop.test/cx-api/LogAction',
        body: { requestUrl: '/support/tv', action: 'WebChat.submitted', userData },
      },
    ]);
  });

  it("reads the window's own contact inputs when a submission carries no form, under the plugin name given", async () => {
    const { win, embed, calls } = gluePage({ main, glue: { ...glue, pluginName: 'ShopGlue' } });
    win.document.body.innerHTML =
      '<input name="firstname" value="Dom"><input name="phonenumber" value="+44 20 1234">';
    await embed.whenReady();
    expect(embed.app.bus.registry().map((plugin) => plugin.name)).toContain('ShopGlue');

    channel(embed, 'Callback').publish('submitted', undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.body).toEqual({
      FirstName: 'Dom',
      LastName: '',
      Email: '',
      Phone: '+44 20 1234',
    });
  });

  it('leaves a bad glue out, naming every bad field, and boots the rest', async () => {
    const { embed, logger } = gluePage({
      main,
      glue: { apiBase: 'ftp://x', pluginName: '' },
    });
    await embed.whenReady();
    expect(logger.error.mock.calls).toEqual([
      [
        '[cxkit] the page glue is not registered: Invalid configuration: glue.apiBase: Expected a URL; glue.pluginName: Expected a plugin name',
      ],
    ]);
    expect(embed.app.bus.registry().map((plugin) => plugin.name)).toEqual(['App', 'QuickBus']);
  });

  it('names the glue settings it does not read, once', async () => {
    const { embed, logger } = gluePage({
      main,
      glue: { ...glue, retry: 3 } as GenesysWidgets['glue'],
    });
    await embed.whenReady();
    expect(logger.warn.mock.calls).toEqual([
      ['[cxkit] ignoring glue settings cxkit does not support: glue.retry'],
    ]);
    expect(embed.app.bus.registry().map((plugin) => plugin.name)).toContain('CxKit');
  });
});
