import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LanguagePacks } from '../../services/i18n/translator';
import { webchatLanguagePacks } from '../../services/i18n/webchat-packs';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createStaticViewportSignal } from '../../services/signals/static-signals';
import { createAutoLoadList } from './app.auto-load';
import { parseAppConfig, type AppConfigInput } from './app.config';
import { appMachine } from './app.machine';
import type { AppEmitted, AppServices, PluginLoadFailure } from './app.types';

function viewportOf(initial: number) {
  let width = initial;
  const listeners = new Set<(width: number) => void>();
  return {
    width: () => width,
    subscribe(listener: (width: number) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener(next);
    },
    listeners,
  };
}

function start(config: AppConfigInput = {}, services: Partial<AppServices> = {}) {
  const emitted: AppEmitted[] = [];
  const actor = createActor(appMachine, {
    input: {
      config: parseAppConfig(config),
      services: {
        loadPlugin: vi.fn(async () => undefined),
        fetchLanguagePacks: vi.fn(async (): Promise<LanguagePacks> => ({})),
        autoLoad: createAutoLoadList(createCookieStore()),
        ...services,
      },
    },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('app machine', () => {
  it('becomes ready after the plugin load delay (100 ms by default)', async () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().value).toBe('waitingForPlugins');
    await vi.advanceTimersByTimeAsync(99);
    expect(actor.getSnapshot().value).toBe('waitingForPlugins');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(emitted).toEqual([{ type: 'ready', loadedPlugins: [], failedPlugins: [] }]);
  });

  it('honours a configured plugin load delay', async () => {
    const { actor } = start({ pluginLoadDelay: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().value).toBe('waitingForPlugins');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('loads preloaded plugins in the suite order and reports failures without blocking ready', async () => {
    const order: string[] = [];
    const loadPlugin = vi.fn(async (name: string) => {
      order.push(name);
      if (name === 'Offers') throw new Error('Could not load plugin file');
    });
    const { actor, emitted } = start(
      { preload: ['Offers', 'Callback', 'WebChat'], pluginLoadDelay: 0 },
      { loadPlugin },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['WebChat', 'Callback', 'Offers']);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(emitted.at(-1)).toEqual({
      type: 'ready',
      loadedPlugins: ['WebChat', 'Callback'],
      failedPlugins: [{ name: 'Offers', reason: 'Could not load plugin file' }],
    });
  });

  it('also loads the plugins of the auto-load list, once each', async () => {
    const autoLoad = createAutoLoadList(createCookieStore());
    autoLoad.add('Offers');
    autoLoad.add('WebChat');
    const loadPlugin = vi.fn(async (_name: string) => undefined);
    const { actor } = start({ preload: ['WebChat'], pluginLoadDelay: 0 }, { loadPlugin, autoLoad });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadPlugin.mock.calls.map(([name]) => name)).toEqual(['WebChat', 'Offers']);
    expect(actor.getSnapshot().context.loadedPlugins).toEqual(['WebChat', 'Offers']);
  });

  it('fetches language packs from a configured URL before loading plugins', async () => {
    const fetchLanguagePacks = vi.fn(async () => ({ de: { 'common.close': 'Schließen' } }));
    const { actor } = start({ i18n: '/i18n.json', lang: 'de' }, { fetchLanguagePacks });
    expect(actor.getSnapshot().value).toBe('loadingLanguage');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLanguagePacks).toHaveBeenCalledWith('/i18n.json');
    expect(actor.getSnapshot().value).toBe('waitingForPlugins');
    expect(actor.getSnapshot().context.language).toBe('de');
    expect(actor.getSnapshot().context.packs.de?.['common.close']).toBe('Schließen');
    expect(actor.getSnapshot().context.packs.en?.['common.close']).toBe('Close');
  });

  it('falls back to en and reports when the language pack URL fails', async () => {
    const fetchLanguagePacks = vi.fn(async () => {
      throw new Error('Could not load language pack from /x.json: HTTP 404 Not Found');
    });
    const { actor, emitted } = start({ i18n: '/x.json', lang: 'de' }, { fetchLanguagePacks });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(emitted).toEqual([
      {
        type: 'error',
        code: 'languagePackFailed',
        detail: 'Could not load language pack from /x.json: HTTP 404 Not Found',
      },
      { type: 'error', code: 'noMatchingLanguage', detail: 'de' },
    ]);
  });

  it('uses inline language packs from the config and falls back to en for an unknown language', () => {
    expect(start({ lang: 'fr' }).actor.getSnapshot().context.language).toBe('fr');
    expect(
      start({ lang: 'pt', i18n: { pt: { 'common.close': 'Fechar' } } }).actor.getSnapshot().context
        .language,
    ).toBe('pt');
    const unknown = start({ lang: 'xx' });
    expect(unknown.actor.getSnapshot().context.language).toBe('en');
    expect(unknown.emitted).toEqual([{ type: 'error', code: 'noMatchingLanguage', detail: 'xx' }]);
    expect(start({ lang: '' }).emitted).toEqual([
      { type: 'error', code: 'noLanguageCode', detail: '' },
    ]);
  });

  it('adds area packs below the site texts in every state, so configured texts keep winning', async () => {
    const generic = 'webchat.errors.Generic';
    const inline = start({ i18n: { en: { [generic]: 'Oops' } }, pluginLoadDelay: 0 }).actor;
    expect(inline.getSnapshot().context.packs.en?.[generic]).toBe('Oops');
    inline.send({ type: 'packs.add', packs: webchatLanguagePacks });
    expect(inline.getSnapshot().context.packs.en).toMatchObject({
      [generic]: 'Oops',
      'webchat.errors.Disconnected': 'Connection lost',
      'common.close': 'Close',
    });
    expect(inline.getSnapshot().context.packs.fr?.[generic]).toBe(
      "Une erreur inattendue s'est produite",
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(inline.getSnapshot().value).toBe('ready');
    inline.send({
      type: 'packs.add',
      packs: { en: { [generic]: 'Later' }, de: { [generic]: 'Fehler' } },
    });
    expect(inline.getSnapshot().context.packs.en?.[generic]).toBe('Oops');
    inline.send({ type: 'language.set', language: 'de' });
    expect(inline.getSnapshot().context.language).toBe('de');

    const fetchLanguagePacks = vi.fn(async () => ({ fr: { [generic]: 'Zut' } }));
    const fetched = start({ i18n: '/i18n.json', lang: 'fr' }, { fetchLanguagePacks }).actor;
    expect(fetched.getSnapshot().value).toBe('loadingLanguage');
    fetched.send({ type: 'packs.add', packs: webchatLanguagePacks });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched.getSnapshot().context.packs.fr).toMatchObject({
      [generic]: 'Zut',
      'webchat.errors.Disconnected': 'Connexion perdue',
    });
  });

  it('switches among built-in and custom themes and refuses unknown ones', () => {
    const { actor, emitted } = start({ themes: { brand: 'acme-theme' } });
    expect(actor.getSnapshot().context.theme).toBe('dark');
    actor.send({ type: 'theme.set', theme: 'light' });
    actor.send({ type: 'theme.set', theme: 'brand' });
    actor.send({ type: 'theme.set', theme: 'neon' });
    expect(actor.getSnapshot().context.theme).toBe('brand');
    expect(emitted).toEqual([
      { type: 'theme', theme: 'light', className: 'cx-theme-light' },
      { type: 'theme', theme: 'brand', className: 'acme-theme' },
      { type: 'error', code: 'invalidTheme', detail: 'neon' },
    ]);
  });

  it('changes language only to one with a pack', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'language.set', language: 'fr' });
    actor.send({ type: 'language.set', language: '' });
    actor.send({ type: 'language.set', language: 'zz' });
    expect(actor.getSnapshot().context.language).toBe('fr');
    expect(emitted).toEqual([
      { type: 'language', language: 'fr' },
      { type: 'error', code: 'noLanguageCode', detail: '' },
      { type: 'error', code: 'noMatchingLanguage', detail: 'zz' },
    ]);
  });

  it('accepts only Authorization and apikey header updates', () => {
    const { actor, emitted } = start({ header: { apikey: 'k1' } });
    actor.send({ type: 'headers.update', headers: { Authorization: 'Bearer t' } });
    actor.send({ type: 'headers.update', headers: { Cookie: 'x' } });
    actor.send({ type: 'headers.update', headers: {} });
    actor.send({ type: 'headers.remove', names: ['apikey'] });
    actor.send({ type: 'headers.remove', names: ['Cookie'] });
    expect(actor.getSnapshot().context.headers).toEqual({ Authorization: 'Bearer t' });
    expect(emitted).toEqual([
      { type: 'requestHeaderUpdated', headers: { apikey: 'k1', Authorization: 'Bearer t' } },
      { type: 'error', code: 'invalidRequestHeader' },
      { type: 'error', code: 'invalidRequestHeader' },
      { type: 'requestHeaderUpdated', headers: { Authorization: 'Bearer t' } },
      { type: 'error', code: 'invalidRequestHeader' },
    ]);
  });

  it('enters mobile mode under the 600 px breakpoint in auto mode, and follows the viewport', () => {
    const viewport = viewportOf(800);
    const { actor, emitted } = start({}, { viewport });
    expect(actor.getSnapshot().context.mobile).toBe(false);
    viewport.resize(599);
    viewport.resize(500);
    viewport.resize(600);
    expect(emitted).toEqual([
      { type: 'mobileMode', mobile: true },
      { type: 'mobileMode', mobile: false },
    ]);
    actor.stop();
    expect(viewport.listeners.size).toBe(0);
  });

  it('enters mobile mode for a phone turned sideways, not for a tablet or a short desktop window', () => {
    const phone = createStaticViewportSignal(390, { height: 844, coarsePointer: true });
    const { actor, emitted } = start({}, { viewport: phone });
    expect(actor.getSnapshot().context.mobile).toBe(true);
    phone.set(844, 390);
    expect(actor.getSnapshot().context.mobile).toBe(true);
    phone.set(390, 844);
    expect(emitted.filter((event) => event.type === 'mobileMode')).toEqual([]);

    const sideways = {
      viewport: createStaticViewportSignal(844, { height: 390, coarsePointer: true }),
    };
    expect(start({}, sideways).actor.getSnapshot().context.mobile).toBe(true);
    expect(start({ mobileMode: false }, sideways).actor.getSnapshot().context.mobile).toBe(false);
    const tablet = createStaticViewportSignal(1024, { height: 768, coarsePointer: true });
    expect(start({}, { viewport: tablet }).actor.getSnapshot().context.mobile).toBe(false);
    const shortWindow = createStaticViewportSignal(844, { height: 390 });
    expect(start({}, { viewport: shortWindow }).actor.getSnapshot().context.mobile).toBe(false);
  });

  it('follows a new height alone on a touch screen (split view)', () => {
    const tablet = createStaticViewportSignal(1024, { height: 768, coarsePointer: true });
    const { actor, emitted } = start({}, { viewport: tablet });
    tablet.set(1024, 500);
    expect(actor.getSnapshot().context.mobile).toBe(true);
    tablet.set(1024, 768);
    expect(emitted.filter((event) => event.type === 'mobileMode')).toEqual([
      { type: 'mobileMode', mobile: true },
      { type: 'mobileMode', mobile: false },
    ]);
  });

  it('leaves mobile mode when a touch screen turns to a landscape taller than the breakpoint', () => {
    const tablet = createStaticViewportSignal(500, { height: 900, coarsePointer: true });
    const { actor, emitted } = start({}, { viewport: tablet });
    expect(actor.getSnapshot().context.mobile).toBe(true);
    tablet.set(900, 500);
    expect(actor.getSnapshot().context.mobile).toBe(true);
    tablet.set(1024, 768);
    expect(emitted.filter((event) => event.type === 'mobileMode')).toEqual([
      { type: 'mobileMode', mobile: false },
    ]);
  });

  it('keeps mobile mode fixed when configured on or off, and honours a custom breakpoint', () => {
    expect(
      start({ mobileMode: true }, { viewport: viewportOf(1200) }).actor.getSnapshot().context
        .mobile,
    ).toBe(true);
    expect(
      start({ mobileMode: false }, { viewport: viewportOf(300) }).actor.getSnapshot().context
        .mobile,
    ).toBe(false);
    expect(
      start({ mobileModeBreakpoint: 1000 }, { viewport: viewportOf(900) }).actor.getSnapshot()
        .context.mobile,
    ).toBe(true);
    expect(start({}).actor.getSnapshot().context.mobile).toBe(false);
  });

  it('emits closeAll', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'widgets.closeAll' });
    expect(emitted).toEqual([{ type: 'closeAll' }]);
  });

  it('can take a fake plugin loader through provide()', async () => {
    const machine = appMachine.provide({
      actors: {
        loadPlugins: fromPromise(async () => ({
          loaded: ['Fake'],
          failed: [] as PluginLoadFailure[],
        })),
      },
    });
    const actor = createActor(machine, {
      input: {
        config: parseAppConfig({ pluginLoadDelay: 0 }),
        services: {
          loadPlugin: async () => undefined,
          fetchLanguagePacks: async () => ({}),
          autoLoad: createAutoLoadList(createCookieStore()),
        },
      },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.loadedPlugins).toEqual(['Fake']);
  });
});
