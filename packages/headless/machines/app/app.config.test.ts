import { describe, expect, it } from 'vitest';
import { AppConfigError, parseAppConfig } from './app.config';

function issuesOf(input: unknown) {
  try {
    parseAppConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppConfigError);
    return (error as AppConfigError).issues;
  }
  throw new Error('expected the config to be refused');
}

describe('parseAppConfig', () => {
  it('applies the spec defaults', () => {
    expect(parseAppConfig({})).toEqual({
      theme: 'dark',
      themes: {},
      lang: 'en',
      mobileMode: 'auto',
      mobileModeBreakpoint: 600,
      timeFormat: 12,
      header: {},
      pluginLoadDelay: 100,
      debug: false,
      transitions: true,
      mockData: false,
      preload: [],
      extensions: {},
    });
    expect(parseAppConfig(undefined).theme).toBe('dark');
  });

  it('accepts every documented field', () => {
    const config = parseAppConfig({
      theme: 'brand',
      themes: { brand: 'brand-class' },
      lang: 'fr',
      i18n: { fr: { 'common.close': 'Fermer' } },
      mobileMode: true,
      mobileModeBreakpoint: 700,
      timeFormat: '24',
      header: { Authorization: 'Bearer x', apikey: 'k' },
      customStylesheetID: 'site-css',
      pluginLoadDelay: 0,
      debug: true,
      transitions: { webchat: { effect: 'slide', speed: 'fast' } },
      mockData: true,
      deploymentID: 'dep-1',
      preload: ['WebChat'],
    });
    expect(config.timeFormat).toBe(24);
    expect(config.transitions).toEqual({ webchat: { effect: 'slide', speed: 'fast' } });
  });

  it('names each bad field', () => {
    expect(issuesOf({ timeFormat: 13 })).toEqual([
      { field: 'timeFormat', message: 'Time format must be 12 or 24' },
    ]);
    expect(issuesOf({ theme: 'neon' })).toEqual([
      { field: 'theme', message: 'Invalid theme specified.' },
    ]);
    expect(issuesOf({ header: { Cookie: 'x' } })).toEqual([
      { field: 'header.Cookie', message: 'Unknown setting' },
    ]);
    expect(issuesOf({ themez: 'light' })).toEqual([
      { field: 'themez', message: 'Unknown setting' },
    ]);
    const several = issuesOf({
      mobileModeBreakpoint: -1,
      pluginLoadDelay: 'soon',
      mobileMode: 'sometimes',
      preload: [1],
    });
    expect(several.map((issue) => issue.field)).toEqual([
      'mobileMode',
      'mobileModeBreakpoint',
      'pluginLoadDelay',
      'preload.0',
    ]);
    expect(issuesOf({ extensions: { Bad: 42 } })[0]?.field).toBe('extensions.Bad');
    expect(issuesOf({ transitions: { webchat: { effect: 'spin' } } })[0]?.field).toBe(
      'transitions',
    );
  });

  it('puts every bad field in the error message', () => {
    expect(() => parseAppConfig({ timeFormat: 13, debug: 'yes' })).toThrow(
      /^Invalid app config: timeFormat: Time format must be 12 or 24; debug: /,
    );
  });
});
