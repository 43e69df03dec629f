import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { builtInLanguagePacks } from '../../services/i18n/built-in-packs';
import { webchatLanguagePacks } from '../../services/i18n/webchat-packs';
import { createAutoLoadList } from './app.auto-load';
import { parseAppConfig } from './app.config';
import { connect, selectAppView, type AppView } from './app.connect';
import { appMachine } from './app.machine';

const view: AppView = {
  ready: true,
  theme: 'light',
  themes: { dark: 'cx-theme-dark', light: 'cx-theme-light' },
  language: 'fr',
  packs: { ...builtInLanguagePacks, fr: { 'common.close': 'Fermer' } },
  mobile: true,
  timeFormat: 24,
  transitions: true,
};

describe('app connect', () => {
  it('exposes the view as booleans and names', () => {
    const api = connect(view, vi.fn());
    expect(api).toMatchObject({
      isReady: true,
      theme: 'light',
      themeClassName: 'cx-theme-light',
      themeNames: ['dark', 'light'],
      language: 'fr',
      languages: ['en', 'fr'],
      isMobile: true,
      timeFormat: 24,
    });
  });

  it('translates in the active language, falling back to English, then the key', () => {
    const { translate } = connect(view, vi.fn());
    expect(translate('common.close')).toBe('Fermer');
    expect(translate('common.minimize')).toBe('Minimize');
    expect(translate('no.such.key')).toBe('no.such.key');
    expect(connect(view, vi.fn()).translate).toBe(translate);
  });

  it('gives a new translator once packs.add brings new packs, which finds the added keys', () => {
    const actor = createActor(appMachine, {
      input: {
        config: parseAppConfig({ lang: 'fr' }),
        services: {
          loadPlugin: async () => undefined,
          fetchLanguagePacks: async () => ({}),
          autoLoad: createAutoLoadList(createCookieStore()),
        },
      },
    }).start();
    const apiOf = () => connect(selectAppView(actor.getSnapshot()), actor.send);
    const before = apiOf().translate;
    expect(before('webchat.names.agent')).toBe('webchat.names.agent');
    expect(apiOf().translate).toBe(before);
    actor.send({ type: 'packs.add', packs: webchatLanguagePacks });
    const after = apiOf().translate;
    expect(after).not.toBe(before);
    expect(after('webchat.names.agent')).toBe('Conseiller');
    expect(after('common.close')).toBe('Fermer');
    actor.send({ type: 'language.set', language: 'en' });
    expect(apiOf().translate('webchat.names.agent')).toBe('Agent');
    actor.stop();
  });

  it('sends events for its commands', () => {
    const send = vi.fn();
    const api = connect(view, send);
    api.setTheme('dark');
    api.setLanguage('en');
    api.closeAll();
    expect(send.mock.calls).toEqual([
      [{ type: 'theme.set', theme: 'dark' }],
      [{ type: 'language.set', language: 'en' }],
      [{ type: 'widgets.closeAll' }],
    ]);
  });

  it('gives root props with the theme class, language and data attributes', () => {
    expect(connect(view, vi.fn()).getRootProps()).toEqual({
      'data-scope': 'app',
      'data-part': 'root',
      className: 'cx-theme-light',
      lang: 'fr',
      'data-theme': 'light',
      'data-mobile': true,
      'data-motion': undefined,
    });
    expect(
      connect({ ...view, mobile: false }, vi.fn()).getRootProps()['data-mobile'],
    ).toBeUndefined();
  });

  it('turns every animation off with transitions false, and gives each widget its configured effect and speed', () => {
    const off = connect({ ...view, transitions: false }, vi.fn());
    expect(off.getRootProps()['data-motion']).toBe('off');
    expect(off.transitionOf('webchat')).toEqual({ effect: 'none', duration: 0 });
    expect(connect(view, vi.fn()).transitionOf('webchat')).toBeUndefined();
    const { transitions } = parseAppConfig({
      transitions: { webchat: { effect: 'slide', speed: 'slow' }, callback: { speed: 250 } },
    });
    const configured = connect({ ...view, transitions }, vi.fn());
    expect(configured.getRootProps()['data-motion']).toBeUndefined();
    expect(configured.transitionOf('webchat')).toEqual({ effect: 'slide', duration: 600 });
    expect(configured.transitionOf('callback')).toEqual({ effect: 'fade', duration: 250 });
    expect(configured.transitionOf('sendmessage')).toBeUndefined();
    expect(
      connect(
        { ...view, transitions: parseAppConfig({ transitions: { webchat: {} } }).transitions },
        vi.fn(),
      ).transitionOf('webchat'),
    ).toEqual({ effect: 'fade', duration: 400 });
  });
});
