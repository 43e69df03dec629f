import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusEvent } from '../../bus/bus.types';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { logAppError } from './app.plugin';
import { createCxApp, type CxApp, type CxAppOptions } from './app.runtime';

const apps: CxApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.stop();
});

function start(options: CxAppOptions = {}) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  const app = createCxApp({
    logger,
    loader: async () => undefined,
    ...options,
    config: { pluginLoadDelay: 0, ...options.config },
  });
  apps.push(app);
  return { ...app, logger };
}

function collect(app: CxApp, pattern: '*' | `${string}.*`) {
  const events: BusEvent[] = [];
  app.bus.subscribe(pattern, (event) => events.push(event));
  return events;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('App plugin', () => {
  it('publishes App.ready (sticky) once the app is ready, then the time format', async () => {
    const app = start();
    await app.whenReady();
    const late = collect(app, 'App.*');
    await tick();
    expect(late.map((event) => [event.event, event.data])).toEqual([
      ['App.ready', { loadedPlugins: [], failedPlugins: [] }],
      ['App.timeFormat', { timeFormat: 12 }],
    ]);
  });

  it('applies the current theme again on App.reTheme, telling App.theme subscribers', async () => {
    const app = start({ config: { theme: 'light' } });
    const events = collect(app, 'App.*');
    await expect(app.bus.command('App.reTheme')).resolves.toEqual({
      theme: 'light',
      className: 'cx-theme-light',
    });
    await tick();
    expect(
      events.filter((event) => event.event === 'App.theme').map((event) => event.data),
    ).toEqual([{ theme: 'light', className: 'cx-theme-light' }]);
  });

  it('switches theme through the bus and refuses unknown themes with the spec text', async () => {
    const app = start({ config: { themes: { brand: 'brand-theme' } } });
    const events = collect(app, 'App.*');
    await expect(app.bus.command('App.setTheme', { theme: 'brand' })).resolves.toEqual({
      theme: 'brand',
      className: 'brand-theme',
    });
    await expect(app.bus.command('App.getTheme')).resolves.toEqual({
      theme: 'brand',
      className: 'brand-theme',
    });
    await expect(app.bus.command('App.setTheme', { theme: 'neon' })).rejects.toThrow(
      'Invalid theme specified.',
    );
    await tick();
    expect(
      events.filter((event) => event.event === 'App.theme').map((event) => event.data),
    ).toEqual([{ theme: 'brand', className: 'brand-theme' }]);
  });

  it('switches language and refuses missing or unknown codes with the spec texts', async () => {
    const app = start();
    await expect(app.bus.command('App.setLanguage', { lang: 'fr' })).resolves.toEqual({
      language: 'fr',
    });
    await expect(app.bus.command('App.setLanguage', { lang: '' })).rejects.toThrow(
      'No language code provided.',
    );
    await expect(app.bus.command('App.setLanguage', { lang: 'xx' })).rejects.toThrow(
      'No matching language code found in language pack.',
    );
    expect(app.actor.getSnapshot().context.language).toBe('fr');
    await expect(app.bus.command('App.setLanguage', { lang: 'en-US' })).resolves.toEqual({
      language: 'en',
    });
  });

  it('logs an error once, with what it is about unless its text already says it', () => {
    const logger = { error: vi.fn() };
    logAppError(logger, { code: 'noMatchingLanguage', detail: 'de' });
    const failure = 'Could not load language pack from /x.json: HTTP 404 Not Found';
    logAppError(logger, { code: 'languagePackFailed', detail: failure });
    expect(logger.error.mock.calls).toEqual([
      ['[cxkit] No matching language code found in language pack.', 'de'],
      [`[cxkit] ${failure}`, ''],
    ]);
  });

  it('updates and removes only Authorization and apikey request headers', async () => {
    const app = start();
    const events = collect(app, 'App.*');
    await expect(
      app.bus.command('App.updateAJAXHeader', { Authorization: 'Bearer abc' }),
    ).resolves.toEqual({
      Authorization: 'Bearer abc',
    });
    const text = 'Invalid request header message: No request header found.';
    await expect(
      app.bus.untyped.command('App.updateAJAXHeader', { Cookie: 'a=b' }),
    ).rejects.toThrow(text);
    await expect(app.bus.command('App.updateAJAXHeader', {})).rejects.toThrow(text);
    await expect(
      app.bus.untyped.command('App.removeAJAXHeader', { headers: ['Cookie'] }),
    ).rejects.toThrow(text);
    await expect(
      app.bus.command('App.removeAJAXHeader', { headers: ['Authorization'] }),
    ).resolves.toEqual({});
    await tick();
    expect(
      events
        .filter((event) => event.event === 'App.requestHeaderUpdated')
        .map((event) => event.data),
    ).toEqual([{ headers: { Authorization: 'Bearer abc' } }, { headers: {} }]);
  });

  it('publishes closeAll and reports app info', async () => {
    const app = start();
    await app.whenReady();
    const events = collect(app, 'App.*');
    await app.bus.command('App.closeAll');
    await tick();
    expect(events.map((event) => event.event)).toContain('App.closeAll');
    await expect(app.bus.command('App.info')).resolves.toMatchObject({
      ready: true,
      theme: 'dark',
      language: 'en',
      mobile: false,
      timeFormat: 12,
      plugins: [expect.objectContaining({ name: 'App', ready: true })],
    });
  });

  it('refuses extensions before App.ready with the spec text, and registers them after', async () => {
    const app = start({ config: { pluginLoadDelay: 50 } });
    const setup = vi.fn();
    await expect(
      app.bus.command('App.registerExtension', { name: 'Early', setup }),
    ).rejects.toThrow(
      'You must wait until App.ready is published before registering new Extensions.',
    );
    await app.whenReady();
    await expect(
      app.bus.command('App.registerExtension', { name: 'Late', setup }),
    ).resolves.toEqual({ name: 'Late' });
    expect(setup).toHaveBeenCalledWith(expect.objectContaining({ name: 'Late' }), app.bus);
    await expect(app.bus.command('App.registerExtension', { name: 'Late', setup })).rejects.toThrow(
      'The Extension name is already taken.',
    );
  });

  it('registers configured extensions after ready, loading script URLs and reporting failures', async () => {
    const loader = vi.fn(async () => undefined);
    const app = start({
      loader,
      config: {
        extensions: {
          Greeter: (plugin) => {
            plugin.registerCommand('hello', () => 'hi');
            plugin.ready();
          },
          Remote: '/extensions/remote.js',
          App: () => undefined,
        },
      },
    });
    await app.whenReady();
    await tick();
    await expect(app.bus.untyped.command('Greeter.hello')).resolves.toBe('hi');
    expect(loader).toHaveBeenCalledWith('/extensions/remote.js');
    expect(app.logger.error).toHaveBeenCalledWith(
      '[cxkit] extension App could not be registered:',
      'The Extension name is already taken.',
    );
  });

  it('keeps the auto-load list in a cookie, so the next page load loads those plugins too', async () => {
    const cookies = createCookieStore();
    const first = start({ cookies });
    await expect(
      first.bus.command('App.registerAutoLoad', { plugin: 'Callback' }),
    ).resolves.toEqual({
      plugins: ['Callback'],
    });
    await expect(first.bus.command('App.registerAutoLoad', { plugin: 'Offers' })).resolves.toEqual({
      plugins: ['Callback', 'Offers'],
    });
    await expect(
      first.bus.command('App.deregisterAutoLoad', { plugin: 'Offers' }),
    ).resolves.toEqual({
      plugins: ['Callback'],
    });
    await expect(first.bus.untyped.command('App.registerAutoLoad', { plugin: '' })).rejects.toThrow(
      'Invalid options for App.registerAutoLoad: plugin: Expected a plugin name',
    );
    expect(cookies.get('autoLoad')).toBe('["Callback"]');
    const loaded: string[] = [];
    const next = start({
      cookies,
      loader: async (url) => {
        loaded.push(url);
      },
      config: { pluginsPath: '/plugins' },
    });
    await next.whenReady();
    expect(loaded).toEqual(['/plugins/callback.min.js']);
  });

  it('loads preloaded plugins from the plugins path', async () => {
    const loaded: string[] = [];
    const app = start({
      loader: async (url) => {
        loaded.push(url);
      },
      config: { pluginsPath: '/plugins/', preload: ['Callback', 'WebChat'] },
    });
    await app.whenReady();
    expect(loaded).toEqual(['/plugins/webchat.min.js', '/plugins/callback.min.js']);
  });

  it('logs refused changes made straight on the actor with the spec text', () => {
    const app = start();
    app.actor.send({ type: 'theme.set', theme: 'neon' });
    expect(app.logger.error).toHaveBeenCalledWith('[cxkit] Invalid theme specified.', 'neon');
  });

  it('removes the App plugin and its extensions when stopped', async () => {
    const app = start({ config: { extensions: { Ext: () => undefined } } });
    await app.whenReady();
    expect(app.bus.registry().map((plugin) => plugin.name)).toEqual(['App', 'Ext']);
    apps.pop()?.stop();
    expect(app.bus.registry()).toEqual([]);
  });
});
